package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.EnumType;
import org.esl.runtime.model.Type;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/**
 * Binds a rule's variables to objects (RvLLM §4.1). A variable that is a direct argument of a predicate with a typed
 * parameter only takes objects of that type ({@code IsGreater(x: Real, y: Real)} binds {@code x} to numbers only).
 * Bindings are visited in a fixed order: variables in the rule's order, objects in {@link Value#ORDER}.
 */
final class RuleBinder {

    /**
     * Receives level-1 bindings as their values' numbers in the {@link AtomTable} (an array to read, not keep: the
     * next binding reuses it), in {@link #variables} order; returns false to stop.
     */
    interface Visitor {
        boolean visit(int[] values);
    }

    /** Receives completed bindings, with their values (to read, not change) in {@link #variables} order; false stops. */
    interface CompletionVisitor {
        boolean visit(Binding binding, Term[] values);
    }

    private final Map<String, Predicate> predicates;

    RuleBinder(List<Predicate> predicates) {
        this.predicates = new HashMap<>();
        predicates.forEach(predicate -> this.predicates.putIfAbsent(predicate.name(), predicate));
    }

    /**
     * Level 1: every tuple of objects that fits the variables' types, as value numbers, to count and to visit.
     *
     * @param objects the objects' value numbers in {@code table}, in {@link Value#ORDER}
     */
    Tuples complete(Rule rule, int[] objects, AtomTable table) {
        List<Variable> variables = variables(rule);
        Map<Variable, List<Type>> types = types(rule);
        int[][] candidates = new int[variables.size()][];
        for (int i = 0; i < candidates.length; i++) {
            candidates[i] = fitting(objects, table, types.get(variables.get(i)));
        }
        return new Tuples(candidates);
    }

    /** The level-1 bindings of a rule: per variable, in {@link #variables} order, the value numbers it takes. */
    record Tuples(int[][] candidates) {

        /** How many bindings {@link #visit} visits: the product of the candidates' sizes, or Long.MAX_VALUE when more. */
        long count() {
            long count = 1;
            for (int[] values : candidates) {
                if (values.length > 0 && count > Long.MAX_VALUE / values.length) {
                    return Long.MAX_VALUE;
                }
                count *= values.length;
            }
            return count;
        }

        /** Visits every binding, the last variable varying fastest; false when the visitor stopped. */
        boolean visit(Visitor visitor) {
            int[] sizes = new int[candidates.length];
            for (int i = 0; i < sizes.length; i++) {
                sizes[i] = candidates[i].length;
            }
            int[] tuple = new int[candidates.length];
            return product(sizes, index -> {
                for (int i = 0; i < tuple.length; i++) {
                    tuple[i] = candidates[i][index[i]];
                }
                return visitor.visit(tuple);
            });
        }
    }

    /**
     * Level 2: partial bindings over the objects, completed with values that make missing left-hand atoms true. For
     * each left-hand disjunct, a variable that is a direct argument of one of its positive atoms may also take the
     * values of true atoms of that predicate at that position; a binding is kept when it uses at least one such value
     * and each such value is supported, i.e. some positive atom of the disjunct with that variable is a true atom
     * under the binding. Bindings that use objects only are the level-1 ones and are not visited again.
     */
    boolean completions(Rule rule, List<Term> objects, Set<Atom> trueAtoms, CompletionVisitor visitor) {
        List<Variable> variables = variables(rule);
        Map<Variable, List<Type>> types = types(rule);
        Set<Term> objectSet = Set.copyOf(objects);
        Map<String, List<Atom>> trueByPredicate = new HashMap<>();
        trueAtoms.forEach(atom -> trueByPredicate.computeIfAbsent(atom.predicate(), name -> new ArrayList<>()).add(atom));
        Set<Binding> visited = new HashSet<>();
        for (List<Literal> conjunction : rule.lhs()) {
            List<Atom> positiveAtoms = conjunction.stream().filter(AtomLiteral.class::isInstance)
                    .map(AtomLiteral.class::cast).filter(AtomLiteral::positive).map(AtomLiteral::atom).toList();
            List<List<Term>> candidates = new ArrayList<>();
            for (Variable variable : variables) {
                Set<Term> values = new LinkedHashSet<>(fitting(objects, types.get(variable)));
                for (Atom atom : positiveAtoms) {
                    for (int position = 0; position < atom.arguments().size(); position++) {
                        if (atom.arguments().get(position).equals(variable)) {
                            for (Atom known : trueByPredicate.getOrDefault(atom.predicate(), List.of())) {
                                values.add(known.arguments().get(position));
                            }
                        }
                    }
                }
                candidates.add(List.copyOf(values));
            }
            boolean going = product(variables, candidates, (binding, values) -> {
                boolean completed = false;
                for (Variable variable : variables) {
                    if (!objectSet.contains(binding.valueOf(variable))) {
                        if (!supported(variable, binding, positiveAtoms, trueAtoms)) {
                            return true;
                        }
                        completed = true;
                    }
                }
                return !completed || !visited.add(binding) || visitor.visit(binding, values);
            });
            if (!going) {
                return false;
            }
        }
        return true;
    }

