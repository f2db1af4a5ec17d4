package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.WRONG_ARITY;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class ArityTest {

    @Inject
    private Lint lint;

    @Test
    void predicateWithTooFewArguments() {
        Issue issue = lint.expectOne(WRONG_ARITY, ERROR, "predicate 'IsGreater' takes 2 arguments but is given 1", """
                spec numeric
                variables x, y
                predicate IsGreater(x, y) "{x} is greater than {y}"
                rule r: IsGreater(x, y) => not «IsGreater»(y)
                """);
        assertArrayEquals(new String[] {"2"}, issue.getData());
    }

    @Test
    void predicateWithParametersUsedWithoutArguments() {
        lint.expectOne(WRONG_ARITY, ERROR, "predicate 'ChewGum' takes 1 argument but is given none", """
                spec railway
                predicate ChewGum(x) "a person {x} chews gum"
                property p: always not «ChewGum»
                """);
    }

    @Test
    void functionAndTemplateArity() {
        List<Issue> issues = lint.expect(WRONG_ARITY, ERROR, """
                spec mixed
                variables x, y
                predicate P(x) "{x}"
                function Square(x) "the square of {x}"
                template adherence(trigger, outcome) "every {trigger} is followed by {outcome}":
                    always (trigger -> eventually outcome)
                rule r: P(x) => P(«Square»(x, y))
                property q: «adherence»(P("a"))
                """);
        assertEquals(List.of("function 'Square' takes 1 argument but is given 2",
                "template 'adherence' takes 2 arguments but is given 1"), issues.stream().map(Issue::getMessage).toList());
    }

    @Test
    void variablesAndValuesTakeNoArguments() {
        lint.expectOne(WRONG_ARITY, ERROR, "policy variable 'baseFee' takes no arguments", """
                spec park
                var baseFee: Real "the base fee"
                policy p: «baseFee»(1) = 50
                """);
    }

    @Test
    void dwyerPatterns() {
        List<Issue> issues = lint.expect(WRONG_ARITY, ERROR, """
                spec banking
                tool check_auth "verifies"
                tool transfer_funds "moves money"
                property a: «absence»(check_auth, transfer_funds)
                property b: «response»(transfer_funds)
                property c: existence(check_auth) and universality(check_auth)
                property d: precedence(check_auth, transfer_funds) and response(transfer_funds, check_auth)
                """);
        assertEquals(List.of("pattern 'absence' takes 1 argument but is given 2",
                "pattern 'response' takes 2 arguments but is given 1"), issues.stream().map(Issue::getMessage).toList());
    }

    @Test
    void nullaryPredicateMayBeWrittenWithParentheses() {
        lint.expectNone(WRONG_ARITY, """
                spec banking
                predicate Greeted "greets"
                tool notify_user "notifies"
                property p: eventually Greeted() and eventually Greeted and eventually notify_user()
                """);
    }
}
