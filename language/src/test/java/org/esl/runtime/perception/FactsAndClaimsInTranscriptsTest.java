package org.esl.runtime.perception;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.esl.runtime.check.TranscriptReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ESL text a transcript carries, its {@code facts} and {@code claims}, checked end to end with the real parser. */
class FactsAndClaimsInTranscriptsTest {

    private static final String SPEC = """
            spec trains
            variables x
            predicate InTrain(x) "a person {x} is in a train"
            predicate Seen(x) "a person {x} was seen"
            rule seen "whoever is in a train is seen": InTrain(x) => Seen(x)
            property two_aboard "person 2 boards": eventually InTrain(2)
            var fare: Real "the fare"
            policy fare_positive: fare > 0
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

    @Test
    void aFactNestedAThousandLevelsDeepIsAnErrorAtItsLine() throws Exception {
        Checking checking = new Checking(dir);
        TranscriptReport report = checking.check(SPEC, "{\"messages\": [{\"role\": \"user\", \"content\": \"hi\"}],\n"
                + " \"facts\": [{\"step\": 0, \"atom\": \"InTrain(2)\"},\n"
                + "           {\"step\": 0, \"atom\": \"" + "(".repeat(1000) + "InTrain(3)" + ")".repeat(1000) + "\"}]}");

        assertEquals(List.of("t.json:3:12: step 0: fact \"" + "(".repeat(60) + "…\": the expression nests too deeply here:"
                + " ESL reads at most 200 parentheses inside one another and 500 operators around a term (column 201)"),
                checking.errors(report));
        assertEquals("satisfied", Checking.verdicts(report).get("two_aboard"), "the other fact is still perceived");
    }

    @Test
    void aClaimNestedAThousandLevelsDeepIsAnErrorAtItsLine() throws Exception {
        Checking checking = new Checking(dir);
        TranscriptReport report = checking.check(SPEC, "{\"messages\": [{\"role\": \"user\", \"content\": \"hi\"}],\n"
                + " \"claims\": [{\"id\": \"deep\", \"step\": 0, \"claim\": \"" + "not ".repeat(1000) + "fare > 0\"}]}");

        assertEquals(List.of("t.json:2:13: step 0: claim deep: claim \"" + "not ".repeat(15) + "…\": the expression nests"
                + " too deeply here: ESL reads at most 200 parentheses inside one another and 500 operators around a term"
                + " (column 2001)"), checking.errors(report));
        assertEquals(Map.of("two_aboard", "violated"), Checking.verdicts(report), "no result for a claim that cannot be read");
    }
}
