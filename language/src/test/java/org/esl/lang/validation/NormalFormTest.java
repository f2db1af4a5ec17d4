package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.NOT_DENF;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.inject.Inject;

/** ESL006: rules in deductive normal form. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class NormalFormTest {

    private static final String DECLARATIONS = """
            spec rules
            variables x, y
            predicate A(x) "{x} is a"
            predicate B(x) "{x} is b"
            predicate C(x) "{x} is c"
            predicate D(x) "{x} is d"
            """;

    @Inject
    private Lint lint;

    @Test
    void rightHandSideWithAnImplication() {
        Issue issue = lint.expectOne(NOT_DENF, ERROR, "the right-hand side contains an implication",
                DECLARATIONS + "rule chain: A(x) => «B(x) => C(x)»\n");
        assertArrayEquals(new String[] {"chain"}, issue.getData());
    }

    @Test
    void leftHandSideWithAnImplication() {
        lint.expectOne(NOT_DENF, ERROR, "the left-hand side contains an implication",
                DECLARATIONS + "rule r: («A(x) -> B(x)») => C(x)\n");
    }

    @Test
    void ruleWithoutImplication() {
        lint.expectOne(NOT_DENF, ERROR, "a rule reads LHS => RHS, but this one has no '=>'",
                DECLARATIONS + "rule r: «A(x) and B(x)»\n");
    }

    @Test
    void disjunctionInsideAConjunctionOnTheLeft() {
        lint.expectOne(NOT_DENF, ERROR,
                "the left-hand side must be a disjunction of conjunctions of literals, but this 'or' is inside an 'and'",
                DECLARATIONS + "rule r: A(x) and («B(x) or C(x)») => D(x)\n");
    }

    @Test
    void conjunctionInsideADisjunctionOnTheRight() {
        lint.expectOne(NOT_DENF, ERROR,
                "the right-hand side must be a conjunction of disjunctions of literals, but this 'and' is inside an 'or'",
                DECLARATIONS + "rule r: A(x) => B(x) or («C(x) and D(x)»)\n");
    }

    @Test
    void negationOfAConjunction() {
        lint.expectOne(NOT_DENF, ERROR, "'not' in a rule applies to one atom, but here it applies to a conjunction",
                DECLARATIONS + "rule r: A(x) => «not (B(x) and C(x))»\n");
    }

    @Test
    void equivalence() {
        lint.expectOne(NOT_DENF, ERROR, "the right-hand side contains an equivalence (write one rule for each direction)",
                DECLARATIONS + "rule r: A(x) => «B(x) <=> C(x)»\n");
    }

    @Test
    void constantsAreNotAtoms() {
        lint.expectOne(NOT_DENF, ERROR, "the left-hand side contains 'true', which is not an atom",
                DECLARATIONS + "rule r: «true» => A(x)\n");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "A(x) => B(x)",
        "A(x) -> B(x)",
        "A(x) and B(x) or C(x) => D(x)",
        "(A(x) and B(x)) or (C(x) and not D(x)) => (A(x) or B(x)) and (C(x) or not D(x))",
        "((A(x))) => ((B(x)))",
        "A(x) and x > 2 => not (y = x) or B(y)",
        "not A(x) => not B(x) and C(x)",
    })
    void deductiveNormalForms(String body) {
        lint.expectNone(NOT_DENF, DECLARATIONS + "rule r: " + body + "\n");
    }
}
