package org.esl.runtime.policy;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.model.value.Rational;

/**
 * Translations of one answer that mean the same under the policies, with their share of all translations
 * ({@code confidence}, e.g. 2/3) and the result of checking them.
 *
 * @param translations 0-based positions of the members in the list of translations, ascending
 */
public record TranslationGroup(List<Integer> translations, Rational confidence, ClaimResult result) {

    public TranslationGroup {
        translations = List.copyOf(translations);
        Objects.requireNonNull(confidence, "confidence");
        Objects.requireNonNull(result, "result");
        if (translations.isEmpty()) {
            throw new IllegalArgumentException("a translation group has at least one member");
        }
    }
}
