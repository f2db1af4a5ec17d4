package org.esl.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;

import org.esl.lang.EslStandaloneSetup;
import org.esl.lang.lint.Linter;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.lang.semantic.SemanticChecks;
import org.esl.runtime.diagnostics.DiagnosticReport;

import com.google.inject.Injector;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code esl lint FILES|DIRS...}: every check the language has, on the named specs. */
@Command(name = "lint", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Checks ESL specs: syntax, names, arity, types, rule shape, descriptions, and the solver-backed checks.",
                "Exit status: 0 no errors (warnings and infos allowed), 1 errors found, 2 bad usage or unreadable input." })
class LintCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "FILE|DIR",
            description = "Spec files, or directories searched recursively for *.esl files.")
    private List<Path> inputs;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (default), json or sarif; all go to standard output.")
    private OutputFormat format;

    @Option(names = "--budget", paramLabel = "SECONDS", defaultValue = "30",
            description = "Time the solver-backed checks (ESL010-ESL015) may take in all (default 30); when it runs out,"
                    + " a warning says which specs were only partly checked.")
    private long budgetSeconds;

    @Option(names = "--no-solver",
            description = "Static checks only (ESL000-ESL009, ESL016-ESL018, ESL022, ESL023, ESL025): no contradictions, properties or tests.")
    private boolean staticOnly;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        if (budgetSeconds <= 0) {
            spec.commandLine().getErr().println("esl lint: --budget must be a positive number of seconds, not " + budgetSeconds);
            return EslCommand.BAD_INPUT;
        }
        DiagnosticReport report;
        // one setup of the language for both linters: a second Guice injector did its work again, about a twentieth of
        // the CPU of a lint of one spec (docs/benchmarks.md, "Lint benchmark")
        Injector language = new EslStandaloneSetup().createInjectorAndDoEMFRegistration();
        try (SemanticChecks semantic = language.getInstance(SemanticChecks.class)) {
            Linter.Linted linted = language.getInstance(Linter.class).load(inputs);
            // static validation first; specs it leaves meaningful are then compiled and checked with the solver
            report = staticOnly ? linted.report() : semantic.lint(linted, Duration.ofSeconds(budgetSeconds));
        } catch (UnreadableInputException e) {
            spec.commandLine().getErr().println("esl lint: " + e.getMessage());
            return EslCommand.BAD_INPUT;
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(format.renderer().render(report));
        out.flush();
        return report.hasErrors() ? EslCommand.FINDINGS : EslCommand.CLEAN;
    }
}
