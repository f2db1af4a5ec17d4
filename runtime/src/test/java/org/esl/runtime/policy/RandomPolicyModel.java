package org.esl.runtime.policy;

import static org.esl.runtime.model.BuiltinType.BOOL;
import static org.esl.runtime.model.BuiltinType.INT;
import static org.esl.runtime.model.BuiltinType.REAL;
import static org.esl.runtime.model.ComparisonOperator.GREATER_OR_EQUAL;
import static org.esl.runtime.model.ComparisonOperator.LESS_OR_EQUAL;
import static org.esl.runtime.policy.Expressions.and;
import static org.esl.runtime.policy.Expressions.compare;
import static org.esl.runtime.policy.Expressions.eq;
import static org.esl.runtime.policy.Expressions.iff;
import static org.esl.runtime.policy.Expressions.implies;
import static org.esl.runtime.policy.Expressions.ite;
import static org.esl.runtime.policy.Expressions.literal;
import static org.esl.runtime.policy.Expressions.minus;
import static org.esl.runtime.policy.Expressions.not;
import static org.esl.runtime.policy.Expressions.num;
import static org.esl.runtime.policy.Expressions.plus;
import static org.esl.runtime.policy.Expressions.times;
import static org.esl.runtime.policy.Expressions.var;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.EnumType;
import org.esl.runtime.model.Type;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.Arithmetic;
import org.esl.runtime.model.policy.PolicyExpression.IfThenElse;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicyVariable;

/**
 * Four inputs (a season, a tier, a budget, a count) and a dozen variables defined from them and from each other in
 * every form a definition takes, among policies that look like definitions and are not: a second policy about a
 * defined variable, guards that are not each other's negation, an Int set to a Real, bounds on the inputs.
 */
final class RandomPolicyModel {

    static final SourceRange AT = SourceRange.at("random.esl", 1, 1);
    static final EnumType TIER = new EnumType("Tier", List.of("LOW", "MID", "HIGH"));
    static final VariableRef SEASON = var("season", BOOL);
    static final VariableRef LEVEL = var("level", TIER);
    static final VariableRef BUDGET = var("budget", REAL);
    static final VariableRef COUNT = var("count", INT);

    private final Random random;
    private final List<VariableRef> variables = new ArrayList<>(List.of(SEASON, LEVEL, BUDGET, COUNT));
    private final List<Policy> policies = new ArrayList<>();

    RandomPolicyModel(Random random) {
        this.random = random;
        policies.add(policy("budget_bound", compare(BUDGET, GREATER_OR_EQUAL, num("0"))));
        // no division by zero in a scenario: the evaluator that checks scenarios has no value for one
        policies.add(policy("count_bound", compare(COUNT, GREATER_OR_EQUAL, num("1"))));
        int defined = 8 + random.nextInt(6);
        for (int i = 0; i < defined; i++) {
            define(i);
        }
    }

    private void define(int i) {
        String name = "v" + i;
        switch (random.nextInt(9)) {
            case 0 -> add(var(name, REAL), v -> eq(v, number()));
            case 1 -> add(var(name, BOOL), v -> iff(v, condition()));
            case 2 -> add(var(name, INT), v -> eq(integer(), v));
            case 3 -> add(var(name, TIER), v -> ite(condition(), eq(v, literal(TIER, "LOW")), eq(v, literal(TIER, "HIGH"))));
            case 4 -> {
                PolicyExpression guard = condition();
                VariableRef v = add(var(name, REAL), w -> implies(guard, eq(w, number())));
                policies.add(policy(name + "_otherwise", implies(not(guard), eq(v, number()))));
            }
            case 5 -> {
                // guards that overlap: not a definition (both may hold with different values)
                VariableRef v = add(var(name, REAL), w -> implies(condition(), eq(w, number())));
                policies.add(policy(name + "_also", implies(condition(), eq(v, number()))));
            }
            case 6 -> {
                // a second policy about the variable: not a definition
                VariableRef v = add(var(name, REAL), w -> eq(w, number()));
                policies.add(policy(name + "_bound", compare(v, LESS_OR_EQUAL, num(Integer.toString(random.nextInt(20))))));
            }
            case 7 -> add(var(name, INT), v -> eq(v, new Arithmetic(ArithmeticOperator.DIVIDE, COUNT, num("2"))));
            default -> add(var(name, REAL), v -> implies(condition(), eq(v, new Arithmetic(ArithmeticOperator.DIVIDE, number(), COUNT))));
        }
    }

