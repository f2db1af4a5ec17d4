package org.esl.runtime.chaining;

import java.util.Arrays;

/**
 * The priority queue of {@link ClauseGraph#earliest}: propositions by their stamp, least first, as a binary heap of
 * longs (stamp and proposition packed in one), so that a queued proposition costs no object.
 */
final class StampQueue {

    private long[] heap = new long[64];
    private int size;

    /** Queues {@code proposition} with {@code stamp}, from {@link ClauseGraph#BEFORE} up, never {@link ClauseGraph#NEVER}. */
    void add(int stamp, int proposition) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, 2 * size);
        }
        long entry = ((long) (stamp - ClauseGraph.BEFORE) << Integer.SIZE) | proposition;
        int at = size++;
        while (at > 0 && heap[(at - 1) / 2] > entry) {
            heap[at] = heap[(at - 1) / 2];
            at = (at - 1) / 2;
        }
        heap[at] = entry;
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** Removes the entry of least stamp; read it with {@link #stamp} and {@link #proposition}. */
    long poll() {
        long least = heap[0];
        long last = heap[--size];
        int at = 0;
        while (2 * at + 1 < size) {
            int child = 2 * at + 1;
            if (child + 1 < size && heap[child + 1] < heap[child]) {
                child++;
            }
            if (heap[child] >= last) {
                break;
            }
            heap[at] = heap[child];
            at = child;
        }
        heap[at] = last;
        return least;
    }

    static int stamp(long entry) {
        return (int) (entry >>> Integer.SIZE) + ClauseGraph.BEFORE;
    }

    static int proposition(long entry) {
        return (int) entry;
    }
}
