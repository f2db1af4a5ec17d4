package org.esl.lang.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.SourceRange;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.check.Evidence;
import org.esl.runtime.check.ResultKind;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.transcript.BankTranscripts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A spec of properties and patterns alone (no rules, no facts) is checked without forward chaining (docs/check.md,
 * "Domain rules"): its results must be those a check with chaining gives. A rule whose predicates nothing perceives
 * makes the same spec chain every transcript, and must change none of its results.
 */
class PatternLabelsCheckTest {

    private static final CheckOptions FINISHED = new CheckOptions(OptionalInt.empty(), false, false, OptionalLong.empty());

    @TempDir
    Path dir;

    /** A result without its declaration's place, which names the spec's file. */
    private record Seen(ResultKind kind, String name, CheckVerdict verdict, OptionalInt step, String message,
            Evidence evidence, Optional<SourceRange> location) {
        static Seen of(CheckResult result) {
            return new Seen(result.kind(), result.name(), result.verdict(), result.step(), result.message(),
                    result.evidence(), result.location());
        }
    }

    @Test
    void withoutRulesPatternLabelsGiveTheResultsChainingGives() throws Exception {
        String banking = Files.readString(Path.of("../examples/banking.esl"));
        Path alone = Files.createDirectories(dir.resolve("alone")).resolve("banking.esl");
        Path chained = Files.createDirectories(dir.resolve("chained")).resolve("banking.esl");
        Files.writeString(alone, banking);
        Files.writeString(chained, banking + """

                predicate Frozen "the account is frozen"
                predicate Blocked "the account is blocked"
                rule frozen_blocks "A frozen account is blocked":
                    Frozen => Blocked
                """);
        for (Path spec : List.of(alone, chained)) {
            Files.copy(Path.of("../examples/bank-tools.json"), spec.resolveSibling("bank-tools.json"));
            Files.createDirectories(spec.resolveSibling("transcripts")); // the folder of the spec's transcript glob
        }
        Path transcripts = dir.resolve("bank.jsonl");
        BankTranscripts.write(transcripts, 300, new Random(17));

        List<TranscriptReport> withoutChaining = check(alone, transcripts);
        List<TranscriptReport> withChaining = check(chained, transcripts);

        assertEquals(300, withoutChaining.size());
        assertTrue(withoutChaining.stream().anyMatch(report -> report.results().stream()
                        .anyMatch(result -> result.name().equals("greets_first") && result.verdict() == CheckVerdict.SATISFIED)),
                "some transcripts are greeted: the pattern labels steps");
        for (int i = 0; i < withoutChaining.size(); i++) {
            assertEquals(withChaining.get(i).results().stream().map(Seen::of).toList(),
                    withoutChaining.get(i).results().stream().map(Seen::of).toList(), withoutChaining.get(i).id());
            assertEquals(withChaining.get(i).errors(), withoutChaining.get(i).errors(), withoutChaining.get(i).id());
        }
    }

    private static List<TranscriptReport> check(Path spec, Path transcripts) throws Exception {
        RunnableSpec runnable = SpecRuns.standalone().open(spec);
        return runnable.checkAll(List.of(transcripts), FINISHED, LlmSettings.NONE.resolve(), report -> { }, new CancelSignal())
                .report().transcripts();
    }
}
