package org.esl.runtime.monitor;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.ArgumentTest;
import org.esl.runtime.model.temporal.CallValue;
import org.esl.runtime.model.temporal.FormulaAtoms;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.ResultSyntax;
import org.esl.runtime.model.temporal.ResultValue;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.StringOperator;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.ToolResult;
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/**
 * One real step for every kind of step that the atoms of some formulas can tell apart: every truth assignment
 * to the atoms that some step of a transcript gives, and no other. Because the letters are real steps, the step
 * model's constraints hold by construction: one speaker per step, at most one tool call, a tool-call step spoken
 * by {@code @assistant}, {@code transfer(amount > 10)} only with {@code transfer}, and {@code transfer(amount >
 * 10)} never with {@code transfer(amount < 5)}.
 *
 * <p>Completeness: predicates are independent, so every subset of them is tried; a speaker the formulas do not
 * mention looks like any other unmentioned one; a call of an unmentioned tool looks like a step by
 * {@code @assistant} without a call; and each argument of a mentioned tool takes one value from every region
 * its constraints' constants cut out (below, at, between and above the numbers; each string and another one;
 * each boolean) and the missing argument, which fails every constraint as an argument of another type does.
 * Each constraint reads one argument, so trying every combination of regions covers every call.
 *
 * <p>Strings tested with {@code matches}, {@code contains}, {@code startsWith}, {@code endsWith} or {@code length} have no
 * such finite regions to cut out here: for them the alphabet tries the constants, texts and lengths the tests name, a
 * shortest string each regular expression matches ({@link RegexSample}) and one other string, and says that it is
 * not {@linkplain Letters#complete complete}: a search over it that finds a trace has found a real one, but one that
 * finds none has not shown that none exists (docs/language.md, "Tests on strings").
 */
final class StepAlphabet {

    /** Speakers in the order their steps are tried, most natural first, so that witnesses read naturally. */
    private static final List<Role> NATURAL_ORDER = List.of(Role.ASSISTANT, Role.USER, Role.TOOL, Role.SYSTEM);

    /** The longest string tried for a {@code length} comparison. */
    private static final int LONGEST = 100_000;

    private final List<PredicateAtom> predicates = new ArrayList<>();
    private final Set<Role> roles = EnumSet.noneOf(Role.class);
    private final Map<String, List<ToolAtom>> tools = new LinkedHashMap<>();

    private StepAlphabet() {
    }

    /** The kinds of step to try, and whether they are every kind the atoms tell apart. */
    record Letters(List<Step> steps, boolean complete) {

        Letters {
            steps = List.copyOf(steps);
        }
    }

    /**
     * The steps, or empty when there would be more than {@code limit} of them (the formulas mention too many
     * predicates or argument constants to try every kind of step).
     */
    static Optional<Letters> of(List<TemporalFormula> formulas, int limit) {
        StepAlphabet alphabet = new StepAlphabet();
        Set<TemporalFormula> atoms = new LinkedHashSet<>();
        formulas.forEach(formula -> atoms.addAll(FormulaAtoms.of(formula)));
        atoms.forEach(alphabet::add);
        return alphabet.steps(limit);
    }

    private void add(TemporalFormula atom) {
        if (atom instanceof PredicateAtom predicate) {
            predicates.add(predicate);
        } else if (atom instanceof RoleAtom role) {
            roles.add(role.role());
        } else {
            ToolAtom tool = (ToolAtom) atom;
            tools.computeIfAbsent(tool.tool(), name -> new ArrayList<>()).add(tool);
        }
    }

