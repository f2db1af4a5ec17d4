package org.esl.runtime.generate.questions;

import java.util.List;

import org.esl.runtime.model.term.AtomLiteral;

/**
 * What a question stipulates before it asks: ground literals about fresh individuals (a person {@code x1} is inside a
 * train), from the premises of a rule, or of a chain of up to three rules, each one's conclusion a premise of the
 * next. The spec's facts are not hypotheses: where a premise is a fact, the fact's constants are used.
 */
record Scenario(List<AtomLiteral> hypotheses) {

    Scenario {
        hypotheses = List.copyOf(hypotheses);
    }
}
