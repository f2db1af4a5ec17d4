package org.esl.lang.ide.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** The server's watch on the editor that started it, on real processes: an editor stands in as {@code sleep}. */
class ParentProcessTest {

    private static final long PATIENCE_SECONDS = 60;

    @Test
    void theWatchFiresWhenTheParentEndsAndNotBefore() throws Exception {
        Process editor = new ProcessBuilder("sleep", "600").start();
        try {
            CountDownLatch ended = new CountDownLatch(1);
            ParentProcess.whenEnded(editor.pid(), ended::countDown);
            assertFalse(ended.await(200, TimeUnit.MILLISECONDS), "the editor still runs");

            editor.destroy();

            assertTrue(ended.await(PATIENCE_SECONDS, TimeUnit.SECONDS), "the end of the editor was noticed");
        } finally {
            editor.destroyForcibly();
        }
    }

    @Test
    void aParentThatEndedBeforeTheServerHeardOfItEndsTheServerAtOnce() throws Exception {
        Process editor = new ProcessBuilder("true").start();
        assertTrue(editor.waitFor(PATIENCE_SECONDS, TimeUnit.SECONDS));
        CountDownLatch ended = new CountDownLatch(1);

        ParentProcess.whenEnded(editor.pid(), ended::countDown);

        assertEquals(0, ended.getCount());
    }
}
