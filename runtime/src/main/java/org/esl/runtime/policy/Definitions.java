package org.esl.runtime.policy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Type;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.Comparison;
import org.esl.runtime.model.policy.PolicyExpression.IfThenElse;
import org.esl.runtime.model.policy.PolicyExpression.Iff;
import org.esl.runtime.model.policy.PolicyExpression.Implies;
import org.esl.runtime.model.policy.PolicyExpression.Not;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Value;

/**
 * The policies that define a variable which nothing else in the model reads, found by peeling them off one after
 * the other (docs/test.md, "How a claim is decided"). A policy defines {@code v} when it has one of the forms
 * <pre>
 *   v = e        e = v        v &lt;=&gt; f        f &lt;=&gt; v        if c then D1 else D2        g =&gt; D
 * </pre>
 * where {@code e}, {@code f}, {@code c} and {@code g} do not mention {@code v}, {@code D1}, {@code D2} and {@code D}
 * define {@code v}, and {@code e} has {@code v}'s type (or is an Int for a Real {@code v}); two policies
 * {@code g => D1} and {@code not g => D2} define {@code v} together. Whatever values the other variables take, some
 * value of {@code v} (the value of the {@code e} or {@code f} chosen by the conditions; any value where no guard
 * holds) makes such policies hold. A definition is peeled when no policy left mentions its variable, so a policy
 * peeled later never reads the variable of one peeled earlier.
 *
 * <p>A question (a claim's premise and conclusion) needs every definition of a variable it mentions, and every
 * definition of a variable such a definition mentions: those are <em>kept</em>. Any model of the kept policies and
 * the question extends to a model of the whole model: the peeled definitions nothing kept reads are set, last peeled
 * first, to their values ({@link #extend}), and each reads only variables kept or set before it.
 */
final class Definitions {

    /** A variable and the policies (one, or two with opposite guards) that define it. */
    private record Definition(String variable, List<Integer> policies) {
    }

    private final List<PolicyExpression> formulas;
    /** The model's policies and the variables each mentions. */
    private final PolicyGraph graph;
    private final Map<String, Type> types;
    /** The definitions in the order they were peeled. */
    private final List<Definition> peeled = new ArrayList<>();
    private final Map<String, Integer> definitionOf = new HashMap<>();
    /** The policies that define nothing: every question keeps them. */
    private final BitSet undefined = new BitSet();

    /** The definitions among {@code formulas}, the policies {@code graph} was made of. */
    Definitions(List<PolicyExpression> formulas, PolicyGraph graph, Map<String, Type> types) {
        this.formulas = formulas;
        this.graph = graph;
        this.types = types;
        Map<String, Set<Integer>> readers = new LinkedHashMap<>();
        for (int i = 0; i < formulas.size(); i++) {
            for (String variable : graph.variablesOf(i)) {
                readers.computeIfAbsent(variable, v -> new LinkedHashSet<>()).add(i);
            }
        }
        undefined.set(0, formulas.size());
        Deque<String> candidates = new ArrayDeque<>(readers.keySet());
        while (!candidates.isEmpty()) {
            String variable = candidates.poll();
            List<Integer> policies = List.copyOf(readers.get(variable));
            if (definitionOf.containsKey(variable) || !define(variable, policies)) {
                continue;
            }
            definitionOf.put(variable, peeled.size());
            peeled.add(new Definition(variable, policies));
            for (int policy : policies) {
                undefined.clear(policy);
                for (String other : graph.variablesOf(policy)) {
                    readers.get(other).remove(policy);
                    candidates.add(other);
                }
            }
        }
    }

    /** Whether {@code policies}, all the policies left that mention {@code variable}, define it together. */
    private boolean define(String variable, List<Integer> policies) {
        if (policies.size() == 1) {
            return defines(formulas.get(policies.get(0)), variable);
        }
        return policies.size() == 2 && formulas.get(policies.get(0)) instanceof Implies first
                && formulas.get(policies.get(1)) instanceof Implies second
                && (first.premise().equals(new Not(second.premise())) || second.premise().equals(new Not(first.premise())))
                && defines(first, variable) && defines(second, variable);
    }

