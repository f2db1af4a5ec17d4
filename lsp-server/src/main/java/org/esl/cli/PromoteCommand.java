package org.esl.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.esl.lang.lint.SpecLoader;
import org.esl.lang.lint.SpecLoader.LoadedSpec;
import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.runtime.llm.ChatModel;
import org.esl.runtime.llm.LanguageModelStage;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.esl.runtime.llm.Promotion;
import org.esl.runtime.transcript.TranscriptException;
import org.esl.runtime.transcript.TranscriptFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code esl promote SPEC TRANSCRIPT...}: writes the model's cached answers (from an earlier
 * {@code esl check --llm}) into the transcripts as {@code facts} and {@code claims}, for a person to review.
 * Never asks the model.
 */
@Command(name = "promote", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Writes the LLM answers cached by `esl check --llm` into the transcript files as facts and claims, so"
                        + " they can be reviewed and corrected; hallucinated predicates are left out. Asks no model.",
                "Exit status: 0 written, 1 some transcript had no cached answers, 2 bad usage or unreadable input." })
class PromoteCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SPEC", description = "The spec file the answers were checked against.")
    private Path specFile;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "TRANSCRIPT|DIR|GLOB", description = "Transcript files to rewrite.")
    private List<String> transcripts = new ArrayList<>();

    @Mixin
    private LlmArguments llm = new LlmArguments();

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
            options = llm.options(specFile);
            if (options.model().isEmpty()) {
                return badInput(err, "name the model whose answers to promote: --llm-model or \"llm\": {\"model\": …} in esl.json");
            }
            loaded = SpecLoader.standalone().load(specFile);
            files = TranscriptFiles.expand(Path.of("").toAbsolutePath(), transcripts);
        } catch (InvalidSettingsException | UnreadableInputException | RefusedSpecException | TranscriptException e) {
            return badInput(err, e.getMessage());
        }
        boolean missing = false;
        try (LanguageModelStage stage = new LanguageModelStage(loaded.spec(), loaded.expressions(), options,
                ChatModel.cacheOnly(options.model()), loaded.spec().options().interpretation())) {
            Promotion promotion = new Promotion(stage);
            for (Path file : files) {
                for (Promotion.Promoted promoted : promotion.promote(file)) {
                    out.println(promoted.transcript() + " (" + file + "): " + promoted.facts() + " facts, "
                            + promoted.claims() + " claims written");
                    for (String failure : promoted.failures()) {
                        err.println("esl promote: " + promoted.transcript() + ": " + failure);
                        missing = true;
                    }
                }
            }
        } catch (IOException e) {
            return badInput(err, e.getMessage());
        }
        out.flush();
        return missing ? EslCommand.FINDINGS : EslCommand.CLEAN;
    }

    private static int badInput(PrintWriter err, String reason) {
        err.println("esl promote: " + reason);
        return EslCommand.BAD_INPUT;
    }
}
