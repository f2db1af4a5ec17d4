package org.esl.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code esl generate traces|tests|questions SPEC ...}: material generated from a spec (docs/generate.md). */
@Command(name = "generate", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = "Generates from a spec: labelled transcripts that satisfy and violate each property (traces), tests of its policies and rules (tests), ground-truth questions from its rules (questions).",
        subcommands = { GenerateTracesCommand.class, GenerateTestsCommand.class, GenerateQuestionsCommand.class })
class GenerateCommand implements Callable<Integer> {

    @Spec
    private CommandSpec command;

    /** {@code esl generate} alone is a usage mistake: say what it generates. */
    @Override
    public Integer call() {
        command.commandLine().usage(command.commandLine().getErr());
        return EslCommand.BAD_INPUT;
    }
}
