package org.esl.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.Wording;
import org.esl.runtime.model.test.ClaimTest;
import org.esl.runtime.policy.Claim;
import org.esl.runtime.policy.PolicyModel;
import org.esl.runtime.policy.SmtLibExport;
import org.esl.runtime.policy.SolverException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code esl export smtlib SPEC [--out DIR]}: the spec's policy model as {@code policies.smt2} and each of its claim
 * tests as {@code NAME.smt2}, SMT-LIB 2 scripts that {@code z3 FILE} decides without ESL (docs/test.md, "Claim tests
 * in SMT-LIB").
 */
@Command(name = "smtlib", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Writes the spec's policy model (policies.smt2: z3 answers sat when the policies are consistent) and one"
                        + " SMT-LIB 2 script per claim test (NAME.smt2), encoded as esl test encodes them. z3 FILE answers"
                        + " a claim's two questions, can it fail and can it hold: unsat sat is valid, sat unsat invalid,"
                        + " sat sat satisfiable, unsat unsat impossible.",
                "Exit status: 0 written, 2 bad usage, an unreadable or refused spec, or a folder that cannot be"
                        + " written, 3 the solver failed." })
class ExportSmtLibCommand implements Callable<Integer> {

    /** The file of the policy model in the folder written. */
    static final String MODEL_FILE = "policies.smt2";

    @Parameters(index = "0", paramLabel = "SPEC", description = "The spec file.")
    private Path specFile;

    @Option(names = "--out", paramLabel = "DIR",
            description = "The folder to write (default: NAME-smtlib beside the spec, for NAME.esl); created if needed,"
                    + " files of the same names replaced.")
    private Path out;

    @Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        Optional<RunnableSpec> opened = SpecOpening.open(SpecRuns.standalone(), specFile, "esl export smtlib", err);
        if (opened.isEmpty()) {
            return EslCommand.BAD_INPUT;
        }
        RunnableSpec spec = opened.get();
        List<ClaimTest> claims = spec.tests().stream().filter(ClaimTest.class::isInstance).map(ClaimTest.class::cast).toList();
        Path folder = out != null ? out : beside(specFile);
        try (SmtLibExport export = SmtLibExport.of(PolicyModel.of(spec.spec()))) {
            Files.createDirectories(folder);
            write(folder.resolve(MODEL_FILE), export.model("esl export smtlib: the policy model of " + specFile));
            for (ClaimTest test : claims) {
                write(folder.resolve(test.name() + ".smt2"), export.claim("esl export smtlib: claim test " + test.name()
                        + " of " + specFile + " (" + test.range() + ")", Claim.of(test), test.expected()));
            }
        } catch (IOException e) {
            err.println("esl export smtlib: cannot write " + folder + " (" + Wording.whyNot(e, true) + ")");
            return EslCommand.BAD_INPUT;
        } catch (SolverException e) {
            err.println("esl export smtlib: the solver failed: " + e.getMessage());
            return EslCommand.INTERNAL_ERROR;
        }
        PrintWriter output = command.commandLine().getOut();
        output.println("wrote " + MODEL_FILE + " and " + claims.size() + (claims.size() == 1 ? " claim test" : " claim tests")
                + " to " + folder);
        output.flush();
        return EslCommand.CLEAN;
    }

    private static void write(Path file, String script) throws IOException {
        Files.writeString(file, script, StandardCharsets.UTF_8);
    }

    /** {@code NAME-smtlib} beside {@code NAME.esl}. */
    private static Path beside(Path spec) {
        String name = spec.getFileName().toString().replaceFirst("\\.esl$", "");
        Path parent = spec.toAbsolutePath().getParent();
        return parent.resolve(name + "-smtlib");
    }
}
