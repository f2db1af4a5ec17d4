package org.esl.guard;

import java.util.Iterator;
import java.util.stream.Stream;

import org.esl.runtime.transcript.TranscriptReader;
import org.esl.runtime.transcript.TranscriptResult;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * A client's conversation so far, read as a transcript (docs/transcripts.md): the call it came in, the id its
 * exchanges get in the audit log, and how many transcript steps it has, so that the steps an answer adds can be
 * told from those before.
 *
 * @param id    {@code CONVERSATION/N}: the conversation's id and the number of messages the client sent
 * @param steps the transcript steps of the messages the client sent
 */
public record Conversation(ChatCall call, String id, int steps) {

    /**
     * Reads the client's messages as a transcript.
     *
     * @param file the name transcripts are read under: the audit log's (a {@code .jsonl} file)
     * @throws BadRequestException naming the first message that is not a transcript message, and why
     */
    static Conversation of(ChatCall call, TranscriptReader reader, String file) throws BadRequestException {
        String id = call.conversation() + "/" + call.messages().size();
        TranscriptResult read = first(reader, file, transcript(id, call.messages(), null).toString());
        if (read instanceof TranscriptResult.Loaded loaded) {
            return new Conversation(call, id, loaded.transcript().steps().size());
        }
        // find the message to blame: read alone, the first one that fails is it
        for (int i = 0; i < call.messages().size(); i++) {
            JsonArray alone = new JsonArray();
            alone.add(call.messages().get(i));
            if (first(reader, file, transcript(id, alone, null).toString()) instanceof TranscriptResult.Failed failed) {
                throw new BadRequestException("messages[" + i + "]: " + failed.error().reason());
            }
        }
        throw new BadRequestException("the messages cannot be read as a conversation: "
                + ((TranscriptResult.Failed) read).error().reason());
    }

    /** The transcript of the conversation with {@code answer} as its next message, as the audit log writes it. */
    JsonObject with(JsonObject answer) {
        return transcript(id, call.messages(), answer);
    }

    private static JsonObject transcript(String id, JsonArray messages, JsonObject answer) {
        JsonObject transcript = new JsonObject();
        transcript.addProperty("id", id);
        JsonArray all = messages.deepCopy();
        if (answer != null) {
            all.add(answer);
        }
        transcript.add("messages", all);
        return transcript;
    }

    static TranscriptResult first(TranscriptReader reader, String file, String line) {
        try (Stream<TranscriptResult> results = reader.read(file, line)) {
            Iterator<TranscriptResult> read = results.iterator();
            return read.next();
        }
    }

    /** The conversation's messages, as sent. */
    JsonArray messages() {
        return call.messages();
    }
}
