package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.Verdict;

/**
 * Monitors temporal properties over one transcript by formula progression (after TRAC), all properties in
 * one pass over the steps. Feed the steps in order with {@link #step}; {@link #current} gives the LTL3
 * verdicts of a transcript that is still going on ({@code esl check --partial}), {@link #finish} the LTLf
 * verdicts of a finished one (docs/language.md, "Temporal properties"). A monitor belongs to one transcript and one
 * thread.
 *
 * <p>Atoms and past-time formulas are evaluated once per step for all properties ({@link Signals}); each
 * property moves its automaton ({@link CompiledProperty}) on the letter of its own signals, and the transition, its
 * exact LTL3 verdict included, is cached per state and letter, so a long transcript costs a table look-up per step
 * and property. Monitors made from one {@link CompiledProperties} share those caches.
 */
public final class Monitor {

    private final Signals signals;
    private final SignalState values;
    private final List<PropertyRun> properties;
    private final int[] order;
    private int steps;

    Monitor(Signals signals, List<CompiledProperty> properties, boolean recover) {
        this.signals = signals;
        this.values = signals.initial();
        this.order = signals.all();
        // a monitor is made, stepped and finished for every transcript: loops, not streams, keep these methods small
        // for the JIT compiler (docs/benchmarks.md, "What the JIT compilers do")
        List<PropertyRun> runs = new ArrayList<>(properties.size());
        for (CompiledProperty property : properties) {
            runs.add(property.variables().isEmpty()
                    ? new PropertyMonitor(property, recover) : new ParametricMonitor(property, signals, recover));
        }
        this.properties = List.copyOf(runs);
    }

    /**
     * A monitor whose verdicts, once fixed, stay fixed.
     *
     * @throws IllegalArgumentException naming the property when a formula cannot be monitored ({@link CompiledProperties#of})
     */
    public static Monitor of(List<Property> properties) {
        return CompiledProperties.of(properties).monitor();
    }

    /**
     * A monitor in recover mode ({@code --recover}, TRAC_R): a violated property is recorded and restarts at
     * the next step, so the results count every violation.
     *
     * @throws IllegalArgumentException as {@link #of}
     */
    public static Monitor recovering(List<Property> properties) {
        return CompiledProperties.of(properties).recoveringMonitor();
    }

    /** Reads the next step of the transcript (step numbers count from 0). */
    public void step(Step step) {
        signals.advance(values, step, order);
        for (PropertyRun property : properties) {
            property.step(step, steps, values);
        }
        steps++;
    }

    /**
     * The LTL3 verdict of each property right after the last step read, in order: what a timeline of the
     * transcript shows at that step. In recover mode the step that counted a violation is violated.
     */
    public List<Verdict> verdictsNow() {
        List<Verdict> verdicts = new ArrayList<>(properties.size());
        for (PropertyRun property : properties) {
            verdicts.add(property.verdictNow());
        }
        return List.copyOf(verdicts);
    }

    /**
     * For each property, in order, the binding whose instance gives its verdict in {@link #verdictsNow}: for a property
     * with variables, the violated instance, or a pending one (one whose values the last step showed, if any); empty
     * for a property without variables, and for one satisfied for every binding.
     */
    public List<Optional<Binding>> bindingsNow() {
        return properties.stream().map(PropertyRun::bindingNow).toList();
    }

    /** LTL3 verdicts after the steps read so far, for a transcript that may go on; one per property, in order. */
    public List<PropertyResult> current() {
        List<PropertyResult> results = new ArrayList<>(properties.size());
        for (PropertyRun property : properties) {
            results.add(property.current());
        }
        return List.copyOf(results);
    }

    /** LTLf verdicts for a transcript that ended with the last step read (all pending if there was none). */
    public List<PropertyResult> finish() {
        List<PropertyResult> results = new ArrayList<>(properties.size());
        for (PropertyRun property : properties) {
            results.add(property.finish());
        }
        return List.copyOf(results);
    }

    /** The runs of the properties, in order. */
    List<PropertyRun> runs() {
        return properties;
    }

    /** How many distinct obligations the properties' tables hold: stays small however long the transcript. */
    public int obligationCount() {
        return properties.stream().mapToInt(PropertyRun::obligations).sum();
    }
}
