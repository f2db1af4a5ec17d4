package org.esl.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicIntegerArray;

import org.junit.jupiter.api.Test;

class ThreadedWorkTest {

    @Test
    void everyItemIsTakenOnceByOneOfAtMostTheThreadsAskedFor() {
        AtomicIntegerArray taken = new AtomicIntegerArray(1_000);
        Set<String> threads = ConcurrentHashMap.newKeySet();

        ThreadedWork.run("worker", 3, taken.length(), items -> {
            threads.add(Thread.currentThread().getName());
            for (int item = items.next(); item >= 0; item = items.next()) {
                taken.incrementAndGet(item);
            }
        }, () -> {
        });

        for (int item = 0; item < taken.length(); item++) {
            assertEquals(1, taken.get(item), "item " + item);
        }
        assertTrue(threads.size() <= 3 && threads.contains(Thread.currentThread().getName()), threads.toString());
        threads.stream().filter(name -> !name.equals(Thread.currentThread().getName()))
                .forEach(name -> assertTrue(name.startsWith("worker-"), name));
    }

    @Test
    void noMoreThreadsThanItems() {
        Set<String> threads = ConcurrentHashMap.newKeySet();

        ThreadedWork.run("worker", 8, 1, items -> threads.add(Thread.currentThread().getName()), () -> {
        });

        assertEquals(Set.of(Thread.currentThread().getName()), threads);
    }

    @Test
    void aFailureOnAnotherThreadReachesTheCallerAsItWasThrown() {
        IOException failure = new IOException("the disk is full");

        IOException thrown = assertThrows(IOException.class, () -> ThreadedWork.<IOException>run("worker", 2, 2, items -> {
            if (!Thread.currentThread().getName().startsWith("worker-")) {
                return; // this thread takes nothing, so the other one takes both items and fails
            }
            items.next();
            throw failure;
        }, () -> {
        }));

        assertSame(failure, thrown);
    }

    @Test
    void threadsAreAtLeastOne() {
        assertThrows(IllegalArgumentException.class, () -> ThreadedWork.run("worker", 0, 5, items -> {
        }, () -> {
        }));
    }
}
