package org.esl.lang.lint;

import java.nio.file.Path;

/**
 * A spec file to lint: its name as the user sees it (the path given, or a directory given joined with
 * the file found under it), where it is, and its text.
 */
public record SpecSource(String file, Path path, String text) {
}
