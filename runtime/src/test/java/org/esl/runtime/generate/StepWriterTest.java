package org.esl.runtime.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The texts tried for a {@code when … matches} pattern: the words written in it, then the shortest text it finds. */
class StepWriterTest {

    @Test
    void aPatternsSamplesAreItsWordRunsThenItself() {
        assertEquals(List.of("hello", "Hello", "hi", "Hi", "good", "Good", "morning", "Morning", "welcome", "Welcome",
                "(?i)\\b(hello|hi|good (morning)|welcome)\\b"),
                StepWriter.samples("(?i)\\b(hello|hi|good (morning)|welcome)\\b"));
    }

    @Test
    void aPatternOfShapesAlsoGetsTheShortestTextItFinds() {
        assertEquals(List.of("BEGIN", "A", "Z0", "9", "PRIVATE KEY", "-----BEGIN PRIVATE KEY-----", "-----BEGIN ([A-Z0-9]+ )*PRIVATE KEY-----"),
                StepWriter.samples("-----BEGIN ([A-Z0-9]+ )*PRIVATE KEY-----"));
    }

    @Test
    void aPlainPatternIsItsOwnSample() {
        assertEquals(List.of("I cannot help with that"), StepWriter.samples("I cannot help with that"));
    }
}
