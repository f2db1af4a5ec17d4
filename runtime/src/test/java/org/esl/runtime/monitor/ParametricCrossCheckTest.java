package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.Traces.property;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.PropertyVariables;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.junit.jupiter.api.Test;

/**
 * Properties with a variable s against a brute force that instantiates every value, on seeded random formulas over
 * {@code send(to = s)}, {@code Leaked(s)}, p and {@code @user} and random traces with the values "a", "b" and "c". The
 * property holds of a trace when every instance φ[s := d] does, d ranging over the values the trace shows and one it
 * does not (all values it does not show behave alike); each instance is evaluated by {@link BruteForceSemantics}, which
 * knows nothing of variables. The instances are drawn by a second generator with the same seed and the value in place
 * of s, so the substitution is not the monitor's either.
 *
 * <p>Finished verdicts must be equal. After each step of a trace that goes on, the LTL3 verdict must be exact against
 * the brute force's own search over continuations: every continuation of up to two steps over the values shown and new
 * ones, and random longer ones. A {@code satisfied} verdict must survive every continuation tried, a {@code violated}
 * one must have no satisfying continuation, and a {@code pending} one must have both a violating and a satisfying one,
 * also where no instance alone is violated but the values' demands contradict each other through atoms they share
 * (docs/language.md, "Variables in properties").
 */
class ParametricCrossCheckTest {

    private static final int FORMULAS = 250;
    private static final List<String> VALUES = List.of("a", "b", "c");
    /** A value no prefix shows: continuations may bring new values. */
    private static final String NEW = "d";
    private static final String UNSEEN = "never-shown";
    private static final int RANDOM_CONTINUATIONS = 100;

    @Test
    void verdictsEqualTheInstancesOverEveryValue() {
        Random random = new Random(16_180_339L);
        Map<Verdict, Integer> seen = new EnumMap<>(Verdict.class);
        int violatedTogether = 0;
        for (int i = 0; i < FORMULAS; i++) {
            long seed = 1_000L + i;
            TemporalFormula formula = RandomFormulas.over(seed, atoms(StringValue.variable("s"))).formula(3);
            List<Step> trace = trace(random, 1 + random.nextInt(6), VALUES);
            Monitor monitor = Monitor.of(List.of(property("p0", formula)));
            for (int k = 0; k < trace.size(); k++) {
                monitor.step(trace.get(k));
                List<Step> prefix = trace.subList(0, k + 1);
                Verdict verdict = monitor.current().get(0).verdict();
                assertEquals(verdict, monitor.verdictsNow().get(0), "the timeline and --partial agree");
                seen.merge(verdict, 1, Integer::sum);
                partialVerdictIsExact(seed, formula, prefix, verdict, random);
                if (verdict == Verdict.VIOLATED && !violatedAlone(seed, formula, prefix, monitor.bindingsNow().get(0))) {
                    violatedTogether++;
                }
            }
            Verdict finished = monitor.finish().get(0).verdict();
            assertEquals(holdsForEveryValue(seed, trace) ? Verdict.SATISFIED : Verdict.VIOLATED, finished,
                    () -> formula + " on " + trace);
        }
        assertTrue(seen.size() == 3 && seen.values().stream().allMatch(count -> count > 100), seen.toString());
        // the values' demands contradict each other, no instance alone being violated, in a few of the violated verdicts
        assertTrue(violatedTogether > 0, "violated only for an instance alone: " + seen);
    }

    /**
     * The verdict is the one the brute force's continuations give: none violates a {@code satisfied} property, none
     * satisfies a {@code violated} one, and a {@code pending} one has both a violating and a satisfying continuation.
     */
    private static void partialVerdictIsExact(long seed, TemporalFormula formula, List<Step> prefix, Verdict verdict, Random random) {
        Optional<List<Step>> satisfying = Optional.empty();
        Optional<List<Step>> violating = Optional.empty();
        List<List<Step>> continuations = new ArrayList<>();
        continuations.add(List.of());
        List<Step> kinds = kinds();
        for (Step first : kinds) {
            continuations.add(List.of(first));
            for (Step second : kinds) {
                continuations.add(List.of(first, second));
            }
        }
        showingTwoValues(List.of("a", "b", "c", NEW)).forEach(step -> continuations.add(List.of(step)));
        for (int r = 0; r < RANDOM_CONTINUATIONS; r++) {
            continuations.add(trace(random, 3 + random.nextInt(4), List.of("a", "b", "c", NEW)));
        }
        for (List<Step> continuation : continuations) {
            List<Step> trace = new ArrayList<>(prefix);
            trace.addAll(continuation);
            if (holdsForEveryValue(seed, trace)) {
                satisfying = satisfying.or(() -> Optional.of(trace));
            } else {
                violating = violating.or(() -> Optional.of(trace));
            }
        }
        String about = formula + " after " + prefix;
        switch (verdict) {
            case SATISFIED -> violating.ifPresent(trace -> fail(about + " is satisfied, but " + trace + " violates it"));
            case VIOLATED -> satisfying.ifPresent(trace -> fail(about + " is violated, but " + trace + " satisfies it"));
            case PENDING -> {
                assertTrue(violating.isPresent(), () -> about + " is pending, but no continuation violates it");
                assertTrue(satisfying.isPresent(), () -> about + " is pending, but no continuation satisfies it");
            }
        }
    }

