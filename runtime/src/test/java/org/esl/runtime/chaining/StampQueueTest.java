package org.esl.runtime.chaining;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The bucket queue of the stamps against the JDK's priority queue, on random adds and polls. */
class StampQueueTest {

    /**
     * @param latestStamp the stamps run from {@link ClauseGraph#BEFORE} to it; adds go below the last stamp taken
     *                    too, which {@link ClauseGraph#earliest} never does, but the order must stay right
     */
    @ParameterizedTest
    @ValueSource(ints = {-1, 0, 3, 1_000})
    void takesTheLeastStampFirst(int latestStamp) {
        Random random = new Random(latestStamp);
        StampQueue queue = new StampQueue(latestStamp, 4);
        PriorityQueue<int[]> expected = new PriorityQueue<>(Comparator.comparingInt((int[] entry) -> entry[0]));
        int taken = 0;
        for (int operation = 0; operation < 20_000; operation++) {
            if (expected.isEmpty() || random.nextInt(3) > 0) {
                int stamp = ClauseGraph.BEFORE + random.nextInt(latestStamp - ClauseGraph.BEFORE + 1);
                queue.add(stamp, operation); // a proposition queued once, to be found again
                expected.add(new int[] {stamp, operation});
            } else {
                long entry = queue.poll();
                int least = expected.peek()[0];
                assertEquals(least, StampQueue.stamp(entry));
                assertTrue(expected.removeIf(e -> e[0] == least && e[1] == StampQueue.proposition(entry)));
                taken++;
            }
            assertEquals(expected.isEmpty(), queue.isEmpty());
        }
        assertTrue(taken > 5_000, "polled " + taken);
    }
}
