package org.esl.lang.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.transcript.BankTranscripts;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A check on several threads ({@link RunnableSpec#check} with {@code threads}): the example transcripts and a
 * generated file of banking transcripts with a broken line, checked on one thread and on three, give the same reports
 * in the same order; reports are prepared on the workers and handed on on the run's thread; a failure on a worker
 * ends the run there; a cancel stops it after a prefix of the transcripts.
 */
class ParallelCheckTest {

    private static final SpecRuns RUNS = SpecRuns.standalone();
    private static final CheckOptions FINISHED = new CheckOptions(OptionalInt.empty(), false, false, OptionalLong.empty());
    private static final int GENERATED = 1_500;

    @TempDir
    static Path dir;

    private static RunnableSpec banking;
    private static List<Path> files;

    @BeforeAll
    static void generate() throws Exception {
        banking = RUNS.open(Path.of("../examples/banking.esl"));
        Path generated = dir.resolve("bank.jsonl");
        BankTranscripts.write(generated, GENERATED, new Random(3));
        // a broken line in the middle: its report says so, in its place
        List<String> lines = new ArrayList<>(java.nio.file.Files.readAllLines(generated));
        lines.add(700, "{\"id\": \"broken\", \"messages\": [");
        java.nio.file.Files.write(generated, lines);
        files = new ArrayList<>(banking.transcriptFiles(Path.of(""), List.of()));
        files.add(generated);
    }

    /** The reports of a run on {@code threads} threads, in the order handed on. */
    private static List<TranscriptReport> reports(int threads) throws Exception {
        List<TranscriptReport> reports = new ArrayList<>();
        CheckRun run = banking.check(files, FINISHED, LlmSettings.NONE.resolve(), threads, listener(reports::add), new CancelSignal());
        assertEquals(files.size(), run.filesChecked());
        return reports;
    }

    private static ParallelCheckListener<TranscriptReport> listener(java.util.function.Consumer<TranscriptReport> checked) {
        return new ParallelCheckListener<>() {
            @Override
            public TranscriptReport prepare(TranscriptReport report) {
                return report;
            }

            @Override
            public void checked(TranscriptReport report) {
                checked.accept(report);
            }
        };
    }

    @Test
    void threeThreadsGiveTheReportsOfOneInTheSameOrder() throws Exception {
        List<TranscriptReport> alone = reports(1);
        List<TranscriptReport> three = reports(3);

        assertEquals(2 + GENERATED + 1, alone.size());
        assertEquals(alone, three);
        assertEquals(List.of("banking-ok", "banking-unsafe", "bank-0"), three.subList(0, 3).stream().map(TranscriptReport::id).toList());
        TranscriptReport broken = three.get(2 + 700);
        assertEquals("bank.jsonl#701", broken.id());
        assertTrue(!broken.checked() && broken.errors().get(0).message().startsWith("invalid JSON"), broken.toString());
        assertEquals("bank-700", three.get(2 + 701).id());
    }

    @Test
    void reportsArePreparedOnTheWorkersAndHandedOnOnTheRunsThread() throws Exception {
        Set<String> preparedOn = ConcurrentHashMap.newKeySet();
        Set<String> handedOnOn = ConcurrentHashMap.newKeySet();
        banking.check(files, FINISHED, LlmSettings.NONE.resolve(), 2, new ParallelCheckListener<String>() {
            @Override
            public String prepare(TranscriptReport report) {
                preparedOn.add(Thread.currentThread().getName());
                return report.id();
            }

            @Override
            public void checked(String id) {
                handedOnOn.add(Thread.currentThread().getName());
            }
        }, new CancelSignal());

        assertEquals(Set.of("esl-check-1", "esl-check-2"), preparedOn);
        assertEquals(Set.of(Thread.currentThread().getName()), handedOnOn);
    }

    @Test
    void aFailureOnAWorkerEndsTheRunOnItsThread() throws Exception {
        IllegalStateException failure = new IllegalStateException("the disk is full");
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> banking.check(files, FINISHED,
                LlmSettings.NONE.resolve(), 2, new ParallelCheckListener<TranscriptReport>() {
                    @Override
                    public TranscriptReport prepare(TranscriptReport report) {
                        if (report.id().equals("bank-900")) {
                            throw failure;
                        }
                        return report;
                    }

                    @Override
                    public void checked(TranscriptReport report) {
                    }
                }, new CancelSignal()));
        assertSame(failure, thrown);
    }

    @Test
    void aCancelledRunHandsOnAPrefixOfTheTranscriptsAndSaysHowFarItGot() throws Exception {
        List<TranscriptReport> all = reports(1);
        CancelSignal signal = new CancelSignal();
        List<TranscriptReport> heard = new ArrayList<>();
        CheckRun run = banking.check(files, FINISHED, LlmSettings.NONE.resolve(), 2, listener(report -> {
            heard.add(report);
            if (report.id().equals("bank-300")) {
                signal.cancel();
            }
        }), signal);

        assertTrue(run.cancelled());
        assertEquals(2, run.filesChecked(), "the two .json files were checked whole, the .jsonl file was not");
        assertTrue(heard.size() > 2 + 300 && heard.size() < all.size(), "stopped within the file: " + heard.size());
        assertEquals(all.subList(0, heard.size()), heard);
    }
}
