package org.esl.audit;

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
 */
record LiveCheck(Optional<StepwiseCheck> check, int messages) {

    /** The check after some messages, and the verdicts they fixed. */
    record Added(LiveCheck check, List<StepwiseCheck.Fixed> fixed) {
    }

    /** The check of a conversation whose first event's members, with no message, read as {@code start}. */
    static LiveCheck start(CheckSession session, TranscriptResult start) {
        return new LiveCheck(start instanceof TranscriptResult.Loaded ? session.stepwise() : Optional.empty(), 0);
    }

    /**
     * Whether the verdicts it fixes are still those of a check of the conversation so far: false once a message
     * changed the labels of an earlier one ({@link StepwiseCheck#exact()}), and the conversation is then checked whole.
     */
    boolean exact() {
        return check.map(StepwiseCheck::exact).orElse(true);
    }

    /** Reads the steps of {@code count} more messages. */
    Added add(TranscriptResult steps, int count) {
        if (check.isPresent() && steps instanceof TranscriptResult.Loaded loaded) {
            return new Added(new LiveCheck(check, messages + count), check.get().add(loaded.transcript()));
        }
        return new Added(new LiveCheck(Optional.empty(), messages + count), List.of());
    }
}
