package org.esl.lang.ide.settings;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
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
 * @param allVerdicts         whether a check publishes every verdict as a diagnostic and its summary on the spec
 *                            ({@code check.diagnostics = "all"}), not only the failing verdicts and the errors
 * @param llm                 the {@code llm} section for the LLM stage, as the client gave it (nested or dotted
 *                            keys gathered, empty strings dropped); read by {@link LlmSettings#of} only when a
 *                            check runs, so that a wrong value is reported to the user then, not dropped here
 */
public record EslSettings(OptionalInt interpretation, OptionalLong solverTimeoutMillis, boolean lintSolver,
        Optional<Boolean> lintRedundancy, boolean allVerdicts, JsonObject llm) {

    /** A client that says nothing. */
    public static final EslSettings DEFAULT = new EslSettings(OptionalInt.empty(), OptionalLong.empty(), true, Optional.empty(),
            false, new JsonObject());

    /** Where the editor's LLM settings come from, as messages name it. */
    private static final String LLM_SETTING = "the editor's setting esl.llm.";

    public EslSettings {
        Objects.requireNonNull(interpretation, "interpretation");
        Objects.requireNonNull(solverTimeoutMillis, "solverTimeoutMillis");
        Objects.requireNonNull(lintRedundancy, "lintRedundancy");
        llm = llm.deepCopy();
    }

    /** The {@code llm} section; a copy, since a JSON object can be changed. */
    @Override
    public JsonObject llm() {
        return llm.deepCopy();
    }

    /**
     * The settings in a client's JSON, nested ({@code {"solver": {"timeoutMs": 500}}}, as VS Code sends them)
     * or with dotted keys ({@code {"solver.timeoutMs": 500}}). A value of the wrong type or out of range is
     * ignored, as if absent: a typo in the settings must not stop the server. The {@code llm} keys are only
     * gathered here: a wrong one must stop the check that would use it, with a message, see {@link #llmOptions}.
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
        return new EslSettings(interpretation, timeout, bool(settings, "lint.solver").orElse(true), bool(settings, "lint.redundancy"),
                text(settings, "check.diagnostics").filter("all"::equals).isPresent(), llmSection(settings));
    }

    /**
     * The {@code llm} keys of the settings in one object, {@code {"llm": {"model": …}}} and {@code {"llm.model": …}}
     * alike. An empty string is left out, as VS Code sends one for a setting the user left empty ("the default").
     */
    private static JsonObject llmSection(JsonObject settings) {
        JsonObject section = new JsonObject();
        JsonElement nested = settings.get("llm");
        if (nested != null && nested.isJsonObject()) {
            nested.getAsJsonObject().entrySet().forEach(entry -> section.add(entry.getKey(), entry.getValue()));
        }
        String dotted = "llm.";
        for (Map.Entry<String, JsonElement> entry : settings.entrySet()) {
            if (entry.getKey().startsWith(dotted)) {
                section.add(entry.getKey().substring(dotted.length()), entry.getValue());
            }
        }
        section.entrySet().removeIf(entry -> entry.getValue().isJsonPrimitive() && entry.getValue().getAsJsonPrimitive().isString()
                && entry.getValue().getAsString().isBlank());
        return section;
    }

    /**
     * How the LLM stage of a check of {@code specFile} runs: these settings over the {@code esl.json} beside the
     * spec, as the command line's options are, with the defaults for what neither says.
     *
     * @throws InvalidSettingsException with a message for the user: a value of the wrong type or out of range,
     *                                  a stage enabled without a model, or an unreadable {@code esl.json}
     */
    public LlmOptions llmOptions(Path specFile) throws InvalidSettingsException {
        return LlmSettings.of(llm, LLM_SETTING).or(LlmSettings.besideSpec(specFile)).resolve();
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
