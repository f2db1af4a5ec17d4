package org.esl.runtime.chaining;

import java.util.Arrays;

/**
 * The priority queue of {@link ClauseGraph#earliest}: propositions by their stamp, least first. Stamps are transcript
 * steps, from {@link ClauseGraph#BEFORE} up to the latest step, so the queue is an array of buckets, one per stamp
 * (Dial's algorithm), each a list of propositions kept in int arrays: adding and taking an entry cost no comparison
 * and no object, where a binary heap cost a logarithm of the queue's size per entry. Taking scans the buckets
 * upwards; since a derivation's stamp is never below those of its premises, entries come at or above the last one
 * taken, and the scan passes over each bucket once (an entry below it moves the scan back, so the order stays right).
 */
final class StampQueue {

    /** Per stamp - {@link ClauseGraph#BEFORE}, its latest entry + 1; 0 for an empty bucket. */
    private final int[] buckets;
    /** Per entry, its proposition, and the bucket's entry before it + 1 (0 for none). */
    private int[] propositions;
    private int[] previous;
    private int entries;
    private int size;
    /** The lowest bucket that may have an entry. */
    private int lowest;

    /**
     * @param latestStamp the largest stamp to be queued
     * @param expected    how many entries to make room for (more may come)
     */
    StampQueue(int latestStamp, int expected) {
        buckets = new int[latestStamp - ClauseGraph.BEFORE + 1];
        propositions = new int[Math.max(16, expected)];
        previous = new int[propositions.length];
    }

    /** Queues {@code proposition} with {@code stamp}, from {@link ClauseGraph#BEFORE} up to the latest stamp. */
    void add(int stamp, int proposition) {
        if (entries == propositions.length) {
            propositions = Arrays.copyOf(propositions, 2 * entries);
            previous = Arrays.copyOf(previous, 2 * entries);
        }
        int bucket = stamp - ClauseGraph.BEFORE;
        propositions[entries] = proposition;
        previous[entries] = buckets[bucket];
        buckets[bucket] = ++entries;
        size++;
        lowest = Math.min(lowest, bucket);
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** Removes an entry of least stamp; read it with {@link #stamp} and {@link #proposition}. */
    long poll() {
        while (buckets[lowest] == 0) {
            lowest++;
        }
        int entry = buckets[lowest] - 1;
        buckets[lowest] = previous[entry];
        size--;
        return ((long) lowest << Integer.SIZE) | propositions[entry];
    }

    static int stamp(long entry) {
        return (int) (entry >>> Integer.SIZE) + ClauseGraph.BEFORE;
    }

    static int proposition(long entry) {
        return (int) entry;
    }
}