    private VariableRef add(VariableRef variable, java.util.function.Function<VariableRef, PolicyExpression> definition) {
        PolicyExpression formula = definition.apply(variable);
        variables.add(variable);
        policies.add(policy(variable.name(), formula));
        return variable;
    }

    PolicyModel model() {
        return new PolicyModel(variablesOf(variables), List.copyOf(policies));
    }

    Claim claim() {
        PolicyExpression conclusion = random.nextBoolean() ? condition() : atom(pick());
        return switch (random.nextInt(3)) {
            case 0 -> Claim.unconditional(conclusion);
            case 1 -> Claim.of(atom(pick()), conclusion);
            default -> Claim.of(and(atom(pick()), atom(pick())), conclusion);
        };
    }

    /** A formula about one or two variables. */
    private PolicyExpression condition() {
        return random.nextInt(4) == 0 ? and(atom(pick()), atom(pick())) : atom(pick());
    }

    /** A claim whose premise and conclusion mention only the variables {@code about}. */
    Claim claimAbout(List<VariableRef> about) {
        PolicyExpression conclusion = atom(pick(about), about);
        return random.nextBoolean() ? Claim.unconditional(conclusion) : Claim.of(atom(pick(about), about), conclusion);
    }

    List<VariableRef> variables() {
        return List.copyOf(variables);
    }

    private VariableRef pick(List<VariableRef> from) {
        return from.get(random.nextInt(from.size()));
    }

    private PolicyExpression atom(VariableRef variable) {
        return atom(variable, variables);
    }

    /** An atom about {@code variable}, compared with a number or with a numeric variable of {@code others}. */
    private PolicyExpression atom(VariableRef variable, List<VariableRef> others) {
        Type type = variable.type();
        if (type == BOOL) {
            return random.nextBoolean() ? variable : not(variable);
        }
        if (type == TIER) {
            return eq(variable, literal(TIER, TIER.values().get(random.nextInt(3))));
        }
        int bound = random.nextInt(12) - 2;
        return switch (random.nextInt(3)) {
            case 0 -> eq(variable, num(Integer.toString(bound)));
            case 1 -> compare(variable, GREATER_OR_EQUAL, num(Integer.toString(bound)));
            default -> compare(variable, LESS_OR_EQUAL, numeric(others));
        };
    }

    /** A Real expression over the numeric variables so far. */
    private PolicyExpression number() {
        return switch (random.nextInt(5)) {
            case 0 -> num(Integer.toString(random.nextInt(10)));
            case 1 -> plus(numeric(), num("1.5"));
            case 2 -> times(numeric(), numeric());
            case 3 -> new IfThenElse(condition(), numeric(), minus(numeric(), num("2")), REAL);
            default -> plus(numeric(), numeric());
        };
    }

    private PolicyExpression integer() {
        return random.nextBoolean() ? plus(COUNT, num(Integer.toString(random.nextInt(5)))) : times(COUNT, num("3"));
    }

    private VariableRef numeric() {
        return numeric(variables);
    }

    private VariableRef numeric(List<VariableRef> from) {
        List<VariableRef> numbers = from.stream().filter(v -> v.type() == REAL || v.type() == INT).toList();
        return numbers.get(random.nextInt(numbers.size()));
    }

    private VariableRef pick() {
        return variables.get(random.nextInt(variables.size()));
    }

    static List<PolicyVariable> variablesOf(List<VariableRef> variables) {
        return variables.stream().map(v -> new PolicyVariable(v.name(), v.type(), "", AT)).toList();
    }

    private static Policy policy(String name, PolicyExpression formula) {
        return new Policy(name, "", formula, AT);
    }
}
