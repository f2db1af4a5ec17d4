package org.esl.runtime.spectest;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.chaining.ChainingProblem;
import org.esl.runtime.chaining.ForwardChaining;
import org.esl.runtime.chaining.KnowledgeSteps;
import org.esl.runtime.chaining.KnownLiteral;
import org.esl.runtime.chaining.Perception;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.model.test.TraceExpectation;
import org.esl.runtime.model.test.TraceTest;
import org.esl.runtime.monitor.Monitor;
import org.esl.runtime.monitor.PropertyResult;

/**
 * Runs a trace test: the monitor reads the trace's steps for the properties the test names, each step labelled with
 * what the knowledge base holds there, as in {@code esl check}: the atoms the trace gives at that step or before, the
 * spec's facts, and what the rules derive from them from the step where it becomes derivable (docs/test.md). A trace
 * has at least one step, so:
 * <ul>
 * <li>{@code expect satisfied P} and {@code expect violated P} compare the LTLf verdict of the trace as a finished
 * transcript, as {@code esl check} gives it;</li>
 * <li>{@code expect pending P} compares the LTL3 verdict of the trace as the beginning of a transcript that goes on:
 * it passes iff these steps leave P undecided (some continuation satisfies it and another violates it).</li>
 * </ul>
 */
final class TraceTests {

    private final Spec spec;
    private final ChainingProblem chaining;

    TraceTests(Spec spec, ChainingProblem chaining) {
        this.spec = spec;
        this.chaining = chaining;
    }

    Evaluation run(TraceTest test) {
        Set<String> names = test.expectations().stream().flatMap(expectation -> expectation.properties().stream())
                .collect(Collectors.toCollection(LinkedHashSet::new));
        List<Property> properties = new ArrayList<>();
        for (String name : names) {
            Optional<Property> property = spec.property(name);
            if (property.isEmpty()) {
                return Evaluation.couldNotRun("the spec declares no property " + name);
            }
            properties.add(property.get());
        }
        Monitor monitor;
        try {
            monitor = Monitor.of(properties);
        } catch (IllegalArgumentException e) {
            return Evaluation.couldNotRun(e.getMessage());
        }
        for (Step step : KnowledgeSteps.of(test.steps(), knowledge(test.steps()), KnowledgeSteps.watched(properties),
                KnowledgeSteps.events(spec.predicates()))) {
            monitor.step(step);
        }
        Map<String, PropertyResult> finished = byProperty(monitor.finish());
        Map<String, PropertyResult> goingOn = byProperty(monitor.current());

        List<String> actual = new ArrayList<>();
        List<String> expectable = new ArrayList<>();
        List<String> unmet = new ArrayList<>();
        for (TraceExpectation expectation : test.expectations()) {
            boolean pending = expectation.verdict() == Verdict.PENDING;
            for (String name : expectation.properties()) {
                PropertyResult result = (pending ? goingOn : finished).get(name);
                actual.add(name + ": " + result.verdict().eslName() + (pending ? " (trace going on)" : ""));
                // a verdict the steps already fix is also the finished trace's, so expecting it passes
                expectable.add(result.verdict().eslName() + " " + name);
                if (result.verdict() != expectation.verdict()) {
                    unmet.add("expected " + name + " to be " + expectation.verdict().eslName()
                            + (pending ? " after these steps" : "") + ", but it is " + result.message());
                }
            }
        }
        return unmet.isEmpty() ? Evaluation.passed(String.join(", ", actual), actual)
                : Evaluation.failed(String.join("; ", unmet), actual, expectable);
    }

    /** The knowledge base of the trace; without chaining when the rules cannot be chained over it (their limit). */
    private List<KnownLiteral> knowledge(List<Step> steps) {
        List<Perception> perceptions = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            for (PredicateAtom atom : steps.get(i).predicates()) {
                List<Term> arguments = atom.arguments().stream().<Term>map(Constant::new).toList();
                perceptions.add(Perception.at(i, AtomLiteral.positive(new Atom(atom.predicate(), arguments))));
            }
        }
        try {
            if (ForwardChaining.run(chaining, perceptions) instanceof ChainingResult result) {
                return result.knowledge();
            }
        } catch (IllegalArgumentException e) {
            // an atom chaining cannot use (validation reports it): the trace's own atoms and the facts still count
        }
        return KnowledgeSteps.withoutChaining(spec.facts(), perceptions);
    }

    private static Map<String, PropertyResult> byProperty(List<PropertyResult> results) {
        return results.stream().collect(Collectors.toMap(PropertyResult::property, Function.identity()));
    }
}
