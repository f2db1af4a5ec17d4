package org.esl.runtime.spectest;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.esl.runtime.model.Spec;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.model.test.TraceExpectation;
import org.esl.runtime.model.test.TraceTest;
import org.esl.runtime.monitor.Monitor;
import org.esl.runtime.monitor.PropertyResult;

/**
 * Runs a trace test: the monitor reads the trace's steps for the properties the test names. A trace has at least one
 * step, so:
 * <ul>
 * <li>{@code expect satisfied P} and {@code expect violated P} compare the LTLf verdict of the trace as a finished
 * transcript, as {@code esl check} gives it;</li>
 * <li>{@code expect pending P} compares the LTL3 verdict of the trace as the beginning of a transcript that goes on:
 * it passes iff these steps leave P undecided (some continuation satisfies it and another violates it).</li>
 * </ul>
 */
final class TraceTests {

    private final Spec spec;

    TraceTests(Spec spec) {
        this.spec = spec;
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
        for (Step step : test.steps()) {
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

    private static Map<String, PropertyResult> byProperty(List<PropertyResult> results) {
        return results.stream().collect(Collectors.toMap(PropertyResult::property, Function.identity()));
    }
}
