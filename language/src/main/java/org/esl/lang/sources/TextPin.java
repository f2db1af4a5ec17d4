package org.esl.lang.sources;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The pin a {@code source} clause may carry ({@code sha "…"}) so that a later change of the cited text is noticed: the
 * first {@value #DIGITS} hexadecimal digits of the SHA-256 of the cited text as {@link Citation#textIn} gives it,
 * lines trimmed and blank lines left out, so that re-indenting, re-wrapping blank lines or a change of line endings
 * does not count as a change of what the rule encodes, while any changed word does.
 */
public final class TextPin {

    /** 64 bits: as short as a reader can compare at a glance, far beyond accidental collisions among one spec's citations. */
    public static final int DIGITS = 16;

    private TextPin() {
    }

    /** The pin of a cited text, as {@link Citation#textIn} gives it. */
    public static String of(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest).substring(0, DIGITS);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