    private Optional<Letters> steps(int limit) {
        if (predicates.size() >= Integer.SIZE - 2 || (1 << predicates.size()) > limit) {
            return Optional.empty();
        }
        int subsets = 1 << predicates.size();
        List<Step> kinds = new ArrayList<>(speakers());
        for (Map.Entry<String, List<ToolAtom>> tool : tools.entrySet()) {
            Optional<List<Step>> calls = calls(tool.getKey(), tool.getValue(), limit / subsets);
            if (calls.isEmpty()) {
                return Optional.empty();
            }
            kinds.addAll(calls.get());
        }
        if ((long) kinds.size() * subsets > limit) {
            return Optional.empty();
        }
        List<Step> steps = new ArrayList<>();
        for (Step kind : kinds) {
            for (int subset = 0; subset < subsets; subset++) {
                Set<PredicateAtom> labels = new LinkedHashSet<>();
                for (int i = 0; i < predicates.size(); i++) {
                    if ((subset >>> i & 1) == 1) {
                        labels.add(predicates.get(i));
                    }
                }
                steps.add(new Step(kind.role(), kind.toolCall(), kind.result(), labels));
            }
        }
        boolean complete = tools.values().stream().flatMap(List::stream).flatMap(atom -> atom.constraints().stream())
                .allMatch(constraint -> constraint.target() instanceof CallValue.Argument
                        && constraint.test() instanceof ArgumentTest.Comparison);
        // a result (objects, arrays, text) is not cut into regions either
        return Optional.of(new Letters(steps, complete));
    }

    /** Steps without a tool call: one per mentioned speaker, one for the others; no speaker if none is mentioned. */
    private List<Step> speakers() {
        if (roles.isEmpty()) {
            return List.of(new Step(Optional.empty(), Optional.empty(), Set.of()));
        }
        List<Step> steps = new ArrayList<>();
        for (Role role : NATURAL_ORDER) {
            if (roles.contains(role)) {
                steps.add(new Step(Optional.of(role), Optional.empty(), Set.of()));
            }
        }
        NATURAL_ORDER.stream().filter(role -> !roles.contains(role)).findFirst()
                .ifPresent(role -> steps.add(new Step(Optional.of(role), Optional.empty(), Set.of())));
        return steps;
    }

    /** One call of the tool per distinct truth assignment to its atoms, or empty beyond {@code limit} combinations. */
    private static Optional<List<Step>> calls(String tool, List<ToolAtom> atoms, int limit) {
        Map<String, List<Optional<Value>>> values = new LinkedHashMap<>();
        for (ToolAtom atom : atoms) {
            for (ArgumentConstraint constraint : atom.constraints()) {
                values.computeIfAbsent(constraint.parameter(), parameter -> new ArrayList<>());
            }
        }
        long combinations = 1;
        for (Map.Entry<String, List<Optional<Value>>> parameter : values.entrySet()) {
            parameter.getValue().addAll(representatives(parameter.getKey(), atoms));
            combinations *= parameter.getValue().size();
            if (combinations > limit) {
                return Optional.empty();
            }
        }
        Map<String, CallValue.Result> resultPaths = resultPaths(atoms);
        Map<List<Boolean>, Step> byTruth = new LinkedHashMap<>();
        List<String> parameters = List.copyOf(values.keySet());
        int[] choice = new int[parameters.size()];
        for (long n = 0; n < combinations; n++) {
            Map<String, Value> arguments = new LinkedHashMap<>();
            List<ResultSyntax.Entry> result = new ArrayList<>();
            for (int i = 0; i < parameters.size(); i++) {
                String parameter = parameters.get(i);
                Optional<Value> value = values.get(parameter).get(choice[i]);
                if (resultPaths.containsKey(parameter)) {
                    value.ifPresent(present -> result.add(new ResultSyntax.Entry(resultPaths.get(parameter), present)));
                } else {
                    value.ifPresent(present -> arguments.put(parameter, present));
                }
            }
            ToolCall call = new ToolCall(tool, arguments);
            Step step = new Step(Optional.of(Role.ASSISTANT), Optional.of(call), Set.of());
            byTruth.putIfAbsent(atoms.stream().map(atom -> Atoms.holds(atom, step)).toList(), step);
            Optional<ResultValue> answered = resultPaths.isEmpty() ? Optional.empty() : answer(result);
            if (answered.isPresent()) {
                Step answer = new Step(Optional.of(Role.TOOL), Optional.empty(), Optional.of(new ToolResult(call, answered.get())),
                        Set.of());
                byTruth.putIfAbsent(atoms.stream().map(atom -> Atoms.holds(atom, answer)).toList(), answer);
            }
            advance(choice, parameters, values);
        }
        return Optional.of(List.copyOf(byTruth.values()));
    }

    /** The answer with these values; none when they cannot all be one answer's ({@code result = 1} and {@code result.a = 2}). */
    private static Optional<ResultValue> answer(List<ResultSyntax.Entry> values) {
        try {
            return Optional.of(ResultSyntax.build(values));
        } catch (IllegalArgumentException noSuchAnswer) {
            return Optional.empty();
        }
    }

