package org.esl.runtime.llm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * The LLM stage's settings as one source gives them (command line, {@code esl.json}, the editor's
 * {@code esl.llm.*} settings): every key optional, so sources can be layered with {@link #or} and the
 * defaults applied once by {@link #resolve}. The key itself is never a setting, only the name of the
 * environment variable that holds it.
 */
public record LlmSettings(Optional<Boolean> enabled, Optional<String> baseUrl, Optional<String> model,
        Optional<String> keyEnv, Optional<Integer> samples, Optional<Integer> maxRequests,
        Optional<Integer> concurrency, Optional<Duration> timeout, Optional<Integer> retries,
        Optional<Boolean> refresh, Optional<String> targetModel, Optional<String> targetBaseUrl) {

    /** The name of the file next to a spec that holds its settings. */
    public static final String FILE_NAME = "esl.json";

    public static final LlmSettings NONE = new LlmSettings(Optional.empty(), Optional.empty(), Optional.empty(),
            Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
            Optional.empty(), Optional.empty(), Optional.empty());

    public LlmSettings {
        Objects.requireNonNull(enabled, "enabled");
        Objects.requireNonNull(baseUrl, "baseUrl");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(keyEnv, "keyEnv");
        Objects.requireNonNull(samples, "samples");
        Objects.requireNonNull(maxRequests, "maxRequests");
        Objects.requireNonNull(concurrency, "concurrency");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(retries, "retries");
        Objects.requireNonNull(refresh, "refresh");
        Objects.requireNonNull(targetModel, "targetModel");
        Objects.requireNonNull(targetBaseUrl, "targetBaseUrl");
    }

    /** Settings with no separate target model. */
    public LlmSettings(Optional<Boolean> enabled, Optional<String> baseUrl, Optional<String> model,
            Optional<String> keyEnv, Optional<Integer> samples, Optional<Integer> maxRequests,
            Optional<Integer> concurrency, Optional<Duration> timeout, Optional<Integer> retries,
            Optional<Boolean> refresh) {
        this(enabled, baseUrl, model, keyEnv, samples, maxRequests, concurrency, timeout, retries, refresh,
                Optional.empty(), Optional.empty());
    }

    /** These settings, with each missing key taken from {@code fallback}. */
    public LlmSettings or(LlmSettings fallback) {
        return new LlmSettings(enabled.or(fallback::enabled), baseUrl.or(fallback::baseUrl), model.or(fallback::model),
                keyEnv.or(fallback::keyEnv), samples.or(fallback::samples), maxRequests.or(fallback::maxRequests),
                concurrency.or(fallback::concurrency), timeout.or(fallback::timeout), retries.or(fallback::retries),
                refresh.or(fallback::refresh), targetModel.or(fallback::targetModel), targetBaseUrl.or(fallback::targetBaseUrl));
    }

    /**
     * The settings with defaults for what none of the sources said.
     *
     * @throws InvalidSettingsException when the stage is enabled without a model, or a number is out of range
     */
    public LlmOptions resolve() throws InvalidSettingsException {
        boolean on = enabled.orElse(false);
        if (on && model.isEmpty()) {
            throw new InvalidSettingsException("the LLM stage needs a model: give --llm-model, the editor setting"
                    + " esl.llm.model, or \"llm\": {\"model\": …} in " + FILE_NAME);
        }
        LlmOptions options;
        try {
            options = new LlmOptions(on, baseUrl.orElse(LlmOptions.OPENAI), model.orElse(""),
                    keyEnv.orElse(LlmOptions.DEFAULT_KEY_ENV), samples.orElse(3), maxRequests.orElse(200),
                    concurrency.orElse(4), timeout.orElse(Duration.ofSeconds(60)), retries.orElse(3), refresh.orElse(false),
                    targetModel, targetBaseUrl);
        } catch (IllegalArgumentException e) {
            throw new InvalidSettingsException(e.getMessage());
        }
        return options;
    }

    /**
     * The {@code "llm"} object of the {@code esl.json} in the spec's folder; no settings when there is no
     * such file.
     *
     * @throws InvalidSettingsException naming the file when it cannot be read or has a key of the wrong type
     */
    public static LlmSettings besideSpec(Path specFile) throws InvalidSettingsException {
        Path parent = specFile.toAbsolutePath().getParent();
        Path file = parent == null ? Path.of(FILE_NAME) : parent.resolve(FILE_NAME);
        if (!Files.isRegularFile(file)) {
            return NONE;
        }
        try {
            JsonElement root = JsonParser.parseString(Files.readString(file));
            if (!root.isJsonObject()) {
                throw new InvalidSettingsException(file + ": expected a JSON object");
            }
            JsonElement llm = root.getAsJsonObject().get("llm");
            if (llm == null) {
                return NONE;
            }
            if (!llm.isJsonObject()) {
                throw new InvalidSettingsException(file + ": \"llm\" is an object");
            }
            return of(llm.getAsJsonObject(), file.toString());
        } catch (IOException | JsonParseException e) {
            throw new InvalidSettingsException(file + ": cannot be read: " + e.getMessage());
        }
    }

    /**
     * Settings from a JSON object with the keys {@code enabled, baseUrl, model, keyEnv, samples, maxRequests,
     * concurrency, timeoutSeconds, retries, targetModel, targetBaseUrl}, as {@code esl.json} and the editor's {@code esl.llm} section give them.
     *
     * @param source named in messages, e.g. the file
     */
    public static LlmSettings of(JsonObject json, String source) throws InvalidSettingsException {
        try {
            return new LlmSettings(bool(json, "enabled"), text(json, "baseUrl"), text(json, "model"), text(json, "keyEnv"),
                    number(json, "samples"), number(json, "maxRequests"), number(json, "concurrency"),
                    number(json, "timeoutSeconds").map(Duration::ofSeconds), number(json, "retries"), Optional.empty(),
                    text(json, "targetModel"), text(json, "targetBaseUrl"));
        } catch (IllegalStateException | ClassCastException | NumberFormatException e) {
            throw new InvalidSettingsException(source + ": a key of \"llm\" has the wrong type (" + e.getMessage() + ")");
        }
    }

    private static Optional<Boolean> bool(JsonObject json, String key) {
        return json.has(key) && !json.get(key).isJsonNull() ? Optional.of(json.get(key).getAsJsonPrimitive().getAsBoolean())
                : Optional.empty();
    }

    private static Optional<String> text(JsonObject json, String key) {
        return json.has(key) && !json.get(key).isJsonNull() ? Optional.of(json.get(key).getAsJsonPrimitive().getAsString())
                : Optional.empty();
    }

    private static Optional<Integer> number(JsonObject json, String key) {
        return json.has(key) && !json.get(key).isJsonNull() ? Optional.of(json.get(key).getAsJsonPrimitive().getAsInt())
                : Optional.empty();
    }

    /** Settings that cannot be used; the message names the source and the key. */
    public static final class InvalidSettingsException extends Exception {
        private static final long serialVersionUID = 1L;

        public InvalidSettingsException(String message) {
            super(message);
        }
    }
}
