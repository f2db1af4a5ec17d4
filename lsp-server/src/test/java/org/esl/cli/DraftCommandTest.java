package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.esl.runtime.llm.OpenAiStub;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code esl draft} end to end: the real CLI, parser, linter and Z3 against scripted samples from a real
 * OpenAI-compatible HTTP server on loopback.
 */
class DraftCommandTest {

    private static final String RULES = """
            # Admission

            The standard admission fee is 50 dollars.

            Visitors pay the standard fee unless a discount applies.
            """;

    private static final String FEE_VARIABLE = "var baseFee: Real \"the standard admission fee in dollars\"";

    @TempDir
    Path dir;

    private Path document() throws IOException {
        Path file = dir.resolve("park-rules.md");
        Files.writeString(file, RULES, StandardCharsets.UTF_8);
        return file;
    }

    /** One sample's answer: declarations, each citing lines of park-rules.md. */
    private static String answer(Object... eslAndLines) {
        JsonArray declarations = new JsonArray();
        for (int i = 0; i < eslAndLines.length; i += 3) {
            JsonObject source = new JsonObject();
            source.addProperty("file", "park-rules.md");
            JsonArray lines = new JsonArray();
            lines.add((Integer) eslAndLines[i + 1]);
            lines.add((Integer) eslAndLines[i + 2]);
            source.add("lines", lines);
            JsonObject declaration = new JsonObject();
            declaration.addProperty("esl", (String) eslAndLines[i]);
            declaration.add("source", source);
            declarations.add(declaration);
        }
        JsonObject root = new JsonObject();
        root.add("declarations", declarations);
        return root.toString();
    }

    /**
     * Three samples: the first two state the fee in different words (equivalent for Z3), the third contradicts them;
     * the second also proposes a declaration that does not parse.
     */
    private static final List<String> SAMPLES = List.of(
            answer(FEE_VARIABLE, 3, 3,
                    "policy base_fee \"The standard admission fee is 50 dollars\": baseFee = 50", 3, 3),
            answer(FEE_VARIABLE, 3, 3,
                    "policy fifty \"The standard fee is fifty dollars\": 50 = baseFee and not (baseFee != 50)", 3, 3,
                    "policy discount \"A discount applies\": baseFee = = 40", 5, 5),
            answer(FEE_VARIABLE, 3, 3,
                    "policy base_fee \"The standard admission fee\": baseFee = 40", 3, 3));

    private static OpenAiStub model() throws IOException {
        return new OpenAiStub((request, number) -> Reply.content(SAMPLES.get((number - 1) % SAMPLES.size())));
    }

    @Test
    void keepsWhatTheMajorityProposesAndListsTheRest() throws IOException {
        Path document = document();
        try (OpenAiStub model = model()) {
            CommandRun run = esl("draft", document.toString(), "--llm", "--llm-base-url", model.baseUrl(),
                    "--llm-model", "stub", "--llm-samples", "3");

            assertEquals(0, run.exit(), run.err());
            String out = run.out();
            assertTrue(out.contains("// agreement 3/3\nvar baseFee: Real \"the standard admission fee in dollars\""
                    + " source \"park-rules.md\" line 3\n"), out);
            assertTrue(out.contains("// agreement 2/3\npolicy base_fee \"The standard admission fee is 50 dollars\""
                    + " source \"park-rules.md\" line 3: baseFee = 50\n"), out);
            assertTrue(out.contains("// - sample 2: policy discount \"A discount applies\": baseFee = = 40\n"
                    + "//   syntax error at line 1 of the declaration"), out);
            assertTrue(out.contains("// - sample 3: policy base_fee \"The standard admission fee\" source \"park-rules.md\" line 3: baseFee = 40\n"
                    + "//   only 1 of 3 samples propose it (sample 3)"), out);
            assertFalse(out.contains("fifty"), "the equivalent policy of sample 2 is counted, not offered twice: " + out);
            assertEquals(3, model.received().size());
            assertTrue(model.received().get(0).user().contains("3| The standard admission fee is 50 dollars."));
            assertEquals("esl draft: 3 LLM requests sent to " + model.baseUrl(), run.err().strip());

            Path draft = dir.resolve("draft.esl");
            Files.writeString(draft, "spec draft\n" + out, StandardCharsets.UTF_8);
            CommandRun lint = esl("lint", draft.toString());
            assertEquals(0, lint.exit(), lint.out() + lint.err());
            assertEquals("0 errors, 0 warnings in 1 file", lint.out().strip());
            String offered = out.substring(0, out.indexOf("// Not offered:"));
            Matcher cited = Pattern.compile("source \"park-rules.md\" lines? (\\d+)").matcher(offered);
            int citations = 0;
            while (cited.find()) {
                citations++;
                assertTrue(Integer.parseInt(cited.group(1)) <= RULES.lines().count());
            }
            assertEquals(2, citations, offered);
        }
    }

