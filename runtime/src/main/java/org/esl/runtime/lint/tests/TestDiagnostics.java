package org.esl.runtime.lint.tests;

import java.util.List;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.SemanticCheck;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.policy.SolverLimits;
import org.esl.runtime.spectest.Outcome;
import org.esl.runtime.spectest.SpecTestRunner;
import org.esl.runtime.spectest.TestKind;
import org.esl.runtime.spectest.TestResult;

/**
 * ESL015: the spec's own {@code test} blocks run during lint, exactly as {@code esl test} runs them, and each one
 * that fails (or cannot run) is an error on the test's name that says what was expected and what the engine found,
 * with its evidence (a scenario, a chain, a property's witness step). Lint's time limit bounds every solver call.
 * A failing claim test carries the finding the solver got, for a quick fix that expects it.
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
                "test " + result.name() + verb + result.message(), List.of(), foundFinding(result));
    }

    /**
     * The finding a failing claim test got, which an editor offers to expect instead; nothing for other tests,
     * and nothing when the solver could not decide ({@code too_complex} is the solver's limit, not the claim's answer).
     */
    private static List<String> foundFinding(TestResult result) {
        boolean decided = result.kind() == TestKind.CLAIM && result.outcome() == Outcome.FAILED
                && !result.actual().equals(List.of(Finding.TOO_COMPLEX.eslName()));
        return decided ? result.actual() : List.of();
    }
}
