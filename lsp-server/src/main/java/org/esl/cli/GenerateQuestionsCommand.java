package org.esl.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.Wording;
import org.esl.runtime.generate.questions.AnsweredQuestion;
import org.esl.runtime.generate.questions.GroundTruthQuestion;
import org.esl.runtime.generate.questions.QuestionAsking;
import org.esl.runtime.generate.questions.QuestionGenerator;
import org.esl.runtime.generate.questions.QuestionScore;
import org.esl.runtime.generate.questions.QuestionsRendering;
import org.esl.runtime.llm.ChatClient;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.esl.runtime.llm.ModelException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code esl generate questions SPEC --out FILE.jsonl [--llm ...]}: yes/no questions whose answers the spec's facts and
 * rules decide, with their derivation chains; with {@code --llm}, asked of a model and scored (docs/generate.md).
 */
@Command(name = "questions", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Writes yes/no questions whose answers the spec's facts and rules decide (one JSON object a line, with"
                        + " the expected answer and the derivation chain); with --llm, asks them of the model and reports"
                        + " its accuracy per variant and per hop count, and each wrong answer with its chain.",
                "Exit status: 0 written (and every answer right), 1 a wrong answer, 2 bad usage, an unreadable or"
                        + " refused spec, an output file that cannot be written, or bad --llm settings; 3 the model"
                        + " could not be asked." })
class GenerateQuestionsCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SPEC", description = "The spec file.")
    private Path specFile;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The questions file to write (JSON Lines).")
    private Path out;

    @Mixin
    private LlmArguments llm = new LlmArguments();

    @Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        PrintWriter output = command.commandLine().getOut();
        Optional<RunnableSpec> opened = SpecOpening.open(SpecRuns.standalone(), specFile, "esl generate questions", err);
        if (opened.isEmpty()) {
            return EslCommand.BAD_INPUT;
        }
        RunnableSpec spec = opened.get();
        if (!QuestionGenerator.hasKnowledge(spec.spec())) {
            output.println("esl generate questions: " + specFile + " has no rules or facts: nothing to generate");
            output.flush();
            return EslCommand.CLEAN;
        }
        LlmOptions llmOptions;
        try {
            llmOptions = llm.options(specFile);
        } catch (InvalidSettingsException e) {
            return badInput(err, e.getMessage());
        }
        List<GroundTruthQuestion> questions = new QuestionGenerator(spec.spec()).generate();
        Optional<List<AnsweredQuestion>> answers = Optional.empty();
        if (llmOptions.enabled() && !questions.isEmpty()) {
            try {
                answers = Optional.of(new QuestionAsking(spec.spec(), ChatClient.fromEnvironment(llmOptions.target()))
                        .ask(questions, new CancelSignal()));
            } catch (ModelException e) {
                err.println("esl generate questions: the model could not be asked: " + e.getMessage());
                return EslCommand.INTERNAL_ERROR;
            }
        }
        try {
            Files.writeString(out, QuestionsRendering.jsonLines(questions, answers), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return badInput(err, "cannot write " + out + " (" + Wording.whyNot(e, true) + ")");
        }
        if (questions.isEmpty()) {
            output.println(specFile + ": its rules derive nothing about named individuals (rules about numbers give no questions)");
        }
        output.println("wrote " + questions.size() + (questions.size() == 1 ? " question" : " questions") + " to " + out);
        if (answers.isEmpty()) {
            output.flush();
            return EslCommand.CLEAN;
        }
        QuestionScore score = QuestionScore.of(answers.get());
        output.print(QuestionsRendering.text(llmOptions.target().model(), score));
        output.flush();
        return score.wrong().isEmpty() ? EslCommand.CLEAN : EslCommand.FINDINGS;
    }

    private static int badInput(PrintWriter err, String reason) {
        err.println("esl generate questions: " + reason);
        return EslCommand.BAD_INPUT;
    }
}
