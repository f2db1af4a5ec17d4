package org.esl.runtime.perception;

import java.util.ArrayList;
import java.util.List;

import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.perception.ExpressionParser.ExpressionException;
import org.esl.runtime.transcript.RawFact;
import org.esl.runtime.transcript.Transcript;
import org.esl.runtime.transcript.Truth;

/**
 * Perception from the transcript (docs/transcripts.md): the {@code facts} a transcript file carries. A fact labelled
 * unknown adds nothing (open world); a fact that does not parse against the spec is a problem.
 */
public final class TranscriptFacts implements Perceiver {

    private final ExpressionParser parser;

    public TranscriptFacts(ExpressionParser parser) {
        this.parser = parser;
    }

    @Override
    public Observations observe(Transcript transcript) {
        List<PerceivedLiteral> literals = new ArrayList<>();
        List<PerceptionProblem> problems = new ArrayList<>();
        for (RawFact fact : transcript.facts()) {
            if (fact.value() == Truth.UNKNOWN) {
                continue;
            }
            try {
                AtomLiteral literal = parser.groundLiteral(fact.atom());
                literals.add(new PerceivedLiteral(fact.value() == Truth.TRUE ? literal : literal.negated(), fact.step(),
                        PerceivedLiteral.Source.TRANSCRIPT_FACT, fact.range()));
            } catch (ExpressionException e) {
                problems.add(new PerceptionProblem("fact " + ExpressionParser.quote(fact.atom()) + ": " + e.getMessage()
                        + " (column " + e.column() + ")", fact.step(), fact.range()));
            }
        }
        return new Observations(literals, problems);
    }
}