    private boolean defines(PolicyExpression formula, String variable) {
        if (formula instanceof Comparison comparison && comparison.operator() == ComparisonOperator.EQUAL) {
            return isDefinedBy(comparison.left(), comparison.right(), variable) || isDefinedBy(comparison.right(), comparison.left(), variable);
        }
        if (formula instanceof Iff iff) {
            return isDefinedBy(iff.left(), iff.right(), variable) || isDefinedBy(iff.right(), iff.left(), variable);
        }
        if (formula instanceof IfThenElse ite) {
            return !mentions(ite.condition(), variable) && defines(ite.thenValue(), variable) && defines(ite.elseValue(), variable);
        }
        return formula instanceof Implies implies && !mentions(implies.premise(), variable) && defines(implies.conclusion(), variable);
    }

    /** Whether {@code side} is {@code variable} and {@code value}, not mentioning it, fits its type. */
    private boolean isDefinedBy(PolicyExpression side, PolicyExpression value, String variable) {
        if (!(side instanceof VariableRef reference) || !reference.name().equals(variable) || mentions(value, variable)) {
            return false;
        }
        Type type = types.get(variable);
        return value.type().equals(type) || (type == BuiltinType.REAL && value.type() == BuiltinType.INT);
    }

    private static boolean mentions(PolicyExpression expression, String variable) {
        return PolicyGraph.variables(expression).contains(variable);
    }

    /** Whether {@code policy} defines a variable (it is peeled off unless a question keeps it). */
    boolean isDefinition(int policy) {
        return !undefined.get(policy);
    }

    /** The policies a question over {@code variables} is asked with: those that define nothing, and the definitions it needs. */
    BitSet kept(Set<String> variables) {
        BitSet kept = (BitSet) undefined.clone();
        Deque<String> needed = new ArrayDeque<>(variables);
        while (!needed.isEmpty()) {
            Integer definition = definitionOf.get(needed.poll());
            if (definition != null && !kept.get(peeled.get(definition).policies().get(0))) {
                for (int policy : peeled.get(definition).policies()) {
                    kept.set(policy);
                    needed.addAll(graph.variablesOf(policy));
                }
            }
        }
        return kept;
    }

    /**
     * Sets each variable of a definition not {@code kept} to a value that makes its policies hold, last peeled first,
     * in {@code values} (which has a value for every variable); false when a division by zero leaves a value unknown.
     */
    boolean extend(Map<String, Value> values, BitSet kept) {
        for (int i = peeled.size() - 1; i >= 0; i--) {
            Definition definition = peeled.get(i);
            if (kept.get(definition.policies().get(0))) {
                continue;
            }
            // of two guarded policies only the one whose guard holds sets the value; the other holds whatever it is
            for (int policy : definition.policies()) {
                Optional<Value> value = value(formulas.get(policy), definition.variable(), values);
                if (value.isEmpty()) {
                    return false;
                }
                values.put(definition.variable(), value.get());
            }
        }
        return true;
    }

    /** The value of {@code variable} that makes {@code formula}, which defines it, hold; its value in {@code values} where any does. */
    private Optional<Value> value(PolicyExpression formula, String variable, Map<String, Value> values) {
        if (formula instanceof Comparison comparison) {
            return ExactValues.of(isVariable(comparison.left(), variable) ? comparison.right() : comparison.left(), values);
        }
        if (formula instanceof Iff iff) {
            return ExactValues.truth(isVariable(iff.left(), variable) ? iff.right() : iff.left(), values).map(BooleanValue::new);
        }
        if (formula instanceof IfThenElse ite) {
            return ExactValues.truth(ite.condition(), values)
                    .flatMap(holds -> value(holds ? ite.thenValue() : ite.elseValue(), variable, values));
        }
        Implies implies = (Implies) formula;
        return ExactValues.truth(implies.premise(), values)
                .flatMap(holds -> holds ? value(implies.conclusion(), variable, values) : Optional.of(values.get(variable)));
    }

    private static boolean isVariable(PolicyExpression expression, String variable) {
        return expression instanceof VariableRef reference && reference.name().equals(variable);
    }
}
