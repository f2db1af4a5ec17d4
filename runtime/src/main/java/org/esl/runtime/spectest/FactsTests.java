package org.esl.runtime.spectest;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.esl.runtime.chaining.ChainingOutcome;
import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.chaining.ForwardChaining;
import org.esl.runtime.chaining.InferredAtom;
import org.esl.runtime.chaining.Perception;
import org.esl.runtime.chaining.PerceptionConflict;
import org.esl.runtime.chaining.RelevantRules;
import org.esl.runtime.chaining.Violation;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.test.FactsExpectation;
import org.esl.runtime.model.test.FactsTest;

/**
 * Runs a facts test: the test's facts are perceived (at no step) beside the spec's own facts, and forward chaining
 * runs over the spec's rules at its interpretation level (over those the facts can set off, which give the same
 * result as all of them: {@link RelevantRules}). Each expectation is checked on its own:
 * <ul>
 * <li>{@code expect violated R, S}: each named rule is violated; other rules may be violated too;</li>
 * <li>{@code expect inferred A}: A (its arithmetic evaluated exactly) is among the inferred literals, whatever else
 * chaining found;</li>
 * <li>{@code expect consistent}: no rule is violated and no two facts contradict each other.</li>
 * </ul>
 */
final class FactsTests {

    private final Supplier<RelevantRules> rules;

    /** @param rules the spec's rules, of which each test chains over those its facts can set off; asked at each test */
    FactsTests(Supplier<RelevantRules> rules) {
        this.rules = rules;
    }

    Evaluation run(FactsTest test) {
        ChainingOutcome outcome;
        try {
            outcome = ForwardChaining.run(rules.get().problemFor(test.facts()), test.facts().stream().map(Perception::of).toList());
        } catch (IllegalArgumentException e) {
            return Evaluation.couldNotRun(e.getMessage());
        }
        if (outcome instanceof ChainingOutcome.LimitExceeded limit) {
            return Evaluation.couldNotRun(limit.message());
        }
        ChainingResult result = (ChainingResult) outcome;
        List<String> actual = actual(result);
        List<String> unmet = new ArrayList<>();
        boolean inferenceUnmet = false;
        for (FactsExpectation expectation : test.expectations()) {
            try {
                List<String> failures = unmet(expectation, result);
                unmet.addAll(failures);
                inferenceUnmet |= expectation instanceof FactsExpectation.Inferred && !failures.isEmpty();
            } catch (IllegalArgumentException e) {
                return Evaluation.couldNotRun(e.getMessage());
            }
        }
        return unmet.isEmpty() ? Evaluation.passed("found " + found(result), actual)
                : Evaluation.failed(String.join("; ", unmet), actual, inferenceUnmet ? List.of() : outcome(result));
    }

    /**
     * The outcome as expectations that hold: {@code consistent}, or {@code violated R} for each violated rule. Nothing
     * when the only inconsistency is between two facts, which no expectation names. (A literal that was not inferred
     * has no such counterpart: dropping the expectation would only hide the failure, so the caller offers nothing then.)
     */
    private static List<String> outcome(ChainingResult result) {
        if (result.isConsistent()) {
            return List.of("consistent");
        }
        return violatedRules(result).stream().map(rule -> "violated " + rule).toList();
    }

    private static List<String> unmet(FactsExpectation expectation, ChainingResult result) {
        if (expectation instanceof FactsExpectation.Violated violated) {
            Set<String> rules = violatedRules(result);
            return violated.rules().stream().filter(rule -> !rules.contains(rule))
                    .map(rule -> "expected rule " + rule + " to be violated, but " + (rules.isEmpty()
                            ? "no rule was violated" : "only " + String.join(", ", rules) + " " + was(rules.size()) + " violated"))
                    .toList();
        }
        if (expectation instanceof FactsExpectation.Inferred inferred) {
            Set<AtomLiteral> literals = result.inferred().stream().map(InferredAtom::literal)
                    .collect(Collectors.toCollection(LinkedHashSet::new));
            List<String> unmet = new ArrayList<>();
            for (AtomLiteral expected : inferred.literals()) {
                if (!literals.contains(ForwardChaining.evaluate(expected))) {
                    unmet.add("expected to infer " + expected + ", but inferred " + (literals.isEmpty() ? "nothing"
                            : literals.stream().map(AtomLiteral::toString).collect(Collectors.joining(", "))));
                }
            }
            return unmet;
        }
        return result.isConsistent() ? List.of()
                : List.of("expected no inconsistency, but found " + String.join("; ", inconsistencies(result)));
    }

    private static Set<String> violatedRules(ChainingResult result) {
        return result.violations().stream().map(violation -> violation.rule().name())
                .collect(Collectors.toCollection(LinkedHashSet::new));
    }

    private static String was(int count) {
        return count == 1 ? "was" : "were";
    }

    /** Each violation with its binding and derived literal, each conflict between facts, each inferred literal. */
    private static List<String> actual(ChainingResult result) {
        List<String> actual = new ArrayList<>(inconsistencies(result));
        result.inferred().forEach(inferred -> actual.add("inferred " + inferred.literal()));
        return actual;
    }

    private static List<String> inconsistencies(ChainingResult result) {
        List<String> found = new ArrayList<>();
        result.violations().stream().map(Violation::toString).forEach(found::add);
        result.perceptionConflicts().stream().map(FactsTests::conflict).forEach(found::add);
        return found;
    }

    private static String conflict(PerceptionConflict conflict) {
        return "the facts state both " + conflict.literal() + " and " + conflict.literal().negated();
    }

    private static String found(ChainingResult result) {
        List<String> parts = new ArrayList<>();
        if (result.isConsistent()) {
            parts.add("no inconsistency");
        } else {
            parts.addAll(inconsistencies(result));
        }
        parts.add(result.inferred().isEmpty() ? "nothing inferred" : "inferred " + result.inferred().stream()
                .map(inferred -> inferred.literal().toString()).collect(Collectors.joining(", ")));
        return String.join("; ", parts);
    }
}
