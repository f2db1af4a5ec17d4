package org.esl.runtime.perception;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.esl.runtime.check.TranscriptReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A transcript's own {@code facts}, checked end to end with the real parser, compiler and checker. */
class TranscriptFactsTest {

    private static final String SPEC = """
            spec trains
            variables x
            predicate InTrain(x) "a person {x} is in a train"
            predicate Seen(x) "a person {x} was seen"
            rule seen "whoever is in a train is seen": InTrain(x) => Seen(x)
            property two_aboard "person 2 boards": eventually InTrain(2)
            """;

    @TempDir
    Path dir;

    /** As in a test's {@code facts}: {@code InTrain(1 + 1)} is {@code InTrain(2)}, for the rules and the properties. */
    @Test
    void arithmeticInAFactIsEvaluatedExactly() throws Exception {
        TranscriptReport report = new Checking(dir).check(SPEC, """
                {"messages": [{"role": "user", "content": "hi"}],
                 "facts": [{"step": 0, "atom": "InTrain(1 + 1)"}]}
                """);

        assertEquals(List.of(), report.errors());
        assertEquals(Map.of("two_aboard", "satisfied", "Seen(2)", "inferred"), Checking.verdicts(report));
    }
}
