package org.esl.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code esl export smtlib SPEC ...}: a spec in another tool's language, to be checked there (docs/test.md). */
@Command(name = "export", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = "Writes a spec in another tool's language: its policy model and claim tests as SMT-LIB 2 scripts (smtlib).",
        subcommands = { ExportSmtLibCommand.class })
class ExportCommand implements Callable<Integer> {

    @Spec
    private CommandSpec command;

    /** {@code esl export} alone is a usage mistake: say what it exports to. */
    @Override
    public Integer call() {
        command.commandLine().usage(command.commandLine().getErr());
        return EslCommand.BAD_INPUT;
    }
}
