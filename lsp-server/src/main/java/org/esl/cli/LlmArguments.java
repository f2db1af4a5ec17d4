package org.esl.cli;

import java.nio.file.Path;
import java.util.Optional;

import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The {@code --llm*} options of {@code esl check} and of the commands that use the model as it does ({@code esl
 * eval}, {@code esl guard}, {@code esl generate questions}); {@code esl promote} has only the model and the samples,
 * {@code esl draft} its own. They win over the {@code "llm"} object of the {@code esl.json} beside the spec; what
 * neither gives has the defaults of {@link LlmSettings}.
 */
class LlmArguments {

    @Option(names = "--llm", negatable = true,
            description = "Ask a language model (OpenAI-compatible endpoint) to perceive transcripts without facts,"
                    + " answer follow-up questions and translate answers into claims; off by default.")
    private Boolean enabled;

    @Mixin
    private LlmEndpointArguments endpoint = new LlmEndpointArguments();

    @Option(names = "--llm-target-model", paramLabel = "NAME",
            description = "The model that answers follow-up questions (the target); default the --llm-model.")
    private String targetModel;

    @Option(names = "--llm-target-base-url", paramLabel = "URL",
            description = "The target model's API root; default the --llm-base-url.")
    private String targetBaseUrl;

    @Option(names = "--llm-samples", paramLabel = "K", description = "Translations of each answer into claims; default 3.")
    private Integer samples;

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
        return endpoint.options(settings(), specFile, defaults);
    }

    private LlmSettings settings() {
        return new LlmSettings(Optional.ofNullable(enabled), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.ofNullable(samples), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.ofNullable(refresh), Optional.ofNullable(targetModel), Optional.ofNullable(targetBaseUrl));
    }
}
