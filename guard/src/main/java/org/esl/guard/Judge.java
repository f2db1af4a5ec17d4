package org.esl.guard;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;

import org.esl.lang.run.CheckSession;
import org.esl.lang.run.RunnableSpec;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.check.ModelStage;
import org.esl.runtime.check.TimelineStep;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.transcript.RawToolCall;
import org.esl.runtime.transcript.Transcript;
import org.esl.runtime.transcript.TranscriptReader;
import org.esl.runtime.transcript.TranscriptResult;

import com.google.gson.JsonObject;

/**
 * Judges answers with the run service: the conversation with the proposed answer is one transcript, checked by a
 * {@link CheckSession} like {@code esl check} would check that line of the audit log, and the guard's exact one-step
 * lookahead reads the report (docs/guard.md, "What is judged"):
 *
 * <ul>
 * <li>a property whose LTL3 verdict is {@code violated} right after the answer's last step, and was not right
 * before its first (the report's timeline), is broken by the answer;
 * <li>a rule violated, an inferred atom contradicted, a claim {@code invalid} or {@code impossible}, or a tool call
 * the schema does not allow, at a step of the answer, is too;
 * <li>a property {@code pending} after the answer whose verdict on the transcript as it stands (LTLf, the report's
 * result) is {@code violated} is owed: nothing is broken yet, but the conversation must still do something.
 * </ul>
 *
 * One check with LTLf results gives both readings, since the timeline carries every property's LTL3 verdict after
 * each step. A session belongs to one thread at a time and the guard serves many: sessions are pooled, one borrowed
 * per check, up to {@code size} opened (docs/guard.md says why a pool and not a session per conversation).
 */
public final class Judge implements AutoCloseable {

    private final Spec spec;
    private final RunnableSpec runnable;
    private final CheckOptions options;
    private final ModelStage model;
    private final String file;
    private final int size;
    private final TranscriptReader reader = new TranscriptReader();
    private final BlockingQueue<CheckSession> idle = new LinkedBlockingQueue<>();
    private final AtomicInteger opened = new AtomicInteger();

    /**
     * Opens the first session at once, so that a spec whose properties cannot be monitored fails here.
     *
     * @param options     interpretation and solver time-out; the guard asks for LTLf results and reads LTL3 from the
     *                    timeline, so {@code partial} and {@code recover} must be off and {@code timeline} on
     *                    ({@link #checkOptions} gives them)
     * @param model       the LLM stage the sessions share (the guard owns it), or {@link ModelStage#NONE}
     * @param file        the name transcripts are read under: the audit log's, so that the LLM stage caches its
     *                    answers beside it
     * @param size        the most sessions open at once
     * @throws UncheckableSpecException when a property cannot be monitored
     */
    public Judge(RunnableSpec runnable, CheckOptions options, ModelStage model, String file, int size)
            throws UncheckableSpecException {
        if (options.partial() || options.recover() || !options.timeline()) {
            throw new IllegalArgumentException("the guard reads LTL3 verdicts from the timeline of an LTLf check");
        }
        if (size < 1) {
            throw new IllegalArgumentException("the guard needs at least one check session, not " + size);
        }
        this.spec = runnable.spec();
        this.runnable = runnable;
        this.options = options;
        this.model = model;
        this.file = file;
        this.size = size;
        idle.add(open());
        opened.set(1);
    }

    /**
     * The check the guard needs: LTLf results with the timeline, and a satisfied property's result without its
     * witness and quoted step. The guard reports only what an answer breaks, and its audit log carries each
     * result's verdict and step, not its message, so explaining the satisfied ones is work nobody reads
     * (docs/guard.md, "Load and overhead").
     */
    public static CheckOptions checkOptions(OptionalInt interpretation, OptionalLong timeoutMillis) {
        return new CheckOptions(interpretation, false, false, timeoutMillis, true, false);
    }

