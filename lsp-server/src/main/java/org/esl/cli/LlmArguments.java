package org.esl.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;

import picocli.CommandLine.Option;

/**
 * The {@code --llm*} options of {@code esl check} ({@code esl promote} has only the model and the samples).
 * They win over the {@code "llm"} object of the {@code esl.json} beside the spec; what neither gives has the
 * defaults of {@link LlmSettings}.
 */
class LlmArguments {

    @Option(names = "--llm", negatable = true,
            description = "Ask a language model (OpenAI-compatible endpoint) to perceive transcripts without facts,"
                    + " answer follow-up questions and translate answers into claims; off by default.")
    private Boolean enabled;

    @Option(names = "--llm-base-url", paramLabel = "URL",
            description = "The API root, e.g. http://localhost:11434/v1 (Ollama); default https://api.openai.com/v1.")
    private String baseUrl;

    @Option(names = "--llm-model", paramLabel = "NAME", description = "The model (required with --llm).")
    private String model;

    @Option(names = "--llm-target-model", paramLabel = "NAME",
            description = "The model that answers follow-up questions (the target); default the --llm-model.")
    private String targetModel;

    @Option(names = "--llm-target-base-url", paramLabel = "URL",
            description = "The target model's API root; default the --llm-base-url.")
    private String targetBaseUrl;

    @Option(names = "--llm-key-env", paramLabel = "VAR",
            description = "The environment variable holding the API key; default OPENAI_API_KEY.")
    private String keyEnv;

    @Option(names = "--llm-samples", paramLabel = "K", description = "Translations of each answer into claims; default 3.")
    private Integer samples;

    @Option(names = "--llm-max-requests", paramLabel = "N",
            description = "Most HTTP requests of the run, retries included; default 200.")
    private Integer maxRequests;

    @Option(names = "--llm-concurrency", paramLabel = "N", description = "Requests in flight at once; default 4.")
    private Integer concurrency;

    @Option(names = "--llm-timeout", paramLabel = "SECONDS", description = "Time limit of each request; default 60.")
    private Integer timeoutSeconds;

    @Option(names = "--llm-retries", paramLabel = "N",
            description = "Further attempts after a 429, a 5xx, a time-out or a lost connection; default 3.")
    private Integer retries;

    @Option(names = "--refresh", description = "Ask the model again even when its answer is cached beside the transcript.")
    private Boolean refresh;

    /**
     * For a command that runs until it is stopped ({@code esl guard}): no request budget unless one is set, since a
     * budget would count for the command's whole life (docs/guard.md).
     */
    static final LlmSettings LIFETIME_BUDGET = new LlmSettings(Optional.empty(), Optional.empty(), Optional.empty(),
            Optional.empty(), Optional.empty(), Optional.of(Integer.MAX_VALUE), Optional.empty(), Optional.empty(),
            Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());

    /** The command line's settings over the spec's {@code esl.json}, with the defaults applied. */
    LlmOptions options(Path specFile) throws InvalidSettingsException {
        return options(specFile, LlmSettings.NONE);
    }

    /** As {@link #options(Path)}, with {@code defaults} under the defaults of {@link LlmSettings}. */
    LlmOptions options(Path specFile, LlmSettings defaults) throws InvalidSettingsException {
        return settings().or(LlmSettings.besideSpec(specFile)).or(defaults).resolve();
    }

    private LlmSettings settings() {
        return new LlmSettings(Optional.ofNullable(enabled), Optional.ofNullable(baseUrl), Optional.ofNullable(model),
                Optional.ofNullable(keyEnv), Optional.ofNullable(samples), Optional.ofNullable(maxRequests),
                Optional.ofNullable(concurrency), Optional.ofNullable(timeoutSeconds).map(Duration::ofSeconds),
                Optional.ofNullable(retries), Optional.ofNullable(refresh), Optional.ofNullable(targetModel),
                Optional.ofNullable(targetBaseUrl));
    }
}
