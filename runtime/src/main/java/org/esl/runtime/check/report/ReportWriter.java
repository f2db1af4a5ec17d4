package org.esl.runtime.check.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import org.esl.runtime.check.CheckReport;
import org.esl.runtime.check.CheckSummary;
import org.esl.runtime.check.Tally;
import org.esl.runtime.check.TranscriptReport;

/**
 * A report in one format written while its check runs, so that memory does not grow with the transcripts: what
 * comes before the first transcript is written when the writer is made, each transcript's part as soon as it is
 * checked, and the counts at the end (docs/check.md, "Output"). {@link #render} is pure and may run on any thread,
 * e.g. on the worker that checked the transcript; {@link #write} and {@link #finish} belong to one thread and take
 * the transcripts in the order they are to appear.
 */
public interface ReportWriter {

    /** The transcript's part of the report, as {@link #write} takes it. */
    String render(TranscriptReport report);

    /** Writes the next transcript's part, which {@link #render} made of {@code report}. */
    void write(TranscriptReport report, String rendered) throws IOException;

    /** Writes what follows the last transcript: the counts of the whole run. */
    void finish(CheckSummary summary, List<Tally> tallies) throws IOException;

    /** Makes the writer of one format on {@code out}. */
    @FunctionalInterface
    interface Opener {
        ReportWriter open(Appendable out) throws IOException;
    }

    /** A report held in memory, written whole: what the writer {@code opener} makes writes while the check runs. */
    static String written(CheckReport report, Opener opener) {
        StringBuilder out = new StringBuilder();
        try {
            ReportWriter writer = opener.open(out);
            for (TranscriptReport transcript : report.transcripts()) {
                writer.write(transcript, writer.render(transcript));
            }
            writer.finish(report.summary(), report.tallies());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not fail
        }
        return out.toString();
    }
}