    /** Reads the client's messages as a transcript, once per exchange. */
    public Conversation conversation(ChatCall call) throws BadRequestException {
        return Conversation.of(call, reader, file);
    }

    /** Judges {@code answer} (an assistant message) as the next message of {@code conversation}. */
    public Judgement judge(Conversation conversation, JsonObject answer) {
        JsonObject transcript = conversation.with(answer);
        TranscriptResult read = Conversation.first(reader, file, transcript.toString());
        if (read instanceof TranscriptResult.Failed failed) {
            return new Judgement(transcript, Optional.empty(),
                    List.of(new Finding.UnreadableAnswer(failed.error().reason())), List.of());
        }
        Transcript loaded = ((TranscriptResult.Loaded) read).transcript();
        TranscriptReport report = check(loaded);
        return judgement(transcript, loaded, conversation.steps(), report);
    }

    private TranscriptReport check(Transcript transcript) {
        CheckSession session = borrow();
        try {
            return session.check(transcript);
        } finally {
            idle.add(session);
        }
    }

    private Judgement judgement(JsonObject json, Transcript transcript, int before, TranscriptReport report) {
        List<Finding> findings = new ArrayList<>();
        List<String> owed = new ArrayList<>();
        List<TimelineStep> timeline = report.timeline();
        Map<String, Verdict> previously = before == 0 ? Map.of() : timeline.get(before - 1).verdicts();
        Map<String, Verdict> now = timeline.get(timeline.size() - 1).verdicts();
        for (CheckResult result : report.results()) {
            boolean answered = result.step().isPresent() && result.step().getAsInt() >= before;
            switch (result.kind()) {
                case PROPERTY -> {
                    if (now.get(result.name()) == Verdict.VIOLATED && previously.get(result.name()) != Verdict.VIOLATED) {
                        findings.add(new Finding.BrokenProperty(spec.property(result.name()).orElseThrow(), result));
                    } else if (result.verdict() == CheckVerdict.VIOLATED && now.get(result.name()) == Verdict.PENDING) {
                        owed.add(result.name());
                    }
                }
                case RULE -> {
                    if (answered) {
                        findings.add(new Finding.BrokenRule(spec.rule(result.name()).orElseThrow(), result));
                    }
                }
                case CLAIM -> {
                    if (answered && result.isFailing()) {
                        findings.add(new Finding.RefutedClaim(result, result.proofPolicies().stream()
                                .flatMap(policy -> spec.policy(policy).stream()).toList()));
                    }
                }
                case QUERY -> {
                    if (answered && result.verdict() == CheckVerdict.CONTRADICTED) {
                        findings.add(new Finding.ContradictedQuery(result));
                    }
                }
            }
        }
        for (TranscriptError error : report.errors()) {
            if (error.step().isPresent() && error.step().getAsInt() >= before) {
                String tool = transcript.steps().get(error.step().getAsInt()).toolCall().map(RawToolCall::name)
                        .orElse("answer");
                findings.add(new Finding.DisallowedCall(tool, error));
            }
        }
        return new Judgement(json, Optional.of(report), findings, owed);
    }

    private CheckSession borrow() {
        CheckSession session = idle.poll();
        if (session != null) {
            return session;
        }
        if (opened.incrementAndGet() <= size) {
            try {
                return open();
            } catch (UncheckableSpecException e) {
                throw new IllegalStateException("the spec was checked when the guard started: " + e.getMessage(), e);
            }
        }
        opened.decrementAndGet();
        try {
            return idle.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a check session", e);
        }
    }

    private CheckSession open() throws UncheckableSpecException {
        // nobody cancels a guard's check: a stop lets the requests in flight finish
        return runnable.openCheck(options, model, new CancelSignal());
    }

    /** Closes the idle sessions; call it once no check runs any more. */
    @Override
    public void close() {
        for (CheckSession session; (session = idle.poll()) != null;) {
            session.close();
        }
    }
}
