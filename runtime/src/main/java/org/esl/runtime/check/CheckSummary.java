package org.esl.runtime.check;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.esl.runtime.check.Evidence.PropertyEvidence;

/**
 * The counts of a check run.
 *
 * @param transcripts every transcript met, read or not
 * @param checked     the transcripts that could be read and checked
 * @param failing     the transcripts with a failing verdict or an error
 * @param errors      the errors over all transcripts
 * @param violations  per violated rule or property (by name, sorted), how many times it was violated: one
 *                    per binding for a rule, one per violation for a property (several with recover)
 * @param claims      per claim finding that occurred, how many claims had it, in the order of the findings
 * @param queries     per query verdict that occurred, how many queries had it
 */
public record CheckSummary(int transcripts, int checked, int failing, int errors, Map<String, Integer> violations,
        Map<String, Integer> claims, Map<String, Integer> queries) {

    public CheckSummary {
        violations = Collections.unmodifiableMap(new LinkedHashMap<>(violations));
        claims = Collections.unmodifiableMap(new LinkedHashMap<>(claims));
        queries = Collections.unmodifiableMap(new LinkedHashMap<>(queries));
    }

    public static CheckSummary of(List<TranscriptReport> reports) {
        Map<String, Integer> violations = new TreeMap<>();
        Map<CheckVerdict, Integer> claims = new EnumMap<>(CheckVerdict.class);
        Map<CheckVerdict, Integer> queries = new EnumMap<>(CheckVerdict.class);
        for (TranscriptReport report : reports) {
            for (CheckResult result : report.results()) {
                switch (result.kind()) {
                    case RULE, PROPERTY -> {
                        if (result.verdict() == CheckVerdict.VIOLATED) {
                            violations.merge(result.name(), violationCount(result), Integer::sum);
                        }
                    }
                    case CLAIM -> claims.merge(result.verdict(), 1, Integer::sum);
                    case QUERY -> queries.merge(result.verdict(), 1, Integer::sum);
                }
            }
        }
        return new CheckSummary(reports.size(), (int) reports.stream().filter(TranscriptReport::checked).count(),
                (int) reports.stream().filter(TranscriptReport::isFailing).count(),
                reports.stream().mapToInt(report -> report.errors().size()).sum(),
                violations, byName(claims), byName(queries));
    }

    private static int violationCount(CheckResult result) {
        return result.evidence() instanceof PropertyEvidence property && !property.violations().isEmpty()
                ? property.violations().size() : 1;
    }

    private static Map<String, Integer> byName(Map<CheckVerdict, Integer> counts) {
        Map<String, Integer> named = new LinkedHashMap<>();
        counts.forEach((verdict, count) -> named.put(verdict.eslName(), count));
        return named;
    }
}
