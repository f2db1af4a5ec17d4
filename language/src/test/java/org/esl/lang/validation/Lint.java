package org.esl.lang.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Inject;
import com.google.inject.Provider;

/**
 * The tests' vocabulary: lint a spec the way the CLI and the editor do (parse, link, validate), and
 * compare the issues of one code with the ranges marked «like this» in the spec's text.
 */
final class Lint {

    private static final char OPEN = '«';
    private static final char CLOSE = '»';

    /** A spec's text without its marks, and the marked ranges as offset and length. */
    record Marked(String text, List<int[]> ranges) {
        static Marked of(String marked) {
            StringBuilder text = new StringBuilder();
            List<int[]> ranges = new ArrayList<>();
            int start = -1;
            for (char c : marked.toCharArray()) {
                if (c == OPEN) {
                    start = text.length();
                } else if (c == CLOSE) {
                    ranges.add(new int[] {start, text.length() - start});
                } else {
                    text.append(c);
                }
            }
            return new Marked(text.toString(), ranges);
        }
    }

    @Inject
    private Provider<XtextResourceSet> resourceSets;

    @Inject
    private IResourceValidator validator;

    /** All issues of a spec given as text, read as an in-memory file. */
    List<Issue> issues(String text) {
        XtextResourceSet set = resourceSets.get();
        Resource resource = set.createResource(URI.createURI("inmemory:/spec.esl"));
        try {
            resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return validate(resource);
    }

    /**
     * All issues of a spec file, loaded with the files it imports and the tool schemas it reads, and with
     * {@code alsoLoaded} in the same resource set (as a workspace or a CLI run with several files has them).
     */
    List<Issue> issues(Path file, Path... alsoLoaded) {
        XtextResourceSet set = resourceSets.get();
        for (Path other : alsoLoaded) {
            set.getResource(URI.createFileURI(other.toAbsolutePath().toString()), true);
        }
        Resource resource = set.getResource(URI.createFileURI(file.toAbsolutePath().toString()), true);
        return validate(resource);
    }

    /**
     * Asserts that the issues with {@code code} are exactly at the marked ranges, each with the given
     * severity, and returns them in the order of the marks.
     */
    List<Issue> expect(String code, Severity severity, String markedText) {
        Marked marked = Marked.of(markedText);
        return check(code, severity, marked, issues(marked.text()));
    }

    /** As {@link #expect(String, Severity, String)}, for a spec written to {@code dir/spec.esl}. */
    List<Issue> expect(String code, Severity severity, Path dir, String markedText) {
        Marked marked = Marked.of(markedText);
        return check(code, severity, marked, issues(write(dir, "spec.esl", marked.text())));
    }

    /** Asserts one issue with {@code code} at the one marked range, with this severity and message. */
    Issue expectOne(String code, Severity severity, String message, String markedText) {
        List<Issue> found = expect(code, severity, markedText);
        assertEquals(message, found.get(0).getMessage());
        return found.get(0);
    }

    /** Asserts that the spec has no issue with {@code code}. */
    void expectNone(String code, String text) {
        expectNone(code, issues(text));
    }

    void expectNone(String code, List<Issue> issues) {
        List<Issue> found = issues.stream().filter(issue -> code.equals(issue.getCode())).toList();
        if (!found.isEmpty()) {
            fail("expected no " + code + " but found:\n" + describe(found));
        }
    }

    /** Asserts that a spec has no errors and no warnings (information notes are fine). */
    void expectClean(String text) {
        expectClean(issues(text));
    }

    void expectClean(List<Issue> issues) {
        List<Issue> serious = issues.stream().filter(issue -> issue.getSeverity() != Severity.INFO).toList();
        if (!serious.isEmpty()) {
            fail("expected no errors or warnings but found:\n" + describe(serious));
        }
    }

    static Path write(Path dir, String name, String text) {
        try {
            Path file = dir.resolve(name);
            Files.createDirectories(file.getParent());
            return Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String describe(List<Issue> issues) {
        return issues.stream()
                .map(issue -> issue.getLineNumber() + ":" + issue.getColumn() + " " + issue.getSeverity() + " "
                        + issue.getCode() + " " + issue.getMessage())
                .collect(Collectors.joining("\n"));
    }

    private static String excerpt(String text, int offset, int length) {
        int start = Math.min(offset, text.length());
        return text.substring(start, Math.min(start + length, text.length()));
    }

    private List<Issue> validate(Resource resource) {
        return validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl);
    }

    private static List<Issue> check(String code, Severity severity, Marked marked, List<Issue> issues) {
        List<Issue> found = issues.stream().filter(issue -> code.equals(issue.getCode()))
                .sorted(Comparator.comparingInt(Issue::getOffset)).toList();
        String expected = marked.ranges().stream()
                .map(range -> severity + " " + code + " at " + range[0] + "+" + range[1] + " '"
                        + excerpt(marked.text(), range[0], range[1]) + "'")
                .collect(Collectors.joining("\n"));
        String actual = found.stream()
                .map(issue -> issue.getSeverity() + " " + code + " at " + issue.getOffset() + "+" + issue.getLength() + " '"
                        + excerpt(marked.text(), issue.getOffset(), issue.getLength()) + "'")
                .collect(Collectors.joining("\n"));
        assertEquals(expected, actual, () -> "all issues:\n" + describe(issues));
        return found;
    }
}
