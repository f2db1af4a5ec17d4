package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class LintCommandTest {

    private static final String UNDECLARED = "src/test/resources/specs/undeclared.esl";
    private static final String UNCOMPILABLE = "src/test/resources/specs/uncompilable.esl";
    /** One diagnostic per line, as compilers print them, or the summary line. */
    private static final String DIAGNOSTIC_LINE = "[^:\\n]+:\\d+:\\d+: (error|warning|info) ESL\\d{3}: .+";
    private static final String SUMMARY_LINE = "\\d+ errors?, \\d+ warnings?(, \\d+ infos?)? in \\d+ files?";

    @TempDir
    Path dir;

    @Test
    void shippedExamplesLintCleanWithExitZero() {
        CommandRun run = esl("lint", "../examples");
        assertEquals(0, run.exit(), run.out());
        assertEquals("", run.err());
        String[] lines = run.out().split("\n");
        assertTrue(lines[lines.length - 1].matches("0 errors, 0 warnings(, \\d+ infos?)? in 15 files"), run.out());
    }

    @Test
    void contradictoryPoliciesFailTheLintWithEveryMemberMarkedAndRelated() throws IOException {
        Path spec = Files.writeString(dir.resolve("fees.esl"), """
                spec fees
                var a: Real "a fee"
                var b: Real "another fee"
                policy floor: a > 10
                policy same: b = a
                policy cap: b < 5
                """);
        CommandRun run = esl("lint", "--format", "json", spec.toString());
        assertEquals(1, run.exit(), run.out());
        JsonArray diagnostics = JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("diagnostics");
        assertEquals(3, diagnostics.size(), run.out());
        for (int i = 0; i < 3; i++) {
            JsonObject diagnostic = diagnostics.get(i).getAsJsonObject();
            assertEquals("ESL010", diagnostic.get("code").getAsString());
            assertEquals(spec.toString(), diagnostic.get("file").getAsString());
            assertEquals(4 + i, diagnostic.get("line").getAsInt());
            assertEquals(2, diagnostic.getAsJsonArray("related").size());
        }
    }

    @Test
    void undeclaredPredicateIsAnErrorInCompilerStyle() {
        CommandRun run = esl("lint", UNDECLARED);
        assertEquals(1, run.exit());
        assertEquals("", run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(2, lines.size(), run.out());
        assertTrue(lines.get(0).startsWith(UNDECLARED + ":7:34: error ESL001: "), lines.get(0));
        assertTrue(lines.get(0).contains("ChewsGum"), lines.get(0));
        assertEquals("1 error, 0 warnings in 1 file", lines.get(1));
    }

    @Test
    void undeclaredPredicateAsJson() {
        CommandRun run = esl("lint", "--format", "json", UNDECLARED);
        assertEquals(1, run.exit());
        JsonArray diagnostics = JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("diagnostics");
        assertEquals(1, diagnostics.size());
        JsonObject undeclared = diagnostics.get(0).getAsJsonObject();
        assertEquals(UNDECLARED, undeclared.get("file").getAsString());
        assertEquals(7, undeclared.get("line").getAsInt());
        assertEquals(34, undeclared.get("column").getAsInt());
        assertEquals(7, undeclared.get("endLine").getAsInt());
        assertEquals(42, undeclared.get("endColumn").getAsInt()); // just after "ChewsGum"
        assertEquals("error", undeclared.get("severity").getAsString());
        assertEquals("ESL001", undeclared.get("code").getAsString());
        assertTrue(undeclared.get("message").getAsString().contains("ChewsGum"));
    }

    @Test
    void undeclaredPredicateAsSarif() {
        CommandRun run = esl("lint", "--format=SARIF", UNDECLARED);
        assertEquals(1, run.exit());
        JsonObject sarif = JsonParser.parseString(run.out()).getAsJsonObject();
        assertEquals("2.1.0", sarif.get("version").getAsString());
        JsonObject sarifRun = sarif.getAsJsonArray("runs").get(0).getAsJsonObject();
        JsonObject driver = sarifRun.getAsJsonObject("tool").getAsJsonObject("driver");
        assertEquals("esl", driver.get("name").getAsString());
        assertEquals(EslVersion.version(), driver.get("version").getAsString());
        JsonArray results = sarifRun.getAsJsonArray("results");
        assertEquals(1, results.size());
        JsonObject result = results.get(0).getAsJsonObject();
        assertEquals("ESL001", result.get("ruleId").getAsString());
        assertEquals("ESL001", driver.getAsJsonArray("rules").get(result.get("ruleIndex").getAsInt())
                .getAsJsonObject().get("id").getAsString());
        assertEquals("error", result.get("level").getAsString());
        JsonObject location = result.getAsJsonArray("locations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation");
        assertEquals(UNDECLARED, location.getAsJsonObject("artifactLocation").get("uri").getAsString());
        JsonObject region = location.getAsJsonObject("region");
        assertEquals(List.of(7, 34, 7, 42), List.of(region.get("startLine").getAsInt(), region.get("startColumn").getAsInt(),
                region.get("endLine").getAsInt(), region.get("endColumn").getAsInt()));
    }

    @Test
    void unbalancedBracketsAreSyntaxErrorsNotACrash() {
        CommandRun run = esl("lint", "src/test/resources/specs/unbalanced.esl");
        assertEquals(1, run.exit());
        assertEquals("", run.err());
        assertWellFormedText(run.out());
        assertTrue(run.out().startsWith("src/test/resources/specs/unbalanced.esl:5:23: error ESL000: "), run.out());
    }

    @Test
    void unreadableToolSchemaGivesDiagnosticsNotACrash() {
        CommandRun run = esl("lint", "src/test/resources/specs/broken-tools");
        assertEquals(1, run.exit());
        assertEquals("", run.err());
        assertWellFormedText(run.out());
        String schemaLine = run.out().lines().filter(line -> line.contains("ESL018")).findFirst().orElseThrow();
        assertTrue(schemaLine.startsWith("src/test/resources/specs/broken-tools/payments.esl:3:12: error ESL018: tool schema "), schemaLine);
        assertTrue(schemaLine.endsWith("broken-tools/tools.json is not valid JSON at line 3, column 62: unexpected character ',':"
                + " was expecting double-quote to start field name"), schemaLine);
    }

    @Test
    void missingFileIsBadInputNamedInOneLine() {
        CommandRun run = esl("lint", "../examples/railway.esl", "no/such/spec.esl");
        assertBadInput(run, "esl lint: no/such/spec.esl: no such file or directory");
    }

    @Test
    void directoryWithoutSpecsIsBadInput() throws IOException {
        Files.writeString(dir.resolve("notes.txt"), "not a spec");
        assertBadInput(esl("lint", dir.toString()), "esl lint: " + dir + ": no .esl files in this directory");
    }

    @Test
    void binaryFileIsBadInput() throws IOException {
        Path binary = dir.resolve("image.esl");
        Files.write(binary, new byte[] { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13 });
        assertBadInput(esl("lint", binary.toString()), "esl lint: " + binary + ":3:1: binary file, not an ESL spec");
    }

    @Test
    void textThatIsNotUtf8IsBadInputWithItsPosition() throws IOException {
        Path latin1 = dir.resolve("latin1.esl");
        Files.write(latin1, "spec caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        assertBadInput(esl("lint", latin1.toString()), "esl lint: " + latin1 + ":1:9: not UTF-8 text (ESL specs are UTF-8)");
    }

    @Test
    void tenMegabytesOfGarbageIsRefusedQuickly() throws IOException {
        Path garbage = dir.resolve("garbage.esl");
        byte[] bytes = new byte[10 * 1024 * 1024];
        Random random = new Random(42);
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (' ' + random.nextInt(95)); // printable ASCII: passes the binary check
        }
        Files.write(garbage, bytes);
        CommandRun run = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> esl("lint", garbage.toString()));
        assertBadInput(run, "esl lint: " + garbage + ": 10.0 MB is too large for a spec (the limit is 4.0 MB)");
    }

    /** Deeper than ESL reads: one syntax error at the line and column where the limit is passed, no stack overflow. */
    @Test
    void nestingDeeperThanESLReadsIsOneErrorAtItsPlace() throws IOException {
        Path deep = dir.resolve("deep.esl");
        Files.writeString(deep, "spec deep\nproperty p: " + "(".repeat(20_000) + "true" + ")".repeat(20_000) + "\n");
        CommandRun run = esl("lint", "--format", "json", deep.toString());
        assertEquals(1, run.exit(), run.err());
        JsonArray diagnostics = JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("diagnostics");
        assertEquals(1, diagnostics.size(), run.out());
        JsonObject diagnostic = diagnostics.get(0).getAsJsonObject();
        assertEquals("ESL000", diagnostic.get("code").getAsString());
        assertEquals(2, diagnostic.get("line").getAsInt());
        assertEquals(213, diagnostic.get("column").getAsInt(), "the 201st parenthesis");
        assertEquals("the expression nests too deeply here: ESL reads at most 200 parentheses inside one another and 500"
                + " operators around a term", diagnostic.get("message").getAsString());
    }

    @Test
    void unknownFormatIsBadUsage() {
        CommandRun run = esl("lint", "--format", "xml", UNDECLARED);
        assertEquals(2, run.exit());
        assertEquals("", run.out());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("'xml'"), run.err());
    }

    @Test
    void lintWithoutFilesIsBadUsage() {
        CommandRun run = esl("lint");
        assertEquals(2, run.exit());
        assertEquals("esl lint: Missing required parameter: 'FILE|DIR' (see 'esl lint --help')\n", run.err());
    }

    private static final String CONTRADICTION = """
            spec fees
            var fee: Real "The fee in dollars"
            policy cheap "The fee is at most 10": fee <= 10
            policy dear "The fee is at least 20": fee >= 20
            """;

    @Test
    void solverBackedChecksRunByDefaultAndNoSolverSkipsThem() throws Exception {
        Path spec = Files.writeString(dir.resolve("fees.esl"), CONTRADICTION);

        CommandRun full = esl("lint", spec.toString());
        CommandRun staticOnly = esl("lint", "--no-solver", spec.toString());

        assertEquals(1, full.exit(), full.out());
        assertTrue(full.out().contains("error ESL010: "), full.out());
        assertEquals(0, staticOnly.exit(), staticOnly.out());
        assertEquals("0 errors, 0 warnings in 1 file\n", staticOnly.out());
    }

    @Test
    void aSpentBudgetIsAWarningNeverASilentPass() throws Exception {
        // many rules over shared predicates form one large group; arithmetic over variables takes it out of
        // the fragment that is decided by grounding, so it stays quantified formulas: slow to decide
        StringBuilder text = new StringBuilder("spec slow\nvariables x, y\n");
        for (int i = 0; i < 60; i++) {
            text.append("predicate P").append(i).append("(x, y) \"{x} relates to {y} in way ").append(i).append("\"\n");
        }
        for (int i = 0; i < 150; i++) {
            text.append("rule r").append(i).append(": P").append(i % 60).append("(x, y) and P").append((i * 7 + 1) % 60)
                    .append("(y, x) => P").append((i * 13 + 2) % 60).append("(x, x + 1) or not P").append((i + 5) % 60).append("(y, y)\n");
        }
        Path spec = Files.writeString(dir.resolve("slow.esl"), text.toString());

        CommandRun run = esl("lint", "--budget", "1", spec.toString());

        assertTrue(run.out().contains(spec + ":1:1: warning ESL020: the solver-backed checks (ESL010-ESL015) stopped when the"
                + " lint's time budget of 1 s ran out"), run.out());
        assertFalse(run.out().contains(" ESL010: "), "an incomplete lint is no contradiction: " + run.out());
    }

    /** A tool argument given twice in a test's trace step passes the static checks but cannot be compiled. */
    @Test
    void aSpecThatCannotBeCompiledIsAnErrorOfItsOwn() {
        CommandRun full = esl("lint", UNCOMPILABLE);
        CommandRun staticOnly = esl("lint", "--no-solver", UNCOMPILABLE);

        assertEquals(1, full.exit(), full.out());
        assertEquals(UNCOMPILABLE + ":4:35: error ESL021: the argument `amount` is given twice\n1 error, 0 warnings in 1 file\n", full.out());
        assertEquals("0 errors, 0 warnings in 1 file\n", staticOnly.out());
    }

    @Test
    void aBudgetMustBePositive() {
        assertBadInput(esl("lint", "--budget", "0", "../examples"), "esl lint: --budget must be a positive number of seconds, not 0");
    }

    @Test
    void eslWithoutASubcommandShowsTheSubcommands() {
        CommandRun run = esl();
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("lint") && run.err().contains("lsp"), run.err());
    }

    @Test
    void versionNamesTheTool() {
        CommandRun run = esl("--version");
        assertEquals(0, run.exit());
        assertEquals("esl " + EslVersion.version() + "\n", run.out());
        assertTrue(EslVersion.version().matches("\\d+\\.\\d+\\.\\d+.*"), EslVersion.version());
    }

    private static void assertBadInput(CommandRun run, String message) {
        assertEquals(2, run.exit());
        assertEquals("", run.out(), "a partial report would read as a clean one");
        assertEquals(message + "\n", run.err());
    }

    /** Every line a diagnostic or the closing summary: nothing else, in particular no stack trace. */
    private static void assertWellFormedText(String out) {
        List<String> lines = out.lines().toList();
        assertFalse(lines.isEmpty());
        for (String line : lines.subList(0, lines.size() - 1)) {
            assertTrue(line.matches(DIAGNOSTIC_LINE), line);
        }
        assertTrue(lines.get(lines.size() - 1).matches(SUMMARY_LINE), lines.get(lines.size() - 1));
    }
}
