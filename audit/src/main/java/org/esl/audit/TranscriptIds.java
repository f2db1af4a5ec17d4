package org.esl.audit;

import java.io.IOException;
import java.util.Optional;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

/**
 * A transcript's {@code id} read from its text without parsing the rest: the key the job partitions transcripts by,
 * before the task that checks one parses it. Only a key: the report's id comes from the full parse, so text this
 * reading gets wrong (it is not JSON, the id is an object) still gives the right report.
 */
final class TranscriptIds {

    private static final JsonFactory JSON = new JsonFactory();

    private TranscriptIds() {
    }

    /** The string or number of the top-level {@code "id"} of a transcript object, if it has one. */
    static Optional<String> idOf(String text) {
        try (JsonParser parser = JSON.createParser(text)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            for (JsonToken token = parser.nextToken(); token == JsonToken.FIELD_NAME; token = parser.nextToken()) {
                boolean id = "id".equals(parser.currentName());
                JsonToken value = parser.nextToken();
                if (id && (value == JsonToken.VALUE_STRING || value == JsonToken.VALUE_NUMBER_INT
                        || value == JsonToken.VALUE_NUMBER_FLOAT)) {
                    return Optional.of(parser.getText());
                }
                parser.skipChildren();
            }
            return Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
