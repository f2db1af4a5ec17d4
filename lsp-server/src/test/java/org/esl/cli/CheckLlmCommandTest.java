package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.function.Function;

import org.esl.runtime.llm.OpenAiStub;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code esl check --llm} end to end: the real CLI, parser and Z3 against a scripted model behind a real
 * OpenAI-compatible HTTP server on loopback, on transcripts that carry no facts or claims.
 */
class CheckLlmCommandTest {

    /** The gum case of RvLLM: railway-gum.json without its facts. */
    private static final String GUM = """
            {"id": "railway-gum", "messages": [
              {"role": "user", "content": "In a crowded MRT train, Alex nervously chews gum to ease stress before an interview. Suddenly, the train jolts, and the gum flies out, landing on a stranger's shirt. Did anyone break the rules?"},
              {"role": "assistant", "content": "No regulation was broken; chewing gum is a personal choice."}]}
            """;
    /** What the scripted model perceives: two real atoms, an unknown one, and two hallucinated predicates. */
    private static final String GUM_PERCEPTION = """
            {"objects": ["Alex", "stranger"], "facts": [
              {"step": 0, "atom": "InTrain(\\"Alex\\")", "value": true},
              {"step": 0, "atom": "ChewGum(\\"Alex\\")", "value": true},
              {"step": 0, "atom": "EatOrDrink(\\"stranger\\")", "value": null},
              {"step": 0, "atom": "Nervous(\\"Alex\\")", "value": true},
              {"step": 0, "atom": "InTrain(\\"Alex\\", \\"MRT\\")", "value": true}]}
            """;

    @TempDir
    Path dir;

    private Path spec(String example) throws IOException {
        Path copy = dir.resolve(example);
        Files.createDirectories(dir.resolve("transcripts")); // the examples' `transcripts` globs look there
        Files.copy(Path.of("../examples").resolve(example), copy);
        if (example.equals("railway.esl")) {
            Files.copy(Path.of("../examples/rapid-transit-act.md"), dir.resolve("rapid-transit-act.md")); // the act it cites
        }
        return copy;
    }

