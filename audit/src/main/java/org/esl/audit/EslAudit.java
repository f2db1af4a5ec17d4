package org.esl.audit;

import org.esl.cli.EslCommand;

import picocli.CommandLine;

/**
 * The {@code esl} command line with {@code esl audit} added: the main class of {@code audit/target/esl-audit.jar},
 * which {@code bin/esl audit} runs (and {@code flink run} on a cluster). Every other command is {@code esl}'s own, so
 * the audit jar is a whole {@code esl}; the language server's jar stays without Flink.
 */
public final class EslAudit {

    private EslAudit() {
    }

    public static void main(String[] args) {
        System.exit(EslCommand.run(commandLine(), args));
    }

    /** {@code esl}'s command line with {@code audit}; tests run it in-process. */
    public static CommandLine commandLine() {
        CommandLine commandLine = EslCommand.commandLine();
        commandLine.addSubcommand("audit", new CommandLine(new AuditCommand()).setCaseInsensitiveEnumValuesAllowed(true));
        return commandLine;
    }
}
