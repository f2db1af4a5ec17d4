package org.esl.runtime.model;

import java.util.Map;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;

/**
 * Whether an ESL pattern (an RE2 regular expression) is found in a text, for perception patterns and {@code matches}
 * alike (docs/language.md, "Detectors"). A capture group named {@code luhn} or {@code mod97} narrows what counts as
 * found: the text the group matched must pass the Luhn check of payment card numbers, or the ISO 13616 mod-97 check
 * of IBANs. A regular expression cannot compute a checksum, and without it any 16 digits would be a card number.
 */
public final class PatternSearch {

    /** The group names that ask for a checksum. */
    public static final String LUHN = "luhn";
    public static final String MOD97 = "mod97";

    private PatternSearch() {
    }

    /** Whether some match of the pattern in the text passes the checksums its named groups ask for. */
    public static boolean found(Pattern pattern, String text) {
        Map<String, Integer> groups = pattern.namedGroups();
        boolean luhn = groups.containsKey(LUHN);
        boolean mod97 = groups.containsKey(MOD97);
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
            if ((!luhn || passesLuhn(matcher.group(LUHN))) && (!mod97 || passesMod97(matcher.group(MOD97)))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The Luhn check over the digits of the text (spaces and hyphens between them ignored): from the right, every
     * second digit doubled (less 9 when above 9), the sum a multiple of 10. At least two digits.
     */
    public static boolean passesLuhn(String text) {
        if (text == null) {
            return false;
        }
        String digits = text.replaceAll("[ -]", "");
        if (digits.length() < 2 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return false;
        }
        int sum = 0;
        for (int i = 0; i < digits.length(); i++) {
            int digit = digits.charAt(digits.length() - 1 - i) - '0';
            if (i % 2 == 1) {
                digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
            }
            sum += digit;
        }
        return sum % 10 == 0;
    }

    /**
     * The IBAN check (ISO 13616, spaces ignored, letters in either case): two letters, two check digits and up to 30
     * letters or digits; the first four characters moved to the end, letters read as 10 to 35, the number modulo 97
     * is 1.
     */
    public static boolean passesMod97(String text) {
        if (text == null) {
            return false;
        }
        String iban = text.replace(" ", "").toUpperCase(java.util.Locale.ROOT);
        if (!iban.matches("[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}")) {
            return false;
        }
        String rearranged = iban.substring(4) + iban.substring(0, 4);
        int remainder = 0;
        for (int i = 0; i < rearranged.length(); i++) {
            int value = Character.digit(rearranged.charAt(i), 36);
            remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
        }
        return remainder == 1;
    }
}
