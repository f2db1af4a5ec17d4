package org.esl.lang.lint;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.validation.IResourceValidator;
import org.esl.lang.EslStandaloneSetup;
import org.esl.lang.compiler.CompileException;
import org.esl.lang.compiler.SpecCompiler;
import org.esl.lang.compiler.SpecExpressionParser;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;
import org.esl.runtime.model.Spec;
import org.esl.runtime.perception.ExpressionParser;

import com.google.inject.Inject;

/**
 * Loads a spec to run it (`esl check`, `esl test`, the language server's code lenses): parse, link,
 * validate, compile. A spec is refused only for errors that leave it without meaning (docs/check.md, "Exit status":
 * syntax, linking, arity, types, DeNF shape, duplicates, bad paths, and a spec that cannot be compiled); other
 * findings do not stop a run.
 */
public class SpecLoader {

    /** The codes whose errors leave a spec without meaning. */
    public static final Set<DiagnosticCode> REFUSING = EnumSet.of(DiagnosticCode.ESL000, DiagnosticCode.ESL001,
            DiagnosticCode.ESL004, DiagnosticCode.ESL005, DiagnosticCode.ESL006, DiagnosticCode.ESL009, DiagnosticCode.ESL018,
            DiagnosticCode.ESL021);

    /** A spec ready to run, with what is needed to read its transcripts' ESL text. */
    public record LoadedSpec(Spec spec, Resource resource, ExpressionParser expressions) {
    }

    /** The spec could not be run; {@code errors} say why, each at its place. */
    public static final class RefusedSpecException extends Exception {
        private static final long serialVersionUID = 1L;
        private final transient List<Diagnostic> errors;

        RefusedSpecException(String file, List<Diagnostic> errors) {
            super(file + ": the spec has " + errors.size() + (errors.size() == 1 ? " error" : " errors")
                    + " that must be fixed before it can run; the first: " + errors.get(0).range().line() + ":"
                    + errors.get(0).range().column() + ": " + errors.get(0).code() + ": " + errors.get(0).message());
            this.errors = List.copyOf(errors);
        }

        public List<Diagnostic> errors() {
            return errors;
        }
    }

    private final Linter linter;
    private final SpecCompiler compiler;
    private final IResourceValidator validator;

    @Inject
    public SpecLoader(Linter linter, SpecCompiler compiler, IResourceValidator validator) {
        this.linter = linter;
        this.compiler = compiler;
        this.validator = validator;
    }

    /** A loader outside any IDE: sets up the ESL language (and EMF's registries) on first use. */
    public static SpecLoader standalone() {
        return new EslStandaloneSetup().createInjectorAndDoEMFRegistration().getInstance(SpecLoader.class);
    }

    /**
     * @throws UnreadableInputException when the file is missing or not a spec
     * @throws RefusedSpecException     when errors leave the spec without meaning
     */
    public LoadedSpec load(Path specFile) throws UnreadableInputException, RefusedSpecException {
        Linter.Linted linted = linter.load(List.of(specFile));
        if (linted.resources().size() != 1) {
            throw new UnreadableInputException(specFile + ": expected one spec file, found " + linted.resources().size());
        }
        String file = linted.sources().get(0).file();
        List<Diagnostic> errors = linted.report().diagnostics().stream()
                .filter(diagnostic -> diagnostic.severity() == Severity.ERROR && REFUSING.contains(diagnostic.code()))
                .toList();
        if (!errors.isEmpty()) {
            throw new RefusedSpecException(file, errors);
        }
        Resource resource = linted.resources().get(0);
        try {
            return new LoadedSpec(compiler.compile(resource), resource, new SpecExpressionParser(resource, validator));
        } catch (CompileException e) {
            throw new RefusedSpecException(file, List.of(e.diagnostic()));
        }
    }
}
