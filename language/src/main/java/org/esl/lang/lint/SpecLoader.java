package org.esl.lang.lint;

import java.nio.file.Path;
import java.util.List;

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
 * Loads a spec to run it: parse, link, validate, compile. A spec is refused only for errors that leave it
 * without meaning ({@link Runnability}); other findings do not stop a run. The runs themselves
 * ({@code esl check}, {@code esl test}, the language server's code lenses) go through
 * {@link org.esl.lang.run.SpecRuns}, which loads with this.
 */
public class SpecLoader {

    /** A spec ready to run, with what is needed to read its transcripts' ESL text. */
    public record LoadedSpec(Spec spec, Resource resource, ExpressionParser expressions) {
    }

    /** The spec could not be run; its {@link Runnability} says why, each error at its place. */
    public static final class RefusedSpecException extends Exception {
        private static final long serialVersionUID = 1L;
        private final transient Runnability runnability;

        RefusedSpecException(String file, Runnability runnability) {
            super(runnability.reason(file));
            this.runnability = runnability;
        }

        public Runnability runnability() {
            return runnability;
        }

        public List<Diagnostic> errors() {
            return runnability.errors();
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
        Runnability runnability = Runnability.of(linted.report().diagnostics());
        if (!runnability.isRunnable()) {
            throw new RefusedSpecException(file, runnability);
        }
        Resource resource = linted.resources().get(0);
        try {
            return new LoadedSpec(compiler.compile(resource), resource, new SpecExpressionParser(resource, validator));
        } catch (CompileException e) {
            throw new RefusedSpecException(file, new Runnability(List.of(e.diagnostic())));
        }
    }
}