    @Test
    void asksOnceThenReadsTheCacheBesideTheDocument() throws IOException {
        Path document = document();
        try (OpenAiStub model = model()) {
            String[] args = { "draft", document.toString(), "--llm", "--llm-base-url", model.baseUrl(), "--llm-model", "stub" };
            CommandRun first = esl(args);
            CommandRun second = esl(args);

            assertEquals(first.out(), second.out());
            assertEquals(3, model.received().size());
            assertTrue(Files.isRegularFile(dir.resolve("park-rules.md.esl-cache.json")));
            assertTrue(second.err().contains("0 LLM requests"), second.err());

            esl(args[0], args[1], args[2], args[3], args[4], args[5], args[6], "--refresh");
            assertEquals(6, model.received().size());
        }
    }

    @Test
    void intoASpecReusesItsNamesAndDropsWhatDoesNotLintClean() throws IOException {
        Path document = document();
        Path spec = dir.resolve("park.esl");
        Files.writeString(spec, """
                spec park
                var baseFee: Real "The standard admission fee in dollars"
                policy base_fee "The base fee was 40 dollars": baseFee = 40
                """, StandardCharsets.UTF_8);
        try (OpenAiStub model = model()) {
            CommandRun run = esl("draft", document.toString(), "--into", spec.toString(), "--llm", "--llm-base-url",
                    model.baseUrl(), "--llm-model", "stub", "--format", "json");

            assertEquals(1, run.exit(), run.out() + run.err());
            JsonObject draft = JsonParser.parseString(run.out()).getAsJsonObject();
            assertEquals(0, draft.getAsJsonArray("declarations").size(), run.out());
            String dropped = draft.getAsJsonArray("dropped").toString();
            assertTrue(dropped.contains("the spec declares var baseFee already; the draft uses it"), dropped);
            assertTrue(dropped.contains("policy base_fee_2"), "renamed, not colliding: " + dropped);
            assertTrue(dropped.contains("ESL010"), "the renamed policy contradicts the spec's: " + dropped);
            assertTrue(model.received().get(0).user().contains("- baseFee: Real: The standard admission fee in dollars"),
                    model.received().get(0).user());
        }
    }

    @Test
    void withoutAModelSaysHowToConfigureOne() throws IOException {
        CommandRun run = esl("draft", document().toString());

        assertEquals(2, run.exit());
        assertTrue(run.err().startsWith("esl draft: drafting needs a language model: give --llm --llm-model NAME"), run.err());
    }

    @Test
    void linesOutsideTheDocumentAreBadInput() throws IOException {
        CommandRun run = esl("draft", document().toString(), "--lines", "4-9", "--llm", "--llm-model", "stub");

        assertEquals(2, run.exit());
        assertEquals("esl draft: --lines is A-B or N with 1 <= A <= B <= 5 (the lines of " + dir.resolve("park-rules.md")
                + "), not 4-9", run.err().strip());
    }

    @Test
    void anEmptyDocumentIsBadInputBeforeAnyModelIsNeeded() throws IOException {
        Path empty = Files.writeString(dir.resolve("empty.md"), "");

        CommandRun run = esl("draft", empty.toString());

        assertEquals(2, run.exit());
        assertEquals("esl draft: " + empty + " is empty: there is nothing to draft from", run.err().strip());
    }

    @Test
    void aSpecWithErrorsIsNotDraftedInto() throws IOException {
        Path spec = dir.resolve("broken.esl");
        Files.writeString(spec, "spec broken\npolicy p \"a fee\": fee = 1\n", StandardCharsets.UTF_8);

        CommandRun run = esl("draft", document().toString(), "--into", spec.toString(), "--llm", "--llm-model", "stub");

        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().startsWith("esl draft: " + spec.toAbsolutePath() + ":2:"), run.err());
        assertTrue(run.err().strip().endsWith("(fix the spec's errors before drafting into it)"), run.err());
    }
}
