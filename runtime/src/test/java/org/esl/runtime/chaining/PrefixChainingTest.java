package org.esl.runtime.chaining;

import static org.esl.runtime.chaining.Domains.pos;
import static org.esl.runtime.chaining.Domains.neg;
import static org.esl.runtime.chaining.Domains.num;
import static org.esl.runtime.chaining.Domains.str;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.AtomLiteral;
import org.junit.jupiter.api.Test;

/**
 * A conversation's forward chaining kept from step to step ({@link PrefixChaining}) against {@link ForwardChaining#run}
 * on every prefix of it, repeated perceptions included: after each step both know the same literals, each from the
 * same step, and agree on consistency; and on a consistent prefix what was known stays known from the same step when
 * the next step's perceptions are added (forward chaining is monotone).
 */
class PrefixChainingTest {

    @Test
    void railwayConversationsKnowAfterEveryStepWhatChainingTheirPrefixKnows() {
        List<AtomLiteral> said = List.of(pos("InTrain", str("Alex")), pos("ChewGum", str("Alex")), pos("InRailway", str("Mei")),
                pos("Carries", str("Mei"), str("Toby")), pos("Animal", str("Toby")), pos("GuideDog", str("Toby")),
                pos("Carries", str("Ravi"), str("petrol")), pos("InRailway", str("Ravi")), neg("EatOrDrink", str("Alex")),
                neg("GuideDog", str("Toby")), pos("EatOrDrink", str("Mei")));
        Counts counts = new Counts();
        for (int seed = 0; seed < 120; seed++) {
            Random random = new Random(seed);
            assertEachPrefix(Domains.Railway.problem(ChainingProblem.DEFAULT_LIMIT), conversation(random, said), "railway seed " + seed,
                    counts);
        }
        assertTrue(counts.consistent > 500 && counts.inconsistent > 100 && counts.rechained < counts.steps, counts.toString());
    }

    @Test
    void numericConversationsAtBothInterpretationsKnowWhatChainingTheirPrefixKnows() {
        List<AtomLiteral> said = List.of(pos("IsGreater", num("15.2"), num("15.12")), pos("IsGreater", num("10"), num("0")),
                pos("IsGreater", num("3"), num("2")), neg("IsGreater", num("30"), num("20")), pos("IsGreater", num("2"), num("0")));
        Counts counts = new Counts();
        for (BindingLevel level : BindingLevel.values()) {
            for (int seed = 0; seed < 40; seed++) {
                assertEachPrefix(Domains.Numeric.problem(level, ChainingProblem.DEFAULT_LIMIT), conversation(new Random(seed), said),
                        level + " seed " + seed, counts);
            }
        }
        assertTrue(counts.consistent > 100 && counts.inconsistent > 10, counts.toString());
    }

    @Test
    void randomRuleSetsKnowAfterEveryStepWhatChainingTheirPrefixKnows() {
        Counts counts = new Counts();
        for (int seed = 0; seed < 200; seed++) {
            Random random = new Random(seed);
            List<Rule> rules = new ArrayList<>();
            for (int r = 0, count = 1 + random.nextInt(4); r < count; r++) {
                rules.add(Domains.rule("r" + r, List.of(ForwardChainingDifferentialTest.literals(random, 1 + random.nextInt(2))),
                        List.of(ForwardChainingDifferentialTest.literals(random, 1 + random.nextInt(2)))));
            }
            List<AtomLiteral> said = new ArrayList<>();
            for (int p = 0; p < 6; p++) {
                said.add(ForwardChainingDifferentialTest.groundLiteral(random));
            }
            BindingLevel level = BindingLevel.values()[seed % 2];
            assertEachPrefix(new ChainingProblem(ForwardChainingDifferentialTest.PREDICATES, List.of(), rules, List.of(), level,
                    ChainingProblem.DEFAULT_LIMIT), conversation(random, said), "seed " + seed + ", rules " + rules, counts);
        }
        assertTrue(counts.consistent > 500 && counts.inconsistent > 50, counts.toString());
    }

    /** What was checked: steps, how many prefixes were consistent, and how often a step chained again. */
    private static final class Counts {
        int steps;
        int consistent;
        int inconsistent;
        int rechained;

        @Override
        public String toString() {
            return steps + " steps, " + consistent + " consistent, " + inconsistent + " inconsistent, " + rechained + " chained again";
        }
    }

    /** Up to 12 steps, each perceiving up to 2 of {@code said}, which repeat. */
    private static List<List<AtomLiteral>> conversation(Random random, List<AtomLiteral> said) {
        List<List<AtomLiteral>> steps = new ArrayList<>();
        for (int s = 0, count = 1 + random.nextInt(12); s < count; s++) {
            List<AtomLiteral> perceived = new ArrayList<>();
            for (int p = random.nextInt(3); p > 0; p--) {
                perceived.add(said.get(random.nextInt(said.size())));
            }
            steps.add(perceived);
        }
        return steps;
    }

    private static void assertEachPrefix(ChainingProblem problem, List<List<AtomLiteral>> steps, String example, Counts counts) {
        PrefixChaining kept = new PrefixChaining(new RelevantRules(problem));
        List<Perception> all = new ArrayList<>();
        Set<String> before = Set.of();
        boolean consistentBefore = true;
        for (int step = 0; step < steps.size(); step++) {
            List<Perception> added = new ArrayList<>();
            for (AtomLiteral literal : steps.get(step)) {
                added.add(Perception.at(step, literal));
            }
            all.addAll(added);
            counts.rechained += kept.add(added) ? 1 : 0;
            counts.steps++;
            ChainingResult whole = (ChainingResult) ForwardChaining.run(problem, all);
            ChainingResult prefix = (ChainingResult) kept.outcome();
            String at = example + ", after step " + step + " of " + steps;
            Set<String> known = known(whole);
            assertEquals(known, known(prefix), at);
            assertEquals(whole.isConsistent(), prefix.isConsistent(), at);
            if (whole.isConsistent()) {
                counts.consistent++;
                if (consistentBefore) {
                    assertTrue(known.containsAll(before), at + ": what was known before stays known from the same step");
                }
            } else {
                counts.inconsistent++;
            }
            before = known;
            consistentBefore = whole.isConsistent();
        }
        assertFalse(steps.isEmpty(), example);
    }

    /** Each known literal with the step it is known from. */
    private static Set<String> known(ChainingResult result) {
        Set<String> known = new TreeSet<>();
        result.knowledge().forEach(literal -> known.add(literal.toString()));
        return known;
    }
}
