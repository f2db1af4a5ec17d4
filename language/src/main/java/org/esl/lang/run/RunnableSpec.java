package org.esl.lang.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.esl.lang.lint.SpecLoader.LoadedSpec;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckReport;
import org.esl.runtime.check.ModelStage;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.test.SpecTest;
import org.esl.runtime.policy.SolverLimits;
import org.esl.runtime.spectest.SpecTestReport;
import org.esl.runtime.spectest.SpecTestRunner;
import org.esl.runtime.transcript.TranscriptException;
import org.esl.runtime.transcript.TranscriptFiles;

/**
 * A spec opened by {@link SpecRuns}: loaded, compiled and free of errors that would leave it without meaning, ready
 * to check transcripts against and to run its own tests, as often as needed. Every run is given its
 * {@link CancelSignal}: the command line passes one nobody cancels, the language server the user's cancel button.
 */
public final class RunnableSpec {

    private final LoadedSpec loaded;

    RunnableSpec(LoadedSpec loaded) {
        this.loaded = loaded;
    }

    public Spec spec() {
        return loaded.spec();
    }

    /** The spec as loaded: its EMF resource (e.g. for places in its text) and the parser of its transcripts' ESL text. */
    public LoadedSpec loaded() {
        return loaded;
    }

    /**
     * The transcript files named (files, folders, globs, relative to {@code base}), or when none are named those of
     * the spec's {@code transcripts} globs.
     *
     * @throws TranscriptException when a name matches no file
     */
    public List<Path> transcriptFiles(Path base, List<String> named) throws TranscriptException {
        return TranscriptFiles.expand(base, named.isEmpty() ? spec().transcriptGlobs() : named);
    }

    /**
     * Opens a check that stays open for one transcript after another (see {@link CheckSession}); close it.
     *
     * @param llm the LLM stage, which the session starts when enabled and closes with itself
     * @throws UncheckableSpecException when a property cannot be monitored
     */
    public CheckSession openCheck(CheckOptions options, LlmOptions llm, CancelSignal signal) throws UncheckableSpecException {
        return CheckSession.open(loaded, options, llm, signal);
    }

    /**
     * As {@link #openCheck(CheckOptions, LlmOptions, CancelSignal)} with a model stage the caller brings, owns and
     * closes, e.g. a scripted one, or one shared by the sessions of parallel threads.
     */
    public CheckSession openCheck(CheckOptions options, ModelStage model, CancelSignal signal) throws UncheckableSpecException {
        return CheckSession.open(loaded, options, model, signal);
    }

    /**
     * Checks the transcripts of {@code files}, one file after the other in one {@link CheckSession}, telling
     * {@code listener} when each file starts and handing it each transcript's report as soon as it is made. A
     * cancelled run ends inside the transcript it is in, which gets no report (what its check had found by then is
     * no verdict); the {@link CheckRun} says how far it got.
     *
     * @throws UncheckableSpecException when a property cannot be monitored
     */
    public CheckRun check(List<Path> files, CheckOptions options, LlmOptions llm, CheckListener listener, CancelSignal signal)
            throws UncheckableSpecException {
        return check(files, options, llm, 1, new ParallelCheckListener<TranscriptReport>() {
            @Override
            public void reading(Path file, int index, int count) {
                listener.reading(file, index, count);
            }

            @Override
            public TranscriptReport prepare(TranscriptReport report) {
                return report;
            }

            @Override
            public void checked(TranscriptReport report) {
                listener.checked(report);
            }
        }, signal);
    }

    /**
     * As {@link #check(List, CheckOptions, LlmOptions, CheckListener, CancelSignal)} on {@code threads} threads, each
     * with its own {@link CheckSession}: the transcripts of a file are checked in parallel, and
     * {@code listener} gets them in the order read (see {@link ParallelCheckListener}), so the results and their
     * order do not depend on the number of threads (a claim's evidence does not depend on the claims decided before).
     * With the LLM stage the run keeps to one thread: the stage sends its requests in parallel itself
     * ({@code --llm-concurrency}) and its budget is one run's (docs/check.md).
     *
     * @throws UncheckableSpecException when a property cannot be monitored
     */
    public <T> CheckRun check(List<Path> files, CheckOptions options, LlmOptions llm, int threads,
            ParallelCheckListener<T> listener, CancelSignal signal) throws UncheckableSpecException {
        if (threads < 1) {
            throw new IllegalArgumentException("a check runs on at least one thread, not " + threads);
        }
        List<CheckSession> sessions = new ArrayList<>();
        try {
            for (int i = 0; i < (llm.enabled() ? 1 : threads); i++) {
                sessions.add(openCheck(options, llm, signal));
            }
            int checked = CheckRunner.run(files, sessions, listener, signal);
            OptionalInt requests = sessions.get(0).modelRequests();
            return new CheckRun(files, checked, requests);
        } finally {
            sessions.forEach(CheckSession::close);
        }
    }

    /**
     * As {@link #check}, keeping every report for a {@link CheckReport} of the whole run; {@code progress} still
     * hears of each file and report as it comes.
     */
    public CollectedCheck checkAll(List<Path> files, CheckOptions options, LlmOptions llm, CheckListener progress,
            CancelSignal signal) throws UncheckableSpecException {
        List<TranscriptReport> reports = new ArrayList<>();
        CheckRun run = check(files, options, llm, new CheckListener() {
            @Override
            public void reading(Path file, int index, int count) {
                progress.reading(file, index, count);
            }

            @Override
            public void checked(TranscriptReport report) {
                reports.add(report);
                progress.checked(report);
            }
        }, signal);
        return new CollectedCheck(CheckReport.of(spec(), reports), run);
    }

    /** The tests a run of the spec runs: those written in its own file, in source order. */
    public List<SpecTest> tests() {
        return SpecTestRunner.ownTests(spec());
    }

    /**
     * Runs {@code tests} (some of {@link #tests()}) one at a time with {@code limits} on every solver call, telling
     * {@code progress} when each starts and handing it each result as it is made. A cancelled run stops before its
     * next test, and the test it was in gets no result; the report holds those that finished before.
     */
    public SpecTestReport test(List<SpecTest> tests, SolverLimits limits, SpecTestRunner.Progress progress, CancelSignal signal) {
        return SpecTestRunner.run(spec(), tests, limits, 1, signal, progress);
    }

    /**
     * Runs all the spec's own tests on {@code threads} threads at most, with {@code limits} on every solver call;
     * the results are in source order, and do not depend on the number of threads.
     */
    public SpecTestReport test(SolverLimits limits, int threads) {
        return SpecTestRunner.run(spec(), limits, threads);
    }
}
