package org.esl.runtime.chaining;

import static org.esl.runtime.chaining.Domains.X;
import static org.esl.runtime.chaining.Domains.Y;
import static org.esl.runtime.chaining.Domains.Z;
import static org.esl.runtime.chaining.Domains.at;
import static org.esl.runtime.chaining.Domains.neg;
import static org.esl.runtime.chaining.Domains.num;
import static org.esl.runtime.chaining.Domains.pos;
import static org.esl.runtime.chaining.Domains.predicate;
import static org.esl.runtime.chaining.Domains.rule;
import static org.esl.runtime.chaining.Domains.str;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.chaining.Domains.Numeric;
import org.esl.runtime.chaining.Domains.Railway;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.junit.jupiter.api.Test;

/**
 * The step from which each literal is known, read off one chaining over the whole transcript, against the independent
 * definition: chaining again over the perceptions of every prefix of the transcript.
 */
class KnowledgeStepsTest {

    private static ChainingResult chain(ChainingProblem problem, List<Perception> perceptions) {
        return assertInstanceOf(ChainingResult.class, ForwardChaining.run(problem, perceptions));
    }

    private static Set<String> knownAt(ChainingResult result, int step) {
        return result.knowledge().stream().filter(known -> known.knownAt(step)).map(known -> known.literal().toString())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> known(ChainingResult result) {
        return result.knowledge().stream().map(known -> known.literal().toString())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void stepsLabelledOnlyWithWatchedEventsAreKeptAndTheOthersRelabelled() {
        // patterns perceive Greeted, Rude and Authorized at a step; the properties watch Greeted, Authorized and Flagged
        Set<String> events = Set.of("Greeted", "Rude", "Authorized");
        Set<PredicateAtom> watched = Set.of(PredicateAtom.of("Greeted"), PredicateAtom.of("Authorized"), PredicateAtom.of("Flagged"));
        Step greeting = new Step(Optional.of(Role.ASSISTANT), Optional.empty(), Set.of(PredicateAtom.of("Greeted")));
        Step rude = new Step(Optional.of(Role.ASSISTANT), Optional.empty(), Set.of(PredicateAtom.of("Rude"), PredicateAtom.of("Authorized")));
        Step plain = new Step(Optional.of(Role.USER), Optional.empty(), Set.of());
        List<Step> steps = List.of(greeting, rude, plain);
        List<KnownLiteral> perceived = List.of(new KnownLiteral(pos("Greeted"), OptionalInt.of(0)),
                new KnownLiteral(pos("Rude"), OptionalInt.of(1)), new KnownLiteral(pos("Authorized"), OptionalInt.of(1)));

        List<Step> labelled = KnowledgeSteps.of(steps, perceived, watched, events);
        assertSame(greeting, labelled.get(0));
        assertEquals(Set.of(PredicateAtom.of("Authorized")), labelled.get(1).predicates());
        assertSame(plain, labelled.get(2));

        // a watched fact holds at every step: no step keeps its labels alone
        List<KnownLiteral> withFact = new ArrayList<>(perceived);
        withFact.add(new KnownLiteral(pos("Flagged"), OptionalInt.empty()));
        List<Step> relabelled = KnowledgeSteps.of(steps, withFact, watched, events);
        assertNotSame(greeting, relabelled.get(0));
        assertEquals(List.of(Set.of(PredicateAtom.of("Greeted"), PredicateAtom.of("Flagged")),
                Set.of(PredicateAtom.of("Authorized"), PredicateAtom.of("Flagged")), Set.of(PredicateAtom.of("Flagged"))),
                relabelled.stream().map(Step::predicates).toList());
    }

    @Test
    void aDerivedAtomIsKnownFromTheStepOfItsLatestPremise() {
        ChainingResult result = chain(Railway.problem(ChainingProblem.DEFAULT_LIMIT),
                List.of(Perception.at(1, pos("InTrain", str("Alex"))), Perception.at(3, pos("Carries", str("Alex"), str("petrol")))));

        assertEquals(List.of("Flammable(\"petrol\") from the start", "InTrain(\"Alex\") from step 1",
                "Carries(\"Alex\", \"petrol\") from step 3", "not EatOrDrink(\"Alex\") from step 1",
                "InRailway(\"Alex\") from step 1", "not ChewGum(\"Alex\") from step 1",
                "Violation(\"Alex\") from step 3"),
                result.knowledge().stream().map(KnownLiteral::toString).toList());
    }

    @Test
    void aLiteralPerceivedLateButDerivableEarlierIsKnownFromTheEarlierStep() {
        ChainingResult result = chain(Railway.problem(ChainingProblem.DEFAULT_LIMIT),
                List.of(Perception.at(0, pos("InTrain", str("Alex"))), Perception.at(4, pos("InRailway", str("Alex")))));

        assertTrue(result.knowledge().contains(new KnownLiteral(pos("InRailway", str("Alex")), java.util.OptionalInt.of(0))));
    }

    @Test
    void rvLlmFigure2AtLevel2IsKnownOnceTheCompletingAtomIsPerceived() {
        ChainingResult result = chain(Numeric.problem(BindingLevel.COMPLETED, ChainingProblem.DEFAULT_LIMIT),
                List.of(Perception.at(0, pos("IsGreater", num("15.2"), num("15.12"))),
                        Perception.at(2, pos("IsGreater", num("10"), num("0")))));

        assertEquals(Set.of(), knownAt(result, 1).stream().filter(s -> s.contains("152")).collect(Collectors.toSet()));
        assertTrue(knownAt(result, 2).contains("IsGreater(152, 151.2)"));
    }

    /** Random small domains: unary and binary predicates, rules of one or two premises, facts, four steps. */
    @Test
    void stepsEqualChainingEveryPrefixOnRandomDomains() {
        Random random = new Random(20261125);
        List<Predicate> predicates = List.of(predicate("P", "{x} is p", "x"), predicate("Q", "{x} is q", "x"),
                predicate("S", "{x} is s", "x"), predicate("R", "{x} is r to {y}", "x", "y"));
        List<Term> objects = List.of(str("a"), str("b"), str("c"));
        int compared = 0;
        for (int round = 0; round < 400; round++) {
            List<Rule> rules = new ArrayList<>();
            for (int r = 0, count = 1 + random.nextInt(4); r < count; r++) {
                rules.add(randomRule(random, "r" + r));
            }
            List<Fact> facts = random.nextInt(3) == 0
                    ? List.of(new Fact(randomLiteral(random, objects), at("random.esl", 1))) : List.of();
            List<Perception> perceptions = new ArrayList<>();
            for (int p = 0, count = 1 + random.nextInt(6); p < count; p++) {
                perceptions.add(Perception.at(random.nextInt(4), randomLiteral(random, objects)));
            }
            BindingLevel level = random.nextBoolean() ? BindingLevel.COMPLETE : BindingLevel.COMPLETED;
            ChainingProblem problem = new ChainingProblem(predicates, List.of(), rules, facts, level,
                    ChainingProblem.DEFAULT_LIMIT, random.nextBoolean());
            compared += comparePrefixes(problem, perceptions) ? 1 : 0;
        }
        assertTrue(compared > 200, "too few consistent random cases: " + compared);
    }

    /** Level 2 with arithmetic: completed bindings take values (products) that are not objects. */
    @Test
    void stepsEqualChainingEveryPrefixOnRandomNumbersAtLevel2() {
        Random random = new Random(7);
        for (int round = 0; round < 150; round++) {
            List<Perception> perceptions = new ArrayList<>();
            for (int p = 0, count = 1 + random.nextInt(4); p < count; p++) {
                Term left = num(String.valueOf(1 + random.nextInt(5)));
                Term right = num(String.valueOf(random.nextInt(3)));
                perceptions.add(Perception.at(random.nextInt(4), pos("IsGreater", left, right)));
            }
            comparePrefixes(Numeric.problem(BindingLevel.COMPLETED, ChainingProblem.DEFAULT_LIMIT), perceptions);
        }
    }

    /** Compares, when the whole transcript is consistent; returns whether it was. */
    private static boolean comparePrefixes(ChainingProblem problem, List<Perception> perceptions) {
        ChainingResult whole = chain(problem, perceptions);
        if (!whole.isConsistent()) {
            return false;
        }
        assertEquals(known(chain(problem, List.of())), knownAt(whole, -1), () -> "before the first step of " + perceptions);
        for (int step = 0; step < 4; step++) {
            int last = step;
            List<Perception> prefix = perceptions.stream().filter(p -> p.step().getAsInt() <= last).toList();
            assertEquals(known(chain(problem, prefix)), knownAt(whole, step),
                    () -> "step " + last + " of " + perceptions + " with " + problem.rules() + " and " + problem.facts());
        }
        return true;
    }

    private static AtomLiteral randomLiteral(Random random, List<Term> objects) {
        boolean positive = random.nextInt(4) != 0;
        Term first = objects.get(random.nextInt(objects.size()));
        AtomLiteral atom = switch (random.nextInt(4)) {
            case 0 -> pos("P", first);
            case 1 -> pos("Q", first);
            case 2 -> pos("S", first);
            default -> pos("R", first, objects.get(random.nextInt(objects.size())));
        };
        return positive ? atom : atom.negated();
    }

    private static Rule randomRule(Random random, String name) {
        List<Literal> premises = new ArrayList<>();
        for (int i = 0, count = 1 + random.nextInt(2); i < count; i++) {
            premises.add(randomPattern(random, List.of(X, Y)));
        }
        List<Literal> conclusions = new ArrayList<>();
        for (int i = 0, count = 1 + random.nextInt(2); i < count; i++) {
            // mostly variables of the premises; sometimes one only the conclusion has, bound to every object
            conclusions.add(randomPattern(random, random.nextInt(5) == 0 ? List.of(Z) : List.of(X, Y)));
        }
        return rule(name, List.of(premises), List.of(conclusions));
    }

    private static AtomLiteral randomPattern(Random random, List<Variable> variables) {
        Variable first = variables.get(random.nextInt(variables.size()));
        AtomLiteral atom = switch (random.nextInt(4)) {
            case 0 -> pos("P", first);
            case 1 -> pos("Q", first);
            case 2 -> pos("S", first);
            default -> pos("R", first, variables.get(random.nextInt(variables.size())));
        };
        return random.nextInt(3) == 0 ? atom.negated() : atom;
    }
}
