package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.IntPredicate;

/**
 * What some signals carry from one step to the next (their slots in a {@link SignalState}): the own value of
 * {@code once}, {@code historically} and {@code since}, the counters of the bounded past operators and counts, the delay
 * lines. Two states with the same memory give the same values on every continuation, so the memory is what a search
 * over continuations and a cache of verdicts must tell apart.
 */
final class PastMemory {

    /** A delay of up to this many steps packs into as many bits (a longer one makes keys ids, see {@link #packedWidth}). */
    private static final int PACKED_DELAY = 32;

    private final int[] bits;
    private final int[] counters;
    private final int[] counterWidths;
    private final int[] lines;
    private final int[] lineLengths;
    private final int packedWidth;

    private PastMemory(int[] bits, int[] counters, int[] counterWidths, int[] lines, int[] lineLengths) {
        this.bits = bits;
        this.counters = counters;
        this.counterWidths = counterWidths;
        this.lines = lines;
        this.lineLengths = lineLengths;
        // asked at every step of a property with variables: worked out once
        this.packedWidth = Arrays.stream(lineLengths).anyMatch(length -> length > PACKED_DELAY) ? -1
                : bits.length + Arrays.stream(counterWidths).sum() + Arrays.stream(lineLengths).sum();
    }

    /** The memory of the given signals (a closure: operands included), leaving out the own values that {@code known} says are known otherwise. */
    static PastMemory of(Signals signals, int[] closure, IntPredicate known) {
        List<Integer> bits = new ArrayList<>();
        List<Integer> counters = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        for (int signal : closure) {
            switch (signals.kind(signal)) {
                case ONCE, HISTORICALLY, SINCE -> {
                    if (!known.test(signal)) {
                        bits.add(signal);
                    }
                }
                case ONCE_WITHIN, HISTORICALLY_WITHIN, SINCE_WITHIN, COUNT, COUNT_WITHIN -> counters.add(signal);
                case DELAY -> lines.add(signal);
                default -> {
                }
            }
        }
        int[] counterArray = counters.stream().mapToInt(Integer::intValue).toArray();
        int[] widths = Arrays.stream(counterArray).map(signal -> Long.SIZE - Long.numberOfLeadingZeros(signals.parameter(signal) + 1L)).toArray();
        int[] lineArray = lines.stream().mapToInt(Integer::intValue).toArray();
        return new PastMemory(bits.stream().mapToInt(Integer::intValue).toArray(), counterArray, widths, lineArray,
                Arrays.stream(lineArray).map(signals::parameter).toArray());
    }

    /** How many bits {@link #pack} needs, or -1 when the memory has a delay line of more than {@value #PACKED_DELAY} steps. */
    int packedWidth() {
        return packedWidth;
    }

    /** The memory as bits from {@code shift} on; only when {@link #packedWidth} fits with the shift in a {@code long}. */
    long pack(SignalState state, int shift) {
        long packed = 0L;
        int at = shift;
        for (int signal : bits) {
            if (state.values[signal]) {
                packed |= 1L << at;
            }
            at++;
        }
        for (int i = 0; i < counters.length; i++) {
            packed |= state.counters[counters[i]] << at;
            at += counterWidths[i];
        }
        for (int i = 0; i < lines.length; i++) {
            packed |= state.lines[lines[i]].bits() << at;
            at += lineLengths[i];
        }
        return packed;
    }

    Snapshot snapshot(SignalState state) {
        boolean[] bitValues = new boolean[bits.length];
        for (int i = 0; i < bits.length; i++) {
            bitValues[i] = state.values[bits[i]];
        }
        long[] counterValues = new long[counters.length];
        for (int i = 0; i < counters.length; i++) {
            counterValues[i] = state.counters[counters[i]];
        }
        DelayLine[] lineValues = new DelayLine[lines.length];
        for (int i = 0; i < lines.length; i++) {
            lineValues[i] = state.lines[lines[i]].copy();
        }
        return new Snapshot(bitValues, counterValues, lineValues);
    }

    /** Whether two states carry the same memory: what {@link #snapshot}s of them would say, without making them. */
    boolean same(SignalState one, SignalState other) {
        for (int signal : bits) {
            if (one.values[signal] != other.values[signal]) {
                return false;
            }
        }
        for (int signal : counters) {
            if (one.counters[signal] != other.counters[signal]) {
                return false;
            }
        }
        for (int signal : lines) {
            if (!one.lines[signal].equals(other.lines[signal])) {
                return false;
            }
        }
        return true;
    }

    /** Puts a snapshot's memory into a state, whose other slots stay as they are. */
    void restore(Snapshot snapshot, SignalState state) {
        for (int i = 0; i < bits.length; i++) {
            state.values[bits[i]] = snapshot.bits[i];
        }
        for (int i = 0; i < counters.length; i++) {
            state.counters[counters[i]] = snapshot.counters[i];
        }
        for (int i = 0; i < lines.length; i++) {
            state.lines[lines[i]] = snapshot.lines[i].copy();
        }
    }

    /** The memory at one moment, comparable: equal snapshots behave alike on every continuation. */
    static final class Snapshot {
        private final boolean[] bits;
        private final long[] counters;
        private final DelayLine[] lines;
        private final int hash;

        private Snapshot(boolean[] bits, long[] counters, DelayLine[] lines) {
            this.bits = bits;
            this.counters = counters;
            this.lines = lines;
            this.hash = Objects.hash(Arrays.hashCode(bits), Arrays.hashCode(counters), Arrays.hashCode(lines));
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Snapshot snapshot && snapshot.hash == hash && Arrays.equals(snapshot.bits, bits)
                    && Arrays.equals(snapshot.counters, counters) && Arrays.equals(snapshot.lines, lines);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
