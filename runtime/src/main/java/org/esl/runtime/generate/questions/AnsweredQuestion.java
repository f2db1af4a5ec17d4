package org.esl.runtime.generate.questions;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A question and what the model answered: {@code answer} is its reply as given, {@code reading} the yes or no read
 * from its first word (empty for any other reply, which counts as wrong).
 */
public record AnsweredQuestion(GroundTruthQuestion question, String answer, Optional<Boolean> reading) {

    public AnsweredQuestion {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(answer, "answer");
        Objects.requireNonNull(reading, "reading");
    }

    /** The reply read as yes or no: "Yes.", "no, because …", "**No**" are read; "I am not sure" is not. */
    public static AnsweredQuestion of(GroundTruthQuestion question, String answer) {
        String[] words = answer.strip().toLowerCase(Locale.ROOT).split("[^a-z]+", 3);
        String first = words.length > 0 && !words[0].isEmpty() ? words[0] : words.length > 1 ? words[1] : "";
        Optional<Boolean> reading = first.equals("yes") ? Optional.of(true) : first.equals("no") ? Optional.of(false) : Optional.empty();
        return new AnsweredQuestion(question, answer, reading);
    }

    public boolean correct() {
        return reading.isPresent() && reading.get() == question.expected();
    }
}
