package org.esl.runtime.monitor;

import java.util.List;

import org.esl.runtime.model.temporal.Property;

/**
 * Temporal properties compiled once to monitor many transcripts: their shared signals and their automata, whose
 * states, transitions and exact LTL3 verdicts are computed as transcripts reach them and kept, so that the monitors
 * of one spec's transcripts share that work. Use it from one thread at a time (an {@code esl check} run has its own).
 */
public final class CompiledProperties {

    private final Signals signals = new Signals();
    private final List<CompiledProperty> properties;

    private CompiledProperties(List<Property> properties) {
        this.properties = properties.stream().map(property -> PropertyCompiler.compile(property, signals)).toList();
    }

    /**
     * @throws IllegalArgumentException naming the property when a formula cannot be monitored (a bounded past operator
     *         over a future formula that looks back more than {@value PastWindow#MAX_STEPS} steps)
     */
    public static CompiledProperties of(List<Property> properties) {
        return new CompiledProperties(properties);
    }

    /** A monitor for a new transcript whose verdicts, once fixed, stay fixed. */
    public Monitor monitor() {
        return new Monitor(signals, properties, false);
    }

    /**
     * A monitor for a new transcript in recover mode ({@code --recover}, TRAC_R): a violated property is recorded and
     * restarts at the next step, so the results count every violation.
     */
    public Monitor recoveringMonitor() {
        return new Monitor(signals, properties, true);
    }
}
