package org.esl.runtime.check.report;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.JsonSyntaxException;

/**
 * Reads the results of {@code esl check --format jsonl} (a line per transcript, then the summary line) or of
 * {@code esl audit} ({@code results.jsonl}: the transcripts' lines only) one line at a time, for {@code esl report} and
 * {@code esl audit --html}; a line that is not one of them is bad input, named by file, line and column.
 */
public final class ResultsFile {

    private ResultsFile() {
    }

    /** A results file that is not what {@code esl check --format jsonl} writes. */
    public static final class MalformedResultsException extends Exception {
        private static final long serialVersionUID = 1L;

        public MalformedResultsException(String message) {
            super(message);
        }
    }

    /**
     * Gives each transcript's object to {@code transcripts}, in the file's order, without keeping them.
     *
     * @param name how messages name the file
     * @return the summary line {@code {"spec", "summary", "headline", "tallies"}}, when the file has one
     */
    public static Optional<JsonObject> read(BufferedReader in, String name, Consumer<JsonObject> transcripts)
            throws IOException, MalformedResultsException {
        Optional<JsonObject> summary = Optional.empty();
        int number = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            JsonElement parsed;
            try {
                parsed = com.google.gson.JsonParser.parseString(line);
            } catch (JsonSyntaxException e) {
                throw new MalformedResultsException(name + ":" + number + ":" + column(line) + ": not JSON");
            }
            if (summary.isPresent()) {
                throw new MalformedResultsException(name + ":" + number + ":1: a line after the summary line");
            }
            JsonObject object = parsed.isJsonObject() ? parsed.getAsJsonObject() : null;
            if (object != null && isTranscript(object)) {
                transcripts.accept(object);
            } else if (object != null && isSummary(object)) {
                summary = Optional.of(object);
            } else {
                throw new MalformedResultsException(name + ":" + number + ":1: neither a transcript's results nor the"
                        + " summary line of esl check --format jsonl");
            }
        }
        return summary;
    }

    /** A transcript's line: whether it fails, and its results as objects. */
    private static boolean isTranscript(JsonObject line) {
        return isBoolean(line.get("failing")) && line.has("results") && line.get("results").isJsonArray()
                && every(line.getAsJsonArray("results"), JsonElement::isJsonObject);
    }

    /** The summary line: the spec's name, the counts, and per rule, property and policy its failing counts. */
    static boolean isSummary(JsonObject line) {
        if (!(line.get("spec") instanceof JsonObject spec && spec.has("name") && line.get("summary") instanceof JsonObject counts
                && line.get("tallies") instanceof JsonObject tallies)) {
            return false;
        }
        for (String count : HtmlReport.COUNTS) {
            if (!isNumber(counts.get(count))) {
                return false;
            }
        }
        return tallies.entrySet().stream().allMatch(tally -> tally.getValue() instanceof JsonObject object
                && isNumber(object.get("failing")) && isNumber(object.get("failingIn")));
    }

    private static boolean every(JsonArray array, Predicate<JsonElement> test) {
        for (JsonElement element : array) {
            if (!test.test(element)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isBoolean(JsonElement value) {
        return value instanceof JsonPrimitive primitive && primitive.isBoolean();
    }

    private static boolean isNumber(JsonElement value) {
        return value instanceof JsonPrimitive primitive && primitive.isNumber();
    }

    /** Where the line stops being JSON, 1-based, as a streaming parser finds it. */
    private static int column(String line) {
        try (JsonParser parser = new JsonFactory().createParser(line)) {
            while (parser.nextToken() != null) {
                // read to the first error
            }
            return line.length() + 1;
        } catch (JsonParseException e) {
            return Math.max(1, e.getLocation().getColumnNr());
        } catch (IOException e) {
            return 1;
        }
    }
}
