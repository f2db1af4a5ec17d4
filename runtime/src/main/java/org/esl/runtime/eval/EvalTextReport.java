package org.esl.runtime.eval;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.esl.runtime.check.CheckVerdict;

/**
 * {@code esl eval}'s text output (docs/eval.md): a table of the counts and measures per item and overall, the claims'
 * soundness, each item's confusion matrix in one line, then every disagreement starting with its place, like
 * {@code esl check}'s findings.
 */
public final class EvalTextReport {

    private static final String ROW = "%-28s %-8s %5s %5s %5s %5s  %-9s  %-9s  %-9s  %-9s%n";

    public String render(EvalReport report) {
        StringBuilder text = new StringBuilder();
        text.append(String.format(ROW, "item", "kind", "TP", "FP", "TN", "FN", "precision", "recall", "F1", "FPR"));
        for (ItemScore item : report.items()) {
            text.append(row(item.name(), item.kind().eslName(), item.counts()));
        }
        text.append(row("overall", "", report.overall()));
        report.soundness().ifPresent(soundness ->
                text.append("soundness of the claims found valid: ").append(soundness).append('\n'));
        text.append("confusion (labelled -> found):\n");
        for (ItemScore item : report.items()) {
            text.append("  ").append(item.name()).append(": ").append(matrix(item.confusion())).append('\n');
        }
        for (Disagreement disagreement : report.disagreements()) {
            text.append(disagreement.place()).append(": ").append(disagreement.transcript()).append(": ")
                    .append(disagreement.label().kind().eslName()).append(' ').append(disagreement.label().name())
                    .append(" is labelled ").append(disagreement.label().expected().eslName()).append(" but the check found it ")
                    .append(disagreement.found().eslName()).append(" (label at ").append(disagreement.label().place()).append(")\n");
        }
        text.append(report.transcripts()).append(report.transcripts() == 1 ? " transcript, " : " transcripts, ")
                .append(report.overall().total()).append(" labelled results, ").append(report.agreements()).append(" agree, ")
                .append(report.disagreements().size()).append(" disagree\n");
        return text.toString();
    }

    private static String row(String name, String kind, Counts counts) {
        return String.format(ROW, name, kind, counts.truePositives(), counts.falsePositives(), counts.trueNegatives(),
                counts.falseNegatives(), shown(counts.precision()), shown(counts.recall()), shown(counts.f1()),
                shown(counts.falsePositiveRate()));
    }

    /** A measure with four decimals, or {@code n/a} when it is undefined. */
    static String shown(Optional<Ratio> ratio) {
        return ratio.map(value -> value.decimal().toPlainString()).orElse("n/a");
    }

    private static String matrix(Map<CheckVerdict, Map<CheckVerdict, Long>> confusion) {
        return confusion.entrySet().stream().flatMap(row -> row.getValue().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(cell -> row.getKey().eslName() + "->" + cell.getKey().eslName() + " " + cell.getValue()))
                .collect(Collectors.joining(", "));
    }

    /** The items below the thresholds, one line each, for standard error. */
    public static String below(List<ItemScore> items, String measures) {
        return items.stream().map(item -> item.kind().eslName() + " " + item.name()).collect(Collectors.joining(", "))
                + (items.size() == 1 ? " is" : " are") + " below " + measures;
    }
}
