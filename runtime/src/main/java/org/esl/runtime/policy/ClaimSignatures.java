package org.esl.runtime.policy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.EnumType;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.Comparison;
import org.esl.runtime.model.policy.PolicyExpression.NumberConstant;
import org.esl.runtime.model.policy.PolicyExpression.StringConstant;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/**
 * What claims give on a fixed set of sample assignments of the model's variables, evaluated exactly without Z3. Two
 * claims that are equivalent by logic alone (premises equivalent, conclusions equivalent under them, as
 * {@link Z3PolicySolver#compare} decides over a model without policies) agree on every assignment, so they have the
 * same signature: claims whose signatures differ are different, and only claims with the same signature need the
 * solver to tell. The samples take numbers near the constants the expressions they are made for write, so that the
 * comparisons of a spec fall on both sides.
 */
public final class ClaimSignatures {

    /** A claim on each sample: its premise false, or true with the conclusion true or false. */
    public record Signature(String outcomes) {
    }

    private static final int SAMPLES = 64;

    private final List<Map<String, Value>> samples;

    /** Samples of {@code variables}, their numbers and strings drawn near the constants of {@code expressions}. */
    public ClaimSignatures(List<PolicyVariable> variables, List<PolicyExpression> expressions) {
        Set<Rational> numbers = new LinkedHashSet<>(List.of(Rational.ZERO, Rational.ONE, Rational.ONE.negate()));
        Set<String> stringSet = new LinkedHashSet<>(List.of("", "esl!other"));
        expressions.forEach(expression -> constants(expression, numbers, stringSet));
        List<String> strings = List.copyOf(stringSet);
        List<Rational> reals = new ArrayList<>();
        List<Rational> integers = new ArrayList<>();
        Rational half = Rational.of(1, 2);
        for (Rational number : numbers) {
            for (Rational near : List.of(number.subtract(Rational.ONE), number.subtract(half), number, number.add(half),
                    number.add(Rational.ONE))) {
                reals.add(near);
                integers.add(floor(near));
            }
        }
        // what each variable is compared with, in the expressions: the values that put a claim on its edges
        Map<String, List<PolicyExpression>> comparedWith = new LinkedHashMap<>();
        expressions.forEach(expression -> comparedWith(expression, comparedWith));
        Map<String, PolicyVariable> byName = new HashMap<>();
        variables.forEach(variable -> byName.put(variable.name(), variable));
        // a fixed seed: a run's signatures, and so the tests it keeps, do not depend on chance
        Random random = new Random(0x65736cL);
        samples = new ArrayList<>();
        for (int i = 0; i < SAMPLES; i++) {
            Map<String, Value> sample = new HashMap<>();
            for (PolicyVariable variable : variables) {
                sample.put(variable.name(), value(variable, random, reals, integers, strings));
            }
            meetHalf(comparedWith, byName, sample, random);
            samples.add(sample);
        }
    }

    /**
     * Puts about half of the variables on the edge of one of their comparisons, in a random order: the variable takes
     * the value of what it is compared with. Drawn at random, an equation such as {@code fee = 0.75 * base} would
     * almost never hold, and every claim concluding one would get the same signature.
     */
    private static void meetHalf(Map<String, List<PolicyExpression>> comparedWith, Map<String, PolicyVariable> variables,
            Map<String, Value> sample, Random random) {
        List<String> order = new ArrayList<>(comparedWith.keySet());
        Collections.shuffle(order, random);
        for (String name : order) {
            List<PolicyExpression> others = comparedWith.get(name);
            if (!variables.containsKey(name) || !random.nextBoolean()) {
                continue;
            }
            Optional<Value> value = ExactValues.of(others.get(random.nextInt(others.size())), sample);
            if (value.isPresent() && fits(variables.get(name), value.get())) {
                sample.put(name, value.get());
            }
        }
    }

    /** Whether {@code value} is one of the variable's type (an Int takes only whole numbers). */
    private static boolean fits(PolicyVariable variable, Value value) {
        if (variable.type() instanceof EnumType type) {
            return value instanceof StringValue name && type.values().contains(name.value());
        }
        return switch ((BuiltinType) variable.type()) {
            case BOOL -> value instanceof BooleanValue;
            case INT -> value instanceof Rational number && number.isInteger();
            case REAL -> value instanceof Rational;
            case STRING -> value instanceof StringValue;
        };
    }

    private static void comparedWith(PolicyExpression expression, Map<String, List<PolicyExpression>> found) {
        if (expression instanceof Comparison comparison) {
            if (comparison.left() instanceof VariableRef variable) {
                found.computeIfAbsent(variable.name(), name -> new ArrayList<>()).add(comparison.right());
            }
            if (comparison.right() instanceof VariableRef variable) {
                found.computeIfAbsent(variable.name(), name -> new ArrayList<>()).add(comparison.left());
            }
        }
        expression.operands().forEach(operand -> comparedWith(operand, found));
    }

    /** The claim's signature; empty when a division by zero leaves its value open on a sample (Z3 leaves it free). */
    public Optional<Signature> of(Claim claim) {
        StringBuilder outcomes = new StringBuilder(SAMPLES);
        for (Map<String, Value> sample : samples) {
            Optional<Boolean> premise = claim.premise().map(formula -> ExactValues.truth(formula, sample)).orElse(Optional.of(true));
            if (premise.isEmpty()) {
                return Optional.empty();
            }
            if (!premise.get()) {
                outcomes.append('-');
                continue;
            }
            Optional<Boolean> conclusion = ExactValues.truth(claim.conclusion(), sample);
            if (conclusion.isEmpty()) {
                return Optional.empty();
            }
            outcomes.append(conclusion.get() ? 'T' : 'F');
        }
        return Optional.of(new Signature(outcomes.toString()));
    }

    private static Value value(PolicyVariable variable, Random random, List<Rational> reals, List<Rational> integers,
            List<String> strings) {
        if (variable.type() instanceof EnumType type) {
            return new StringValue(type.values().get(random.nextInt(type.values().size())));
        }
        return switch ((BuiltinType) variable.type()) {
            case BOOL -> new BooleanValue(random.nextBoolean());
            case INT -> integers.get(random.nextInt(integers.size()));
            case REAL -> reals.get(random.nextInt(reals.size()));
            case STRING -> new StringValue(strings.get(random.nextInt(strings.size())));
        };
    }

    private static Rational floor(Rational number) {
        BigInteger[] division = number.numerator().divideAndRemainder(number.denominator());
        BigInteger floor = number.signum() < 0 && division[1].signum() != 0 ? division[0].subtract(BigInteger.ONE) : division[0];
        return new Rational(floor, BigInteger.ONE);
    }

    private static void constants(PolicyExpression expression, Set<Rational> numbers, Set<String> strings) {
        if (expression instanceof NumberConstant number) {
            numbers.add(number.value());
        } else if (expression instanceof StringConstant string) {
            strings.add(string.value());
        }
        for (PolicyExpression operand : expression.operands()) {
            constants(operand, numbers, strings);
        }
    }
}
