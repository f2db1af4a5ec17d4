package org.esl.lang.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.inject.Inject;

/**
 * Every shipped example, in {@code examples/} and its folders (the papers' examples), loaded with its imports and tool
 * schemas, lints with no error and no warning.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class ExamplesTest {

    private static final Path EXAMPLES = Path.of("../examples");

    @Inject
    private Lint lint;

    static Stream<Path> examples() throws IOException {
        List<Path> files;
        try (Stream<Path> listing = Files.walk(EXAMPLES)) {
            files = listing.filter(file -> file.toString().endsWith(".esl")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no examples found in " + EXAMPLES.toAbsolutePath());
        return files.stream();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void hasNoErrorsOrWarnings(Path example) {
        lint.expectClean(lint.issues(example));
    }

    @Test
    void parkExampleNotesItsNonLinearFee() {
        List<Issue> notes = lint.issues(EXAMPLES.resolve("park.esl"));
        assertEquals(List.of("25:16 INFO ESL017"), notes.stream()
                .map(issue -> issue.getLineNumber() + ":" + issue.getColumn() + " " + issue.getSeverity() + " " + issue.getCode())
                .toList());
        assertEquals(Severity.INFO, notes.get(0).getSeverity());
    }
}
