package org.esl.lang.library;

import java.net.URL;
import java.util.Optional;

/**
 * The specs shipped with the tool (docs/language.md, "Detectors"): {@code import "esl:detectors"} reads
 * {@code detectors.esl} from beside this class, in the jar or the build's classes, wherever the import is written.
 */
public final class StandardLibrary {

    /** How an import names a library rather than a file. */
    public static final String SCHEME = "esl:";

    private StandardLibrary() {
    }

    /** Whether the import names a library ({@code esl:NAME}) rather than a file. */
    public static boolean names(String written) {
        return written != null && written.startsWith(SCHEME);
    }

    /** The URI of the library an import names, if there is one by that name. */
    public static Optional<String> uri(String written) {
        if (!names(written)) {
            return Optional.empty();
        }
        String name = written.substring(SCHEME.length());
        URL file = name.matches("[a-z_]+") ? StandardLibrary.class.getResource(name + ".esl") : null;
        return Optional.ofNullable(file).map(URL::toString);
    }

    /** What to load for an import: a library's file, or the text as written (a path, or a library that does not exist). */
    public static String resolve(String written) {
        return uri(written).orElse(written);
    }
}
