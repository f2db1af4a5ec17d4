package org.esl.runtime.monitor;

import java.util.Arrays;

/**
 * The values of a {@link Signals} network at the last step read, together with what its past operators carry to the
 * next step: {@code once P} and its kin their own value, the bounded ones a counter, {@code previously} and the
 * windows that end some steps back a {@link DelayLine}. One per transcript (or per search node): the network itself
 * is shared.
 */
final class SignalState {

    final boolean[] values;
    /** For the bounded past operators: steps since the last step that decided them, capped just past the bound. */
    final long[] counters;
    final DelayLine[] lines;

    SignalState(boolean[] values, long[] counters, DelayLine[] lines) {
        this.values = values;
        this.counters = counters;
        this.lines = lines;
    }

    /** Makes {@code target}, a state of the same network, equal to this one, reusing its arrays. */
    void copyInto(SignalState target) {
        System.arraycopy(values, 0, target.values, 0, values.length);
        System.arraycopy(counters, 0, target.counters, 0, counters.length);
        for (int i = 0; i < lines.length; i++) {
            target.lines[i] = lines[i] == null ? null : lines[i].copy();
        }
    }

    SignalState copy() {
        DelayLine[] copied = new DelayLine[lines.length];
        for (int i = 0; i < lines.length; i++) {
            copied[i] = lines[i] == null ? null : lines[i].copy();
        }
        return new SignalState(values.clone(), counters.clone(), copied);
    }

    @Override
    public String toString() {
        return Arrays.toString(values);
    }
}
