package org.esl.runtime.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The {@code option} lines of a spec. {@code interpretation} (1 or 2) chooses how rules are bound
 * (1: complete bindings only; 2: partial bindings completed too); {@code smt.timeout} limits every solver
 * call, in milliseconds; {@code tools.strict} makes the spec's tools and the tool calls of transcripts agree
 * with the tool schema exactly; {@code chaining.contrapositives} (true unless set to false) whether forward
 * chaining also uses the contrapositives of rules. Every option, known or not, is also kept as written in {@code raw}.
 */
public record Options(int interpretation, long smtTimeoutMillis, Map<String, String> raw) {

    public static final String INTERPRETATION = "interpretation";
    public static final String SMT_TIMEOUT = "smt.timeout";
    public static final String TOOLS_STRICT = "tools.strict";
    public static final String CONTRAPOSITIVES = "chaining.contrapositives";
    public static final int DEFAULT_INTERPRETATION = 1;
    public static final long DEFAULT_SMT_TIMEOUT_MILLIS = 10_000;

    public static final Options DEFAULTS = new Options(DEFAULT_INTERPRETATION, DEFAULT_SMT_TIMEOUT_MILLIS, Map.of());

    public Options {
        if (interpretation != 1 && interpretation != 2) {
            throw new IllegalArgumentException("interpretation must be 1 or 2, not " + interpretation);
        }
        if (smtTimeoutMillis <= 0) {
            throw new IllegalArgumentException("smt.timeout must be a positive number of milliseconds, not " + smtTimeoutMillis);
        }
        Objects.requireNonNull(raw, "raw");
        raw = Collections.unmodifiableMap(new LinkedHashMap<>(raw));
    }

    /** {@code option tools.strict = true} (off by default). */
    public boolean strictTools() {
        return "true".equals(raw.get(TOOLS_STRICT));
    }

    /** Whether forward chaining normalises rules with their contrapositives: yes unless the spec sets it to false. */
    public boolean contrapositives() {
        return !"false".equals(raw.get(CONTRAPOSITIVES));
    }
}
