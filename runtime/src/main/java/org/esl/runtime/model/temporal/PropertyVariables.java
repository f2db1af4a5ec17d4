package org.esl.runtime.model.temporal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/**
 * The variables of a property ({@code always (send_email(to = s) -> once get_email(result.sender = s))}): where its atoms
 * bind them, what values a step shows there, and an atom with its variables bound to values (docs/language.md,
 * "Variables in properties"). A variable stands in an atom as a placeholder ({@link StringValue#variable}) in an
 * {@code =} constraint of a tool's argument or result, or as a predicate's argument.
 */
public final class PropertyVariables {

    private PropertyVariables() {
    }

    /** The variables of a formula, in the order they first occur. */
    public static List<String> of(TemporalFormula formula) {
        Set<String> names = new LinkedHashSet<>();
        for (TemporalFormula atom : FormulaAtoms.of(formula)) {
            names.addAll(inAtom(atom));
        }
        return List.copyOf(names);
    }

    /** The variables an atom binds. */
    public static Set<String> inAtom(TemporalFormula atom) {
        Set<String> names = new LinkedHashSet<>();
        if (atom instanceof ToolAtom tool) {
            tool.constraints().forEach(constraint -> variable(constraint).ifPresent(names::add));
        } else if (atom instanceof PredicateAtom predicate) {
            predicate.arguments().forEach(argument -> variable(argument).ifPresent(names::add));
        }
        return names;
    }

    /**
     * The formula for a value that the transcript never shows: every atom with a variable false at every step. Some
     * value is never shown however the transcript goes on, so a property with variables can hold only if this does.
     */
    public static TemporalFormula unseen(TemporalFormula formula) {
        return instance(formula, Map.of());
    }

    /**
     * The property over a bounded domain of values, which lint can search like a property without variables
     * (docs/language.md, "Variables in properties"): the conjunction of its instances for every combination of
     * values of its variables, each among {@code constants}, the placeholders of all its variables (values of their
     * own, distinct from every constant, and shared, so that two variables can have the same value) and none (the
     * values a transcript does not show, whose atoms are false). A trace that shows no other value satisfies the
     * property iff it satisfies this formula; a formula without variables is returned as it is.
     */
    public static TemporalFormula overDomain(TemporalFormula formula, Collection<Value> constants) {
        List<String> variables = of(formula);
        if (variables.isEmpty()) {
            return formula;
        }
        List<Value> domain = new ArrayList<>(new LinkedHashSet<>(constants));
        variables.forEach(variable -> domain.add(StringValue.variable(variable)));
        List<Map<String, Value>> bindings = new ArrayList<>(List.of(Map.of()));
        for (String variable : variables) {
            List<Map<String, Value>> extended = new ArrayList<>(bindings); // the variable left to values not shown
            for (Map<String, Value> binding : bindings) {
                for (Value value : domain) {
                    Map<String, Value> with = new HashMap<>(binding);
                    with.put(variable, value);
                    extended.add(with);
                }
            }
            bindings = extended;
        }
        return And.of(bindings.stream().map(binding -> instance(formula, binding)).toList());
    }

    /** How many instances {@link #overDomain} makes: (constants + variables + 1) to the power of the variables. */
    public static long instanceCount(TemporalFormula formula, int constants) {
        int variables = of(formula).size();
        long count = 1;
        for (int i = 0; i < variables; i++) {
            count = Math.multiplyExact(count, (long) constants + variables + 1);
        }
        return count;
    }

    /** The constants a formula's atoms compare arguments and results with, or give predicates, as values of a variable. */
    public static Set<Value> constants(TemporalFormula formula) {
        Set<Value> constants = new LinkedHashSet<>();
        for (TemporalFormula atom : FormulaAtoms.of(formula)) {
            if (atom instanceof ToolAtom tool) {
                tool.constraints().forEach(constraint -> {
                    if (constraint.test() instanceof ArgumentTest.Comparison comparison && variable(comparison.value()).isEmpty()) {
                        constants.add(comparison.value());
                    }
                });
            } else if (atom instanceof PredicateAtom predicate) {
                predicate.arguments().stream().filter(argument -> variable(argument).isEmpty()).forEach(constants::add);
            }
        }
        return constants;
    }

