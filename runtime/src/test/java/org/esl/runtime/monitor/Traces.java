package org.esl.runtime.monitor;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.value.Value;

/** Steps, traces and properties written compactly, the way a trace test in a spec reads. */
final class Traces {

    private Traces() {
    }

    /** A trace of steps by nobody in particular; each step lists the predicates true there: {@code "p q; ; q"}. */
    static List<Step> trace(String text) {
        if (text.isBlank()) {
            return List.of();
        }
        return Arrays.stream(text.split(";", -1)).map(String::trim).map(Traces::labelled).toList();
    }

    static Step labelled(String predicates) {
        Set<PredicateAtom> atoms = Arrays.stream(predicates.split("\\s+")).filter(name -> !name.isEmpty())
                .map(PredicateAtom::of).collect(Collectors.toSet());
        return new Step(Optional.empty(), Optional.empty(), atoms);
    }

    static Step says(Role role, PredicateAtom... predicates) {
        return new Step(Optional.of(role), Optional.empty(), Set.of(predicates));
    }

    /** A tool-call step; arguments as name, value, name, value, ... in the order of the call. */
    static Step calls(String tool, Object... namesAndValues) {
        Map<String, Value> arguments = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            arguments.put((String) namesAndValues[i], (Value) namesAndValues[i + 1]);
        }
        return new Step(Optional.of(Role.ASSISTANT), Optional.of(new ToolCall(tool, arguments)), Set.of());
    }

    static Property property(String name, TemporalFormula formula) {
        return new Property(name, "", formula, SourceRange.at("test.esl", 1, 1));
    }

    /** Runs a monitor over the whole trace and returns the LTLf result of its only property. */
    static PropertyResult finished(TemporalFormula formula, List<Step> trace) {
        Monitor monitor = Monitor.of(List.of(property("p0", formula)));
        trace.forEach(monitor::step);
        return monitor.finish().get(0);
    }
}
