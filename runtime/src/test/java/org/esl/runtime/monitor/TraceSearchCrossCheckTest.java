package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.Traces.property;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.junit.jupiter.api.Test;

/**
 * The satisfiability search against the brute-force reading of docs/language.md, "Temporal properties" on thousands of seeded random
 * formulas over p, q, r, {@code @user}, {@code transfer} and {@code transfer(amount > 100)}. The brute force tries
 * its own steps, written here by hand rather than taken from {@link StepAlphabet}: every speaker, transfers of 50,
 * 100 and 150 and one without an amount, each with every subset of the predicates. A found trace must satisfy the
 * formula; no trace shorter than it may (every trace up to {@value #EXHAUSTIVE} steps is tried); an impossible
 * formula must fail on all of those and on random longer traces; and the same for the negation (vacuity).
 */
class TraceSearchCrossCheckTest {

    private static final int FORMULAS = 2500;
    private static final int EXHAUSTIVE = 2;
    private static final int RANDOM_TRACES = 300;
    private static final TraceSearch.Limits LIMITS = new TraceSearch.Limits(10_000, 200_000, () -> false);
    private static final List<Step> STEPS = steps();

    @Test
    void decisionsAgreeWithTheBruteForceSemantics() {
        RandomFormulas random = new RandomFormulas(8_675_309L);
        int impossible = 0;
        int found = 0;
        for (int i = 0; i < FORMULAS; i++) {
            TemporalFormula formula = random.formula(3);
            for (TemporalFormula asked : List.of(formula, Not.of(formula))) {
                if (check(asked, random)) {
                    found++;
                } else {
                    impossible++;
                }
            }
        }
        // the seed gives both answers often, so both directions are exercised
        assertTrue(impossible > 200 && found > 2000, impossible + " impossible, " + found + " found");
    }

    /** Whether a trace was found; fails the test when the search and the brute force disagree. */
    private static boolean check(TemporalFormula formula, RandomFormulas random) {
        TraceSearch.Outcome outcome = TraceSearch.satisfying(List.of(property("p0", formula)), LIMITS);
        Optional<Integer> shortest = shortestByBruteForce(formula);
        if (outcome instanceof TraceSearch.Found foundTrace) {
            List<Step> trace = foundTrace.trace();
            assertTrue(BruteForceSemantics.holds(formula, trace, 0), () -> "the witness " + trace + " does not satisfy " + formula);
            shortest.ifPresent(length -> assertEquals(length, trace.size(), () -> "witness " + trace + " of " + formula + " is not shortest"));
            if (shortest.isEmpty()) {
                assertTrue(trace.size() > EXHAUSTIVE, () -> "brute force found no trace for " + formula + " but the search found " + trace);
            }
            return true;
        }
        assertInstanceOf(TraceSearch.Impossible.class, outcome, () -> "undecided: " + formula);
        shortest.ifPresent(length -> fail("the search says no trace satisfies " + formula + ", brute force found one of length " + length));
        for (int t = 0; t < RANDOM_TRACES; t++) {
            List<Step> trace = random.trace(EXHAUSTIVE + 1 + t % 6);
            assertTrue(!BruteForceSemantics.holds(formula, trace, 0), () -> "the search says no trace satisfies " + formula + ", but " + trace + " does");
        }
        return false;
    }

    /** The length of a shortest trace over {@link #STEPS} up to {@value #EXHAUSTIVE} steps that satisfies the formula. */
    private static Optional<Integer> shortestByBruteForce(TemporalFormula formula) {
        List<List<Step>> traces = List.of(List.of());
        for (int length = 1; length <= EXHAUSTIVE; length++) {
            List<List<Step>> longer = new ArrayList<>();
            for (List<Step> prefix : traces) {
                for (Step step : STEPS) {
                    List<Step> trace = new ArrayList<>(prefix);
                    trace.add(step);
                    if (BruteForceSemantics.holds(formula, trace, 0)) {
                        return Optional.of(length);
                    }
                    longer.add(trace);
                }
            }
            traces = longer;
        }
        return Optional.empty();
    }

    private static List<Step> steps() {
        List<Step> steps = new ArrayList<>();
        List<Set<PredicateAtom>> labels = new ArrayList<>();
        for (int subset = 0; subset < 8; subset++) {
            Set<PredicateAtom> atoms = new java.util.HashSet<>();
            for (int i = 0; i < 3; i++) {
                if ((subset >>> i & 1) == 1) {
                    atoms.add(PredicateAtom.of(List.of("p", "q", "r").get(i)));
                }
            }
            labels.add(atoms);
        }
        for (Set<PredicateAtom> atoms : labels) {
            for (Role role : Role.values()) {
                steps.add(new Step(Optional.of(role), Optional.empty(), atoms));
            }
            for (Object amount : List.of(50, 100, 150, "all")) {
                Map<String, org.esl.runtime.model.value.Value> arguments = amount instanceof Integer n
                        ? Map.of("amount", Rational.of(n)) : Map.of("amount", new StringValue((String) amount));
                steps.add(new Step(Optional.of(Role.ASSISTANT), Optional.of(new ToolCall("transfer", arguments)), atoms));
            }
        }
        return steps;
    }
}