    /** The formula with the variables given their values; an atom with a variable the binding leaves free is false. */
    private static TemporalFormula instance(TemporalFormula formula, Map<String, Value> binding) {
        if (formula instanceof ToolAtom || formula instanceof PredicateAtom) {
            return bind(formula, binding).orElse(TemporalFormula.FALSE);
        }
        if (formula instanceof And and) {
            return And.of(and.operands().stream().map(operand -> instance(operand, binding)).toList());
        }
        if (formula instanceof Or or) {
            return Or.of(or.operands().stream().map(operand -> instance(operand, binding)).toList());
        }
        if (formula instanceof UnaryFormula unary) {
            return unary.withOperand(instance(unary.operand(), binding));
        }
        if (formula instanceof BinaryFormula binary) {
            return binary.withOperands(instance(binary.left(), binding), instance(binary.right(), binding));
        }
        return formula;
    }

    /** The atom with its variables replaced by their values, or empty when one of them has none in {@code binding}. */
    public static Optional<TemporalFormula> bind(TemporalFormula atom, Map<String, Value> binding) {
        if (atom instanceof ToolAtom tool) {
            List<ArgumentConstraint> constraints = new ArrayList<>(tool.constraints().size());
            for (ArgumentConstraint constraint : tool.constraints()) {
                Optional<String> variable = variable(constraint);
                if (variable.isPresent() && !binding.containsKey(variable.get())) {
                    return Optional.empty();
                }
                constraints.add(variable.isEmpty() ? constraint : new ArgumentConstraint(constraint.target(),
                        new ArgumentTest.Comparison(ComparisonOperator.EQUAL, binding.get(variable.get()))));
            }
            return Optional.of(ToolAtom.of(tool.tool(), constraints));
        }
        if (atom instanceof PredicateAtom predicate) {
            List<Value> arguments = new ArrayList<>(predicate.arguments().size());
            for (Value argument : predicate.arguments()) {
                Optional<String> variable = variable(argument);
                if (variable.isPresent() && !binding.containsKey(variable.get())) {
                    return Optional.empty();
                }
                arguments.add(variable.map(binding::get).orElse(argument));
            }
            return Optional.of(PredicateAtom.of(predicate.predicate(), arguments));
        }
        return Optional.of(atom);
    }

    /**
     * Adds to {@code shown} the values that a step shows where the atom binds a variable: the argument or the values of
     * the result path of a call or answer of its tool, the arguments of the predicate labelled at the step. An
     * instance whose values the step does not show has all its atoms false there.
     */
    public static void shown(TemporalFormula atom, Step step, Map<String, Collection<Value>> shown) {
        if (atom instanceof ToolAtom tool) {
            Optional<ToolCall> call = tool.readsResult() ? step.result().map(ToolResult::call) : step.toolCall();
            if (call.isEmpty() || !call.get().tool().equals(tool.tool())) {
                return;
            }
            ResultValue result = step.result().map(ToolResult::value).orElse(null);
            for (ArgumentConstraint constraint : tool.constraints()) {
                variable(constraint).ifPresent(name -> shown.computeIfAbsent(name, key -> new LinkedHashSet<>())
                        .addAll(constraint.target().read(call.get().arguments(), result).values()));
            }
        } else if (atom instanceof PredicateAtom predicate) {
            for (PredicateAtom label : step.predicates()) {
                if (label.predicate().equals(predicate.predicate()) && label.arguments().size() == predicate.arguments().size()) {
                    for (int i = 0; i < label.arguments().size(); i++) {
                        Value value = label.arguments().get(i);
                        variable(predicate.arguments().get(i)).ifPresent(name -> shown
                                .computeIfAbsent(name, key -> new LinkedHashSet<>()).add(value));
                    }
                }
            }
        }
    }

    /** Whether {@code label} is {@code pattern} with its variables given values: {@code Destructive("rm")} of {@code Destructive(c)}. */
    public static boolean instantiates(PredicateAtom pattern, PredicateAtom label) {
        if (!pattern.predicate().equals(label.predicate()) || pattern.arguments().size() != label.arguments().size()) {
            return false;
        }
        for (int i = 0; i < pattern.arguments().size(); i++) {
            Value argument = pattern.arguments().get(i);
            if (variable(argument).isEmpty() && !argument.equals(label.arguments().get(i))) {
                return false;
            }
        }
        return !inAtom(pattern).isEmpty();
    }

    private static Optional<String> variable(ArgumentConstraint constraint) {
        return constraint.test() instanceof ArgumentTest.Comparison comparison && comparison.operator() == ComparisonOperator.EQUAL
                ? variable(comparison.value()) : Optional.empty();
    }

    private static Optional<String> variable(Value value) {
        return value instanceof StringValue string ? string.variableName() : Optional.empty();
    }
}
