package org.esl.lang.incremental;

import org.eclipse.xtext.util.ReplaceRegion;

/**
 * What an edit replaced, told from the text before and after it: the span between their common start and
 * their common end. An editor may send the whole document on each change; this is the region Xtext's partial
 * parser then starts from.
 */
final class ChangedRegion {

    private ChangedRegion() {
    }

    /** The region of {@code old} that {@code text} replaces, and what replaces it; null when the texts are equal. */
    static ReplaceRegion between(String old, String text) {
        int shorter = Math.min(old.length(), text.length());
        int start = 0;
        while (start < shorter && old.charAt(start) == text.charAt(start)) {
            start++;
        }
        int end = 0;
        while (end < shorter - start && old.charAt(old.length() - 1 - end) == text.charAt(text.length() - 1 - end)) {
            end++;
        }
        if (start == old.length() && start == text.length()) {
            return null;
        }
        return new ReplaceRegion(start, old.length() - start - end, text.substring(start, text.length() - end));
    }
}
