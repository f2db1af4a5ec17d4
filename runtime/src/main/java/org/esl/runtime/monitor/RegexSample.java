package org.esl.runtime.monitor;

import java.util.Optional;

import org.esl.runtime.model.PatternSearch;

import com.google.re2j.Pattern;

/**
 * A short string that an RE2 regular expression finds, for the search's alphabet ({@link StepAlphabet}) and the texts
 * of generated transcripts: each alternative, group and class contributes its shortest choice, each repetition its
 * fewest copies. It reads the
 * common syntax (literals, escapes, classes, groups, flags, alternation, repetition, anchors); for anything else,
 * and for a sample the expression does not find after all (say, a word boundary between two letters), there is no
 * sample. The sample is checked with RE2 itself, so it is never wrong, only sometimes missing.
 */
public final class RegexSample {

    private final String regex;
    private int at;

    private RegexSample(String regex) {
        this.regex = regex;
    }

    public static Optional<String> shortest(String regex) {
        try {
            String sample = new RegexSample(regex).alternation();
            // a sample that misses a checksum the pattern asks for (PatternSearch) is no sample
            return PatternSearch.found(Pattern.compile(regex), sample) ? Optional.of(sample) : Optional.empty();
        } catch (IllegalArgumentException | IndexOutOfBoundsException unsupported) {
            return Optional.empty();
        }
    }

    /** {@code a|b|c}: the shortest alternative. */
    private String alternation() {
        String best = sequence();
        while (at < regex.length() && regex.charAt(at) == '|') {
            at++;
            String other = sequence();
            if (other.length() < best.length()) {
                best = other;
            }
        }
        return best;
    }

    private String sequence() {
        StringBuilder out = new StringBuilder();
        while (at < regex.length() && regex.charAt(at) != '|' && regex.charAt(at) != ')') {
            String atom = atom();
            out.append(atom.repeat(copies()));
        }
        return out.toString();
    }

    /** How many copies a repetition after an atom asks for at least: {@code *} and {@code ?} none, {@code +} one. */
    private int copies() {
        if (at >= regex.length()) {
            return 1;
        }
        char c = regex.charAt(at);
        int copies;
        if (c == '*' || c == '?') {
            at++;
            copies = 0;
        } else if (c == '+') {
            at++;
            copies = 1;
        } else if (c == '{' && regex.indexOf('}', at) > at) {
            int end = regex.indexOf('}', at);
            String bounds = regex.substring(at + 1, end);
            copies = Integer.parseInt((bounds.contains(",") ? bounds.substring(0, bounds.indexOf(',')) : bounds).trim());
            at = end + 1;
        } else {
            return 1;
        }
        if (at < regex.length() && regex.charAt(at) == '?') {
            at++; // lazy: the fewest copies are the same
        }
        return copies;
    }

    private String atom() {
        char c = regex.charAt(at++);
        return switch (c) {
            case '(' -> group();
            case '[' -> String.valueOf(classMember());
            case '.' -> "a";
            case '^', '$' -> "";
            case '\\' -> escape();
            default -> String.valueOf(c);
        };
    }

    /** {@code (…)}, {@code (?:…)}, {@code (?P<name>…)}, {@code (?<name>…)}, flags {@code (?i)} or {@code (?i:…)}. */
    private String group() {
        if (regex.charAt(at) == '?') {
            at++;
            if (regex.charAt(at) == 'P' || regex.charAt(at) == '<') {
                at = regex.indexOf('>', at) + 1;
            } else {
                while (regex.charAt(at) != ':' && regex.charAt(at) != ')') {
                    at++;
                }
                if (regex.charAt(at++) == ')') {
                    return ""; // flags for the rest: the shortest choices do not depend on them
                }
            }
        }
        String inner = alternation();
        expect(')');
        return inner;
    }

    /** One character of a class {@code […]} (just after its {@code [}): its first member, or for {@code [^…]} one outside it. */
    private char classMember() {
        boolean negated = regex.charAt(at) == '^';
        if (negated) {
            at++;
        }
        int end = regex.indexOf(']', regex.charAt(at) == ']' ? at + 1 : at);
        if (end < 0) {
            throw new IllegalArgumentException("unterminated class");
        }
        String members = regex.substring(at, end);
        at = end + 1;
        if (members.contains("\\") || members.contains("[:")) {
            throw new IllegalArgumentException("escapes and named classes inside a class are not sampled");
        }
        if (!negated) {
            return members.charAt(0);
        }
        for (char candidate : "aZ0 _-.@x".toCharArray()) {
            if (!inClass(members, candidate)) {
                return candidate;
            }
        }
        throw new IllegalArgumentException("no sample outside the class");
    }

    private static boolean inClass(String members, char c) {
        for (int i = 0; i < members.length(); i++) {
            boolean range = i + 2 < members.length() && members.charAt(i + 1) == '-';
            if (range ? members.charAt(i) <= c && c <= members.charAt(i + 2) : members.charAt(i) == c) {
                return true;
            }
            i += range ? 2 : 0;
        }
        return false;
    }

    private String escape() {
        char c = regex.charAt(at++);
        return switch (c) {
            case 'd' -> "0";
            case 'w', 'D', 'S' -> "a";
            case 's', 'W' -> " ";
            case 'b', 'B', 'A', 'z' -> "";
            case 'n' -> "\n";
            case 't' -> "\t";
            default -> {
                if (Character.isLetterOrDigit(c)) {
                    throw new IllegalArgumentException("escape \\" + c + " is not sampled");
                }
                yield String.valueOf(c);
            }
        };
    }

    private void expect(char c) {
        if (at >= regex.length() || regex.charAt(at) != c) {
            throw new IllegalArgumentException("expected " + c);
        }
        at++;
    }
}
