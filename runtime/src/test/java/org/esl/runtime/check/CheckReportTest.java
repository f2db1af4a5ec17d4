package org.esl.runtime.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.esl.runtime.SourceRange;
import org.esl.runtime.check.Evidence.ClaimEvidence;
import org.esl.runtime.check.Evidence.PropertyEvidence;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.monitor.Witness;
import org.esl.runtime.policy.ClaimResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What a check's reports mean, decided once for every front end: which verdicts fail, the headline, the summary's
 * counts and the tallies of the declarations. Reports are written as values, as a check of the refunds spec
 * ({@link Refunds}) with a policy {@code fee_cap} would make them.
 */
class CheckReportTest {

    private static final Spec EMPTY = new Spec("empty", "", "empty.esl", Options.DEFAULTS, List.of(), List.<Path>of(), List.of(),
            List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of());
    private static final Spec REFUNDS_WITH_FEE_CAP = withPolicy(Refunds.spec(), "fee_cap");

    @Test
    void theHeadlineCountsTranscriptsNotFilesAndTheirErrorsAsFindings() {
        // one .jsonl file: a clean transcript on line 1, a line that could not be read on line 2
        TranscriptReport clean = new TranscriptReport("case-1", "cases.jsonl", true, List.of(), List.of());
        TranscriptReport unreadable = new TranscriptReport("cases.jsonl#2", "cases.jsonl", false, List.of(),
                List.of(new TranscriptError("cases.jsonl", Optional.empty(), OptionalInt.empty(), "line 2 is not JSON")));

        assertEquals("1 transcript checked, 1 failing, 1 finding", CheckReport.of(EMPTY, List.of(clean, unreadable)).headline());
        assertEquals("1 transcript checked, 0 failing, 0 findings", CheckReport.of(EMPTY, List.of(clean)).headline());
        assertTrue(CheckReport.of(EMPTY, List.of(unreadable)).nothingChecked());
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({
            "VIOLATED, failing", "INVALID, failing", "IMPOSSIBLE, failing", "CONTRADICTED, failing",
            "SATISFIED, passing", "VALID, passing", "CONFIRMED, passing",
            "PENDING, undecided", "SATISFIABLE, undecided", "TOO_COMPLEX, undecided", "AMBIGUOUS, undecided",
            "NO_TRANSLATION, undecided", "INFERRED, undecided" })
    void everyVerdictHasOneOutcome(CheckVerdict verdict, String outcome) {
        assertEquals(outcome, verdict.outcome().eslName());
        assertEquals(outcome.equals("failing"), verdict.isFailing());
    }

    /** With --recover a property violated three times counts three in the summary and in its tally alike. */
    @Test
    void everyViolationARecoveringMonitorFoundCountsOnceInTheSummaryAndInTheTally() {
        CheckResult notified = property("notified", CheckVerdict.VIOLATED, List.of(witness(2), witness(5), witness(9)));
        CheckResult once = property("notified", CheckVerdict.VIOLATED, List.of());
        CheckReport report = CheckReport.of(REFUNDS_WITH_FEE_CAP, List.of(transcript("a", notified), transcript("b", once),
                transcript("c", property("notified", CheckVerdict.SATISFIED, List.of()))));

        assertEquals(Map.of("notified", 4), report.summary().violations());
        Tally tally = tally(report, "notified");
        assertEquals(4, tally.failing());
        assertEquals(2, tally.failingIn());
        assertEquals("4 violations in 2 of 3 transcripts", tally.title());
        assertEquals("3 transcripts checked, 2 failing, 2 findings", report.headline(), "a finding per failing result, however often violated");
    }

    @Test
    void theTalliesOfEveryKindOfDeclaration() {
        CheckResult invalid = claim("fee", CheckVerdict.INVALID, Finding.INVALID, "fee_cap");
        CheckResult valid = claim("fee again", CheckVerdict.VALID, Finding.VALID, "fee_cap");
        CheckResult rule = new CheckResult(ResultKind.RULE, "refund_allowed", CheckVerdict.VIOLATED, OptionalInt.of(0), "violated",
                new Evidence.RuleEvidence(List.of(), "RefundAllowed", List.of()), Optional.empty(), Optional.empty());
        TranscriptReport unreadable = new TranscriptReport("broken", "broken.json", false, List.of(),
                List.of(new TranscriptError("broken.json", Optional.empty(), OptionalInt.empty(), "not JSON")));
        CheckReport report = CheckReport.of(REFUNDS_WITH_FEE_CAP, List.of(
                transcript("a", property("greets", CheckVerdict.SATISFIED, List.of()), rule, invalid),
                transcript("b", property("greets", CheckVerdict.PENDING, List.of()), valid),
                unreadable));

        assertEquals(Map.of(
                "refund_allowed", "rule: 1 violation in 1 of 2 transcripts",
                "wants_money", "rule: no violation in 2 transcripts",
                "greets", "property: satisfied in 1 of 2 transcripts, pending in 1",
                "notified", "property: satisfied in 0 of 2 transcripts, pending in 2",
                "fee_cap", "policy: used by 2 claims (1 failing) in 2 of 2 transcripts"),
                report.tallies().stream().collect(Collectors.toMap(Tally::name, t -> t.kind().eslName() + ": " + t.title())));
        assertEquals(List.of("refund_allowed", "wants_money", "greets", "notified", "fee_cap"),
                report.tallies().stream().map(Tally::name).toList(), "rules, properties, then policies, in the spec's order");
    }

    @Test
    void theSummaryIsAFoldSoAStreamedRunSumsUpAsACollectedOne() {
        List<TranscriptReport> reports = List.of(
                transcript("a", property("notified", CheckVerdict.VIOLATED, List.of()),
                        claim("fee", CheckVerdict.INVALID, Finding.INVALID, "fee_cap")),
                transcript("b", claim("fee", CheckVerdict.VALID, Finding.VALID, "fee_cap"),
                        claim("other", CheckVerdict.INVALID, Finding.INVALID, "fee_cap")));
        CheckSummary streamed = CheckSummary.EMPTY;
        for (TranscriptReport report : reports) {
            streamed = streamed.plus(report);
        }

        assertEquals(CheckSummary.of(reports), streamed);
        assertEquals("{valid=1, invalid=2}", streamed.claims().toString(), "claims in the order of the verdicts");
        assertEquals(3, streamed.findings());
        assertFalse(CheckReport.of(EMPTY, List.of()).isFailing());
    }

    /** Parallel tasks each fold their share of the transcripts; their summaries and tallies add up to the whole run's. */
    @Test
    void summariesAndTalliesOfPartsOfARunAddUpToTheWholeRun() {
        Spec spec = REFUNDS_WITH_FEE_CAP;
        List<TranscriptReport> reports = List.of(
                transcript("a", property("notified", CheckVerdict.VIOLATED, List.of(witness(1), witness(3))),
                        claim("fee", CheckVerdict.INVALID, Finding.INVALID, "fee_cap")),
                transcript("b", property("greets", CheckVerdict.SATISFIED, List.of()),
                        claim("fee", CheckVerdict.VALID, Finding.VALID, "fee_cap")),
                transcript("c", property("notified", CheckVerdict.VIOLATED, List.of()),
                        claim("other", CheckVerdict.SATISFIABLE, Finding.INVALID, "fee_cap")),
                new TranscriptReport("d", "d.jsonl", false, List.of(),
                        List.of(new TranscriptError("d.jsonl", Optional.empty(), OptionalInt.empty(), "invalid JSON"))));
        CheckReport whole = CheckReport.of(spec, reports);
        CheckReport first = CheckReport.of(spec, reports.subList(0, 2));
        CheckReport second = CheckReport.of(spec, reports.subList(2, 4));

        assertEquals(whole.summary(), first.summary().plus(second.summary()));
        assertEquals(whole.summary(), second.summary().plus(first.summary()));
        assertEquals(whole.tallies(), IntStream.range(0, whole.tallies().size())
                .mapToObj(i -> first.tallies().get(i).plus(second.tallies().get(i))).toList());
        assertThrows(IllegalArgumentException.class, () -> first.tallies().get(0).plus(first.tallies().get(1)));

        CheckSummary counted = counted(spec, reports);
        assertEquals(counted, counted(spec, reports.subList(0, 2)).plus(counted(spec, reports.subList(2, 4))));
        assertEquals("Coverage[properties={greets=1, notified=2}, rules={refund_allowed=0, wants_money=0}]",
                counted.coverage().orElseThrow().toString(), "the unreadable transcript d exercised nothing");
    }

    /** The summary of {@code reports} that counts coverage, as {@code esl check --coverage} folds it. */
    private static CheckSummary counted(Spec spec, List<TranscriptReport> reports) {
        CheckSummary summary = CheckSummary.countingCoverage(spec);
        for (TranscriptReport report : reports) {
            summary = summary.plus(report);
        }
        return summary;
    }

    private static Tally tally(CheckReport report, String name) {
        return report.tallies().stream().filter(tally -> tally.name().equals(name)).findFirst().orElseThrow();
    }

    private static TranscriptReport transcript(String id, CheckResult... results) {
        return new TranscriptReport(id, id + ".json", true, List.of(results), List.of());
    }

    private static CheckResult property(String name, CheckVerdict verdict, List<Witness> violations) {
        return new CheckResult(ResultKind.PROPERTY, name, verdict, OptionalInt.empty(), name + " " + verdict.eslName(),
                new PropertyEvidence(Optional.empty(), violations, true), Optional.empty(), Optional.empty());
    }

    private static CheckResult claim(String name, CheckVerdict verdict, Finding finding, String policy) {
        return new CheckResult(ResultKind.CLAIM, name, verdict, OptionalInt.of(1), name + " " + verdict.eslName(),
                new ClaimEvidence(List.of(), Optional.of(new ClaimResult.Proved(finding, List.of(policy), finding.eslName())), List.of()),
                Optional.empty(), Optional.empty());
    }

    private static Witness witness(int step) {
        return new Witness(step, "step " + step, "notify_user", List.of());
    }

    private static Spec withPolicy(Spec spec, String policy) {
        return new Spec(spec.name(), spec.title(), spec.file(), spec.options(), spec.transcriptGlobs(), spec.toolSchemas(),
                spec.predicates(), spec.functions(), spec.facts(), spec.variables(), spec.rules(), spec.tools(), spec.templates(),
                spec.properties(), spec.enumTypes(), spec.policyVariables(),
                List.of(new Policy(policy, "a refund is at most the fee",
                        new PolicyExpression.VariableRef("refundWithinFee", BuiltinType.BOOL), SourceRange.at(Refunds.FILE, 12, 8))), spec.tests());
    }
}
