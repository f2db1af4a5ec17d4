package org.esl.lang.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.inject.Inject;

@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class PolicyCompilerTest {

    private static final Path PARK = Path.of("../examples/park.esl").toAbsolutePath().normalize();

    private static final String DECLARATIONS = """
            spec policies
            type Color { Red, Green "the colour of go" }
            var a: Bool "a"
            var b: Bool "b"
            var c: Bool "c"
            var d: Bool "d"
            var n: Real "n"
            var m: Real "m"
            var i: Int "i"
            var j: Int "j"
            var k: Color "k"
            var who: String "who"
            predicate P "a predicate"
            """;

    @Inject
    private Compiling compiling;

    @Test
    void parkPoliciesRenderAsWrittenAndReparseToTheSameFormula() throws Exception {
        Spec park = compiling.file(PARK);
        assertEquals("baseFee = 50", formula(park, "base_fee"));
        assertEquals("isLowSeason => admissionFee = 0.75 * baseFee", formula(park, "low_season"));
        assertEquals("not isLowSeason => admissionFee = baseFee", formula(park, "high_season"));
        assertEquals("if ageClass = SENIOR then discount = 0.25 else if ageClass = CHILD then discount = 0.5 else discount = 0",
                formula(park, "age_discount"));
        assertEquals("finalFee = admissionFee * (1 - discount)", formula(park, "final_fee"));
        assertEquals("isEntryAllowed <=> budget >= finalFee", formula(park, "entry"));

        StringBuilder again = new StringBuilder(Files.readString(PARK)).append('\n');
        for (Policy policy : park.policies()) {
            again.append("policy again_").append(policy.name()).append(": ").append(policy.formula()).append('\n');
        }
        Spec reparsed = compiling.spec(again.toString());
        for (Policy policy : park.policies()) {
            assertEquals(policy.formula(), reparsed.policy("again_" + policy.name()).orElseThrow().formula(), policy.name());
        }
    }

    /** Renderings use the fewest parentheses and parse back to the same expression. */
    @ParameterizedTest(name = "{0}  renders as  {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
            a => b => c                        | a => b => c
            a -> b                             | a => b
            (a => b) => c                      | (a => b) => c
            a <=> b <=> c                      | a <=> b <=> c
            a <=> (b <=> c)                    | a <=> (b <=> c)
            (a => b) <=> c                     | (a => b) <=> c
            a or b and c                       | a or b and c
            (a or b) and c                     | (a or b) and c
            a and (b and c) and d              | a and b and c and d
            a or (b or c)                      | a or b or c
            not (a and b)                      | not (a and b)
            not n = 3                          | not n = 3
            (not a) = b                        | (not a) = b
            n - (m - 1) = 2                    | n - (m - 1) = 2
            (n - m) - 1 = 2                    | n - m - 1 = 2
            n / (m * 2) > 0                    | n / (m * 2) > 0
            n * -m > -0.5                      | n * -m > -0.5
            -(n + m) < 0                       | -(n + m) < 0
            (if a then n else m) + 1 > 0       | (if a then n else m) + 1 > 0
            a => if b then c else d            | a => if b then c else d
            (if b then c else d) => a          | (if b then c else d) => a
            if a => b then c else d            | if a => b then c else d
            k = Red or k != Green              | k = Red or k != Green
            who = "Bo\\"b"                     | who = "Bo\\"b"
            (a) and ((b))                      | a and b
            true or false                      | true or false
            n = 1e3                            | n = 1000
            """)
    void rendersMinimallyAndReparsesToTheSameExpression(String written, String rendered) throws Exception {
        PolicyExpression formula = formula(written);
        assertEquals(rendered, formula.toString());
        assertEquals(formula, formula(formula.toString()));
    }

    @ParameterizedTest(name = "{0} : {1}")
    @CsvSource(delimiter = '|', textBlock = """
            i            | Int
            i + j        | Int
            i / j        | Real
            i * n        | Real
            -i           | Int
            2            | Int
            0.5          | Real
            k            | Color
            who          | String
            if a then i else n | Real
            if a then k else Green | Color
            """)
    void everyExpressionHasAType(String written, String type) throws Exception {
        PolicyExpression.Comparison comparison = (PolicyExpression.Comparison) formula("(" + written + ") = (" + written + ")");
        assertEquals(type, comparison.left().type().eslName());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
            n + a > 0                | `a` is a Bool value, but arithmetic needs a number
            n + 1                    | `n + 1` is a Real value, not a formula that can be true or false
            always a                 | `always a` cannot be used in a policy: policies are formulas over policy variables and enum values
            a until b                | `until` is a temporal operator; policies are formulas over policy variables
            P                        | the predicate `P` cannot be used in a policy: policies are formulas over policy variables and enum values
            a(1)                     | the policy variable `a` takes no arguments in a policy
            (if a then n else b) = n | the branches of this if-then-else have different types, Real and Bool
            """)
    void whatIsNotAPolicyIsReportedForItsAuthor(String written, String message) throws Exception {
        CompileException e = compiling.failure(DECLARATIONS + "policy wrong: " + written + "\n");
        assertEquals(message, e.getMessage());
        assertEquals(14, e.range().line());
    }

    private PolicyExpression formula(String written) throws Exception {
        return compiling.spec(DECLARATIONS + "policy under_test: " + written + "\n").policy("under_test").orElseThrow().formula();
    }

    private static String formula(Spec spec, String policy) {
        return spec.policy(policy).orElseThrow().formula().toString();
    }
}
