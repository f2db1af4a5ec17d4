package org.esl.runtime.transcript;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.SourceRange;

/**
 * A claim made at a step, as translated into policy formulas: a premise ({@code given}) and a
 * conclusion ({@code claim}). A file gives either one pair, read as a single translation, or several
 * {@code translations} of the same answer (by different models or samples); none at all means the
 * answer could not be translated. Formulas are still ESL text; the language module parses them.
 *
 * @param id    the claim's name in results, or null when the file gives none
 * @param range the claim's object in the file
 */
public record RawClaim(String id, int step, List<Translation> translations, SourceRange range) {

    public RawClaim {
        translations = List.copyOf(translations);
        Objects.requireNonNull(range);
    }

    /**
     * One translation of a claim. A missing premise reads as {@code "true"}.
     *
     * @param range the translation's object in the file (the claim's own object for a single pair)
     */
    public record Translation(String given, String claim, SourceRange range) {

        public Translation {
            Objects.requireNonNull(given);
            Objects.requireNonNull(claim);
            Objects.requireNonNull(range);
        }
    }
}
