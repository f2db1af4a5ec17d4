package org.esl.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code esl}, the one executable of the toolchain. Exit status, for every subcommand: 0 clean, 1
 * findings at error level, 2 bad usage or unreadable input (a one-line reason on stderr), 3 an
 * internal error (a bug in ESL, reported in one line).
 */
@Command(name = "esl", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = "Lints ESL specifications, checks transcripts against them, runs their tests and serves them to editors.",
        subcommands = { LintCommand.class, CheckCommand.class, TestCommand.class, PromoteCommand.class, LspCommand.class })
public class EslCommand implements Callable<Integer> {

    public static final int CLEAN = 0;
    public static final int FINDINGS = 1;
    public static final int BAD_INPUT = 2;
    public static final int INTERNAL_ERROR = 3;

    @Spec
    private CommandSpec spec;

    /** {@code esl} alone is a usage mistake: say what the subcommands are. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return BAD_INPUT;
    }

    public static void main(String[] args) {
        System.exit(run(commandLine(), args));
    }

    /**
     * Runs {@code esl} as a process does, with logging configured: the exit status. Running out of memory is an
     * internal error (3) with one line that says how to give the JVM more.
     */
    public static int run(CommandLine commandLine, String[] args) {
        Logging.configure();
        int status;
        try {
            status = commandLine.execute(args);
        } catch (OutOfMemoryError e) {
            // left to the JVM it would end with status 1, which reads as "findings"
            System.err.println("esl: out of memory (" + Runtime.getRuntime().maxMemory() / (1024 * 1024)
                    + " MB of heap); give the JVM more, e.g. ESL_JAVA_OPTS=-Xmx4g");
            status = INTERNAL_ERROR;
        }
        return status;
    }

    /** The configured command line; tests run it in-process with their own out and err writers. */
    public static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new EslCommand());
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setParameterExceptionHandler(EslCommand::badUsage);
        commandLine.setExecutionExceptionHandler((e, failed, parseResult) -> {
            failed.getErr().println(failed.getCommandSpec().qualifiedName() + ": internal error, please report it: " + e);
            return INTERNAL_ERROR;
        });
        return commandLine;
    }

    /** One line that says what is wrong and where to read more, instead of the whole usage text. */
    private static int badUsage(CommandLine.ParameterException e, String[] args) {
        CommandLine failed = e.getCommandLine();
        failed.getErr().println(failed.getCommandSpec().qualifiedName() + ": " + e.getMessage()
                + " (see '" + failed.getCommandSpec().qualifiedName() + " --help')");
        return BAD_INPUT;
    }
}
