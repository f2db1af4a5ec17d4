package org.esl.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.Wording;
import org.esl.runtime.generate.GeneratedTest;
import org.esl.runtime.generate.PolicyTestGenerator;
import org.esl.runtime.generate.RuleTest;
import org.esl.runtime.generate.RuleTestGenerator;
import org.esl.runtime.generate.TestFile;
import org.esl.runtime.generate.TestNames;
import org.esl.runtime.policy.SolverException;
import org.esl.runtime.policy.SolverLimits;
import org.esl.runtime.spectest.SpecTestReport;
import org.esl.runtime.spectest.TestResult;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code esl generate tests SPEC [--out FILE]}: claim tests that show what each policy decides, in a file that imports
 * the spec. The file is run through the run service before the command ends, so what it reports is what
 * {@code esl test} says.
 */
@Command(name = "tests", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Writes claim tests for every policy of a spec, found with Z3: a claim valid because of the policy, one"
                        + " invalid because of it, one at the edge of each comparison its cases depend on, and one per"
                        + " value of each enum variable it reads; and facts tests for every rule: a scenario where it"
                        + " derives what no other rule does, and the same scenario violating it; then runs them.",
                "Exit status: 0 written and all pass (or nothing to generate), 1 a generated test fails, 2 bad usage,"
                        + " an unreadable or refused spec, or an output file that cannot be written." })
class GenerateTestsCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SPEC", description = "The spec file.")
    private Path specFile;

    @Option(names = "--out", paramLabel = "FILE",
            description = "The file to write (default: NAME-tests.esl beside the spec, for NAME.esl).")
    private Path out;

    @Option(names = "--timeout", paramLabel = "MS",
            description = "Time limit of every solver call in milliseconds (default: the spec's smt.timeout, else 10000).")
    private Integer timeoutMillis;

    @Option(names = "--threads", paramLabel = "N",
            description = "Ask Z3 on N threads (default: the number of cores), each with a solver of its own, and run the"
                    + " tests written on as many; the file written does not depend on N. --threads 1 needs the least memory.")
    private Integer threads;

    @Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        PrintWriter output = command.commandLine().getOut();
        if (timeoutMillis != null && timeoutMillis <= 0) {
            return badInput(err, "--timeout is a positive number of milliseconds, not " + timeoutMillis);
        }
        if (threads != null && threads < 1) {
            return badInput(err, "--threads is a positive number, not " + threads);
        }
        int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        SpecRuns runs = SpecRuns.standalone();
        Optional<RunnableSpec> opened = SpecOpening.open(runs, specFile, "esl generate tests", err);
        if (opened.isEmpty()) {
            return EslCommand.BAD_INPUT;
        }
        RunnableSpec spec = opened.get();
        if (PolicyTestGenerator.ownPolicies(spec.spec()).isEmpty() && RuleTestGenerator.ownRules(spec.spec()).isEmpty()) {
            output.println("esl generate tests: " + specFile + " has no policies or rules: nothing to generate");
            output.flush();
            return EslCommand.CLEAN;
        }
        SolverLimits limits = timeoutMillis == null ? SolverLimits.of(spec.spec().options())
                : new SolverLimits(timeoutMillis, SolverLimits.DEFAULT_RESOURCE_LIMIT);
        TestNames names = new TestNames(spec.spec());
        PolicyTestGenerator.Generated<GeneratedTest> generated;
        try {
            generated = new PolicyTestGenerator(spec.spec(), limits, names, workers).generate();
        } catch (SolverException e) {
            err.println("esl generate tests: the solver failed: " + e.getMessage());
            return EslCommand.INTERNAL_ERROR;
        }
        PolicyTestGenerator.Generated<RuleTest> ruleTests = new RuleTestGenerator(spec.spec(), names).generate();
        Path file = out != null ? out : TestFile.beside(specFile);
        Path folder = file.toAbsolutePath().getParent();
        String imported = folder.relativize(specFile.toAbsolutePath()).toString().replace('\\', '/');
        try {
            Files.writeString(file, TestFile.render(spec.spec().name(), imported, generated.tests(), ruleTests.tests()),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            return badInput(err, "cannot write " + file + " (" + Wording.whyNot(e, true) + ")");
        }
        generated.gaps().forEach(gap -> output.println(specFile + ": " + gap));
        ruleTests.gaps().forEach(gap -> output.println(specFile + ": " + gap));
        // run what was written, as `esl test` would: a test Z3 decided one way must not fail the other
        SpecTestReport report;
        try {
            report = runs.open(file).test(limits, workers);
        } catch (UnreadableInputException | RefusedSpecException e) {
            err.println("esl generate tests: the file written does not load: " + e.getMessage());
            return EslCommand.INTERNAL_ERROR;
        }
        List<String> failed = report.results().stream().filter(result -> !result.passed()).map(TestResult::name).toList();
        int written = generated.tests().size() + ruleTests.tests().size();
        output.println("wrote " + written + (written == 1 ? " test" : " tests") + " to " + file
                + (failed.isEmpty() ? "; all pass" : "; failing: " + String.join(", ", failed)));
        output.flush();
        return failed.isEmpty() ? EslCommand.CLEAN : EslCommand.FINDINGS;
    }

    private static int badInput(PrintWriter err, String reason) {
        err.println("esl generate tests: " + reason);
        return EslCommand.BAD_INPUT;
    }
}
