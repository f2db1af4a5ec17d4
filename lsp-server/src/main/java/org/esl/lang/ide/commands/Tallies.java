package org.esl.lang.ide.commands;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

import org.esl.runtime.Wording;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.check.Evidence.PropertyEvidence;
import org.esl.runtime.check.ResultKind;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.temporal.Property;

/**
 * The tally lenses of a check: for every rule, property and policy of the spec, what the check's
 * transcripts (those that could be read) did with it, e.g. "2 violations in 1 of 5 transcripts",
 * "satisfied in 5 of 5 transcripts", "no violation in 5 transcripts", "used by 3 claims (1 failing) in 2 of 5 transcripts" (a claim counts for the first policy its proof
 * names, or that its counterexample contradicts).
 */
final class Tallies {

    private Tallies() {
    }

    /** Per declaration name, its tally's title. */
    static Map<String, String> of(Spec spec, List<TranscriptReport> reports) {
        List<TranscriptReport> checked = reports.stream().filter(TranscriptReport::checked).toList();
        Map<String, String> titles = new LinkedHashMap<>();
        for (Rule rule : spec.rules()) {
            Predicate<CheckResult> about = result -> result.kind() == ResultKind.RULE && result.name().equals(rule.name());
            titles.put(rule.name(), violations(checked, about).orElse("no violation in " + transcripts(checked.size())));
        }
        for (Property property : spec.properties()) {
            Predicate<CheckResult> about = result -> result.kind() == ResultKind.PROPERTY && result.name().equals(property.name());
            titles.put(property.name(), violations(checked, about).orElseGet(() -> satisfied(checked, about)));
        }
        for (Policy policy : spec.policies()) {
            Predicate<CheckResult> about = result -> result.kind() == ResultKind.CLAIM
                    && result.declaration().filter(policy.range()::equals).isPresent();
            titles.put(policy.name(), used(checked, about));
        }
        return titles;
    }

    /** "2 violations in 1 of 5 transcripts", counting every violation a recovering monitor found. */
    private static Optional<String> violations(List<TranscriptReport> checked, Predicate<CheckResult> about) {
        int violations = 0;
        int transcripts = 0;
        for (TranscriptReport transcript : checked) {
            int here = transcript.results().stream().filter(about.and(CheckResult::isFailing)).mapToInt(Tallies::count).sum();
            violations += here;
            transcripts += here > 0 ? 1 : 0;
        }
        return violations == 0 ? Optional.empty()
                : Optional.of(Wording.count(violations, "violation") + " in " + transcripts + " of " + transcripts(checked.size()));
    }

    private static int count(CheckResult result) {
        return result.evidence() instanceof PropertyEvidence property && property.violations().size() > 1 ? property.violations().size() : 1;
    }

    private static String satisfied(List<TranscriptReport> checked, Predicate<CheckResult> about) {
        long satisfied = checked.stream().filter(transcript -> transcript.results().stream()
                .anyMatch(about.and(result -> result.verdict() == CheckVerdict.SATISFIED))).count();
        long pending = checked.size() - satisfied;
        return "satisfied in " + satisfied + " of " + transcripts(checked.size()) + (pending > 0 ? ", pending in " + pending : "");
    }

    private static String used(List<TranscriptReport> checked, Predicate<CheckResult> about) {
        int claims = 0;
        int failing = 0;
        int transcripts = 0;
        for (TranscriptReport transcript : checked) {
            long here = transcript.results().stream().filter(about).count();
            claims += (int) here;
            failing += (int) transcript.results().stream().filter(about.and(CheckResult::isFailing)).count();
            transcripts += here > 0 ? 1 : 0;
        }
        return claims == 0 ? "no claim used it in " + transcripts(checked.size())
                : "used by " + Wording.count(claims, "claim") + (failing > 0 ? " (" + failing + " failing)" : "") + " in " + transcripts
                        + " of " + transcripts(checked.size());
    }

    private static String transcripts(int count) {
        return Wording.count(count, "transcript");
    }
}
