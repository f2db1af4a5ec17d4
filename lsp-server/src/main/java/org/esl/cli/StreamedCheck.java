package org.esl.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.esl.lang.run.ParallelCheckListener;
import org.esl.runtime.check.CheckSummary;
import org.esl.runtime.check.Tally;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.report.ReportWriter;
import org.esl.runtime.model.Spec;

/**
 * {@code esl check}'s output, written as the run goes: each transcript is rendered on the thread that checked it,
 * written in the order read and then dropped; only the counts (the summary and the tallies) and the first error are
 * kept, for the last lines and the exit status. With {@code --failures-only} the transcripts that do not fail are
 * counted but not written.
 */
final class StreamedCheck implements ParallelCheckListener<StreamedCheck.Rendered> {

    /**
     * A report and its text in the output format, no text when it is not to be written; and its part of each
     * report written alongside.
     */
    record Rendered(TranscriptReport report, String text, List<String> alongside) {
    }

    private final ReportWriter writer;
    private final List<ReportWriter> alongside;
    private final boolean failuresOnly;
    private final CheckCommand.TerminalProgress progress;
    private CheckSummary summary;
    private List<Tally> tallies;
    private Optional<TranscriptError> firstError = Optional.empty();

    /**
     * @param alongside reports written besides the output, e.g. {@code --html}: they take every transcript
     * @param coverage  whether the summary counts what the transcripts exercise of the spec ({@code --coverage})
     */
    StreamedCheck(ReportWriter writer, List<ReportWriter> alongside, Spec spec, boolean failuresOnly, boolean coverage,
            CheckCommand.TerminalProgress progress) {
        this.summary = coverage ? CheckSummary.countingCoverage(spec) : CheckSummary.EMPTY;
        this.writer = writer;
        this.alongside = List.copyOf(alongside);
        this.failuresOnly = failuresOnly;
        this.progress = progress;
        this.tallies = Tally.of(spec);
    }

    @Override
    public void reading(Path file, int index, int count) {
        progress.reading(file, index, count);
    }

    @Override
    public Rendered prepare(TranscriptReport report) {
        List<String> others = new ArrayList<>(alongside.size());
        for (ReportWriter other : alongside) {
            others.add(other.render(report));
        }
        return new Rendered(report, shown(report) ? writer.render(report) : null, others);
    }

    @Override
    public void checked(Rendered rendered) {
        TranscriptReport report = rendered.report();
        summary = summary.plus(report);
        List<Tally> counted = new ArrayList<>(tallies.size());
        for (Tally tally : tallies) {
            counted.add(tally.plus(report));
        }
        tallies = counted;
        if (firstError.isEmpty() && !report.errors().isEmpty()) {
            firstError = Optional.of(report.errors().get(0));
        }
        try {
            if (rendered.text() != null) {
                writer.write(report, rendered.text());
            }
            for (int i = 0; i < alongside.size(); i++) {
                alongside.get(i).write(report, rendered.alongside().get(i));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the counts after the last transcript. */
    void finish() throws IOException {
        progress.end();
        writer.finish(summary, tallies);
        for (ReportWriter other : alongside) {
            other.finish(summary, tallies);
        }
    }

    CheckSummary summary() {
        return summary;
    }

    /** The first error of the run, for the message when no transcript could be read. */
    Optional<TranscriptError> firstError() {
        return firstError;
    }

    private boolean shown(TranscriptReport report) {
        return !failuresOnly || report.isFailing();
    }
}
