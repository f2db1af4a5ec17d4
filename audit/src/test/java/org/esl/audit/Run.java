package org.esl.audit;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.esl.cli.EslCommand;

import picocli.CommandLine;

/** {@code esl} run in-process, as the audit jar runs it: exit status and what went to stdout and stderr. */
record Run(int exit, String out, String err) {

    /** {@code esl-audit.jar ARGS}: {@code esl} with {@code audit}. */
    static Run esl(String... args) {
        return run(EslAudit.commandLine(), args);
    }

    /** {@code esl.jar ARGS}, the command line without Flink, e.g. {@code esl check}. */
    static Run eslWithoutAudit(String... args) {
        return run(EslCommand.commandLine(), args);
    }

    private static Run run(CommandLine commandLine, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exit = commandLine.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }
}
