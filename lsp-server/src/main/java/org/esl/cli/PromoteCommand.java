package org.esl.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.esl.lang.lint.SpecLoader.LoadedSpec;
import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.llm.ChatModel;
import org.esl.runtime.llm.LanguageModelStage;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.esl.runtime.llm.Promotion;
import org.esl.runtime.transcript.TranscriptException;
import org.esl.runtime.transcript.TranscriptFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code esl promote SPEC TRANSCRIPT...}: writes the model's cached answers (from an earlier
 * {@code esl check --llm}) into the transcripts as {@code facts} and {@code claims}, for a person to review.
 * Never asks the model, so of the LLM options it has only those that pick the cached answers: the model (part
 * of every cache key) and the number of samples (how many translations of each answer were cached).
 */
@Command(name = "promote", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Writes the LLM answers cached by `esl check --llm` into the transcript files as facts and claims, so"
                        + " they can be reviewed and corrected; hallucinated predicates are left out. Asks no model.",
                "Exit status: 0 written, 1 some transcript had no cached answers, 2 bad usage or unreadable input (a"
                        + " transcript that cannot be read is left as it is, and the others are promoted)." })
class PromoteCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SPEC", description = "The spec file the answers were checked against.")
    private Path specFile;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "TRANSCRIPT|DIR|GLOB", description = "Transcript files to rewrite.")
    private List<String> transcripts = new ArrayList<>();

    @Option(names = "--llm-model", paramLabel = "NAME",
            description = "The model whose cached answers to write (required here or in esl.json).")
    private String model;

    @Option(names = "--llm-samples", paramLabel = "K",
            description = "Translations of each answer the check asked for; default 3.")
    private Integer samples;

    @Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        PrintWriter out = command.commandLine().getOut();
        LoadedSpec loaded;
        LlmOptions options;
        List<Path> files;
        try {
            loaded = SpecRuns.standalone().open(specFile).loaded();
            options = settings().or(LlmSettings.besideSpec(specFile)).resolve();
            if (options.model().isEmpty()) {
                return badInput(err, "name the model whose answers to promote: --llm-model or \"llm\": {\"model\": …} in esl.json");
            }
            files = TranscriptFiles.expand(Path.of("").toAbsolutePath(), transcripts);
        } catch (InvalidSettingsException | UnreadableInputException | RefusedSpecException | TranscriptException e) {
            return badInput(err, e.getMessage());
        }
        boolean missing = false;
        boolean unread = false;
        try (LanguageModelStage stage = new LanguageModelStage(loaded.spec(), loaded.expressions(), options,
                ChatModel.cacheOnly(options.model()), loaded.spec().options().interpretation())) {
            Promotion promotion = new Promotion(stage);
            for (Path file : files) {
                Promotion.FileOutcome outcome = promotion.promote(file);
                for (Promotion.Promoted promoted : outcome.promoted()) {
                    out.println(promoted.transcript() + " (" + file + "): " + promoted.facts() + " facts, "
                            + promoted.claims() + " claims written");
                    for (String failure : promoted.failures()) {
                        err.println("esl promote: " + promoted.transcript() + ": " + failure);
                        missing = true;
                    }
                }
                for (TranscriptException error : outcome.unread()) {
                    err.println("esl promote: " + error.getMessage() + " (not promoted)");
                    unread = true;
                }
            }
        } catch (IOException e) {
            return badInput(err, e.getMessage());
        }
        out.flush();
        // a transcript that could not be read is unreadable input, even when the others were promoted
        return unread ? EslCommand.BAD_INPUT : missing ? EslCommand.FINDINGS : EslCommand.CLEAN;
    }

    /** The command line's two settings; the {@code esl.json} beside the spec gives the rest. */
    private LlmSettings settings() {
        return new LlmSettings(Optional.empty(), Optional.empty(), Optional.ofNullable(model), Optional.empty(),
                Optional.ofNullable(samples), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty());
    }

    private static int badInput(PrintWriter err, String reason) {
        err.println("esl promote: " + reason);
        return EslCommand.BAD_INPUT;
    }
}
