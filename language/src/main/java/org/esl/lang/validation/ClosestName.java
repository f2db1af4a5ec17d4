package org.esl.lang.validation;

import java.util.Locale;
import java.util.Optional;

/**
 * The declared name a misspelt one most likely meant. A candidate qualifies when it differs only in
 * letter case, when one name starts with the other ({@code Boolean} and {@code Bool}), or when its edit
 * distance is at most a third of the written name's length; among those the smallest edit distance
 * wins, ties going to the alphabetically first, so suggestions are stable. Names shorter than three
 * letters get no suggestion unless only their case differs: {@code x} for {@code y} would be a guess.
 */
public final class ClosestName {

    private static final int SHORTEST_GUESSED = 3;

    private ClosestName() {
    }

    public static Optional<String> to(String written, Iterable<String> candidates) {
        if (written == null || written.isEmpty()) {
            return Optional.empty();
        }
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            if (candidate.equals(written) || !qualifies(written, candidate)) {
                continue;
            }
            int distance = candidate.equalsIgnoreCase(written) ? 0 : distance(written, candidate);
            if (distance < bestDistance || distance == bestDistance && candidate.compareTo(best) < 0) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return Optional.ofNullable(best);
    }

    private static boolean qualifies(String written, String candidate) {
        if (written.equalsIgnoreCase(candidate)) {
            return true;
        }
        if (Math.min(written.length(), candidate.length()) < SHORTEST_GUESSED) {
            return false;
        }
        String a = written.toLowerCase(Locale.ROOT);
        String b = candidate.toLowerCase(Locale.ROOT);
        return a.startsWith(b) || b.startsWith(a) || distance(written, candidate) <= written.length() / 3;
    }

    /** Levenshtein distance: the fewest insertions, deletions and substitutions that turn a into b. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + substitution);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
