package org.esl.lang.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.esl.runtime.SourceRange;
import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Arithmetic;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Negation;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.esl.runtime.model.value.Rational;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.inject.Inject;

@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class RuleCompilerTest {

    private static final String DECLARATIONS = """
            spec rules
            variables x, y, z
            predicate A(x) "{x} is an A"
            predicate B(x) "{x} is a B"
            predicate C(x) "{x} is a C"
            predicate D(x) "{x} is a D"
            predicate IsGreater(x, y) "{x} is greater than {y}"
            function Square(x) "the square of {x}"
            tool notify "notifies"
            """;

    @Inject
    private Compiling compiling;

    /** Rules in DeNF: LHS as a list of conjunctions, RHS as a list of disjunctions; parentheses that keep the shape are fine. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            A(x) => B(x)                                   | [[A(x)]]                        | [[B(x)]]
            A(x) and B(x) or C(x) => D(x)                  | [[A(x), B(x)], [C(x)]]          | [[D(x)]]
            (A(x) and B(x)) or (C(x)) => D(x)              | [[A(x), B(x)], [C(x)]]          | [[D(x)]]
            A(x) => B(x) or C(x)                           | [[A(x)]]                        | [[B(x), C(x)]]
            A(x) => B(x) and C(x)                          | [[A(x)]]                        | [[B(x)], [C(x)]]
            A(x) => (B(x) or C(x)) and not D(x)            | [[A(x)]]                        | [[B(x), C(x)], [not D(x)]]
            A(x) -> not B(x)                               | [[A(x)]]                        | [[not B(x)]]
            not not A(x) => B(x)                           | [[A(x)]]                        | [[B(x)]]
            A(x) and x > 0 => B(x)                         | [[A(x), x > 0]]                 | [[B(x)]]
            A(x) and not x > 0 => B(x)                     | [[A(x), x <= 0]]                | [[B(x)]]
            A(x) and not (x = "a") => B(x)                 | [[A(x), x != "a"]]              | [[B(x)]]
            IsGreater(x, y) and IsGreater(z, 0) => IsGreater(x * z, y * z) | [[IsGreater(x, y), IsGreater(z, 0)]] | [[IsGreater(x * z, y * z)]]
            IsGreater(Square(x), -1) => A(x)               | [[IsGreater(Square(x), -1)]]    | [[A(x)]]
            IsGreater(x, 2 * (y + 1)) => A(x)              | [[IsGreater(x, 2 * (y + 1))]]   | [[A(x)]]
            """)
    void rulesCompileToDnfAndCnf(String body, String lhs, String rhs) throws Exception {
        Rule rule = rule(body);
        assertEquals(lhs, rule.lhs().toString());
        assertEquals(rhs, rule.rhs().toString());
    }

    @Test
    void theVariablesOfARuleAreThoseItUsesInOrder() throws Exception {
        assertEquals(List.of(new Variable("y"), new Variable("x")), rule("IsGreater(y, 0) => A(x) or B(y)").variables());
    }

    @Test
    void unaryMinusOnANumberIsANegativeConstantAndOnAVariableANegation() throws Exception {
        assertEquals(new Constant(Rational.of(-3)), argument("IsGreater(x, -3) => A(x)", 1));
        assertEquals(new Constant(Rational.of(3)), argument("IsGreater(x, -(-3)) => A(x)", 1));
        assertEquals(new Negation(new Variable("y")), argument("IsGreater(x, -y) => A(x)", 1));
    }

    @Test
    void arithmeticOnConstantsStaysStructuralWithExactNumbers() throws Exception {
        Term product = argument("IsGreater(x, 15.12 * 10) => A(x)", 1);
        assertEquals(new Arithmetic(ArithmeticOperator.MULTIPLY, new Constant(Rational.parse("15.12")),
                new Constant(Rational.of(10))), product);
        assertEquals(new Constant(Rational.of(1000)), argument("IsGreater(x, 1e3) => A(x)", 1));
    }

    @Test
    void factsAreGroundLiteralsWithTheRangeOfTheLiteral() throws Exception {
        var spec = compiling.spec(DECLARATIONS + "fact A(\"Alex\")\nfact not B(-2.5)\n");
        assertEquals("[fact A(\"Alex\"), fact not B(-2.5)]", spec.facts().toString());
        assertEquals(AtomLiteral.negative(new Atom("B", List.of(new Constant(Rational.parse("-2.5"))))),
                spec.facts().get(1).literal());
        assertEquals(new SourceRange("__synthetic0.esl", 11, 6, 11, 17), spec.facts().get(1).range());
    }

    /** `a => b => c` and other non-DeNF shapes do not compile (the validator reports them as ESL006 first). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
            A(x) => B(x) => C(x)         | rule wrong is not in deductive normal form: `B(x) => C(x)` is not a literal; the left side must be a disjunction of conjunctions and the right side a conjunction of disjunctions of literals
            (A(x) or B(x)) and C(x) => D(x) | rule wrong is not in deductive normal form: `A(x) or B(x)` is not a literal; the left side must be a disjunction of conjunctions and the right side a conjunction of disjunctions of literals
            A(x) => (B(x) and C(x)) or D(x) | rule wrong is not in deductive normal form: `B(x) and C(x)` is not a literal; the left side must be a disjunction of conjunctions and the right side a conjunction of disjunctions of literals
            A(x) => B(x) or C(x) and D(x) | rule wrong is not in deductive normal form: `C(x) and D(x)` is not a literal; the left side must be a disjunction of conjunctions and the right side a conjunction of disjunctions of literals
            A(x) <=> B(x)                | rule wrong is not in deductive normal form: it must have the form LHS => RHS
            A(x)                         | rule wrong is not in deductive normal form: it must have the form LHS => RHS
            not (A(x) and B(x)) => C(x)  | `A(x) and B(x)` is not a literal: expected a predicate such as InRailway(x), its negation `not ...`, or a comparison such as x > 0
            always A(x) => B(x)          | `always A(x)` is not a literal: expected a predicate such as InRailway(x), its negation `not ...`, or a comparison such as x > 0
            notify => A(x)               | `notify` is not a literal: expected a predicate such as InRailway(x), its negation `not ...`, or a comparison such as x > 0
            A(x, y) => B(x)              | the predicate `A` takes 1 argument(s), not 2
            A(Square(x, y)) => B(x)      | the function `Square` takes 1 argument(s), not 2
            A(notify) => B(x)            | the tool `notify` cannot be a term: a term is a rule variable, a constant, a function application or arithmetic
            A(-"a") => B(x)              | only numbers can be negated, not "a"
            """)
    void whatIsNotDeNFIsReportedForItsAuthor(String body, String message) throws Exception {
        CompileException e = compiling.failure(DECLARATIONS + "rule wrong: " + body + "\n");
        assertEquals(message, e.getMessage());
        assertEquals(10, e.range().line());
    }

    @Test
    void aFactMustBeGround() throws Exception {
        CompileException e = compiling.failure(DECLARATIONS + "fact A(x)\n");
        assertEquals("`A(x)` must not contain rule variables: facts are ground", e.getMessage());
        assertEquals(new SourceRange("__synthetic0.esl", 10, 6, 10, 10), e.range());
    }

    private Rule rule(String body) throws Exception {
        return compiling.spec(DECLARATIONS + "rule under_test: " + body + "\n").rule("under_test").orElseThrow();
    }

    private Term argument(String body, int index) throws Exception {
        AtomLiteral literal = assertInstanceOf(AtomLiteral.class, rule(body).lhs().get(0).get(0));
        return literal.atom().arguments().get(index);
    }
}
