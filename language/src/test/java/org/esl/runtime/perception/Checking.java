package org.esl.runtime.perception;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.stream.Collectors;

import org.esl.lang.lint.SpecLoader;
import org.esl.lang.lint.SpecLoader.LoadedSpec;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.SpecChecker;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.check.TranscriptReport;

/**
 * A spec and one transcript file written to a folder and checked there, as {@code esl check} does: the real
 * loader, compiler and checker, with the transcript's own facts and the spec's patterns as perception.
 */
final class Checking {

    private final Path dir;

    Checking(Path dir) {
        this.dir = dir;
    }

    /** Writes a file beside the spec, e.g. a tool schema. */
    Checking with(String name, String text) throws IOException {
        Files.writeString(dir.resolve(name), text);
        return this;
    }

    /** The report of {@code t.json}, holding {@code transcript}, checked against {@code spec}. */
    TranscriptReport check(String spec, String transcript) throws Exception {
        Path specFile = Files.writeString(dir.resolve("spec.esl"), spec);
        Path transcriptFile = Files.writeString(dir.resolve("t.json"), transcript);
        LoadedSpec loaded = SpecLoader.standalone().load(specFile);
        try (SpecChecker checker = SpecChecker.open(loaded.spec(), loaded.expressions(),
                List.of(new TranscriptFacts(loaded.expressions()), new PatternPerception(loaded.spec().predicates())),
                new CheckOptions(OptionalInt.empty(), false, false, OptionalLong.empty()))) {
            List<TranscriptReport> reports = checker.check(transcriptFile);
            assertEquals(1, reports.size());
            return reports.get(0);
        }
    }

    /** The errors with the file's name only: {@code t.json:1:83: step 0: …}. */
    List<String> errors(TranscriptReport report) {
        return report.errors().stream().map(TranscriptError::toString)
                .map(error -> error.replace(dir.resolve("t.json").toString(), "t.json")).toList();
    }

    /** Each result's name and verdict: {@code {"large": "violated"}}. */
    static Map<String, String> verdicts(TranscriptReport report) {
        return report.results().stream().collect(Collectors.toMap(CheckResult::name,
                result -> result.verdict().name().toLowerCase(Locale.ROOT)));
    }
}
