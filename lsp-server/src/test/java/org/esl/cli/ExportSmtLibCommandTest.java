package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.policy.SmtLibExport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.microsoft.z3.Context;
import com.microsoft.z3.Native;
import com.microsoft.z3.Status;

/**
 * {@code esl export smtlib} on the park example with a test of each finding: every script, run by the z3 command line
 * when it is installed (otherwise by Z3's own script interpreter through its Java API), answers what {@code esl test}
 * finds.
 */
class ExportSmtLibCommandTest {

    private static final Pattern EXPECTED = Pattern.compile("(?m)^; expected: (\\w+)$");

    @TempDir
    Path dir;

    private Path park() throws IOException {
        String text = Files.readString(Path.of("../examples/park.esl")).replaceAll("(?m)^transcripts .*$", "")
                + """

                var visitors: Int "How many visit today (no policy reads it)"

                test no_base_fee_of_40 "The base fee is 50, so a premise of 40 is excluded":
                    given baseFee = 40
                    claim isEntryAllowed
                    expect impossible

                test visitors_counted "Nothing bounds the visitors":
                    claim visitors >= 0
                    expect satisfiable
                """;
        return Files.writeString(dir.resolve("park.esl"), text);
    }

    @Test
    void everyClaimTestsScriptGivesTheFindingOfEslTest() throws Exception {
        Path park = park();
        Path out = dir.resolve("smt");

        CommandRun export = esl("export", "smtlib", park.toString(), "--out", out.toString());

        assertEquals(0, export.exit(), export.err());
        assertEquals("wrote policies.smt2 and 5 claim tests to " + out + "\n", export.out());
        CommandRun test = esl("test", park.toString());
        assertEquals(0, test.exit(), test.out()); // every finding is the one expected
        assertTrue(test.out().endsWith("5 passed, 0 failed\n"), test.out());
        Map<String, Finding> expected = Map.of("senior_low_season", Finding.VALID, "senior_budget", Finding.INVALID,
                "unknown_season", Finding.SATISFIABLE, "no_base_fee_of_40", Finding.IMPOSSIBLE, "visitors_counted", Finding.SATISFIABLE);
        for (Map.Entry<String, Finding> claim : expected.entrySet()) {
            Path script = out.resolve(claim.getKey() + ".smt2");
            Matcher header = EXPECTED.matcher(Files.readString(script));
            assertTrue(header.find(), script.toString());
            assertEquals(claim.getValue().eslName(), header.group(1));
            List<Status> answers = answers(script);
            assertEquals(2, answers.size(), script + ": " + answers);
            assertEquals(claim.getValue(), SmtLibExport.finding(answers.get(0), answers.get(1)), script.toString());
        }
        assertEquals(List.of(Status.SATISFIABLE), answers(out.resolve("policies.smt2")));
    }

    @Test
    void withoutOutTheScriptsGoBesideTheSpec() throws Exception {
        Path park = park();

        CommandRun export = esl("export", "smtlib", park.toString());

        assertEquals(0, export.exit(), export.err());
        assertTrue(Files.isRegularFile(dir.resolve("park-smtlib").resolve("senior_budget.smt2")));
    }

    @Test
    void aFolderThatCannotBeWrittenIsBadInput() throws Exception {
        Path park = park();
        Path file = Files.writeString(dir.resolve("taken"), "a file, not a folder");

        CommandRun export = esl("export", "smtlib", park.toString(), "--out", file.toString());

        assertEquals(2, export.exit());
        assertEquals("esl export smtlib: cannot write " + file + " (a file is in the way at " + file + ")\n", export.err());
    }

    @Test
    void aMissingSpecIsBadInput() {
        CommandRun export = esl("export", "smtlib", dir.resolve("none.esl").toString());

        assertEquals(2, export.exit());
        assertEquals(1, export.err().lines().count(), export.err());
        assertTrue(export.err().startsWith("esl export smtlib: "), export.err());
    }

    /** The check-sat answers of a script: from the z3 command line if installed, else from Z3's script interpreter. */
    private static List<Status> answers(Path script) throws Exception {
        String output;
        if (z3OnPath()) {
            Process z3 = new ProcessBuilder("z3", script.toString()).redirectErrorStream(true).start();
            output = new String(z3.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(z3.waitFor(60, TimeUnit.SECONDS));
        } else {
            try (Context context = new Context()) {
                output = Native.evalSmtlib2String(context.nCtx(), Files.readString(script));
            }
        }
        return output.lines().map(line -> switch (line.trim()) {
            case "sat" -> Status.SATISFIABLE;
            case "unsat" -> Status.UNSATISFIABLE;
            case "unknown" -> Status.UNKNOWN;
            default -> throw new AssertionError("z3 answered " + output);
        }).toList();
    }

    private static boolean z3OnPath() {
        for (String folder : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(folder, "z3"))) {
                return true;
            }
        }
        return false;
    }
}