    /**
     * Whether the binding a timeline names for a violated verdict is one whose instance alone is violated: no
     * continuation of up to one step satisfies φ[s := its value] (a value not shown, when it leaves s free). When one
     * does, the verdict is that of the instances together, whose demands contradict each other.
     */
    private static boolean violatedAlone(long seed, TemporalFormula formula, List<Step> prefix, Optional<Binding> binding) {
        if (PropertyVariables.of(formula).isEmpty()) {
            assertTrue(binding.isEmpty(), () -> formula + " has no variable, but is violated for " + binding);
            return true;
        }
        assertTrue(binding.isPresent(), () -> formula + " after " + prefix + " is violated for no binding");
        String value = binding.get().binds("s") ? ((StringValue) binding.get().values().get("s")).value() : UNSEEN;
        TemporalFormula instance = RandomFormulas.over(seed, atoms(new StringValue(value))).formula(3);
        List<List<Step>> continuations = new ArrayList<>();
        continuations.add(List.of());
        kinds().forEach(step -> continuations.add(List.of(step)));
        for (List<Step> continuation : continuations) {
            List<Step> trace = new ArrayList<>(prefix);
            trace.addAll(continuation);
            if (BruteForceSemantics.holds(instance, trace, 0)) {
                return false;
            }
        }
        return true;
    }

    /** The brute force: every instance, for the values the trace shows and one it does not, holds at step 0. */
    private static boolean holdsForEveryValue(long seed, List<Step> trace) {
        Set<String> values = new LinkedHashSet<>();
        for (Step step : trace) {
            step.toolCall().ifPresent(call -> values.add(((StringValue) call.arguments().get("to")).value()));
            step.predicates().stream().filter(label -> label.predicate().equals("Leaked"))
                    .forEach(label -> values.add(((StringValue) label.arguments().get(0)).value()));
        }
        values.add(UNSEEN);
        return values.stream().allMatch(value -> BruteForceSemantics.holds(
                RandomFormulas.over(seed, atoms(new StringValue(value))).formula(3), trace, 0));
    }

    private static List<TemporalFormula> atoms(Value s) {
        return List.of(ToolAtom.of("send", List.of(new ArgumentConstraint("to", ComparisonOperator.EQUAL, s))),
                PredicateAtom.of("Leaked", List.of(s)), PredicateAtom.of("p"), RoleAtom.of(Role.USER));
    }

    private static List<Step> trace(Random random, int length, List<String> values) {
        List<Step> steps = new ArrayList<>();
        List<Step> kinds = new ArrayList<>(kinds(values));
        kinds.addAll(showingTwoValues(values));
        for (int i = 0; i < length; i++) {
            steps.add(kinds.get(random.nextInt(kinds.size())));
        }
        return steps;
    }

    private static List<Step> kinds() {
        return kinds(List.of("a", "b", "c", NEW));
    }

    /**
     * Steps that show two values at once, where the values' demands meet: a mail to one value labelled with the other
     * leaked, and a message labelled with both leaked.
     */
    private static List<Step> showingTwoValues(List<String> values) {
        List<Step> steps = new ArrayList<>();
        for (String one : values) {
            for (String other : values) {
                PredicateAtom leaked = PredicateAtom.of("Leaked", List.of(new StringValue(other)));
                if (!one.equals(other)) {
                    ToolCall send = new ToolCall("send", Map.of("to", new StringValue(one)));
                    steps.add(new Step(Optional.empty(), Optional.of(send), Set.of(leaked)));
                }
                if (one.compareTo(other) < 0) {
                    steps.add(new Step(Optional.of(Role.USER), Optional.empty(),
                            Set.of(PredicateAtom.of("Leaked", List.of(new StringValue(one))), leaked)));
                }
            }
        }
        return steps;
    }

    /**
     * Every kind of step the atoms tell apart, for these values: a call of send to each value, with p or without, and
     * each role with no label, p, Leaked of one value, or both.
     */
    private static List<Step> kinds(List<String> values) {
        List<Step> kinds = new ArrayList<>();
        for (String value : values) {
            ToolCall send = new ToolCall("send", Map.of("to", new StringValue(value)));
            kinds.add(new Step(Optional.empty(), Optional.of(send), Set.of()));
            kinds.add(new Step(Optional.empty(), Optional.of(send), Set.of(PredicateAtom.of("p"))));
        }
        for (Role role : List.of(Role.USER, Role.ASSISTANT)) {
            kinds.add(new Step(Optional.of(role), Optional.empty(), Set.of()));
            kinds.add(new Step(Optional.of(role), Optional.empty(), Set.of(PredicateAtom.of("p"))));
            for (String value : values) {
                PredicateAtom leaked = PredicateAtom.of("Leaked", List.of(new StringValue(value)));
                kinds.add(new Step(Optional.of(role), Optional.empty(), Set.of(leaked)));
                kinds.add(new Step(Optional.of(role), Optional.empty(), Set.of(leaked, PredicateAtom.of("p"))));
            }
        }
        return kinds;
    }
}