    private static boolean supported(Variable variable, Binding binding, List<Atom> positiveAtoms, Set<Atom> trueAtoms) {
        for (Atom atom : positiveAtoms) {
            if (atom.arguments().contains(variable)) {
                Optional<Atom> ground = Grounding.ground(atom, binding);
                if (ground.isPresent() && trueAtoms.contains(ground.get())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The variables of the rule: its declared ones, then any other that occurs in it, each once. */
    static List<Variable> variables(Rule rule) {
        Set<Variable> variables = new LinkedHashSet<>(rule.variables());
        for (List<List<Literal>> side : List.of(rule.lhs(), rule.rhs())) {
            side.stream().flatMap(List::stream).forEach(literal -> variables.addAll(literal.variables()));
        }
        return List.copyOf(variables);
    }

    /** The declared parameter types at the places where each variable is a direct argument of a predicate. */
    private Map<Variable, List<Type>> types(Rule rule) {
        Map<Variable, List<Type>> types = new HashMap<>();
        for (List<List<Literal>> side : List.of(rule.lhs(), rule.rhs())) {
            side.stream().flatMap(List::stream).filter(AtomLiteral.class::isInstance)
                    .map(literal -> ((AtomLiteral) literal).atom()).forEach(atom -> {
                        Predicate predicate = predicates.get(atom.predicate());
                        for (int i = 0; i < atom.arguments().size(); i++) {
                            if (atom.arguments().get(i) instanceof Variable variable) {
                                predicate.parameters().get(i).type().ifPresent(
                                        type -> types.computeIfAbsent(variable, v -> new ArrayList<>()).add(type));
                            }
                        }
                    });
        }
        return types;
    }

    /** The objects (value numbers) that fit all of {@code types} (any object when null). */
    private static int[] fitting(int[] objects, AtomTable table, List<Type> types) {
        if (types == null) {
            return objects;
        }
        return Arrays.stream(objects).filter(object -> fitsAll(table.constant(object).value(), types)).toArray();
    }

    /** The objects that fit all of {@code types} (any object when null). */
    private static List<Term> fitting(List<Term> objects, List<Type> types) {
        if (types == null) {
            return objects;
        }
        List<Term> fitting = new ArrayList<>();
        for (Term object : objects) {
            if (object instanceof Constant constant && fitsAll(constant.value(), types)) {
                fitting.add(object);
            }
        }
        return fitting;
    }

    private static boolean fitsAll(Value value, List<Type> types) {
        for (Type type : types) {
            if (!fits(value, type)) {
                return false;
            }
        }
        return true;
    }

    private static boolean fits(Value value, Type type) {
        if (type instanceof EnumType enumType) {
            return value instanceof StringValue string && enumType.values().contains(string.value());
        }
        return switch ((BuiltinType) type) {
            case REAL -> value instanceof Rational;
            case INT -> value instanceof Rational number && number.isInteger();
            case STRING -> value instanceof StringValue;
            case BOOL -> value instanceof BooleanValue;
        };
    }

    /** Visits the cartesian product of the candidates, the last variable varying fastest. */
    private static boolean product(List<Variable> variables, List<List<Term>> candidates, CompletionVisitor visitor) {
        int[] sizes = candidates.stream().mapToInt(List::size).toArray();
        return product(sizes, index -> {
            Term[] tuple = new Term[index.length];
            for (int i = 0; i < index.length; i++) {
                tuple[i] = candidates.get(i).get(index[i]);
            }
            return visitor.visit(new Binding(new BindingValues(variables, tuple)), tuple);
        });
    }

    /** Receives an index into each variable's candidates (an array the next call reuses); returns false to stop. */
    private interface IndexVisitor {
        boolean visit(int[] index);
    }

    /**
     * Visits every tuple of indexes below {@code sizes}, the last varying fastest; none when a size is 0, one (empty)
     * when there are no sizes. False when the visitor stopped.
     */
    private static boolean product(int[] sizes, IndexVisitor visitor) {
        for (int size : sizes) {
            if (size == 0) {
                return true;
            }
        }
        int[] index = new int[sizes.length];
        while (true) {
            if (!visitor.visit(index)) {
                return false;
            }
            int position = sizes.length - 1;
            while (position >= 0 && ++index[position] == sizes[position]) {
                index[position] = 0;
                position--;
            }
            if (position < 0) {
                return true;
            }
        }
    }
}
