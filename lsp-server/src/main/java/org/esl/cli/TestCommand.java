package org.esl.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.SpecSource;
import org.esl.lang.lint.SpecSources;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.Wording;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.policy.SolverLimits;
import org.esl.runtime.spectest.JUnitXmlRenderer;
import org.esl.runtime.spectest.JsonTestRenderer;
import org.esl.runtime.spectest.SpecTestReport;
import org.esl.runtime.spectest.TestRun;
import org.esl.runtime.spectest.TestRunRenderer;
import org.esl.runtime.spectest.TextTestRenderer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code esl test SPEC|DIR...}: runs the specs' own {@code test} blocks. */
@Command(name = "test", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Runs the test blocks of ESL specs: claims with the policy solver, facts through the rules,"
                        + " traces against the temporal properties.",
                "Exit status: 0 all tests passed, 1 a test failed or could not run, 2 bad usage, unreadable input"
                        + " or a spec with errors that leave it without meaning." })
class TestCommand implements Callable<Integer> {

    /** The values of {@code --format}. */
    enum Format {
        TEXT, JSON;

        TestRunRenderer renderer() {
            return this == TEXT ? new TextTestRenderer() : new JsonTestRenderer();
        }
    }

    @Parameters(arity = "1..*", paramLabel = "SPEC|DIR",
            description = "Spec files, or directories searched recursively for *.esl files. Each spec runs the tests"
                    + " written in its own file.")
    private List<Path> inputs;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (default; the last line is 'N passed, N failed') or json; both go to standard output.")
    private Format format;

    @Option(names = "--junit", paramLabel = "FILE", description = "Also write the results as JUnit XML to FILE.")
    private Path junit;

    @Option(names = "--timeout", paramLabel = "MS",
            description = "Time limit of every solver call in milliseconds (default: the spec's smt.timeout, else 10000).")
    private Integer timeoutMillis;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Run each spec's tests on N threads (default 1), each with a solver of its own; the report does"
                    + " not depend on N. Pays off for many tests: each thread loads the policy model again.")
    private int threads;

    @picocli.CommandLine.Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        if (timeoutMillis != null && timeoutMillis <= 0) {
            err.println("esl test: --timeout must be a positive number of milliseconds, not " + timeoutMillis
                    + " (see 'esl test --help')");
            return EslCommand.BAD_INPUT;
        }
        if (threads < 1) {
            err.println("esl test: --threads is a positive number, not " + threads + " (see 'esl test --help')");
            return EslCommand.BAD_INPUT;
        }
        List<Loaded> specs = new ArrayList<>();
        try {
            if (!load(specs, err)) {
                return EslCommand.BAD_INPUT;
            }
        } catch (UnreadableInputException e) {
            err.println("esl test: " + e.getMessage());
            return EslCommand.BAD_INPUT;
        }
        TestRun run = new TestRun(specs.stream().map(this::run).toList());
        PrintWriter out = command.commandLine().getOut();
        out.print(format.renderer().render(run));
        out.flush();
        if (junit != null) {
            try {
                Files.writeString(junit, new JUnitXmlRenderer().render(run), StandardCharsets.UTF_8);
            } catch (IOException e) {
                err.println("esl test: cannot write the JUnit report to " + junit + " (" + Wording.whyNot(e, true) + ")");
                return EslCommand.BAD_INPUT;
            }
        }
        return run.allPassed() ? EslCommand.CLEAN : EslCommand.FINDINGS;
    }

    /**
     * Loads every spec before running any, so that a mistake in one is reported at once, with the mistakes of all
     * the others; false when a spec was refused (its errors are printed, one line each).
     */
    private boolean load(List<Loaded> specs, PrintWriter err) throws UnreadableInputException {
        SpecRuns runs = SpecRuns.standalone();
        boolean allLoaded = true;
        for (SpecSource source : SpecSources.read(inputs)) {
            try {
                specs.add(new Loaded(source.file(), runs.open(Path.of(source.file()))));
            } catch (RefusedSpecException e) {
                for (Diagnostic error : e.errors()) {
                    err.println(error.range() + ": error " + error.code() + ": " + error.message().replaceAll("\\s*\\R\\s*", " "));
                }
                err.println("esl test: " + source.file() + ": the spec has " + e.errors().size()
                        + (e.errors().size() == 1 ? " error" : " errors") + " that must be fixed before its tests can run");
                allLoaded = false;
            }
        }
        return allLoaded;
    }

    /** A spec ready to run, and its file as the user named it (the compiled spec knows only the absolute path). */
    private record Loaded(String file, RunnableSpec spec) {
    }

    private SpecTestReport run(Loaded loaded) {
        SolverLimits limits = timeoutMillis == null ? SolverLimits.of(loaded.spec().spec().options())
                : new SolverLimits(timeoutMillis, SolverLimits.DEFAULT_RESOURCE_LIMIT);
        return loaded.spec().test(limits, threads).shownAs(loaded.file());
    }
}
