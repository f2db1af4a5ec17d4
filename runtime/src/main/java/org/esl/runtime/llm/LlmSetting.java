package org.esl.runtime.llm;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

import org.esl.runtime.transcript.JsonTree;
import org.esl.runtime.transcript.JsonValue;
import org.esl.runtime.transcript.JsonValue.JsonBoolean;
import org.esl.runtime.transcript.JsonValue.JsonNull;
import org.esl.runtime.transcript.JsonValue.JsonNumber;
import org.esl.runtime.transcript.JsonValue.JsonString;

/**
 * A key of the {@code "llm"} settings in {@code esl.json} and in an editor's {@code esl.llm} section, and the type
 * of value it takes. Values are taken as written or refused: a {@code "samples": 2.5} quietly read as 2, or an
 * {@code "enabled": "yes"} read as false, would run the stage otherwise than its author asked.
 */
enum LlmSetting {
    ENABLED("enabled", Type.SWITCH),
    BASE_URL("baseUrl", Type.TEXT),
    MODEL("model", Type.TEXT),
    TARGET_MODEL("targetModel", Type.TEXT),
    TARGET_BASE_URL("targetBaseUrl", Type.TEXT),
    KEY_ENV("keyEnv", Type.TEXT),
    SAMPLES("samples", Type.COUNT_FROM_ONE),
    MAX_REQUESTS("maxRequests", Type.COUNT_FROM_ONE),
    CONCURRENCY("concurrency", Type.COUNT_FROM_ONE),
    TIMEOUT_SECONDS("timeoutSeconds", Type.COUNT_FROM_ONE),
    RETRIES("retries", Type.COUNT_FROM_ZERO);

    private enum Type {
        SWITCH("true or false"), TEXT("a string"), COUNT_FROM_ONE("a whole number from 1 up"),
        COUNT_FROM_ZERO("a whole number from 0 up");

        final String expected;

        Type(String expected) {
            this.expected = expected;
        }
    }

    /** A value of the wrong type for its key; the message says what the key takes and what was found. */
    static final class WrongValue extends Exception {
        private static final long serialVersionUID = 1L;

        WrongValue(String message) {
            super(message);
        }
    }

    private static final BigDecimal LARGEST_COUNT = BigDecimal.valueOf(Integer.MAX_VALUE);

    final String key;
    private final Type type;

    LlmSetting(String key, Type type) {
        this.key = key;
        this.type = type;
    }

    /** The setting with this key, if there is one. */
    static Optional<LlmSetting> named(String key) {
        return Arrays.stream(values()).filter(setting -> setting.key.equals(key)).findFirst();
    }

    /** Every key, for a message about one that is not. */
    static String keys() {
        return Arrays.stream(values()).map(setting -> setting.key).collect(Collectors.joining(", "));
    }

    /**
     * The value as this setting takes it: a {@code Boolean}, {@code String} or {@code Integer}; empty for JSON null,
     * which leaves the setting to the next source.
     *
     * @throws WrongValue for a value of another type, a fraction, or a count out of range ("is a whole number from 1
     *                    up, not 2.5", to follow the key's name)
     */
    Optional<Object> read(JsonValue value) throws WrongValue {
        if (value == JsonNull.NULL) {
            return Optional.empty();
        }
        Optional<Object> read = switch (type) {
            case SWITCH -> value instanceof JsonBoolean bool ? Optional.of(bool.value()) : Optional.empty();
            case TEXT -> value instanceof JsonString text ? Optional.of(text.value()) : Optional.empty();
            case COUNT_FROM_ONE, COUNT_FROM_ZERO -> count(value);
        };
        if (read.isEmpty()) {
            throw new WrongValue("is " + type.expected + ", not " + JsonTree.describe(value));
        }
        return read;
    }

    private Optional<Object> count(JsonValue value) {
        if (!(value instanceof JsonNumber number)) {
            return Optional.empty();
        }
        BigDecimal written = number.value();
        BigDecimal least = type == Type.COUNT_FROM_ONE ? BigDecimal.ONE : BigDecimal.ZERO;
        boolean whole = written.signum() == 0 || written.stripTrailingZeros().scale() <= 0;
        return whole && written.compareTo(least) >= 0 && written.compareTo(LARGEST_COUNT) <= 0
                ? Optional.of(written.intValueExact())
                : Optional.empty();
    }
}