    /**
     * The result paths the atoms read, each as one answer writes it: through an array ({@code any}) when every
     * constraint on it is quantified, else as a single value.
     */
    private static Map<String, CallValue.Result> resultPaths(List<ToolAtom> atoms) {
        Map<String, CallValue.Result> paths = new LinkedHashMap<>();
        for (ToolAtom atom : atoms) {
            for (ArgumentConstraint constraint : atom.constraints()) {
                CallValue target = constraint.target() instanceof CallValue.Length length ? length.of() : constraint.target();
                if (target instanceof CallValue.Result path) {
                    paths.merge(constraint.parameter(), path, (one, other) -> one.quantifier().isEmpty() ? one : other);
                }
            }
        }
        return paths;
    }

    private static void advance(int[] choice, List<String> parameters, Map<String, List<Optional<Value>>> values) {
        for (int i = choice.length - 1; i >= 0; i--) {
            choice[i]++;
            if (choice[i] < values.get(parameters.get(i)).size()) {
                return;
            }
            choice[i] = 0;
        }
    }

    /**
     * The missing argument first, then one value per region of the constants the constraints compare it with, then the
     * strings its string tests name.
     */
    private static List<Optional<Value>> representatives(String parameter, List<ToolAtom> atoms) {
        TreeSet<Rational> numbers = new TreeSet<>();
        Set<String> strings = new LinkedHashSet<>();
        Set<Boolean> booleans = new LinkedHashSet<>();
        TreeSet<Integer> lengths = new TreeSet<>();
        for (ToolAtom atom : atoms) {
            for (ArgumentConstraint constraint : atom.constraints()) {
                if (!constraint.parameter().equals(parameter)) {
                    continue;
                }
                if (constraint.test() instanceof ArgumentTest.StringTest test) {
                    strings.add(test.text());
                    if (test.operator() == StringOperator.MATCHES) {
                        RegexSample.shortest(test.text()).ifPresent(strings::add);
                    }
                    continue;
                }
                Value value = ((ArgumentTest.Comparison) constraint.test()).value();
                if (constraint.target() instanceof CallValue.Length && value instanceof Rational length) {
                    lengths.add(wholeLength(length));
                } else if (value instanceof Rational number) {
                    numbers.add(number);
                } else if (value instanceof StringValue string) {
                    strings.add(string.value());
                } else if (value instanceof BooleanValue bool) {
                    booleans.add(bool.value());
                }
            }
        }
        List<Optional<Value>> values = new ArrayList<>();
        values.add(Optional.empty());
        if (!numbers.isEmpty()) {
            values.add(present(numbers.first().subtract(Rational.ONE)));
            Rational previous = null;
            for (Rational number : numbers) {
                if (previous != null) {
                    // the midpoint of two decimals is a decimal, so witnesses stay writable in ESL
                    values.add(present(previous.add(number).divide(Rational.of(2))));
                }
                values.add(present(number));
                previous = number;
            }
            values.add(present(numbers.last().add(Rational.ONE)));
        }
        for (int length : lengths) {
            // a string shorter than, as long as and longer than each length compared with
            for (int n = Math.max(0, length - 1); n <= length + 1; n++) {
                strings.add("x".repeat(n));
            }
        }
        strings.forEach(string -> values.add(present(new StringValue(string))));
        if (!strings.isEmpty()) {
            String other = "other";
            while (strings.contains(other)) {
                other += "_";
            }
            values.add(present(new StringValue(other)));
        }
        if (!booleans.isEmpty()) {
            values.add(present(BooleanValue.TRUE));
            values.add(present(BooleanValue.FALSE));
        }
        return values;
    }

    /** A length compared with, rounded down, at least 0 and at most {@value #LONGEST} (the alphabet is incomplete anyway). */
    private static int wholeLength(Rational length) {
        BigInteger whole = length.numerator().divide(length.denominator());
        return whole.signum() < 0 ? 0 : whole.min(BigInteger.valueOf(LONGEST)).intValue();
    }

    private static Optional<Value> present(Value value) {
        return Optional.of(value);
    }
}
