package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.SYNTAX_ERROR;
import static org.esl.lang.validation.IssueCodes.UNDECLARED_NAME;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/**
 * Expressions nested deeper than ESL reads (docs/language.md, "Lexical rules"): one syntax error at the first token
 * beyond the limit, the declaration skipped, the rest of the file checked; at the limit, a spec is read and checked
 * as any other, with no stack overflow in the parser or the checks.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class NestingLimitTest {

    private static final String MESSAGE = "the expression nests too deeply here: ESL reads at most 200 parentheses"
            + " inside one another and 500 operators around a term";
    private static final String HEADER = """
            spec deep
            var a: Bool "a"
            """;

    @Inject
    private Lint lint;

    @Test
    void twoHundredAndOneParenthesesAreOneErrorAtTheLastAndTheRestIsChecked() {
        lint.expectOne(SYNTAX_ERROR, ERROR, MESSAGE, HEADER + "policy deep: " + "(".repeat(200) + "«(»a" + ")".repeat(201)
                + "\npolicy later: b\n");
        lint.expect(UNDECLARED_NAME, ERROR, HEADER + "policy deep: " + "(".repeat(201) + "a" + ")".repeat(201)
                + "\npolicy later: «b»\n");
    }

    @Test
    void countOpensAParenthesisToo() {
        lint.expectOne(SYNTAX_ERROR, ERROR, MESSAGE, """
                spec deep
                tool a "a"
                property deep: always count(""" + "(".repeat(199) + "«(»a" + ")".repeat(200) + ") < 3\n");
    }

    @Test
    void fiveHundredAndOneOperatorsAreOneError() {
        lint.expectOne(SYNTAX_ERROR, ERROR, MESSAGE, HEADER + "policy negations: " + "not ".repeat(500) + "«not» a\n");
        lint.expectOne(SYNTAX_ERROR, ERROR, MESSAGE, HEADER + "policy chain: a" + " and a".repeat(500) + " «and» a\n");
    }

    @Test
    void atTheLimitsASpecIsReadAndChecked() {
        lint.expectClean(HEADER + "policy deep: " + "(".repeat(200) + "a" + ")".repeat(200) + "\n"
                + "policy negations: " + "not not ".repeat(250) + "a\n"
                + "policy sum: a => " + "1 + ".repeat(498) + "1 > 0\n"); // 500 operators: =>, 498 times +, >
    }
}
