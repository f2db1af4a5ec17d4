package org.esl.runtime.check;

import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

import org.esl.runtime.Wording;
import org.esl.runtime.model.Spec;

/**
 * The counts of a check run. It is a fold over the transcripts' reports ({@link #plus(TranscriptReport)}), so a
 * run that streams its reports (one transcript at a time) sums up without keeping them.
 *
 * @param transcripts every transcript met, read or not
 * @param checked     the transcripts that could be read and checked
 * @param failing     the transcripts with a failing verdict or an error
 * @param errors      the errors over all transcripts
 * @param findings    the failing results and the errors over all transcripts
 * @param violations  per violated rule or property (by name, sorted), how many times it was violated
 *                    ({@link CheckResult#violationCount()})
 * @param claims      per claim finding that occurred, how many claims had it, in the order of {@link CheckVerdict}
 * @param queries     per query verdict that occurred, how many queries had it, in the same order
 * @param coverage    what the transcripts exercised of the spec, when the run counts it ({@code --coverage})
 */
public record CheckSummary(int transcripts, int checked, int failing, int errors, int findings,
        Map<String, Integer> violations, Map<String, Integer> claims, Map<String, Integer> queries,
        Optional<Coverage> coverage) {

    /** The summary of a run that met no transcript. */
    public static final CheckSummary EMPTY = new CheckSummary(0, 0, 0, 0, 0, Map.of(), Map.of(), Map.of());

    private static final Comparator<String> VERDICT_ORDER =
            Comparator.comparing(name -> CheckVerdict.valueOf(name.toUpperCase(Locale.ROOT)));

    /** A summary that does not count coverage. */
    public CheckSummary(int transcripts, int checked, int failing, int errors, int findings,
            Map<String, Integer> violations, Map<String, Integer> claims, Map<String, Integer> queries) {
        this(transcripts, checked, failing, errors, findings, violations, claims, queries, Optional.empty());
    }

    public CheckSummary {
        Objects.requireNonNull(coverage, "coverage");
        violations = Collections.unmodifiableMap(new LinkedHashMap<>(violations));
        claims = Collections.unmodifiableMap(new LinkedHashMap<>(claims));
        queries = Collections.unmodifiableMap(new LinkedHashMap<>(queries));
    }

    /** The summary of a run that met no transcript and counts what they exercise of {@code spec}. */
    public static CheckSummary countingCoverage(Spec spec) {
        return new CheckSummary(0, 0, 0, 0, 0, Map.of(), Map.of(), Map.of(), Optional.of(Coverage.of(spec)));
    }

    public static CheckSummary of(List<TranscriptReport> reports) {
        CheckSummary summary = EMPTY;
        for (TranscriptReport report : reports) {
            summary = summary.plus(report);
        }
        return summary;
    }

    /** This summary with one more transcript counted. */
    public CheckSummary plus(TranscriptReport report) {
        Map<String, Integer> violated = new TreeMap<>(violations);
        Map<String, Integer> claimed = new TreeMap<>(VERDICT_ORDER);
        claimed.putAll(claims);
        Map<String, Integer> asked = new TreeMap<>(VERDICT_ORDER);
        asked.putAll(queries);
        for (CheckResult result : report.results()) {
            switch (result.kind()) {
                case RULE, PROPERTY -> {
                    if (result.violationCount() > 0) {
                        violated.merge(result.name(), result.violationCount(), Integer::sum);
                    }
                }
                case CLAIM -> claimed.merge(result.verdict().eslName(), 1, Integer::sum);
                case QUERY -> asked.merge(result.verdict().eslName(), 1, Integer::sum);
            }
        }
        return new CheckSummary(transcripts + 1, checked + (report.checked() ? 1 : 0), failing + (report.isFailing() ? 1 : 0),
                errors + report.errors().size(), findings + report.findings(), violated, claimed, asked,
                coverage.map(counted -> counted.plus(report)));
    }

    /** This summary and another of other transcripts as one, e.g. those of the parallel tasks of one run. */
    public CheckSummary plus(CheckSummary other) {
        Map<String, Integer> violated = new TreeMap<>(violations);
        other.violations.forEach((name, count) -> violated.merge(name, count, Integer::sum));
        Map<String, Integer> claimed = new TreeMap<>(VERDICT_ORDER);
        claimed.putAll(claims);
        other.claims.forEach((verdict, count) -> claimed.merge(verdict, count, Integer::sum));
        Map<String, Integer> asked = new TreeMap<>(VERDICT_ORDER);
        asked.putAll(queries);
        other.queries.forEach((verdict, count) -> asked.merge(verdict, count, Integer::sum));
        return new CheckSummary(transcripts + other.transcripts, checked + other.checked, failing + other.failing,
                errors + other.errors, findings + other.findings, violated, claimed, asked,
                coverage.isEmpty() || other.coverage.isEmpty() ? coverage.or(() -> other.coverage)
                        : Optional.of(coverage.get().plus(other.coverage.get())));
    }

    /**
     * The check in one line, as every front end sums it up: "2 transcripts checked, 1 failing, 4 findings",
     * counting transcripts (not files: a {@code .jsonl} file holds many), and as findings the failing verdicts
     * and the transcript errors.
     */
    public String headline() {
        return Wording.count(checked, "transcript") + " checked, " + failing + " failing, " + Wording.count(findings, "finding");
    }
}
