package org.esl.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.esl.lang.lint.Linter;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.lang.semantic.SemanticLinter;
import org.esl.runtime.diagnostics.DiagnosticReport;

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

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        DiagnosticReport report;
        try (SemanticLinter semantic = SemanticLinter.standalone()) {
            // static validation first; specs it leaves meaningful are then compiled and checked with the solver
            report = semantic.lint(Linter.standalone().load(inputs));
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
