package org.esl.runtime.policy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;

import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;

/**
 * Which policies share variables: the policies (by declaration index) and the variables they mention, split
 * into connected components. Policies of different components constrain disjoint variables, so when each
 * component is consistent, one cannot change what another allows: a claim needs only the components of its
 * own variables (its cone of influence).
 */
final class PolicyGraph {

    private final List<Set<String>> variablesOfPolicy = new ArrayList<>();
    private final Map<String, List<Integer>> policiesOfVariable = new HashMap<>();
    private final Map<String, Integer> componentOfVariable = new HashMap<>();
    private final List<List<Integer>> components = new ArrayList<>();

    PolicyGraph(List<PolicyExpression> formulas) {
        Map<String, String> parent = new HashMap<>();
        for (int i = 0; i < formulas.size(); i++) {
            Set<String> mentioned = variables(formulas.get(i));
            variablesOfPolicy.add(mentioned);
            String first = null;
            for (String variable : mentioned) {
                policiesOfVariable.computeIfAbsent(variable, v -> new ArrayList<>()).add(i);
                parent.putIfAbsent(variable, variable);
                if (first == null) {
                    first = variable;
                } else {
                    parent.put(root(parent, variable), root(parent, first));
                }
            }
        }
        Map<String, Integer> componentOfRoot = new HashMap<>();
        for (String variable : parent.keySet()) {
            componentOfVariable.put(variable, componentOfRoot.computeIfAbsent(root(parent, variable), r -> componentOfRoot.size()));
        }
        for (int c = 0; c < componentOfRoot.size(); c++) {
            components.add(new ArrayList<>());
        }
        for (int i = 0; i < formulas.size(); i++) {
            if (!variablesOfPolicy.get(i).isEmpty()) {
                components.get(componentOfVariable.get(variablesOfPolicy.get(i).iterator().next())).add(i);
            }
        }
    }

    private static String root(Map<String, String> parent, String variable) {
        String root = variable;
        while (!parent.get(root).equals(root)) {
            root = parent.get(root);
        }
        // path compression keeps later look-ups short
        for (String step = variable; !step.equals(root);) {
            String next = parent.get(step);
            parent.put(step, root);
            step = next;
        }
        return root;
    }

    /** The policies (ascending) in the components of {@code variables}: all a claim over them depends on. */
    BitSet cone(Set<String> variables) {
        BitSet cone = new BitSet();
        variables.stream().map(componentOfVariable::get).filter(c -> c != null).distinct()
                .forEach(c -> components.get(c).forEach(cone::set));
        return cone;
    }

    /**
     * The policies of {@code within} that {@code variables} reach through policies of {@code within}: a cone of
     * influence in a part of the model.
     */
    BitSet reach(Set<String> variables, BitSet within) {
        BitSet reached = new BitSet();
        Deque<String> frontier = new ArrayDeque<>(variables);
        Set<String> seen = new HashSet<>(variables);
        while (!frontier.isEmpty()) {
            for (int policy : policiesOfVariable.getOrDefault(frontier.poll(), List.of())) {
                if (within.get(policy) && !reached.get(policy)) {
                    reached.set(policy);
                    variablesOfPolicy.get(policy).stream().filter(seen::add).forEach(frontier::add);
                }
            }
        }
        return reached;
    }

    /** The variables the policies of {@code cone} mention. */
    Set<String> variables(BitSet cone) {
        Set<String> variables = new HashSet<>();
        cone.stream().forEach(policy -> variables.addAll(variablesOfPolicy.get(policy)));
        return variables;
    }

    /**
     * The policies of {@code cone}, nearest to {@code variables} first: starting from those variables, the
     * variable with the fewest policies is expanded next, so the policies that pin down the claim's own
     * variables come before those reached through variables that many policies share.
     */
    List<Integer> nearestFirst(Set<String> variables, BitSet cone) {
        PriorityQueue<String> frontier = new PriorityQueue<>(
                Comparator.<String>comparingInt(v -> policiesOfVariable.getOrDefault(v, List.of()).size()).thenComparing(v -> v));
        Set<String> seen = new LinkedHashSet<>(variables);
        frontier.addAll(variables);
        BitSet taken = new BitSet();
        List<Integer> order = new ArrayList<>();
        while (!frontier.isEmpty()) {
            for (int policy : policiesOfVariable.getOrDefault(frontier.poll(), List.of())) {
                if (cone.get(policy) && !taken.get(policy)) {
                    taken.set(policy);
                    order.add(policy);
                    variablesOfPolicy.get(policy).stream().filter(seen::add).forEach(frontier::add);
                }
            }
        }
        // policies without variables, or not reachable from the claim (e.g. of an inconsistent model) come last
        cone.stream().filter(policy -> !taken.get(policy)).forEach(order::add);
        return order;
    }

    /** The variables policy number {@code policy} mentions. */
    Set<String> variablesOf(int policy) {
        return variablesOfPolicy.get(policy);
    }

    /** The names of the variables {@code expression} mentions. */
    static Set<String> variables(PolicyExpression expression) {
        Set<String> names = new LinkedHashSet<>();
        collect(expression, names);
        return names;
    }

    private static void collect(PolicyExpression expression, Set<String> names) {
        if (expression instanceof VariableRef variable) {
            names.add(variable.name());
        }
        expression.operands().forEach(operand -> collect(operand, names));
    }
}
