package org.esl.lang.ide.settings;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.model.Options;
import org.esl.runtime.policy.SolverLimits;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * The client's settings, section {@code esl} (VS Code's {@code esl.interpretation}, {@code esl.solver.timeoutMs},
 * ...). What is absent falls back to the spec's own {@code option} lines; what is given overrides them.
 *
 * @param interpretation      the forward-chaining level of checks, 1 or 2
 * @param solverTimeoutMillis the time limit of each solver call, lint and check
 * @param lintSolver          whether the solver-backed lints (ESL010–015) run on open and save at all
 * @param lintRedundancy      whether redundancy (ESL012) is reported
 * @param llm                 for the LLM perception stage, kept as the client gave it
 */
public record EslSettings(OptionalInt interpretation, OptionalLong solverTimeoutMillis, boolean lintSolver,
        Optional<Boolean> lintRedundancy, Llm llm) {

    /** A client that says nothing. */
    public static final EslSettings DEFAULT = new EslSettings(OptionalInt.empty(), OptionalLong.empty(), true, Optional.empty(),
            Llm.DEFAULT);

    /**
     * The settings for an LLM perception stage: whether it runs, the OpenAI-compatible endpoint and model,
     * and the name of the environment variable that holds the key (never the key itself).
     */
    public record Llm(boolean enabled, Optional<String> baseUrl, Optional<String> model, String keyEnv) {

        public static final Llm DEFAULT = new Llm(false, Optional.empty(), Optional.empty(), "OPENAI_API_KEY");

        public Llm {
            Objects.requireNonNull(baseUrl, "baseUrl");
            Objects.requireNonNull(model, "model");
            Objects.requireNonNull(keyEnv, "keyEnv");
        }
    }

    public EslSettings {
        Objects.requireNonNull(interpretation, "interpretation");
        Objects.requireNonNull(solverTimeoutMillis, "solverTimeoutMillis");
        Objects.requireNonNull(lintRedundancy, "lintRedundancy");
        Objects.requireNonNull(llm, "llm");
    }

    /**
     * The settings in a client's JSON, nested ({@code {"solver": {"timeoutMs": 500}}}, as VS Code sends them)
     * or with dotted keys ({@code {"solver.timeoutMs": 500}}). A value of the wrong type or out of range is
     * ignored, as if absent: a typo in the settings must not stop the server.
     */
    public static EslSettings from(JsonElement json) {
        if (json == null || !json.isJsonObject()) {
            return DEFAULT;
        }
        JsonObject settings = json.getAsJsonObject();
        OptionalInt interpretation = number(settings, "interpretation").filter(n -> n == 1 || n == 2)
                .map(n -> OptionalInt.of(n.intValue())).orElse(OptionalInt.empty());
        OptionalLong timeout = number(settings, "solver.timeoutMs").filter(n -> n > 0)
                .map(n -> OptionalLong.of(n.longValue())).orElse(OptionalLong.empty());
        Llm llm = new Llm(bool(settings, "llm.enabled").orElse(false), text(settings, "llm.baseUrl"), text(settings, "llm.model"),
                text(settings, "llm.keyEnv").orElse(Llm.DEFAULT.keyEnv()));
        return new EslSettings(interpretation, timeout, bool(settings, "lint.solver").orElse(true), bool(settings, "lint.redundancy"), llm);
    }

    /**
     * A value as lsp4j hands it over: a JSON tree where the protocol declares a JSON value, but maps and
     * lists where it declares a plain {@code Object} (the answer to {@code workspace/configuration}).
     */
    public static JsonElement json(Object value) {
        return value instanceof JsonElement json ? json : new Gson().toJsonTree(value);
    }

    /** How checks run: these settings over the spec's options; a check in the editor sees finished transcripts. */
    public CheckOptions checkOptions() {
        return new CheckOptions(interpretation, false, false, solverTimeoutMillis);
    }

    /** The solver limits of test runs: the time limit of these settings over the spec's {@code smt.timeout}. */
    public SolverLimits solverLimits(Options specOptions) {
        SolverLimits own = SolverLimits.of(specOptions);
        return solverTimeoutMillis.isPresent()
                ? new SolverLimits((int) Math.min(solverTimeoutMillis.getAsLong(), Integer.MAX_VALUE), own.resourceLimit())
                : own;
    }

    /** How the solver-backed lints run: these settings over the spec's own {@code option} lines. */
    public LintOptions lintOptions(Options specOptions, LintOptions.Cancellation cancellation) {
        LintOptions own = LintOptions.of(specOptions);
        int timeout = solverTimeoutMillis.isPresent() ? (int) Math.min(solverTimeoutMillis.getAsLong(), Integer.MAX_VALUE)
                : own.timeoutMillis();
        return new LintOptions(timeout, lintRedundancy.orElse(own.redundancy()), cancellation);
    }

    private static Optional<JsonPrimitive> value(JsonObject settings, String key) {
        JsonElement found = settings.get(key);
        if (found == null) {
            JsonElement at = settings;
            for (String part : key.split("\\.")) {
                at = at != null && at.isJsonObject() ? at.getAsJsonObject().get(part) : null;
            }
            found = at;
        }
        return found != null && found.isJsonPrimitive() ? Optional.of(found.getAsJsonPrimitive()) : Optional.empty();
    }

    private static Optional<Double> number(JsonObject settings, String key) {
        return value(settings, key).filter(JsonPrimitive::isNumber).map(JsonPrimitive::getAsDouble)
                .filter(n -> n == Math.rint(n));
    }

    private static Optional<Boolean> bool(JsonObject settings, String key) {
        return value(settings, key).filter(JsonPrimitive::isBoolean).map(JsonPrimitive::getAsBoolean);
    }

    private static Optional<String> text(JsonObject settings, String key) {
        return value(settings, key).filter(JsonPrimitive::isString).map(JsonPrimitive::getAsString).filter(s -> !s.isBlank());
    }
}
