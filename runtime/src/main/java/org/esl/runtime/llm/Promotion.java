package org.esl.runtime.llm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.ModelReport;
import org.esl.runtime.check.ModelStage;
import org.esl.runtime.transcript.RawClaim;
import org.esl.runtime.transcript.Transcript;
import org.esl.runtime.transcript.TranscriptException;
import org.esl.runtime.transcript.TranscriptReader;
import org.esl.runtime.transcript.TranscriptResult;
import org.esl.runtime.transcript.Truth;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * {@code esl promote}: writes the model's cached answers into the transcript file as {@code facts} and
 * {@code claims}, so a person can review and correct them and later checks read them from the file (a
 * transcript with {@code facts} is not perceived by the model again; a step with a claim is not translated
 * again). Only what was validated is written: hallucinated predicates and unusable atoms stay out. Follow-up
 * answers are not promoted; the transcript format has no place for them. The stage should answer from its
 * cache only ({@link ChatModel#cacheOnly}).
 */
public final class Promotion {

    private static final Gson PRETTY = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();
    private static final Gson COMPACT = new GsonBuilder().disableHtmlEscaping().create();

    /** What was written into one transcript, and what could not be had. */
    public record Promoted(String transcript, int facts, int claims, List<String> failures) {
        public Promoted {
            failures = List.copyOf(failures);
        }
    }

    /**
     * What promoting one file did: per transcript read, what was written; and the transcripts that could not be
     * read (a bad line of a {@code .jsonl} file, or a file that holds no transcript), which are left as they are.
     */
    public record FileOutcome(List<Promoted> promoted, List<TranscriptException> unread) {
        public FileOutcome {
            promoted = List.copyOf(promoted);
            unread = List.copyOf(unread);
        }
    }

    private final ModelStage stage;
    private final TranscriptReader reader = new TranscriptReader();

    public Promotion(ModelStage stage) {
        this.stage = stage;
    }

    /**
     * Rewrites {@code file} ({@code .json}: pretty-printed; {@code .jsonl}: one compact object per line) with
     * the promoted facts and claims; a file with nothing to promote is left as it is.
     *
     * @throws IOException when the file cannot be read or written, or is not JSON
     */
    public FileOutcome promote(Path file) throws IOException {
        Map<Integer, Transcript> byLine = new HashMap<>();
        List<Transcript> transcripts = new ArrayList<>();
        List<TranscriptException> unread = new ArrayList<>();
        try (Stream<TranscriptResult> results = reader.read(file)) {
            results.forEach(result -> {
                if (result instanceof TranscriptResult.Loaded loaded) {
                    transcripts.add(loaded.transcript());
                    byLine.put(loaded.transcript().range().line(), loaded.transcript());
                } else if (result instanceof TranscriptResult.Failed failed) {
                    unread.add(failed.error());
                }
            });
        }
        List<Promoted> promoted = new ArrayList<>();
        Map<Transcript, JsonObject> additions = new HashMap<>();
        for (Transcript transcript : transcripts) {
            ModelStage.Session session = stage.open(transcript, new CancelSignal());
            session.perceive();
            List<RawClaim> claims = session.translate();
            Optional<ModelReport> report = session.finish();
            List<ModelReport.ModelFact> facts = report.map(ModelReport::facts).orElse(List.of());
            promoted.add(new Promoted(transcript.id(), facts.size(), claims.size(),
                    report.map(ModelReport::failures).orElse(List.of())));
            if (!facts.isEmpty() || !claims.isEmpty()) {
                additions.put(transcript, additions(facts, claims));
            }
        }
        FileOutcome outcome = new FileOutcome(promoted, unread);
        if (additions.isEmpty()) {
            return outcome;
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        try {
            if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jsonl")) {
                String[] lines = text.split("\n", -1);
                for (int i = 0; i < lines.length; i++) {
                    Transcript transcript = byLine.get(i + 1);
                    if (transcript != null && additions.containsKey(transcript)) {
                        // a line rewritten keeps its line ending (\r\n from Windows), as the lines around it do
                        String ending = lines[i].endsWith("\r") ? "\r" : "";
                        lines[i] = COMPACT.toJson(merged(JsonParser.parseString(lines[i]), additions.get(transcript))) + ending;
                    }
                }
                FileReplacement.replace(file, String.join("\n", lines));
            } else {
                JsonObject addition = additions.values().iterator().next();
                FileReplacement.replace(file, PRETTY.toJson(merged(JsonParser.parseString(text), addition)) + "\n");
            }
        } catch (JsonParseException e) {
            throw new IOException(file + " is not JSON: " + e.getMessage(), e);
        }
        return outcome;
    }

    private static JsonObject additions(List<ModelReport.ModelFact> facts, List<RawClaim> claims) {
        JsonObject json = new JsonObject();
        JsonArray factArray = new JsonArray();
        for (ModelReport.ModelFact fact : facts) {
            JsonObject entry = new JsonObject();
            entry.addProperty("step", fact.step());
            entry.addProperty("atom", fact.atom());
            if (fact.value() == Truth.UNKNOWN) {
                entry.add("value", JsonNull.INSTANCE);
            } else {
                entry.addProperty("value", fact.value() == Truth.TRUE);
            }
            factArray.add(entry);
        }
        json.add("facts", factArray);
        JsonArray claimArray = new JsonArray();
        for (RawClaim claim : claims) {
            JsonObject entry = new JsonObject();
            entry.addProperty("id", claim.id());
            entry.addProperty("step", claim.step());
            if (claim.translations().size() == 1) {
                entry.addProperty("given", claim.translations().get(0).given());
                entry.addProperty("claim", claim.translations().get(0).claim());
            } else {
                JsonArray translations = new JsonArray();
                for (RawClaim.Translation translation : claim.translations()) {
                    JsonObject pair = new JsonObject();
                    pair.addProperty("given", translation.given());
                    pair.addProperty("claim", translation.claim());
                    translations.add(pair);
                }
                entry.add("translations", translations);
            }
            claimArray.add(entry);
        }
        json.add("claims", claimArray);
        return json;
    }

    /** The transcript's JSON with the facts (it had none) and the claims appended to its own. */
    private static JsonObject merged(JsonElement original, JsonObject addition) {
        JsonObject transcript;
        if (original.isJsonArray()) {
            transcript = new JsonObject();
            transcript.add("messages", original);
        } else {
            transcript = original.getAsJsonObject();
        }
        if (addition.getAsJsonArray("facts").size() > 0) {
            transcript.add("facts", addition.getAsJsonArray("facts"));
        }
        if (addition.getAsJsonArray("claims").size() > 0) {
            JsonArray claims = transcript.has("claims") && transcript.get("claims").isJsonArray()
                    ? transcript.getAsJsonArray("claims") : new JsonArray();
            claims.addAll(addition.getAsJsonArray("claims"));
            transcript.add("claims", claims);
        }
        return transcript;
    }
}
