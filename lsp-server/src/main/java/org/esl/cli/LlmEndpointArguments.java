package org.esl.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;

import picocli.CommandLine.Option;

/**
 * The {@code --llm-*} options that say which model to ask and how, the same for every command that asks one: the
 * endpoint, the model, the key, and the limits on requests. What a command asks the model for, and so its
 * {@code --llm}, {@code --llm-samples} and {@code --refresh}, it describes itself ({@link LlmArguments},
 * {@link DraftCommand}).
 */
class LlmEndpointArguments {

    @Option(names = "--llm-base-url", paramLabel = "URL",
            description = "The API root, e.g. http://localhost:11434/v1 (Ollama); default https://api.openai.com/v1.")
    private String baseUrl;

    @Option(names = "--llm-model", paramLabel = "NAME", description = "The model (required with --llm).")
    private String model;

    @Option(names = "--llm-key-env", paramLabel = "VAR",
            description = "The environment variable holding the API key; default OPENAI_API_KEY.")
    private String keyEnv;

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

    /**
     * The command line's settings, {@code command}'s own over these, over the {@code esl.json} beside {@code specFile},
     * over {@code defaults}, with the defaults of {@link LlmSettings} for what none gives.
     */
    LlmOptions options(LlmSettings command, Path specFile, LlmSettings defaults) throws InvalidSettingsException {
        return command.or(settings()).or(LlmSettings.besideSpec(specFile)).or(defaults).resolve();
    }

    private LlmSettings settings() {
        return new LlmSettings(Optional.empty(), Optional.ofNullable(baseUrl), Optional.ofNullable(model),
                Optional.ofNullable(keyEnv), Optional.empty(), Optional.ofNullable(maxRequests),
                Optional.ofNullable(concurrency), Optional.ofNullable(timeoutSeconds).map(Duration::ofSeconds),
                Optional.ofNullable(retries), Optional.empty());
    }
}
