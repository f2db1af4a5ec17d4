package org.esl.runtime.check;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.chaining.KnowledgeSteps;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.perception.PerceivedLiteral;
import org.esl.runtime.perception.PerceivedTranscript;

/**
 * How a conversation that goes on labels its steps, a few at a time ({@link StepwiseCheck}): each step with the
 * predicate atoms that {@link SpecChecker} labels it with in the check of the conversation so far.
 */
sealed interface StepLabels permits StepLabels.Patterns, ChainedLabels {

    /**
     * The steps of {@code perceived}, the conversation's steps {@code first} on, labelled; empty when these steps
     * change the labels of a step before {@code first} (docs/audit.md, "When a conversation is checked a step at a
     * time"), so that only a check of the whole conversation so far is exact.
     */
    Optional<List<Step>> label(PerceivedTranscript perceived, int first);

    /**
     * A spec without rules and facts: a step's labels are the patterns its own text matches, known when it is
     * (docs/check.md: without rules or facts, such labels are not chained).
     */
    record Patterns(Set<PredicateAtom> watched, Set<String> events) implements StepLabels {

        @Override
        public Optional<List<Step>> label(PerceivedTranscript perceived, int first) {
            for (PerceivedLiteral literal : perceived.literals()) {
                // patterns perceive positive event atoms only; anything else could label earlier steps too
                if (!literal.literal().positive() || !events.contains(literal.literal().atom().predicate())) {
                    throw new IllegalStateException("a step at a time, only the spec's patterns may perceive, not: " + literal);
                }
            }
            return Optional.of(KnowledgeSteps.of(perceived.steps(), List.of(), watched, events));
        }
    }
}
