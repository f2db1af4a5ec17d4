package org.esl.runtime.lint.tests;

import java.util.List;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.SemanticCheck;
import org.esl.runtime.model.Spec;
import org.esl.runtime.policy.SolverLimits;
import org.esl.runtime.spectest.Outcome;
import org.esl.runtime.spectest.SpecTestRunner;
import org.esl.runtime.spectest.TestResult;

/**
 * ESL015: the spec's own {@code test} blocks run during lint, exactly as {@code esl test} runs them, and each one
 * that fails (or cannot run) is an error on the test's name that says what was expected and what the engine found,
 * with its evidence (a scenario, a chain, a property's witness step). Lint's time limit bounds every solver call.
 * A failing test carries what it could expect instead to pass ({@link TestResult#expectable}), for a quick fix
 * that rewrites its expectations.
 */
public final class TestDiagnostics implements SemanticCheck {

    @Override
    public List<Diagnostic> check(Spec spec, LintOptions options) {
        if (spec.tests().stream().noneMatch(test -> test.range().file().equals(spec.file()))) {
            return List.of();
        }
        SolverLimits limits = new SolverLimits(options.timeoutMillis(), SolverLimits.DEFAULT_RESOURCE_LIMIT);
        return SpecTestRunner.run(spec, limits).results().stream()
                .filter(result -> !result.passed())
                .map(TestDiagnostics::diagnostic)
                .sorted(Diagnostic.ORDER)
                .toList();
    }

    private static Diagnostic diagnostic(TestResult result) {
        String verb = result.outcome() == Outcome.ERROR ? " " : " fails: ";
        return new Diagnostic(result.range(), Severity.ERROR, DiagnosticCode.ESL015,
                "test " + result.name() + verb + result.message(), List.of(),
                result.expectable());
    }
}
