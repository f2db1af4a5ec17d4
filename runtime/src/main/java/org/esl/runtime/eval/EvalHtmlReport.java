package org.esl.runtime.eval;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.report.html.Chart;
import org.esl.runtime.report.html.HtmlPage;
import org.esl.runtime.report.html.HtmlPart;
import org.esl.runtime.report.html.HtmlPart.Cell;

/**
 * {@code esl eval --format html} (docs/eval.md): the page of the text report, a self-contained HTML file with a bar
 * chart of each item's precision, recall and F1, the table of counts and measures, each item's confusion matrix and
 * every disagreement.
 */
public final class EvalHtmlReport {

    private static final List<String> MEASURES = List.of("precision", "recall", "F1");

    public HtmlPage render(EvalReport report) {
        HtmlPage page = new HtmlPage("ESL eval report: " + report.labelsFile());
        HtmlPart part = new HtmlPart();
        part.paragraph(report.transcripts() + (report.transcripts() == 1 ? " transcript, " : " transcripts, ")
                + report.overall().total() + " labelled results, " + report.agreements() + " agree, "
                + report.disagreements().size() + " disagree", false);
        List<String> names = new ArrayList<>();
        List<List<BigDecimal>> measures = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        List<List<Cell>> rows = new ArrayList<>();
        for (ItemScore item : report.items()) {
            names.add(item.name());
            List<Optional<Ratio>> ratios = List.of(item.counts().precision(), item.counts().recall(), item.counts().f1());
            for (int i = 0; i < ratios.size(); i++) {
                measures.get(i).add(ratios.get(i).map(Ratio::decimal).orElse(null)); // undefined: a gap in the bars
            }
            rows.add(row(item.name(), item.kind().eslName(), item.counts()));
        }
        rows.add(row("overall", "", report.overall()));
        if (!names.isEmpty()) {
            List<Chart.Series> series = new ArrayList<>();
            for (int i = 0; i < MEASURES.size(); i++) {
                series.add(new Chart.Series(MEASURES.get(i), measures.get(i)));
            }
            part.chart(new Chart("measures-chart", "Precision, recall and F1 per item", Chart.Shape.BARS, names, series));
        }
        part.table("scores", List.of("item", "kind", "TP", "FP", "TN", "FN", "precision", "recall", "F1", "FPR"), rows);
        report.soundness().ifPresent(soundness ->
                part.paragraph("Soundness of the claims found valid: " + soundness, false));
        part.heading("Confusion (labelled → found)");
        List<List<Cell>> confusion = new ArrayList<>();
        for (ItemScore item : report.items()) {
            for (Map.Entry<CheckVerdict, Map<CheckVerdict, Long>> labelled : item.confusion().entrySet()) {
                labelled.getValue().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(found ->
                        confusion.add(List.of(Cell.of(item.name()), Cell.of(labelled.getKey().eslName()),
                                Cell.of(found.getKey().eslName()), Cell.of(found.getValue()))));
            }
        }
        part.table("confusion", List.of("item", "labelled", "found", "count"), confusion);
        part.heading("Disagreements (" + report.disagreements().size() + ")");
        List<List<Cell>> disagreements = new ArrayList<>();
        for (Disagreement disagreement : report.disagreements()) {
            disagreements.add(List.of(Cell.of(disagreement.place().toString()), Cell.of(disagreement.transcript()),
                    Cell.of(disagreement.label().kind().eslName() + " " + disagreement.label().name()),
                    Cell.of(disagreement.label().expected().eslName()), Cell.styled(disagreement.found().eslName(), "failing"),
                    Cell.of(disagreement.label().place().toString())));
        }
        part.table("disagreements", List.of("where", "transcript", "item", "labelled", "found", "label at"), disagreements);
        return page.add(part);
    }

    private static List<Cell> row(String name, String kind, Counts counts) {
        return List.of(Cell.of(name), Cell.of(kind), Cell.count(counts.truePositives(), "TP:" + name),
                Cell.count(counts.falsePositives(), "FP:" + name), Cell.count(counts.trueNegatives(), "TN:" + name),
                Cell.count(counts.falseNegatives(), "FN:" + name), Cell.styled(EvalTextReport.shown(counts.precision()), "number"),
                Cell.styled(EvalTextReport.shown(counts.recall()), "number"), Cell.styled(EvalTextReport.shown(counts.f1()), "number"),
                Cell.styled(EvalTextReport.shown(counts.falsePositiveRate()), "number"));
    }
}
