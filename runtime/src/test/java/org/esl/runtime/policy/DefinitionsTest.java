package org.esl.runtime.policy;

import static org.esl.runtime.model.BuiltinType.INT;
import static org.esl.runtime.model.BuiltinType.REAL;
import static org.esl.runtime.model.ComparisonOperator.GREATER;
import static org.esl.runtime.model.ComparisonOperator.LESS_OR_EQUAL;
import static org.esl.runtime.policy.Expressions.compare;
import static org.esl.runtime.policy.Expressions.eq;
import static org.esl.runtime.policy.Expressions.implies;
import static org.esl.runtime.policy.Expressions.not;
import static org.esl.runtime.policy.Expressions.num;
import static org.esl.runtime.policy.Expressions.plus;
import static org.esl.runtime.policy.Expressions.var;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.Type;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.Arithmetic;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which policies of examples/park.esl a claim keeps, and how the others are set to make a scenario of the whole model. */
class DefinitionsTest {

    private static final Definitions PARK = definitions(Park.MODEL.policies(), Park.MODEL.variables());

    @ParameterizedTest(name = "a claim about {0} keeps {1}")
    @CsvSource(delimiter = '|', textBlock = """
            ageClass        | ''
            isLowSeason     | ''
            budget          | ''
            discount        | age_discount
            finalFee        | base_fee low_season high_season age_discount final_fee
            isEntryAllowed  | base_fee low_season high_season age_discount final_fee entry
            """)
    void aClaimKeepsTheDefinitionsOfItsVariablesAndOfWhatTheyRead(String variables, String kept) {
        assertEquals(kept, names(PARK.kept(Set.of(variables.split(" ")))));
    }

    @Test
    void theDefinitionsNotKeptAreSetFromTheClaimsValuesLastPeeledFirst() {
        Map<String, Value> values = new LinkedHashMap<>();
        Park.MODEL.variables().forEach(variable -> values.put(variable.name(), Rational.ZERO));
        values.put("ageClass", new StringValue("SENIOR"));
        values.put("isLowSeason", new BooleanValue(true));
        values.put("budget", Rational.of(30));
        values.put("isEntryAllowed", new BooleanValue(false));

        assertTrue(PARK.extend(values, new BitSet()));

        assertEquals("base 50, admission 37.5, discount 0.25, final 28.125, entry true", "base " + values.get("baseFee").toEsl()
                + ", admission " + values.get("admissionFee").toEsl() + ", discount " + values.get("discount").toEsl() + ", final "
                + values.get("finalFee").toEsl() + ", entry " + values.get("isEntryAllowed").toEsl());
    }

    @Test
    void policiesThatLookLikeDefinitionsButMayRuleValuesOutAreKeptInEveryQuestion() {
        VariableRef x = var("x", REAL);
        VariableRef n = var("n", INT);
        VariableRef a = var("a", REAL);
        VariableRef b = var("b", REAL);
        VariableRef c = var("c", REAL);
        List<Policy> policies = List.of(
                policy("half", eq(n, new Arithmetic(ArithmeticOperator.DIVIDE, x, num("2")))),   // an Int set to a Real: x = 1 rules it out
                policy("a_small", implies(compare(x, GREATER, num("0")), eq(a, num("1")))),    // guards that overlap
                policy("a_large", implies(compare(x, GREATER, num("1")), eq(a, num("2")))),
                policy("b_value", eq(b, plus(x, num("1")))),                                   // a second policy about b
                policy("b_bound", compare(b, LESS_OR_EQUAL, num("5"))),
                policy("c_self", eq(c, plus(c, x))),                                            // c on both sides
                policy("c_other", implies(not(compare(x, GREATER, num("0"))), eq(c, num("1")))));
        Definitions definitions = definitions(policies, List.of(x, n, a, b, c).stream().map(DefinitionsTest::variable).toList());

        assertEquals("half a_small a_large b_value b_bound c_self c_other", names(definitions.kept(Set.of("x")), policies));
    }

    private static String names(BitSet kept) {
        return names(kept, Park.MODEL.policies());
    }

    private static String names(BitSet kept, List<Policy> policies) {
        return kept.stream().mapToObj(i -> policies.get(i).name()).collect(Collectors.joining(" "));
    }

    private static Definitions definitions(List<Policy> policies, List<PolicyVariable> variables) {
        Map<String, Type> types = variables.stream().collect(Collectors.toMap(PolicyVariable::name, PolicyVariable::type));
        List<PolicyExpression> formulas = policies.stream().map(Policy::formula).toList();
        return new Definitions(formulas, new PolicyGraph(formulas), types);
    }

    private static PolicyVariable variable(VariableRef reference) {
        return new PolicyVariable(reference.name(), reference.type(), "", SourceRange.at("t.esl", 1, 1));
    }

    private static Policy policy(String name, PolicyExpression formula) {
        return new Policy(name, "", formula, SourceRange.at("t.esl", 1, 1));
    }
}
