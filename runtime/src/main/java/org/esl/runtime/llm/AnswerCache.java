package org.esl.runtime.llm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.esl.runtime.transcript.TranscriptFiles;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * The model's answers for one transcript file, stored beside it as {@code <file>.esl-cache.json} so a second
 * run is offline and reproducible and a person can read what the model said. Each answer is keyed by the
 * SHA-256 of everything that could change it: the spec's vocabulary, the transcript's content, the model,
 * the prompt's id (with its version), the rendered messages and the sample number. Entries also carry
 * those parts in clear (kind, transcript id, model, prompt, sample) for the reader; the API key is never
 * part of a request's text, so it never reaches the file.
 *
 * <pre>{"format": 1, "answers": {"&lt;sha256&gt;": {"kind": "perception", "transcript": "railway-gum",
 *   "model": "llama3.1", "prompt": "perception-v1", "sample": 0, "answer": "{\"facts\": …}"}}}</pre>
 */
final class AnswerCache {

    static final String SUFFIX = TranscriptFiles.ANSWER_CACHE_SUFFIX;
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    /** What an answer was given to, kept in clear beside it. */
    record Entry(String kind, String transcript, String model, String prompt, int sample, String answer) {
    }

    private final Path file;
    private final Map<String, Entry> answers = new TreeMap<>();
    private boolean changed;

    private AnswerCache(Path file) {
        this.file = file;
    }

    static Path besides(Path transcriptFile) {
        return transcriptFile.resolveSibling(transcriptFile.getFileName() + SUFFIX);
    }

    /** The cache of a transcript file; an unreadable cache file is treated as empty and replaced on save. */
    static AnswerCache of(Path transcriptFile) {
        AnswerCache cache = new AnswerCache(besides(transcriptFile));
        if (Files.isRegularFile(cache.file)) {
            try {
                JsonObject root = JsonParser.parseString(Files.readString(cache.file, StandardCharsets.UTF_8)).getAsJsonObject();
                for (Map.Entry<String, JsonElement> answer : root.getAsJsonObject("answers").entrySet()) {
                    cache.answers.put(answer.getKey(), GSON.fromJson(answer.getValue(), Entry.class));
                }
            } catch (IOException | JsonParseException | IllegalStateException | ClassCastException | NullPointerException e) {
                cache.answers.clear();
                cache.changed = true;
            }
        }
        return cache;
    }

    static String key(String... parts) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String part : parts) {
                digest.update(part.getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    synchronized Optional<Entry> get(String key) {
        return Optional.ofNullable(answers.get(key));
    }

    synchronized void put(String key, Entry entry) {
        answers.put(key, entry);
        changed = true;
    }

    /** Writes the file if anything changed, as a whole (a reader never sees half of it). */
    synchronized void save() throws IOException {
        if (!changed) {
            return;
        }
        JsonObject root = new JsonObject();
        root.addProperty("format", 1);
        root.add("answers", GSON.toJsonTree(answers));
        FileReplacement.replace(file, GSON.toJson(root) + "\n");
        changed = false;
    }
}
