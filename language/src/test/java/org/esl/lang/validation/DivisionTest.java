package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.DIVISION_BY_ZERO;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** ESL022: a divisor that is a constant equal to zero, in policies, rules and facts alike. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class DivisionTest {

    @Inject
    private Lint lint;

    @Test
    void aConstantDivisorEqualToZero() {
        List<Issue> issues = lint.expect(DIVISION_BY_ZERO, ERROR, """
                spec fees
                variables x
                var fee: Real "the fee"
                var share: Real "a share"
                predicate Half(x, y) "{y} is half of {x}"
                policy split: share = fee / «0»
                policy exact: share = fee / «(2 - 2)»
                policy negative: share = fee / «-0.0»
                rule halves "halves": Half(x, x / «0»)
                fact Half(1, 1 / «(3 * 0)»)
                """);
        assertEquals(List.of("division by zero", "division by zero: '(2 - 2)' is 0", "division by zero: '-0.0' is 0",
                "division by zero", "division by zero: '(3 * 0)' is 0"), issues.stream().map(Issue::getMessage).toList());
    }

    @Test
    void divisorsThatAreNotZero() {
        lint.expectNone(DIVISION_BY_ZERO, """
                spec fees
                var fee: Real "the fee"
                var parts: Int "how many parts"
                var share: Real "a share"
                policy split: share = fee / (1 - 0.5)
                policy guarded: parts != 0 => share = fee / parts
                """);
    }
}
