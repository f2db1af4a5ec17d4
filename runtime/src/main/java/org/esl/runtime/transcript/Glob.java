package org.esl.runtime.transcript;

import java.util.regex.Pattern;

/**
 * A glob over {@code /}-separated relative paths, as shells and .gitignore files read them: {@code *}
 * and {@code ?} stay within one folder, {@code **} crosses folders and {@code **}{@code /} also matches
 * no folder at all (so {@code runs/**}{@code /*.json} finds {@code runs/a.json} too), {@code [abc]} and
 * {@code [!abc]} match one character, {@code {a,b}} either text, and a backslash takes the next
 * character literally.
 */
final class Glob {

    private static final String GLOB_CHARACTERS = "*?[{";

    private final Pattern regex;

    private Glob(Pattern regex) {
        this.regex = regex;
    }

    static boolean isGlob(String text) {
        return text.chars().anyMatch(c -> GLOB_CHARACTERS.indexOf(c) >= 0);
    }

    /** @throws IllegalArgumentException with a message for the user when a bracket or brace is not closed */
    static Glob compile(String glob) {
        StringBuilder regex = new StringBuilder();
        boolean inAlternatives = false;
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            switch (c) {
                case '*' -> {
                    if (i + 1 < glob.length() && glob.charAt(i + 1) == '*') {
                        i++;
                        if (i + 1 < glob.length() && glob.charAt(i + 1) == '/') {
                            i++;
                            regex.append("(?:[^/]*/)*");
                        } else {
                            regex.append(".*");
                        }
                    } else {
                        regex.append("[^/]*");
                    }
                }
                case '?' -> regex.append("[^/]");
                case '[' -> i = characterClass(glob, i, regex);
                case '{' -> {
                    if (inAlternatives) {
                        throw new IllegalArgumentException("\"{\" inside \"{...}\" is not supported");
                    }
                    inAlternatives = true;
                    regex.append("(?:");
                }
                case ',' -> regex.append(inAlternatives ? "|" : ",");
                case '}' -> {
                    regex.append(inAlternatives ? ")" : "\\}");
                    inAlternatives = false;
                }
                case '\\' -> {
                    if (i + 1 < glob.length()) {
                        literal(glob.charAt(++i), regex);
                    } else {
                        literal(c, regex);
                    }
                }
                default -> literal(c, regex);
            }
        }
        if (inAlternatives) {
            throw new IllegalArgumentException("\"{\" is not closed");
        }
        return new Glob(Pattern.compile(regex.toString()));
    }

    boolean matches(String relativePath) {
        return regex.matcher(relativePath).matches();
    }

    /** Appends the class that starts at {@code open} and returns the index of its closing bracket. */
    private static int characterClass(String glob, int open, StringBuilder regex) {
        int first = open + 1;
        boolean negated = first < glob.length() && glob.charAt(first) == '!';
        if (negated) {
            first++;
        }
        int close = glob.indexOf(']', first);
        if (close <= first) {
            throw new IllegalArgumentException("\"[\" is not closed by \"]\"");
        }
        regex.append('[').append(negated ? "^" : "");
        for (char c : glob.substring(first, close).toCharArray()) {
            // '-' keeps its meaning of a range; everything else is a literal member.
            regex.append(c == '-' || Character.isLetterOrDigit(c) ? String.valueOf(c) : "\\" + c);
        }
        regex.append("&&[^/]]");
        return close;
    }

    private static void literal(char c, StringBuilder regex) {
        if (!Character.isLetterOrDigit(c)) {
            regex.append('\\');
        }
        regex.append(c);
    }
}
