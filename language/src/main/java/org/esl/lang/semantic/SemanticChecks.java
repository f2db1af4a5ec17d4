package org.esl.lang.semantic;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.esl.lang.EslStandaloneSetup;
import org.esl.lang.compiler.CompileException;
import org.esl.lang.compiler.SourceRanges;
import org.esl.lang.compiler.SpecCompiler;
import org.esl.lang.lint.Linter;
import org.esl.lang.lint.Runnability;
import org.esl.runtime.SourceRange;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Diagnostic.RelatedLocation;
import org.esl.runtime.diagnostics.DiagnosticReport;
import org.esl.runtime.diagnostics.Severity;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.SemanticCheck;
import org.esl.runtime.lint.logic.IndependentGroups;
import org.esl.runtime.lint.logic.RuleAndPolicyCheck;
import org.esl.runtime.lint.temporal.PropertiesAgainstKnowledge;
import org.esl.runtime.lint.temporal.PropertySatisfiability;
import org.esl.runtime.lint.tests.TestDiagnostics;
import org.esl.runtime.model.Spec;

import com.google.inject.Inject;

/**
 * The one entry point of the solver-backed lint (ESL010 and up), for the command line and the language
 * server alike. It owns its checks, and with them their solver state, for as long as it lives: a language
 * server keeps one per open spec, so that after an edit the checks re-decide only what the edit changed.
 * Not thread-safe; close it when done.
 */
public final class SemanticChecks implements AutoCloseable {

    private final SpecCompiler compiler;
    private final List<SemanticCheck> checks = checks();

    @Inject
    public SemanticChecks(SpecCompiler compiler) {
        this.compiler = compiler;
    }

    /** A semantic linter outside any IDE: sets up the ESL language (and EMF's registries) on first use. */
    public static SemanticChecks standalone() {
        return new EslStandaloneSetup().createInjectorAndDoEMFRegistration().getInstance(SemanticChecks.class);
    }

    /** Every semantic check, in the order their diagnostics are merged. */
    private static List<SemanticCheck> checks() {
        return List.of(new RuleAndPolicyCheck(), new IndependentGroups(), new PropertySatisfiability(),
                new PropertiesAgainstKnowledge(), new TestDiagnostics());
    }

    /** The semantic diagnostics of a compiled spec under its own options ({@code smt.timeout}, {@code lint.redundancy}). */
    public List<Diagnostic> lint(Spec spec) {
        return lint(spec, LintOptions.of(spec.options()));
    }

    /** The semantic diagnostics of a compiled spec, in {@link Diagnostic#ORDER}. */
    public List<Diagnostic> lint(Spec spec, LintOptions options) {
        return checks.stream().flatMap(check -> check.check(spec, options).stream()).sorted(Diagnostic.ORDER).toList();
    }

    /**
     * A static lint's report with the semantic diagnostics of every spec it loaded that has no error that
     * leaves it without meaning ({@link Runnability}): ESL021 for one that does not compile. A declaration that
     * several specs import is reported once. Files are named as in the static report (as the user gave them).
     */
    public DiagnosticReport lint(Linter.Linted linted) {
        return lint(linted, DEFAULT_BUDGET);
    }

    /** The time the solver-backed checks of one lint run may take in all unless the caller says otherwise. */
    public static final Duration DEFAULT_BUDGET = Duration.ofSeconds(30);

    /**
     * As {@link #lint(Linter.Linted)}, with the solver-backed checks of the whole run stopped after
     * {@code budget}. A run that is stopped says so in a warning on each spec it did not finish: a lint
     * whose time ran out must never read as a clean one.
     */
    public DiagnosticReport lint(Linter.Linted linted, Duration budget) {
        long deadline = System.nanoTime() + budget.toNanos();
        LintOptions.Cancellation outOfTime = () -> System.nanoTime() > deadline;
        Map<String, String> asNamed = new HashMap<>();
        for (int i = 0; i < linted.resources().size(); i++) {
            asNamed.put(SourceRanges.fileOf(linted.resources().get(i)), linted.sources().get(i).file());
        }
        List<Diagnostic> diagnostics = new ArrayList<>(linted.report().diagnostics());
        for (int i = 0; i < linted.resources().size(); i++) {
            String file = linted.sources().get(i).file();
            Runnability runnability = Runnability.of(linted.report().diagnostics().stream()
                    .filter(d -> d.range().file().equals(file)).toList());
            if (runnability.isRunnable()) {
                Spec spec;
                try {
                    spec = compiler.compile(linted.resources().get(i));
                } catch (CompileException e) {
                    diagnostics.add(renamed(e.diagnostic(), asNamed));
                    continue;
                }
                LintOptions own = LintOptions.of(spec.options());
                lint(spec, new LintOptions(own.timeoutMillis(), own.redundancy(), outOfTime)).stream()
                        .map(d -> renamed(d, asNamed)).forEach(diagnostics::add);
                if (outOfTime.isCancelled()) {
                    diagnostics.add(new Diagnostic(SourceRange.at(file, 1, 1), Severity.WARNING, DiagnosticCode.ESL020,
                            "the solver-backed checks (ESL010-ESL015) stopped when the lint's time budget of "
                                    + budget.toSeconds() + " s ran out, so contradictions, dead or redundant rules, "
                                    + "properties and tests are only partly checked; give more time with "
                                    + "`esl lint --budget SECONDS`"));
                }
            }
        }
        return new DiagnosticReport(linted.report().files(), diagnostics.stream().distinct().toList());
    }

    private static Diagnostic renamed(Diagnostic d, Map<String, String> asNamed) {
        return new Diagnostic(renamed(d.range(), asNamed), d.severity(), d.code(), d.message(),
                d.related().stream().map(r -> new RelatedLocation(renamed(r.range(), asNamed), r.message())).toList(), d.data());
    }

    private static SourceRange renamed(SourceRange range, Map<String, String> asNamed) {
        String file = asNamed.getOrDefault(range.file(), range.file());
        return new SourceRange(file, range.line(), range.column(), range.endLine(), range.endColumn());
    }

    @Override
    public void close() {
        checks.forEach(SemanticCheck::close);
    }
}
