package org.esl.runtime.chaining;

import java.util.ArrayList;
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

    /** Receives bindings, with their values (to read, not change) in {@link #variables} order; returns false to stop. */
    interface Visitor {
        boolean visit(Binding binding, Term[] values);
    }

    private final Map<String, Predicate> predicates;

    RuleBinder(List<Predicate> predicates) {
        this.predicates = new HashMap<>();
        predicates.forEach(predicate -> this.predicates.putIfAbsent(predicate.name(), predicate));
    }

    /** Level 1: every tuple of objects that fits the variables' types. Returns false when the visitor stopped. */
    boolean complete(Rule rule, List<Term> objects, Visitor visitor) {
        List<Variable> variables = variables(rule);
        Map<Variable, List<Type>> types = types(rule);
        List<List<Term>> candidates = new ArrayList<>();
        for (Variable variable : variables) {
            candidates.add(fitting(objects, types.get(variable)));
        }
        return product(variables, candidates, visitor);
    }

    /**
     * Level 2: partial bindings over the objects, completed with values that make missing left-hand atoms true. For
     * each left-hand disjunct, a variable that is a direct argument of one of its positive atoms may also take the
     * values of true atoms of that predicate at that position; a binding is kept when it uses at least one such value
     * and each such value is supported, i.e. some positive atom of the disjunct with that variable is a true atom
     * under the binding. Bindings that use objects only are the level-1 ones and are not visited again.
     */
    boolean completions(Rule rule, List<Term> objects, Set<Atom> trueAtoms, Visitor visitor) {
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
    private static boolean product(List<Variable> variables, List<List<Term>> candidates, Visitor visitor) {
        for (List<Term> candidate : candidates) {
            if (candidate.isEmpty()) {
                return true;
            }
        }
        int[] index = new int[variables.size()];
        while (true) {
            Term[] tuple = new Term[variables.size()];
            for (int i = 0; i < variables.size(); i++) {
                tuple[i] = candidates.get(i).get(index[i]);
            }
            if (!visitor.visit(new Binding(new BindingValues(variables, tuple)), tuple)) {
                return false;
            }
            int position = variables.size() - 1;
            while (position >= 0 && ++index[position] == candidates.get(position).size()) {
                index[position] = 0;
                position--;
            }
            if (position < 0) {
                return true;
            }
        }
    }
}
