package org.esl.runtime.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.check.ResultKind;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.model.Spec;
import org.esl.runtime.transcript.JsonTree;

/**
 * Scores the reports of a check run against labels (docs/eval.md): every label is compared with the verdict the check
 * gave that property, rule or claim on that transcript. Every transcript checked must be labelled and every label must
 * name a transcript checked and something the spec or transcript has, so that a typo never quietly leaves a label out.
 */
public final class Evaluation {

    /** The item the claims are scored under. */
    public static final String CLAIMS = "claims";

    private Evaluation() {
    }

    /**
     * @throws EvalInputException when a transcript could not be read or has no labels, or a label names a transcript,
     *                            property, rule or claim there is not
     */
    public static EvalReport of(Spec spec, Labels labels, List<TranscriptReport> reports) throws EvalInputException {
        Map<String, TranscriptReport> byId = new LinkedHashMap<>();
        for (TranscriptReport report : reports) {
            if (!report.checked()) {
                throw new EvalInputException("cannot score " + report.file() + ": " + report.errors().get(0));
            }
            TranscriptReport earlier = byId.putIfAbsent(report.id(), report);
            if (earlier != null) {
                throw new EvalInputException("transcripts " + earlier.file() + " and " + report.file() + " have the same id "
                        + JsonTree.quote(report.id()) + ", so labels cannot tell them apart");
            }
        }
        for (TranscriptLabels transcript : labels.transcripts()) {
            if (!byId.containsKey(transcript.transcript())) {
                throw new EvalInputException(transcript.place(), "no transcript " + JsonTree.quote(transcript.transcript())
                        + " among those checked");
            }
        }
        for (TranscriptReport report : byId.values()) {
            if (labels.of(report.id()).isEmpty()) {
                throw new EvalInputException(labels.file() + ": no labels for transcript " + JsonTree.quote(report.id())
                        + " (" + report.file() + ")");
            }
        }
        Map<String, ItemScore> items = itemsOf(spec);
        List<Disagreement> disagreements = new ArrayList<>();
        long foundValid = 0;
        long trulyValid = 0;
        boolean claimsLabelled = false;
        for (TranscriptLabels transcript : labels.transcripts()) {
            TranscriptReport report = byId.get(transcript.transcript());
            for (Label label : transcript.labels()) {
                Optional<CheckResult> result = result(spec, report, label);
                CheckVerdict found = result.map(CheckResult::verdict).orElse(CheckVerdict.SATISFIED);
                String item = label.kind() == ResultKind.CLAIM ? CLAIMS : label.name();
                items.compute(item, (name, score) -> (score == null ? ItemScore.empty(label.kind(), name) : score)
                        .plus(label.expected(), found));
                if (found != label.expected()) {
                    disagreements.add(new Disagreement(report.id(), label, found, result.flatMap(CheckResult::location)));
                }
                if (label.kind() == ResultKind.CLAIM) {
                    claimsLabelled = true;
                    if (found == CheckVerdict.VALID) {
                        foundValid++;
                        trulyValid += label.expected() == CheckVerdict.VALID ? 1 : 0;
                    }
                }
            }
        }
        List<ItemScore> scored = items.values().stream().filter(score -> score.counts().total() > 0).toList();
        return new EvalReport(labels.file(), reports.size(), scored,
                claimsLabelled ? Ratio.of(trulyValid, foundValid) : Optional.empty(), disagreements);
    }

    /** The items in the order reports list them: the properties, the rules, then the claims, each with nothing counted. */
    private static Map<String, ItemScore> itemsOf(Spec spec) {
        Map<String, ItemScore> items = new LinkedHashMap<>();
        spec.properties().forEach(property -> items.put(property.name(), ItemScore.empty(ResultKind.PROPERTY, property.name())));
        spec.rules().forEach(rule -> items.put(rule.name(), ItemScore.empty(ResultKind.RULE, rule.name())));
        items.put(CLAIMS, ItemScore.empty(ResultKind.CLAIM, CLAIMS));
        return items;
    }

    /**
     * The check's result for a label: a property's (every transcript has one), a claim's, or a rule's first violation;
     * none for a rule that was not violated.
     */
    private static Optional<CheckResult> result(Spec spec, TranscriptReport report, Label label) throws EvalInputException {
        boolean declared = switch (label.kind()) {
            case PROPERTY -> spec.property(label.name()).isPresent();
            case RULE -> spec.rule(label.name()).isPresent();
            default -> true;
        };
        if (!declared) {
            throw new EvalInputException(label.place(), "the spec has no " + label.kind().eslName() + " " + JsonTree.quote(label.name()));
        }
        Optional<CheckResult> result = report.results().stream()
                .filter(candidate -> candidate.kind() == label.kind() && candidate.name().equals(label.name())).findFirst();
        if (result.isEmpty() && label.kind() != ResultKind.RULE) {
            throw new EvalInputException(label.place(), "transcript " + JsonTree.quote(report.id()) + " (" + report.file()
                    + ") has no " + label.kind().eslName() + " " + JsonTree.quote(label.name()));
        }
        return result;
    }
}
