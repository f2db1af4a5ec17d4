package org.esl.runtime.generate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.esl.runtime.model.Spec;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.monitor.Monitor;
import org.esl.runtime.monitor.PropertyResult;
import org.esl.runtime.monitor.TraceSearch;
import org.esl.runtime.monitor.TraceSearch.Found;

/**
 * Generates, for every property of a spec, traces that satisfy it and traces that violate it (docs/generate.md), by
 * the monitor's own search ({@link TraceSearch}) over the kinds of step a transcript can be written for
 * ({@link StepWriter}), so a generated trace means what the check will say of it. For each property and direction the
 * goals are tried in this order, shortest trace first, until {@code perProperty} distinct traces are found: the
 * property so and every other property satisfied (the trace shows this property alone), the property so on its own,
 * then the property so together with one other property violated, for each other property in the spec's order. Every
 * trace's verdicts are then computed by running the monitor over it.
 */
public final class TraceGenerator {

    /** What was generated, and for each property and direction that got no trace, why. */
    public record Generated(List<GeneratedTrace> traces, List<String> gaps) {
        public Generated {
            traces = List.copyOf(traces);
            gaps = List.copyOf(gaps);
        }
    }

    /**
     * @param perProperty traces per property and direction (at least 1)
     * @param maxSteps    traces longer than this are not kept
     * @param limits      of each search
     */
    public record Options(int perProperty, int maxSteps, TraceSearch.Limits limits) {
        public Options {
            if (perProperty < 1 || maxSteps < 1) {
                throw new IllegalArgumentException("per property and max steps are at least 1");
            }
            Objects.requireNonNull(limits, "limits");
        }
    }

    private final Spec spec;
    private final StepWriter writer;
    private final Options options;

    public TraceGenerator(Spec spec, Options options) {
        this.spec = spec;
        this.writer = new StepWriter(spec);
        this.options = options;
    }

    /** @throws IllegalArgumentException naming a property that cannot be monitored */
    public Generated generate() {
        List<GeneratedTrace> traces = new ArrayList<>();
        List<String> gaps = new ArrayList<>();
        for (Property property : spec.properties()) {
            for (boolean satisfies : new boolean[] { true, false }) {
                List<GeneratedTrace> found = generate(property, satisfies);
                if (found.isEmpty()) {
                    gaps.add("property " + property.name() + ": no " + (satisfies ? "satisfying" : "violating")
                            + " transcript of at most " + options.maxSteps() + " steps could be written");
                }
                traces.addAll(found);
            }
        }
        return new Generated(traces, gaps);
    }

    private List<GeneratedTrace> generate(Property property, boolean satisfies) {
        List<GeneratedTrace> found = new ArrayList<>();
        Set<List<Step>> seen = new HashSet<>();
        for (List<Property> goal : goals(property, satisfies)) {
            if (found.size() == options.perProperty()) {
                break;
            }
            if (TraceSearch.satisfying(goal, step -> writer.write(step).isPresent(), options.limits()) instanceof Found trace
                    && trace.trace().size() <= options.maxSteps()) {
                List<WrittenStep> written = trace.trace().stream().map(step -> writer.write(step).orElseThrow()).toList();
                List<Step> steps = written.stream().map(WrittenStep::step).toList();
                Map<String, Verdict> verdicts = verdicts(steps);
                boolean meant = verdicts.get(property.name()) == (satisfies ? Verdict.SATISFIED : Verdict.VIOLATED);
                if (meant && seen.add(steps)) {
                    String id = property.name() + (satisfies ? "-satisfied-" : "-violated-") + (found.size() + 1);
                    found.add(new GeneratedTrace(id, property.name(), satisfies, written, verdicts));
                }
            }
        }
        return found;
    }

    /** The goals of one property and direction, in the order they are tried (see the class comment). */
    private List<List<Property>> goals(Property property, boolean satisfies) {
        Property target = satisfies ? property : property.negated();
        List<Property> others = spec.properties().stream().filter(other -> other != property).toList();
        List<List<Property>> goals = new ArrayList<>();
        List<Property> allSatisfied = new ArrayList<>(others);
        allSatisfied.add(0, target);
        goals.add(allSatisfied);
        goals.add(List.of(target));
        for (Property other : others) {
            goals.add(List.of(target, other.negated()));
        }
        return goals;
    }

    private Map<String, Verdict> verdicts(List<Step> steps) {
        Monitor monitor = Monitor.of(spec.properties());
        steps.forEach(monitor::step);
        Map<String, Verdict> verdicts = new LinkedHashMap<>();
        for (PropertyResult result : monitor.finish()) {
            verdicts.put(result.property(), result.verdict());
        }
        return verdicts;
    }
}