    private Path transcript(String name, String json) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, json, StandardCharsets.UTF_8);
        return file;
    }

    /** Perception, follow-up and translation requests told apart by their instructions. */
    private static Reply route(OpenAiStub.Received request, String perception, Function<String, String> followUp,
            List<String> translations, int number) {
        if (request.system().startsWith("You label conversations")) {
            return Reply.content(perception);
        }
        if (request.system().startsWith("You answer yes/no questions")) {
            return Reply.content(followUp.apply(request.user().lines().reduce((first, last) -> last).orElseThrow()));
        }
        return Reply.content(translations.get(Math.min(number - 1, translations.size() - 1)));
    }

    /** The model of the gum case: perceives {@link #GUM_PERCEPTION}, no one eats or drinks, every other question {@code yes}. */
    private static OpenAiStub gumModel(String yes) throws IOException {
        return new OpenAiStub((request, number) -> route(request, GUM_PERCEPTION,
                question -> question.contains("eats or drinks") ? "No." : yes, List.of(), number));
    }

    private static String[] check(String baseUrl, Path spec, Path transcript, String... more) {
        List<String> args = new ArrayList<>(List.of("check", "--format", "json", "--llm", "--llm-base-url", baseUrl,
                "--llm-model", "stub-model", "--llm-key-env", "ESL_NO_SUCH_KEY", spec.toString(), transcript.toString()));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    @Test
    void gumTranscriptWithoutFactsViolatesNoGumThroughModelPerceptionAndReportsHallucinatedPredicates() throws IOException {
        Path spec = spec("railway.esl");
        Path gum = transcript("gum.json", GUM);
        CommandRun run;
        List<OpenAiStub.Received> requests;
        String baseUrl;
        try (OpenAiStub server = gumModel("Yes, the train is part of the premises.")) {
            baseUrl = server.baseUrl();
            run = esl(check(baseUrl, spec, gum));
            requests = server.received();
        }
        assertEquals(1, run.exit(), run.err());
        JsonObject transcript = onlyTranscript(run);
        JsonObject noGum = result(transcript, "no_gum");
        assertEquals("violated", noGum.get("verdict").getAsString());
        assertEquals(0, noGum.get("step").getAsInt());

        JsonObject llm = transcript.getAsJsonObject("llm");
        assertEquals("stub-model", llm.get("model").getAsString());
        assertEquals(3, llm.get("asked").getAsInt(), "one perception, two follow-up questions");
        assertEquals(0, llm.get("cached").getAsInt());
        assertEquals(List.of("InTrain(\"Alex\")", "ChewGum(\"Alex\")", "EatOrDrink(\"stranger\")"), atoms(llm.getAsJsonArray("facts")));
        JsonArray hallucinated = llm.getAsJsonArray("hallucinated");
        assertEquals(List.of("Nervous(\"Alex\")", "InTrain(\"Alex\", \"MRT\")"), atoms(hallucinated));
        assertEquals("the spec declares no predicate Nervous", hallucinated.get(0).getAsJsonObject().get("message").getAsString());
        assertEquals("InTrain takes 1 argument, not 2", hallucinated.get(1).getAsJsonObject().get("message").getAsString());
        assertEquals(0, transcript.getAsJsonArray("errors").size(), "hallucinations are reported, not errors");

        JsonObject query = result(transcript, "InRailway(\"Alex\")");
        assertEquals("confirmed", query.get("verdict").getAsString());
        assertEquals("Yes, the train is part of the premises.", query.getAsJsonObject("evidence").get("answer").getAsString());
        assertEquals("confirmed", result(transcript, "not EatOrDrink(\"Alex\")").get("verdict").getAsString());

        // the perception request: descriptions verbatim, objects asked for before facts, a strict JSON schema
        OpenAiStub.Received perception = requests.get(0);
        assertTrue(perception.user().contains("- ChewGum(x): a person {x} consumes or attempts to consume chewing gum or bubble gum"),
                perception.user());
        assertTrue(perception.user().contains("[0] user: In a crowded MRT train, Alex nervously chews gum"), perception.user());
        JsonObject format = perception.body().getAsJsonObject("response_format");
        assertEquals("json_schema", format.get("type").getAsString());
        JsonObject schema = format.getAsJsonObject("json_schema").getAsJsonObject("schema");
        assertEquals("[\"objects\",\"facts\"]", schema.getAsJsonArray("required").toString());
        assertEquals(List.of("step", "atom", "value"), new ArrayList<>(schema.getAsJsonObject("properties")
                .getAsJsonObject("facts").getAsJsonObject("items").getAsJsonObject("properties").keySet()));
        assertEquals(List.of("Question: Is a person Alex in or upon some part of the railway premises?",
                "Question: Is it true that a person Alex eats or drinks?"), requests.subList(1, 3).stream()
                        .map(request -> request.user().lines().reduce((first, last) -> last).orElseThrow()).sorted().toList());
        assertTrue(run.err().contains("3 LLM requests sent"), run.err());

        // the same run with the server stopped answers from the cache beside the transcript
        assertTrue(Files.isRegularFile(dir.resolve("gum.json.esl-cache.json")));
        CommandRun offline = esl(check(baseUrl, spec, gum));
        assertEquals(1, offline.exit(), offline.err());
        JsonObject again = onlyTranscript(offline);
        assertEquals(0, again.getAsJsonObject("llm").get("asked").getAsInt());
        assertEquals(3, again.getAsJsonObject("llm").get("cached").getAsInt());
        assertEquals("violated", result(again, "no_gum").get("verdict").getAsString());
        assertEquals(0, again.getAsJsonArray("errors").size(), offline.out());
        assertTrue(offline.err().contains("0 LLM requests sent"), offline.err());
    }

    @Test
    void numericFollowUpAnsweredNoIsAContradiction() throws IOException {
        Path spec = spec("numeric.esl");
        Path numbers = transcript("numbers.json", """
                {"id": "numbers", "messages": [
                  {"role": "user", "content": "Is 15.2 greater than 15.12? And is 10 greater than 0?"},
                  {"role": "assistant", "content": "Yes: 15.2 > 15.12 and 10 > 0."}]}
                """);
        CommandRun run;
        try (OpenAiStub server = new OpenAiStub((request, number) -> route(request, """
                {"objects": ["15.2", "15.12", "10", "0"], "facts": [
                  {"step": 1, "atom": "IsGreater(15.2, 15.12)", "value": true},
                  {"step": 1, "atom": "IsGreater(10, 0)", "value": true}]}
                """, question -> "No, 152 is not greater than 151.2.", List.of(), number))) {
            run = esl(check(server.baseUrl(), spec, numbers));
        }
        assertEquals(1, run.exit(), run.err());
        JsonObject query = result(onlyTranscript(run), "IsGreater(152, 151.2)");
        assertEquals("contradicted", query.get("verdict").getAsString());
        JsonObject evidence = query.getAsJsonObject("evidence");
        assertEquals("Is 152 greater than 151.2?", evidence.get("question").getAsString());
        assertEquals("yes", evidence.get("confirmingAnswer").getAsString());
        assertEquals("No, 152 is not greater than 151.2.", evidence.get("answer").getAsString());
    }

    /** RvLLM Example 1 and Figure 2: the model perceives only o1 > o2; z = 10 must be sought. */
    private static OpenAiStub figure2Model() throws IOException {
        return new OpenAiStub((request, number) -> {
            if (request.system().startsWith("You label conversations")) {
                return Reply.content("""
                        {"objects": ["15.2", "15.12"], "facts": [{"step": 0, "atom": "IsGreater(15.2, 15.12)", "value": true}]}
                        """);
            }
            if (request.system().startsWith("You complete the labelling")) {
                return Reply.content("""
                        {"objects": ["10", "0"], "facts": [{"step": 0, "atom": "IsGreater(10, 0)", "value": true}]}
                        """);
            }
            return Reply.content(request.user().endsWith("Is 152 greater than 151.2?") ? "No, 152 is not greater than 151.2." : "Yes.");
        });
    }

    private static long queries(JsonObject transcript) {
        return transcript.getAsJsonArray("results").asList().stream()
                .filter(result -> result.getAsJsonObject().get("kind").getAsString().equals("query")).count();
    }

    private static final String FIGURE_2 = """
            {"id": "figure-2", "messages": [
              {"role": "user", "content": "15.2 is greater than 15.12, and multiplying both by 10 keeps the order since 10 is greater than 0."},
              {"role": "assistant", "content": "Right."}]}
            """;

    /** A check of the plain Figure 2 transcript against numeric.esl, and the requests the model received. */
    private record Figure2(CommandRun run, List<OpenAiStub.Received> requests) {
    }

    private Figure2 checkFigure2(String... more) throws IOException {
        Path spec = spec("numeric.esl");
        Path plain = transcript("figure-2.json", FIGURE_2);
        try (OpenAiStub server = figure2Model()) {
            CommandRun run = esl(check(server.baseUrl(), spec, plain, more));
            return new Figure2(run, server.received());
        }
    }

    @Test
    void figure2AtLevel1InfersNothingFromWhatThePerceptionModelGives() throws IOException {
        Figure2 figure2 = checkFigure2("--interpretation", "1");
        CommandRun run = figure2.run();
        List<OpenAiStub.Received> requests = figure2.requests();
        assertEquals(0, run.exit(), run.err());
        assertEquals(1, requests.size(), "perception only: level 1 seeks no completing objects");
        assertEquals(0, onlyTranscript(run).getAsJsonArray("results").size(), run.out());
    }

    @Test
    void figure2AtLevel2CompletesZWithTenAndTheAnswerNoIsAnInconsistency() throws IOException {
        Figure2 figure2 = checkFigure2();
        CommandRun run = figure2.run();
        List<OpenAiStub.Received> requests = figure2.requests();
        assertEquals(1, run.exit(), run.err());
        JsonObject transcript = onlyTranscript(run);
        assertEquals(2 + queries(transcript), requests.size(), "perception, completion, one follow-up question per query");
        // the open premise of the rule, as written, with its predicate's description
        assertTrue(requests.get(1).user().contains("- IsGreater(z, 0), where IsGreater(x: Real, y: Real): {x} is greater than {y}"),
                requests.get(1).user());
        assertTrue(requests.get(1).user().contains("Objects already found: 15.2, 15.12"), requests.get(1).user());

        assertEquals(List.of("IsGreater(15.2, 15.12)", "IsGreater(10, 0)"), atoms(transcript.getAsJsonObject("llm").getAsJsonArray("facts")));
        JsonObject query = result(transcript, "IsGreater(152, 151.2)");
        assertEquals("contradicted", query.get("verdict").getAsString());
        JsonObject evidence = query.getAsJsonObject("evidence");
        assertEquals("Is 152 greater than 151.2?", evidence.get("question").getAsString());
        assertEquals("No, 152 is not greater than 151.2.", evidence.get("answer").getAsString());
        List<String> chain = new ArrayList<>();
        evidence.getAsJsonArray("chain").forEach(link -> chain.add(link.getAsJsonObject().get("literal").getAsString()
                + " " + link.getAsJsonObject().get("reason").getAsString()));
        // psi1 and psi2 perceived, p3 inferred by the scale rule with x = 15.2, y = 15.12, z = 10 (RvLLM Example 3)
        assertEquals(List.of("IsGreater(15.2, 15.12) perceived", "IsGreater(10, 0) perceived", "IsGreater(152, 151.2) inferred"),
                chain.stream().filter(link -> !link.endsWith("evaluated")).toList());
    }

    @Test
    void theTargetModelAnswersTheFollowUpQuestionsAtItsOwnBaseUrl() throws IOException {
        Path spec = spec("numeric.esl");
        Path plain = transcript("figure-2.json", FIGURE_2);
        CommandRun run;
        List<OpenAiStub.Received> perceiving;
        List<OpenAiStub.Received> answering;
        try (OpenAiStub perception = figure2Model();
                OpenAiStub target = new OpenAiStub((request, number) -> Reply.content("Yes, it is."))) {
            run = esl(check(perception.baseUrl(), spec, plain, "--llm-target-model", "target-model",
                    "--llm-target-base-url", target.baseUrl()));
            perceiving = perception.received();
            answering = target.received();
        }
        assertEquals(0, run.exit(), run.err());
        JsonObject transcript = onlyTranscript(run);
        // perception and completion go to the perception model, every follow-up question to the target
        assertEquals(List.of("stub-model", "stub-model"), perceiving.stream().map(r -> r.body().get("model").getAsString()).toList());
        assertEquals(queries(transcript), answering.size());
        assertTrue(answering.stream().allMatch(r -> r.body().get("model").getAsString().equals("target-model")));
        assertTrue(answering.stream().anyMatch(r -> r.user().endsWith("Question: Is 152 greater than 151.2?")));
        assertEquals("confirmed", result(transcript, "IsGreater(152, 151.2)").get("verdict").getAsString());
        assertEquals(2 + answering.size(), transcript.getAsJsonObject("llm").get("asked").getAsInt());
        assertTrue(run.err().contains((2 + answering.size()) + " LLM requests sent"), run.err());
    }

    /** Interactions the spec states, and a rule that makes them symmetric: three atoms follow from the facts alone. */
    private static final String PHARMACY = """
            spec pharmacy "Drug interactions"

            variables x, y

            predicate Interacts(x, y) "the drug {x} interacts with the drug {y}"
            predicate Dispensed(x) "the pharmacist dispenses the drug {x}"

            fact Interacts("warfarin", "aspirin")
            fact Interacts("warfarin", "ibuprofen")
            fact Interacts("sildenafil", "nitroglycerin")

            rule symmetric "Interaction goes both ways":
                Interacts(x, y) => Interacts(y, x)
            property no_sildenafil "Sildenafil is not dispensed without a prescription":
                always not Dispensed("sildenafil")
            """;

    @Test
    void whatFollowsFromTheSpecsFactsIsNeverAskedAboutACompliantTranscript() throws IOException {
        Path spec = dir.resolve("pharmacy.esl");
        Files.writeString(spec, PHARMACY);
        Path compliant = transcript("paracetamol.json", """
                {"id": "paracetamol", "messages": [
                  {"role": "user", "content": "I have a headache."},
                  {"role": "assistant", "content": "Here is paracetamol."}]}
                """);
        CommandRun run;
        List<OpenAiStub.Received> requests;
        try (OpenAiStub server = new OpenAiStub((request, number) -> request.system().startsWith("You label conversations")
                ? Reply.content("""
                        {"objects": ["paracetamol"], "facts": [{"step": 1, "atom": "Dispensed(\\"paracetamol\\")", "value": true}]}
                        """)
                : Reply.content("No, the conversation does not mention it."))) {
            run = esl(check(server.baseUrl(), spec, compliant));
            requests = server.received();
        }
        // Interacts("aspirin", "warfarin") and the two others follow from the facts: no question about them
        assertEquals(0, run.exit(), run.out() + run.err());
        assertEquals(1, requests.size(), "the perception request only");
        JsonArray results = onlyTranscript(run).getAsJsonArray("results");
        assertEquals(1, results.size(), run.out());
        assertEquals("satisfied", result(onlyTranscript(run), "no_sildenafil").get("verdict").getAsString());
    }

    @Test
    void parkAnswerTranslatedThreeTimesTwoAgreeingIsAmbiguousWithInvalidAtTwoThirds() throws IOException {
        Path spec = spec("park.esl");
        Path park = transcript("park-budget.json", """
                {"id": "park-budget", "messages": [
                  {"role": "user", "content": "I am 70, it is low season, and I have $35.40. Can I get in?"},
                  {"role": "assistant", "content": "No, $35.40 is not enough."}]}
                """);
        String agreeing = "{\"claims\": [{\"given\": \"ageClass = SENIOR and isLowSeason and budget = 35.4\","
                + " \"claim\": \"not isEntryAllowed\"}]}";
        String other = "{\"claims\": [{\"given\": \"budget = 35.4\", \"claim\": \"not isEntryAllowed\"}]}";
        CommandRun run;
        List<OpenAiStub.Received> requests;
        try (OpenAiStub server = new OpenAiStub((request, number) -> route(request, "", question -> "", List.of(agreeing, agreeing, other),
                number))) {
            run = esl(check(server.baseUrl(), spec, park));
            requests = server.received();
        }
        assertEquals(0, run.exit(), run.out() + run.err());
        assertEquals(3, requests.size(), "k = 3 translations of the one answer");
        assertTrue(requests.get(0).user().contains("- budget: Real: Money the visitor has for the visit, in dollars"));
        assertTrue(requests.get(0).user().contains("- ageClass: AgeClass (one of CHILD = younger than 12, ADULT = 12 to 64,"
                + " SENIOR = 65 or older): The visitor's age class"), requests.get(0).user());
        JsonObject claim = result(onlyTranscript(run), "step 1");
        assertEquals("ambiguous", claim.get("verdict").getAsString());
        JsonObject evidence = claim.getAsJsonObject("evidence");
        assertEquals(3, evidence.getAsJsonArray("translations").size());
        JsonArray groups = evidence.getAsJsonArray("groups");
        assertEquals(2, groups.size());
        assertEquals("invalid", groups.get(0).getAsJsonObject().get("finding").getAsString());
        assertEquals("2/3", groups.get(0).getAsJsonObject().get("confidence").getAsString());
        assertEquals("satisfiable", groups.get(1).getAsJsonObject().get("finding").getAsString());
        assertEquals("1/3", groups.get(1).getAsJsonObject().get("confidence").getAsString());
    }

    @Test
    void settingsComeFromEslJsonBesideTheSpecAndPromoteWritesTheCachedFactsIntoTheTranscript() throws IOException {
        Path spec = spec("railway.esl");
        Path gum = transcript("gum.json", GUM);
        try (OpenAiStub server = gumModel("Yes.")) {
            Files.writeString(dir.resolve("esl.json"), "{\"llm\": {\"baseUrl\": \"" + server.baseUrl()
                    + "\", \"model\": \"stub-model\", \"keyEnv\": \"ESL_NO_SUCH_KEY\"}}");
            CommandRun run = esl("check", "--llm", spec.toString(), gum.toString());
            assertEquals(1, run.exit(), run.err());
            assertTrue(run.out().contains("hallucinated predicate dropped: Nervous(\"Alex\"): the spec declares no predicate Nervous"),
                    run.out());
        }
        CommandRun promote = esl("promote", spec.toString(), gum.toString());
        assertEquals(0, promote.exit(), promote.err());
        assertEquals("railway-gum (" + gum + "): 3 facts, 0 claims written\n", promote.out());
        JsonObject promoted = JsonParser.parseString(Files.readString(gum)).getAsJsonObject();
        assertEquals(List.of("InTrain(\"Alex\")", "ChewGum(\"Alex\")", "EatOrDrink(\"stranger\")"), atoms(promoted.getAsJsonArray("facts")));

        CommandRun withoutModel = esl("check", "--format", "json", spec.toString(), gum.toString());
        assertEquals(1, withoutModel.exit(), withoutModel.err());
        assertEquals("violated", result(onlyTranscript(withoutModel), "no_gum").get("verdict").getAsString());
    }

    @Test
    void promoteTakesTheModelFromTheCommandLineAndReadsOnlyItsCachedAnswers() throws IOException {
        Path spec = spec("railway.esl");
        Path gum = transcript("gum.json", GUM);
        try (OpenAiStub server = gumModel("Yes.")) {
            assertEquals(1, esl(check(server.baseUrl(), spec, gum)).exit());
        }

        CommandRun otherModel = esl("promote", "--llm-model", "other-model", spec.toString(), gum.toString());
        CommandRun promote = esl("promote", "--llm-model", "stub-model", spec.toString(), gum.toString());

        assertEquals(1, otherModel.exit(), otherModel.err());
        assertTrue(otherModel.err().contains("no cached answer of other-model"), otherModel.err());
        assertEquals(0, promote.exit(), promote.err());
        assertEquals("railway-gum (" + gum + "): 3 facts, 0 claims written\n", promote.out());
    }

    @Test
    void promoteRewritesATranscriptAWindowsEditorWroteWithAByteOrderMark() throws IOException {
        Path spec = spec("railway.esl");
        Path gum = transcript("gum.json", "\uFEFF" + GUM.replace("\n", "\r\n"));
        try (OpenAiStub server = gumModel("Yes.")) {
            assertEquals(1, esl(check(server.baseUrl(), spec, gum)).exit());
        }

        CommandRun promote = esl("promote", "--llm-model", "stub-model", spec.toString(), gum.toString());

        assertEquals(0, promote.exit(), promote.err());
        assertEquals("railway-gum (" + gum + "): 3 facts, 0 claims written\n", promote.out());
        JsonObject promoted = JsonParser.parseString(Files.readString(gum)).getAsJsonObject();
        assertEquals(3, promoted.getAsJsonArray("facts").size());
    }

    @Test
    void promoteKeepsEveryLineEndingOfAJsonlFileWrittenOnWindows() throws IOException {
        Path spec = spec("railway.esl");
        String line = JsonParser.parseString(GUM).toString();
        Path gums = transcript("gums.jsonl", line + "\r\n" + line.replace("railway-gum", "railway-gum-again") + "\r\n");
        try (OpenAiStub server = gumModel("Yes.")) {
            assertEquals(1, esl(check(server.baseUrl(), spec, gums)).exit());
        }

        CommandRun promote = esl("promote", "--llm-model", "stub-model", spec.toString(), gums.toString());

        assertEquals(0, promote.exit(), promote.err());
        List<String> lines = List.of(Files.readString(gums).split("\n", -1));
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(0).endsWith("}\r") && lines.get(1).endsWith("}\r") && lines.get(2).isEmpty(), lines.toString());
        assertEquals(3, JsonParser.parseString(lines.get(1)).getAsJsonObject().getAsJsonArray("facts").size());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.filter(file -> file.toString().endsWith(".esl-partial")).toList(),
                    "the file is replaced as a whole, by a partial one moved over it");
        }
    }

    @Test
    void promoteSaysWhichTranscriptsItCouldNotReadAndPromotesTheOthers() throws IOException {
        Path spec = spec("railway.esl");
        Path gum = transcript("gum.json", GUM);
        Path broken = transcript("broken.json", "{\"id\": \"broken\", \"messages\": [");
        try (OpenAiStub server = gumModel("Yes.")) {
            assertEquals(1, esl(check(server.baseUrl(), spec, gum)).exit());
        }

        CommandRun promote = esl("promote", "--llm-model", "stub-model", spec.toString(), gum.toString(), broken.toString());

        assertEquals(2, promote.exit(), "a transcript that cannot be read is unreadable input: " + promote.err());
        assertEquals("railway-gum (" + gum + "): 3 facts, 0 claims written\n", promote.out());
        assertTrue(promote.err().startsWith("esl promote: " + broken + ":1:31: invalid JSON: unexpected end of input")
                && promote.err().endsWith(" (not promoted)\n"), promote.err());
        assertEquals("{\"id\": \"broken\", \"messages\": [", Files.readString(broken));
    }

    @Test
    void aModelThatCannotBeReachedIsAnErrorOfTheTranscriptNotACrash() throws IOException {
        Path spec = spec("railway.esl");
        Path gum = transcript("gum.json", GUM);
        CommandRun run = esl(check("http://127.0.0.1:9/v1", spec, gum, "--llm-retries", "0"));
        assertEquals(1, run.exit(), run.err());
        JsonArray errors = onlyTranscript(run).getAsJsonArray("errors");
        assertEquals(1, errors.size());
        assertTrue(errors.get(0).getAsJsonObject().get("message").getAsString()
                .startsWith("LLM perception: the model server at http://127.0.0.1:9/v1/chat/completions could not be reached"),
                errors.toString());
    }

    @Test
    void theStageNeedsAModel() {
        CommandRun run = esl("check", "--llm", "../examples/railway.esl", "../examples/transcripts/railway-gum.json");
        assertEquals(2, run.exit());
        assertTrue(run.err().startsWith("esl check: the LLM stage needs a model"), run.err());
    }

    private static JsonObject onlyTranscript(CommandRun run) {
        JsonArray transcripts = JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("transcripts");
        assertEquals(1, transcripts.size());
        return transcripts.get(0).getAsJsonObject();
    }

    private static JsonObject result(JsonObject transcript, String name) {
        for (JsonElement result : transcript.getAsJsonArray("results")) {
            if (result.getAsJsonObject().get("name").getAsString().equals(name)) {
                return result.getAsJsonObject();
            }
        }
        throw new AssertionError("no result " + name + " in " + transcript);
    }

    private static List<String> atoms(JsonArray facts) {
        List<String> atoms = new ArrayList<>();
        facts.forEach(fact -> atoms.add(fact.getAsJsonObject().get("atom").getAsString()));
        assertFalse(atoms.isEmpty());
        return atoms;
    }
}
