package org.esl.lang.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.esl.runtime.SourceRange;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which findings stop a spec from running (docs/check.md, "Exit status"), decided in one place. */
class RunnabilityTest {

    @ParameterizedTest(name = "{1} {0} refuses: {2}")
    @CsvSource({
            "ESL000, ERROR, true", "ESL001, ERROR, true", "ESL004, ERROR, true", "ESL005, ERROR, true",
            "ESL006, ERROR, true", "ESL009, ERROR, true", "ESL018, ERROR, true",
            "ESL007, ERROR, false", "ESL010, ERROR, false", "ESL013, ERROR, false", "ESL015, ERROR, false",
            "ESL002, WARNING, false", "ESL017, INFO, false" })
    void onlyErrorsThatLeaveASpecWithoutMeaningRefuseIt(DiagnosticCode code, Severity severity, boolean refuses) {
        Diagnostic finding = new Diagnostic(SourceRange.at("s.esl", 3, 7), severity, code, "why");

        assertEquals(refuses, Runnability.refuses(finding));
        assertEquals(refuses, !Runnability.of(List.of(finding)).isRunnable());
        assertEquals(refuses, Runnability.refuses(code.name()), "the code as a client sees it");
    }

    @ParameterizedTest
    @CsvSource({ "check-summary", "org.eclipse.xtext.diagnostics.Diagnostic.Linking", "''" })
    void aCodeThatIsNotEslsRefusesNothing(String code) {
        assertEquals(false, Runnability.refuses(code));
    }

    @org.junit.jupiter.api.Test
    void theReasonNamesTheFirstErrorAndOnlyRefusingErrorsCanBeReasons() {
        Diagnostic undeclared = new Diagnostic(SourceRange.at("s.esl", 4, 30), Severity.ERROR, DiagnosticCode.ESL001, "unknown predicate 'ChewGun'");
        Runnability refused = Runnability.of(List.of(undeclared,
                new Diagnostic(SourceRange.at("s.esl", 2, 1), Severity.WARNING, DiagnosticCode.ESL003, "unused")));

        assertEquals("s.esl: the spec has 1 error that must be fixed before it can run; the first: 4:30: ESL001: unknown predicate 'ChewGun'",
                refused.reason("s.esl"));
        assertThrows(IllegalArgumentException.class, () -> new Runnability(List.of(
                new Diagnostic(SourceRange.at("s.esl", 2, 1), Severity.WARNING, DiagnosticCode.ESL003, "unused"))));
    }
}
