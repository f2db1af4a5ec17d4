package org.esl.runtime.eval;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.check.ResultKind;

/**
 * How well the check did on one property, one rule, or the claims (scored together: a claim belongs to one transcript):
 * the binary {@link Counts} and the confusion matrix of labelled verdict against the verdict the check gave.
 *
 * @param name      the property's or rule's name; {@code claims} for the claims
 * @param confusion per labelled verdict, how often the check gave each verdict; verdicts in their declared order
 */
public record ItemScore(ResultKind kind, String name, Counts counts, Map<CheckVerdict, Map<CheckVerdict, Long>> confusion) {

    public ItemScore {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(counts, "counts");
        EnumMap<CheckVerdict, Map<CheckVerdict, Long>> copy = new EnumMap<>(CheckVerdict.class);
        confusion.forEach((expected, row) -> copy.put(expected, Map.copyOf(new EnumMap<>(row))));
        confusion = Collections.unmodifiableMap(copy);
    }

    /** Nothing counted yet. */
    static ItemScore empty(ResultKind kind, String name) {
        return new ItemScore(kind, name, Counts.NONE, Map.of());
    }

    /** This score with one more labelled result: {@code expected} by the labels, {@code found} by the check. */
    ItemScore plus(CheckVerdict expected, CheckVerdict found) {
        EnumMap<CheckVerdict, Map<CheckVerdict, Long>> matrix = new EnumMap<>(CheckVerdict.class);
        confusion.forEach((row, cells) -> matrix.put(row, new EnumMap<>(cells)));
        matrix.computeIfAbsent(expected, row -> new EnumMap<>(CheckVerdict.class)).merge(found, 1L, Long::sum);
        return new ItemScore(kind, name, counts.plus(expected.isFailing(), found.isFailing()), matrix);
    }
}
