package org.esl.runtime.monitor;

import java.util.List;

import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.Verdict;

/**
 * Monitors temporal properties over one transcript by formula progression (after TRAC), all properties in
 * one pass over the steps. Feed the steps in order with {@link #step}; {@link #current} gives the LTL3
 * verdicts of a transcript that is still going on ({@code esl check --partial}), {@link #finish} the LTLf
 * verdicts of a finished one (docs/language.md, "Temporal properties"). A monitor belongs to one transcript at a
 * time ({@link #restart} moves it to the next) and to one thread.
 *
 * <p>Atoms and past-time formulas are evaluated once per step for all properties ({@link Signals}); each
 * property progresses its hash-consed obligation with the letter of its own signals, and the progression
 * is cached per (obligation, letter), so a long transcript costs a table look-up per step and property.
 */
public final class Monitor {

    private final Signals signals = new Signals();
    private final List<CompiledProperty> compiled;
    private final boolean recover;
    private List<PropertyMonitor> properties;
    private int steps;

    private Monitor(List<Property> properties, boolean recover) {
        this.compiled = properties.stream().map(property -> PropertyCompiler.compile(property, signals)).toList();
        this.recover = recover;
        restart();
    }

    /**
     * A monitor whose verdicts, once fixed, stay fixed.
     *
     * @throws IllegalArgumentException naming the property when a formula cannot be monitored (a future
     *         operator inside a past one, or more than 63 distinct atoms and past formulas in one property)
     */
    public static Monitor of(List<Property> properties) {
        return new Monitor(properties, false);
    }

    /**
     * A monitor in recover mode ({@code --recover}, TRAC_R): a violated property is recorded and restarts at
     * the next step, so the results count every violation.
     *
     * @throws IllegalArgumentException as {@link #of}
     */
    public static Monitor recovering(List<Property> properties) {
        return new Monitor(properties, true);
    }

    /**
     * Starts over on a new transcript, as a new monitor of the same properties would, but keeps what is compiled once:
     * the properties' obligation tables and the progression cached in them, which a run of many short transcripts
     * would otherwise build again for each (docs/benchmarks.md). The verdicts of the transcript before are gone.
     */
    public void restart() {
        signals.restart();
        properties = compiled.stream().map(property -> new PropertyMonitor(property, signals, recover)).toList();
        steps = 0;
    }

    /** Reads the next step of the transcript (step numbers count from 0). */
    public void step(Step step) {
        signals.advance(step);
        for (PropertyMonitor property : properties) {
            property.step(step, steps);
        }
        steps++;
    }

    /**
     * The LTL3 verdict of each property right after the last step read, in order: what a timeline of the
     * transcript shows at that step. In recover mode the step that counted a violation is violated.
     */
    public List<Verdict> verdictsNow() {
        return properties.stream().map(PropertyMonitor::verdictNow).toList();
    }

    /** LTL3 verdicts after the steps read so far, for a transcript that may go on; one per property, in order. */
    public List<PropertyResult> current() {
        return properties.stream().map(PropertyMonitor::current).toList();
    }

    /** LTLf verdicts for a transcript that ended with the last step read (all pending if there was none). */
    public List<PropertyResult> finish() {
        return properties.stream().map(PropertyMonitor::finish).toList();
    }

    /** How many distinct obligations the properties' tables hold: stays small however long the transcript. */
    public int obligationCount() {
        return properties.stream().mapToInt(PropertyMonitor::states).sum();
    }
}
