package org.esl.runtime.check;

import org.esl.runtime.Wording;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.perception.PerceivedTranscript;
import org.esl.runtime.transcript.TranscriptStep;

/**
 * A step as a result message quotes it: its speaker and the start of its text, or the tool call it makes,
 * e.g. {@code @user: "Move 12000 to my landlord Carol right now, no…"} or
 * {@code @assistant calls transfer_funds(amount = 12000, to = "Carol")}.
 */
final class StepExcerpt {

    /** Long enough to recognise a message, short enough to keep a result on one line. */
    static final int MAX_TEXT = 60;

    private StepExcerpt() {
    }

    static String of(PerceivedTranscript perceived, int index) {
        return of(perceived.transcript().steps().get(index), perceived.steps().get(index));
    }

    /** The step as read from the transcript and as perceived. */
    static String of(TranscriptStep step, Step perceived) {
        var call = perceived.toolCall();
        if (call.isPresent()) {
            return step.role() + " calls " + call.get();
        }
        return step.role() + ": \"" + excerpt(step.text()) + "\"";
    }

    /** The text on one line, cut at a word boundary when it is long. */
    static String excerpt(String text) {
        String line = Wording.oneLine(text);
        if (line.length() <= MAX_TEXT) {
            return line;
        }
        int cut = line.lastIndexOf(' ', MAX_TEXT);
        return line.substring(0, cut > MAX_TEXT / 2 ? cut : MAX_TEXT) + "…";
    }
}
