package org.esl.runtime.monitor;

import java.util.Arrays;

/**
 * The last N values of a signal, oldest first, for {@code previously} (N = 1) and the windows of
 * {@code once within [a, b]} and {@code historically within [a, b]} that end a steps back: shifting a value in shifts
 * the value of N steps ago out. Kept as runs of equal values, so a long delay costs as many runs as the value
 * changed in it, however large N is; the steps before the first one hold the fill value.
 */
final class DelayLine {

    /** Each run is {@code count << 1 | value}, in a circular buffer from {@code head}, adjacent runs of different values. */
    private long[] runs;
    private int head;
    private int size;

    DelayLine(int length, boolean fill) {
        runs = new long[4];
        runs[0] = run(length, fill);
        size = 1;
    }

    private DelayLine(long[] runs, int size) {
        this.runs = runs;
        this.size = size;
    }

    private static long run(long count, boolean value) {
        return count << 1 | (value ? 1L : 0L);
    }

    /** Appends this step's value and returns the value of N steps ago. */
    boolean shift(boolean value) {
        long front = runs[head];
        boolean out = (front & 1L) == 1L;
        if (front >>> 1 == 1) {
            head = (head + 1) % runs.length;
            size--;
        } else {
            runs[head] = front - 2;
        }
        if (size > 0 && (runs[(head + size - 1) % runs.length] & 1L) == (value ? 1L : 0L)) {
            runs[(head + size - 1) % runs.length] += 2;
        } else {
            if (size == runs.length) {
                runs = Arrays.copyOf(unrolled(), runs.length * 2);
                head = 0;
            }
            runs[(head + size) % runs.length] = run(1, value);
            size++;
        }
        return out;
    }

    private long[] unrolled() {
        long[] ordered = new long[size];
        for (int i = 0; i < size; i++) {
            ordered[i] = runs[(head + i) % runs.length];
        }
        return ordered;
    }

    /** The values as bits, the oldest the lowest; only for a delay of at most 63 steps. */
    long bits() {
        long bits = 0L;
        int at = 0;
        for (int i = 0; i < size; i++) {
            long run = runs[(head + i) % runs.length];
            long count = run >>> 1;
            if ((run & 1L) == 1L) {
                bits |= (count == Long.SIZE ? -1L : (1L << count) - 1) << at;
            }
            at += (int) count;
        }
        return bits;
    }

    DelayLine copy() {
        long[] ordered = unrolled();
        return new DelayLine(Arrays.copyOf(ordered, Math.max(4, ordered.length)), ordered.length);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof DelayLine line && Arrays.equals(line.unrolled(), unrolled());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(unrolled());
    }
}
