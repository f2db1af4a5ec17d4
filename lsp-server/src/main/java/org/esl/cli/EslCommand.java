package org.esl.cli;

import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code esl}, the one executable of the toolchain. Exit status, for every subcommand: 0 clean, 1
 * findings at error level, 2 bad usage or unreadable input (a one-line reason on stderr), 3 an
 * internal error (a bug in ESL, or the Java VM out of memory, reported in one line). Never 1 for a crash:
 * 1 means the input has findings.
 */
@Command(name = "esl", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = "Lints ESL specifications, checks transcripts against them, runs their tests, measures and generates"
                + " them, guards a running model with them and serves them to editors.")
public class EslCommand implements Callable<Integer> {

    /** The subcommands, in the order {@code esl --help} lists them. */
    private static final List<Class<?>> SUBCOMMANDS = List.of(LintCommand.class, CheckCommand.class, TestCommand.class,
            EvalCommand.class, GenerateCommand.class, ExportCommand.class, CoverageCommand.class, DraftCommand.class,
            PromoteCommand.class, GuardCommand.class, LspCommand.class, ReportCommand.class);

    public static final int CLEAN = 0;
    public static final int FINDINGS = 1;
    public static final int BAD_INPUT = 2;
    public static final int INTERNAL_ERROR = 3;

    /** Guice's switch for its generated classes, read once, when Guice is first used. */
    private static final String GUICE_BYTECODE_GENERATION = "guice_bytecode_gen_option";

    @Spec
    private CommandSpec spec;

    /** {@code esl} alone is a usage mistake: say what the subcommands are. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return BAD_INPUT;
    }

    /**
     * {@code esl lsp} alone, as every editor starts it, goes to the server without building picocli's model of every
     * command and option, which took a fifth of the main thread's time in a start (docs/language-server.md,
     * "Start-up"); with anything else on the line ({@code esl lsp --help}) picocli reads it as usual.
     */
    public static void main(String[] args) {
        // Guice generates a class per injected constructor by default: in a process that serves one command or one
        // editor session, making them costs more than plain reflection (0.84 of the injectors' CPU time without them,
        // bench/injector-bench.sh); a value given with -D (ESL_JAVA_OPTS) is kept
        if (System.getProperty(GUICE_BYTECODE_GENERATION) == null) {
            System.setProperty(GUICE_BYTECODE_GENERATION, "DISABLED");
        }
        System.exit(LspCommand.ALONE.equals(List.of(args)) ? LspCommand.serve() : run(commandLine(args), args));
    }

    /**
     * Runs {@code esl} as a process does: logging configured, then {@link #execute}. A command that runs once has no
     * use for results computed after the VM failed inside a library that logged the error and went on (Xtext's
     * validators do): it ends with exit status 3. The language server keeps serving; the failed request gets no answer.
     */
    public static int run(CommandLine commandLine, String... args) {
        boolean server = args.length > 0 && args[0].equals("lsp");
        configureLogging(server);
        return execute(commandLine, args);
    }

    /** Logging for a command that runs once, or for the language server, which keeps serving after a failed request. */
    static void configureLogging(boolean server) {
        Logging.configure(server ? error -> { } : error -> {
            System.err.flush();
            System.exit(INTERNAL_ERROR);
        }, server);
    }

    /**
     * Runs a command line; an error of the Java VM that escapes a command (out of memory, a stack overflow) ends
     * it like any other internal error, with exit status 3 and one line on its standard error.
     */
    public static int execute(CommandLine commandLine, String... args) {
        try {
            return commandLine.execute(args);
        } catch (OutOfMemoryError e) {
            commandLine.getErr().println("esl: out of memory (" + e.getMessage() + "): give Java more, e.g."
                    + " ESL_JAVA_OPTS=-Xmx4g, or give the command fewer or smaller files at once");
        } catch (RuntimeException | Error e) {
            commandLine.getErr().println("esl: internal error, please report it: " + e);
        }
        commandLine.getErr().flush();
        return INTERNAL_ERROR;
    }

    /** The configured command line with every subcommand; tests run it in-process with their own out and err writers. */
    public static CommandLine commandLine() {
        return commandLine(SUBCOMMANDS);
    }

    /**
     * The command line for {@code args}: when they start with a subcommand's name, with that subcommand alone, since
     * picocli's model of all twelve, built by reflection over their options, took a tenth of the main thread's time in
     * a short {@code esl check} (docs/benchmarks.md, "The command line's model"); else with all of them, for
     * {@code esl --help}, {@code esl} alone (which prints the usage) and a line that picocli refuses.
     */
    static CommandLine commandLine(String... args) {
        for (Class<?> subcommand : SUBCOMMANDS) {
            if (args.length > 0 && subcommand.getAnnotation(Command.class).name().equals(args[0])) {
                return commandLine(List.of(subcommand));
            }
        }
        return commandLine();
    }

    private static CommandLine commandLine(List<Class<?>> subcommands) {
        CommandLine commandLine = new CommandLine(new EslCommand());
        // a loop, not a method reference to CommandLine: making the reference's lambda class while the class-data
        // archive is dumped links CommandLine, and the JVM then leaves it, compiled for an old Java, out of the archive
        for (Class<?> subcommand : subcommands) {
            commandLine.addSubcommand(subcommand);
        }
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
