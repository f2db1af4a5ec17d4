package org.esl.runtime.spectest;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.SourceRange;

/** The results of one spec's own tests, in source order. */
public record SpecTestReport(String spec, String file, List<TestResult> results) {

    public SpecTestReport {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(file, "file");
        results = List.copyOf(results);
    }

    /**
     * The same report under another name for its file, e.g. the path the user typed instead of the absolute one the
     * compiled spec carries; the tests' ranges, which are all in that file, are renamed with it.
     */
    public SpecTestReport shownAs(String shownFile) {
        return new SpecTestReport(spec, shownFile, results.stream()
                .map(result -> new TestResult(result.name(), result.kind(), result.outcome(), result.message(), result.actual(), result.expectable(),
                        rename(result.range(), shownFile), result.time()))
                .toList());
    }

    private static SourceRange rename(SourceRange range, String file) {
        return new SourceRange(file, range.line(), range.column(), range.endLine(), range.endColumn());
    }

    public long passed() {
        return results.stream().filter(TestResult::passed).count();
    }

    /** Failed tests, those that could not run included. */
    public long failed() {
        return results.size() - passed();
    }

    /** The tests that could not run to a verdict. */
    public long errors() {
        return results.stream().filter(result -> result.outcome() == Outcome.ERROR).count();
    }
}
