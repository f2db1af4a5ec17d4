package org.esl.runtime.check;

import java.util.List;
import java.util.Optional;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.perception.Observations;
import org.esl.runtime.transcript.RawClaim;
import org.esl.runtime.transcript.Transcript;

/**
 * The optional language-model stage of a check (docs/llm.md): perception of transcripts
 * that carry no {@code facts}, follow-up questions about inferred atoms, and translations of assistant
 * answers into claims. The checker sees only this interface; talking to a model, caching and budgets live
 * in {@code org.esl.runtime.llm}. {@link #NONE} is the default: no model, nothing asked.
 */
public interface ModelStage {

    ModelStage NONE = (transcript, signal) -> Session.NONE;

    /**
     * The work on one transcript; {@code signal} cancels the requests to the model, and a request it cancels
     * is a failure of the session.
     */
    Session open(Transcript transcript, CancelSignal signal);

    /** One transcript's questions to the model; the checker calls each method at most once, in this order. */
    interface Session {

        Session NONE = new Session() {
            @Override
            public Observations perceive() {
                return Observations.NONE;
            }

            @Override
            public List<FollowUpAnswer> ask(List<String> questions) {
                return questions.stream().<FollowUpAnswer>map(q -> new FollowUpAnswer.NotAsked()).toList();
            }

            @Override
            public List<RawClaim> translate() {
                return List.of();
            }

            @Override
            public Optional<ModelReport> finish() {
                return Optional.empty();
            }
        };

        /** What the model perceived; the checker combines it with the other perceivers'. */
        Observations perceive();

        /** The answers to follow-up questions, one per question in the same order. */
        List<FollowUpAnswer> ask(List<String> questions);

        /** Claims translated from the assistant's answers at steps for which the transcript gives none. */
        List<RawClaim> translate();

        /** What the model did for this transcript (none when it was not used); answers are saved by now. */
        Optional<ModelReport> finish();
    }
}
