package org.esl.runtime.transcript;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.SourceRange;

/**
 * A transcript as read from a file: its steps and the perception results the file itself carries.
 *
 * @param id    the file's {@code id}; else the file name without extension for a {@code .json} file,
 *              or {@code name.jsonl#line} for a line of a {@code .jsonl} file
 * @param file  the file it was read from, as given to the reader
 * @param range the transcript's JSON value in the file
 * @param time  when the conversation took place, if the file says (its {@code timestamp} or {@code created})
 */
public record Transcript(String id, String file, List<TranscriptStep> steps, List<RawFact> facts, List<RawClaim> claims,
        SourceRange range, Optional<Instant> time) {

    public Transcript {
        Objects.requireNonNull(id);
        Objects.requireNonNull(file);
        steps = List.copyOf(steps);
        facts = List.copyOf(facts);
        claims = List.copyOf(claims);
        Objects.requireNonNull(range);
        Objects.requireNonNull(time);
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).index() != i) {
                throw new IllegalArgumentException("step " + steps.get(i).index() + " is at position " + i);
            }
        }
        int stepCount = steps.size();
        for (RawFact fact : facts) {
            requireStep(fact.step(), stepCount);
        }
        for (RawClaim claim : claims) {
            requireStep(claim.step(), stepCount);
        }
    }

    private static void requireStep(int step, int stepCount) {
        if (step < 0 || step >= stepCount) {
            throw new IllegalArgumentException("a fact or claim refers to a step the transcript does not have");
        }
    }
}
