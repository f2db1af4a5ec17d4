package org.esl.lang.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;

import org.esl.lang.lint.SpecLoader.LoadedSpec;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckCancelledException;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.ModelStage;
import org.esl.runtime.check.SpecChecker;
import org.esl.runtime.check.StepwiseCheck;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.llm.LanguageModelStage;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.perception.PatternPerception;
import org.esl.runtime.perception.TranscriptFacts;
import org.esl.runtime.transcript.Transcript;
import org.esl.runtime.transcript.TranscriptResult;

/**
 * An open check of one spec: its checker (and with it the solver, opened at the first claim) and, when enabled,
 * its language-model stage, kept open between transcripts until {@link #close()}. A run of files uses one
 * ({@link RunnableSpec#check}); a guard that checks each answer of a running conversation keeps one open and hands
 * it one {@link Transcript} value after another. Perception is the transcript's own {@code facts}, its tool calls
 * and the spec's {@code when … matches} patterns, plus the model's when the stage runs (docs/check.md).
 *
 * <p>A session belongs to one thread at a time (a Z3 context is not shared between threads): to check in parallel,
 * open one session per thread. Cancelling its {@link CancelSignal} ends the check running then with a
 * {@link CheckCancelledException}, and every later one.
 */
public final class CheckSession implements AutoCloseable {

    /** The stage this session opened and closes; null when the stage is off or the caller owns it. */
    private final LanguageModelStage ownModel;
    private final SpecChecker checker;

    private CheckSession(LanguageModelStage ownModel, SpecChecker checker) {
        this.ownModel = ownModel;
        this.checker = checker;
    }

    /** A session with the LLM stage of {@code llm} when it is enabled (its key from the environment), else none. */
    static CheckSession open(LoadedSpec loaded, CheckOptions options, LlmOptions llm, CancelSignal signal)
            throws UncheckableSpecException {
        if (!llm.enabled()) {
            return open(loaded, options, ModelStage.NONE, signal, null);
        }
        int interpretation = options.interpretation().orElse(loaded.spec().options().interpretation());
        LanguageModelStage model = LanguageModelStage.fromEnvironment(loaded.spec(), loaded.expressions(), llm, interpretation);
        try {
            return open(loaded, options, model, signal, model);
        } catch (UncheckableSpecException | RuntimeException e) {
            model.close();
            throw e;
        }
    }

    /** A session with a model stage its caller owns and closes. */
    static CheckSession open(LoadedSpec loaded, CheckOptions options, ModelStage model, CancelSignal signal)
            throws UncheckableSpecException {
        return open(loaded, options, model, signal, null);
    }

    private static CheckSession open(LoadedSpec loaded, CheckOptions options, ModelStage model, CancelSignal signal,
            LanguageModelStage ownModel) throws UncheckableSpecException {
        SpecChecker checker = SpecChecker.open(loaded.spec(), loaded.expressions(),
                List.of(new TranscriptFacts(loaded.expressions()), new PatternPerception(loaded.spec().predicates())),
                options, model, signal);
        return new CheckSession(ownModel, checker);
    }

    /**
     * Checks one transcript, e.g. a conversation held in memory.
     *
     * @throws CheckCancelledException when the session's signal is cancelled before the check ends
     */
    public TranscriptReport check(Transcript transcript) {
        return checker.check(transcript);
    }

    /**
     * Checks a transcript as a reader gave it: one that could not be read gives a report with its error.
     *
     * @throws CheckCancelledException when the session's signal is cancelled before the check ends
     */
    public TranscriptReport check(TranscriptResult transcript) {
        return checker.check(transcript);
    }

    /**
     * Reads a transcript file ({@code .json}: one transcript, {@code .jsonl}: one per line) and checks every
     * transcript in it, handing each report to {@code each} as soon as it is made; a transcript that cannot be
     * read gives a report with its error.
     *
     * @throws CheckCancelledException when the session's signal is cancelled before the file's last transcript is checked
     */
    public void check(Path file, Consumer<TranscriptReport> each) {
        checker.check(file, each);
    }

    /**
     * A check of one conversation that goes on, a few steps at a time, with this session's compiled properties; empty
     * when the spec needs the whole conversation for exact verdicts ({@link SpecChecker#stepwise()}).
     */
    public Optional<StepwiseCheck> stepwise() {
        return checker.stepwise();
    }

    /** The HTTP requests this session's LLM stage has sent so far; empty when it runs none of its own. */
    public OptionalInt modelRequests() {
        return ownModel == null ? OptionalInt.empty() : OptionalInt.of(ownModel.requestsSent());
    }

    /** Releases the solver and the model stage's workers. */
    @Override
    public void close() {
        try {
            checker.close();
        } finally {
            if (ownModel != null) {
                ownModel.close();
            }
        }
    }
}
