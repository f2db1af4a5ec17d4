package org.esl.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.esl.lang.run.CheckSession;
import org.esl.runtime.check.StepwiseCheck;
import org.esl.runtime.transcript.TranscriptResult;

/**
 * A conversation's check a step at a time ({@link StepwiseCheck}) as a task keeps it in memory beside the keyed
 * state, with how many of the conversation's messages it has read: a check that has read fewer than the state holds
 * (the task was restored from a checkpoint, or dropped it for room) is built again from the state. Empty once a
 * message, or the first event's members, could not be read: a check of the conversation so far then fixes nothing,
 * as it reports only that error.
 *
 * <p>When the first event's {@code facts} or {@code claims} name a step not yet received, the check of the
 * conversation so far refuses it and fixes nothing until that step arrives (docs/audit.md, "When a conversation is
 * checked a step at a time"); the live check then {@link Awaiting awaits} that step, holding the messages received,
 * and reads them all at once with the facts and claims when it arrives, as the check of the conversation so far
 * then reads them, and step by step after that.
 */
record LiveCheck(ConversationStart conversation, Optional<StepwiseCheck> check, int messages, Optional<Awaiting> awaiting) {

    /** The check after some messages, and the verdicts they fixed. */
    record Added(LiveCheck check, List<StepwiseCheck.Fixed> fixed) {
    }

    /**
     * The messages received while the first event's facts and claims name a step still to come, the steps they make,
     * and how many steps the facts and claims need.
     */
    record Awaiting(List<String> messages, int steps, int needed) {

        Awaiting {
            messages = List.copyOf(messages);
        }

        Awaiting with(List<String> more, int moreSteps) {
            List<String> all = new ArrayList<>(messages);
            all.addAll(more);
            return new Awaiting(all, steps + moreSteps, needed);
        }
    }

    /** The check of a conversation that has no message yet. */
    static LiveCheck start(CheckSession session, ConversationStart conversation) {
        int needed = conversation.awaitedSteps();
        if (needed > 0) {
            return new LiveCheck(conversation, session.stepwise(), 0, Optional.of(new Awaiting(List.of(), 0, needed)));
        }
        boolean readable = conversation.transcript(List.of()) instanceof TranscriptResult.Loaded;
        return new LiveCheck(conversation, readable ? session.stepwise() : Optional.empty(), 0, Optional.empty());
    }

    /**
     * Whether the verdicts it fixes are still those of a check of the conversation so far: false once a message
     * changed the labels of an earlier one ({@link StepwiseCheck#exact()}), and the conversation is then checked whole.
     */
    boolean exact() {
        return check.map(StepwiseCheck::exact).orElse(true);
    }

    /** Reads the conversation's next messages. */
    Added add(List<String> more) {
        int count = messages + more.size();
        if (check.isEmpty()) {
            return new Added(new LiveCheck(conversation, check, count, Optional.empty()), List.of());
        }
        if (!(conversation.steps(more) instanceof TranscriptResult.Loaded steps)) {
            return unreadable(count);
        }
        if (awaiting.isEmpty()) {
            return new Added(new LiveCheck(conversation, check, count, awaiting), check.get().add(steps.transcript()));
        }
        Awaiting now = awaiting.get().with(more, steps.transcript().steps().size());
        if (now.steps() < now.needed()) {
            return new Added(new LiveCheck(conversation, check, count, Optional.of(now)), List.of());
        }
        // every step the facts and claims name has come: the conversation so far, read whole once, with them; a
        // failure now is in the first event's members or a message, and stays in every longer conversation
        if (!(conversation.transcript(now.messages()) instanceof TranscriptResult.Loaded whole)) {
            return unreadable(count);
        }
        return new Added(new LiveCheck(conversation, check, count, Optional.empty()), check.get().add(whole.transcript()));
    }

    private Added unreadable(int count) {
        return new Added(new LiveCheck(conversation, Optional.empty(), count, Optional.empty()), List.of());
    }
}
