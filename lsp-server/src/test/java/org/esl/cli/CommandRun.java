package org.esl.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * The outcome of running {@code esl} in-process, with the command line the process builds for the same arguments:
 * exit status and what went to stdout and stderr.
 */
record CommandRun(int exit, String out, String err) {

    static CommandRun esl(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var commandLine = EslCommand.commandLine(args);
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exit = EslCommand.execute(commandLine, args);
        return new CommandRun(exit, out.toString(), err.toString());
    }
}
