package org.esl.runtime.llm;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.transcript.JsonValue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

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
     * @throws InvalidSettingsException at the file, line and column of the first mistake in it
     */
    public static LlmSettings besideSpec(Path specFile) throws InvalidSettingsException {
        Path parent = specFile.toAbsolutePath().getParent();
        Path file = parent == null ? Path.of(FILE_NAME) : parent.resolve(FILE_NAME);
        return Files.isRegularFile(file) ? LlmSettingsFile.read(file) : NONE;
    }

    /**
     * Settings from a JSON object with the keys {@code enabled, baseUrl, model, keyEnv, samples, maxRequests,
     * concurrency, timeoutSeconds, retries, targetModel, targetBaseUrl}, as an editor's {@code esl.llm} section
     * gives them; other keys are not read (a client may send more than it declares).
     *
     * @param keyPrefix how messages name a key: this followed by the key, e.g. {@code "the editor's setting esl.llm."}
     * @throws InvalidSettingsException for a value of the wrong type, a fraction or a count out of range
     */
    public static LlmSettings of(JsonObject json, String keyPrefix) throws InvalidSettingsException {
        Map<LlmSetting, Object> values = new EnumMap<>(LlmSetting.class);
        for (LlmSetting setting : LlmSetting.values()) {
            JsonElement element = json.get(setting.key);
            if (element != null) {
                try {
                    setting.read(value(element)).ifPresent(value -> values.put(setting, value));
                } catch (LlmSetting.WrongValue e) {
                    throw new InvalidSettingsException(keyPrefix + setting.key + " " + e.getMessage());
                }
            }
        }
        return of(values);
    }

    /** Settings from values as {@link LlmSetting#read} gives them. */
    static LlmSettings of(Map<LlmSetting, Object> values) {
        return new LlmSettings(value(values, LlmSetting.ENABLED, Boolean.class), value(values, LlmSetting.BASE_URL, String.class),
                value(values, LlmSetting.MODEL, String.class), value(values, LlmSetting.KEY_ENV, String.class),
                value(values, LlmSetting.SAMPLES, Integer.class), value(values, LlmSetting.MAX_REQUESTS, Integer.class),
                value(values, LlmSetting.CONCURRENCY, Integer.class),
                value(values, LlmSetting.TIMEOUT_SECONDS, Integer.class).map(Duration::ofSeconds),
                value(values, LlmSetting.RETRIES, Integer.class), Optional.empty(),
                value(values, LlmSetting.TARGET_MODEL, String.class), value(values, LlmSetting.TARGET_BASE_URL, String.class));
    }

    private static <T> Optional<T> value(Map<LlmSetting, Object> values, LlmSetting setting, Class<T> type) {
        return Optional.ofNullable(values.get(setting)).map(type::cast);
    }

    /** Gson's value as the settings read it; an object or an array only needs to be named in a message. */
    private static JsonValue value(JsonElement element) {
        if (element.isJsonNull()) {
            return JsonValue.JsonNull.NULL;
        } else if (element.isJsonObject()) {
            return new JsonValue.JsonObject(Map.of());
        } else if (element.isJsonArray()) {
            return new JsonValue.JsonArray(List.of());
        }
        JsonPrimitive primitive = element.getAsJsonPrimitive();
        return primitive.isBoolean() ? new JsonValue.JsonBoolean(primitive.getAsBoolean())
                : primitive.isNumber() ? new JsonValue.JsonNumber(primitive.getAsBigDecimal())
                : new JsonValue.JsonString(primitive.getAsString());
    }

    /** Settings that cannot be used; the message names the source and the key. */
    public static final class InvalidSettingsException extends Exception {
        private static final long serialVersionUID = 1L;

        public InvalidSettingsException(String message) {
            super(message);
        }
    }
}
