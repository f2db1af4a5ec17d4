package org.esl.runtime.generate.questions;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * How a model did on the ground-truth questions: right answers out of asked, overall, per variant and per hop count,
 * and the wrong answers (the fact-conflicting hallucinations) with their chains.
 */
public record QuestionScore(Tally overall, Map<String, Tally> byVariant, Map<Integer, Tally> byHops,
        List<AnsweredQuestion> wrong) {

    /** Right answers out of asked. */
    public record Tally(int right, int asked) {

        Tally plus(boolean correct) {
            return new Tally(right + (correct ? 1 : 0), asked + 1);
        }

        /** {@code 7/8 (87.5%)}. */
        @Override
        public String toString() {
            return right + "/" + asked + (asked == 0 ? "" : String.format(Locale.ROOT, " (%.1f%%)", 100.0 * right / asked));
        }
    }

    public QuestionScore {
        byVariant = Collections.unmodifiableMap(new LinkedHashMap<>(byVariant));
        byHops = Collections.unmodifiableMap(new TreeMap<>(byHops));
        wrong = List.copyOf(wrong);
    }

    public static QuestionScore of(List<AnsweredQuestion> answered) {
        Tally overall = new Tally(0, 0);
        Map<String, Tally> byVariant = new LinkedHashMap<>();
        Map<Integer, Tally> byHops = new TreeMap<>();
        for (AnsweredQuestion answer : answered) {
            boolean correct = answer.correct();
            overall = overall.plus(correct);
            byVariant.merge(answer.question().variant(), new Tally(0, 0).plus(correct), QuestionScore::sum);
            byHops.merge(answer.question().hops(), new Tally(0, 0).plus(correct), QuestionScore::sum);
        }
        return new QuestionScore(overall, byVariant, byHops,
                answered.stream().filter(answer -> !answer.correct()).toList());
    }

    private static Tally sum(Tally a, Tally b) {
        return new Tally(a.right() + b.right(), a.asked() + b.asked());
    }
}
