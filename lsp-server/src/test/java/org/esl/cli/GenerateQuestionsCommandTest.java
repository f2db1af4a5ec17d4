package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.esl.runtime.llm.OpenAiStub;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code esl generate questions}: ground-truth questions from the rules, and a scripted model scored on them. */
class GenerateQuestionsCommandTest {

    @TempDir
    Path dir;

    /**
     * The direct questions of railway.esl, checked by hand against its rules: what is given, the literal asked about
     * (its answer is yes when positive), and the rule applications of its chain. Every one also comes negated.
     */
    private static final List<String> RAILWAY = List.of(
            "InRailway(\"x1\") |- not ChewGum(\"x1\") in 1",
            "InTrain(\"x1\") |- not EatOrDrink(\"x1\") in 1",
            "InTrain(\"x1\") |- InRailway(\"x1\") in 1",
            "InTrain(\"x1\") |- not ChewGum(\"x1\") in 2",
            "Flammable(\"petrol\"), InRailway(\"x1\"), Carries(\"x1\", \"petrol\") |- Violation(\"x1\") in 1",
            "Flammable(\"petrol\"), InTrain(\"x1\"), Carries(\"x1\", \"petrol\") |- Violation(\"x1\") in 2",
            // no_animals with its other conclusion denied: the guide dog follows, and (contrapositives) no petrol
            "InRailway(\"x1\"), Carries(\"x1\", \"y1\"), Animal(\"y1\"), not Violation(\"x1\") |- GuideDog(\"y1\") in 1",
            "Flammable(\"petrol\"), InRailway(\"x1\"), not Violation(\"x1\") |- not Carries(\"x1\", \"petrol\") in 1",
            "InRailway(\"x1\"), Carries(\"x1\", \"y1\"), not Violation(\"x1\") |- not Flammable(\"y1\") in 1",
            "InTrain(\"x1\"), Carries(\"x1\", \"y1\"), Animal(\"y1\"), not Violation(\"x1\") |- GuideDog(\"y1\") in 2",
            "Flammable(\"petrol\"), InTrain(\"x1\"), not Violation(\"x1\") |- not Carries(\"x1\", \"petrol\") in 2",
            "InTrain(\"x1\"), Carries(\"x1\", \"y1\"), not Violation(\"x1\") |- not Flammable(\"y1\") in 2",
            "InRailway(\"x1\"), Carries(\"x1\", \"y1\"), Animal(\"y1\"), not GuideDog(\"y1\") |- Violation(\"x1\") in 1",
            "InTrain(\"x1\"), Carries(\"x1\", \"y1\"), Animal(\"y1\"), not GuideDog(\"y1\") |- Violation(\"x1\") in 2");

    @Test
    void railwayGivesTheYesNoPairsItsRulesImplyWithTheirChains() throws IOException {
        Path out = dir.resolve("questions.jsonl");
        CommandRun run = esl("generate", "questions", "../examples/railway.esl", "--out", out.toString());
        assertEquals(0, run.exit(), run.out() + run.err());
        List<JsonObject> lines = lines(out);
        assertEquals("wrote " + lines.size() + " questions to " + out + "\n", run.out());
        assertEquals(2 * RAILWAY.size(), lines.size());

        List<String> direct = new ArrayList<>();
        for (int i = 0; i < lines.size(); i += 2) {
            JsonObject yes = lines.get(i);
            JsonObject negated = lines.get(i + 1);
            assertEquals("direct", yes.get("variant").getAsString());
            assertEquals("negated", negated.get("variant").getAsString());
            assertEquals(yes.get("literal"), negated.get("literal"));
            boolean positive = !yes.get("literal").getAsString().startsWith("not ");
            assertEquals(positive ? "yes" : "no", yes.get("expected").getAsString());
            assertEquals(positive ? "no" : "yes", negated.get("expected").getAsString());
            List<String> given = new ArrayList<>();
            int hops = 0;
            for (JsonElement link : yes.getAsJsonArray("chain")) {
                String why = link.getAsJsonObject().get("why").getAsString();
                if (why.equals("given") || why.startsWith("fact at ")) {
                    given.add(link.getAsJsonObject().get("literal").getAsString());
                } else {
                    hops++;
                }
            }
            assertEquals(hops, yes.get("hops").getAsInt());
            assertEquals(given.size(), yes.getAsJsonArray("given").size(), yes.toString());
            direct.add(String.join(", ", given) + " |- " + yes.get("literal").getAsString() + " in " + hops);
        }
        assertEquals(Set.copyOf(RAILWAY), Set.copyOf(direct), String.join("\n", direct));

        JsonObject petrol = lines.stream().filter(line -> line.get("question").getAsString().contains("petrol")
                && line.get("literal").getAsString().equals("Violation(\"x1\")") && line.get("hops").getAsInt() == 2).findFirst().orElseThrow();
        assertEquals("Suppose that a person x1 is inside a train, and that a person x1 carries the item petrol, and that the item petrol"
                + " is a flammable or explosive substance. Is it true that a person x1 commits an offence on railway premises?",
                petrol.get("question").getAsString());
        assertEquals(List.of("Flammable(\"petrol\") fact at " + Path.of("../examples/railway.esl").toAbsolutePath().normalize() + ":18:6",
                        "InTrain(\"x1\") given",
                        "Carries(\"x1\", \"petrol\") given",
                        "InRailway(\"x1\") rule train_is_premises: InTrain(x) => InRailway(x) with x = \"x1\"",
                        "Violation(\"x1\") rule no_flammables: InRailway(x) and Carries(x, y) and Flammable(y) => Violation(x) with x = \"x1\", y = \"petrol\""),
                chain(petrol));
    }

    @Test
    void aScriptedModelThatGetsTheGumQuestionsWrongIsCountedExactlyOnThem() throws IOException {
        Path plain = dir.resolve("plain.jsonl");
        assertEquals(0, esl("generate", "questions", "../examples/railway.esl", "--out", plain.toString()).exit());
        Map<String, String> expected = new LinkedHashMap<>();
        lines(plain).forEach(line -> expected.put(line.get("question").getAsString(), line.get("expected").getAsString()));
        // the model knows the rules except that gum is banned: it answers every gum question the wrong way round
        try (OpenAiStub model = new OpenAiStub((request, number) -> {
            String question = request.user();
            boolean right = !question.contains("chewing gum");
            String answer = expected.get(question);
            return Reply.content(right ? "Yes".equals(capital(answer)) ? "Yes." : "No." : answer.equals("yes") ? "no" : "yes");
        })) {
            Path out = dir.resolve("answered.jsonl");
            CommandRun run = esl("generate", "questions", "../examples/railway.esl", "--out", out.toString(),
                    "--llm", "--llm-model", "stub-model", "--llm-base-url", model.baseUrl(), "--llm-key-env", "ESL_NO_SUCH_KEY");
            assertEquals(1, run.exit(), run.out() + run.err());
            List<JsonObject> lines = lines(out);
            List<String> gum = lines.stream().filter(line -> line.get("question").getAsString().contains("chewing gum"))
                    .map(line -> line.get("id").getAsString()).toList();
            assertEquals(4, gum.size());
            assertEquals(gum, lines.stream().filter(line -> !line.get("correct").getAsBoolean())
                    .map(line -> line.get("id").getAsString()).toList());
            assertEquals(lines.size(), model.received().size());
            assertTrue(model.received().get(0).system().contains("- No person shall consume chewing gum or bubble gum on railway premises\n"),
                    model.received().get(0).system());
            int asked = lines.size();
            assertTrue(run.out().contains("asked " + asked + " questions of stub-model: " + (asked - 4) + "/" + asked), run.out());
            // one gum question of 1 hop and one of 2, each direct and negated
            assertTrue(run.out().contains("by variant:\n  direct: 12/14 (85.7%)\n  negated: 12/14 (85.7%)\n"), run.out());
            assertTrue(run.out().contains("by hops:\n  1 rule: 14/16 (87.5%)\n  2 rules: 10/12 (83.3%)\n"), run.out());
            assertTrue(run.out().contains("4 wrong answers (fact-conflicting hallucinations):\n  " + gum.get(0) + " (direct, 1 hop): "
                    + "Suppose that a person x1 is in or upon some part of the railway premises. Is it true that a person x1 consumes"
                    + " or attempts to consume chewing gum or bubble gum?\n    expected no, answered yes\n"
                    + "      InRailway(\"x1\")  [given]\n"
                    + "      not ChewGum(\"x1\")  [rule no_gum: InRailway(x) => not ChewGum(x) with x = \"x1\"]\n"), run.out());
        }
    }

    @Test
    void symmetryAndInversionGiveInverseQuestionsAndChainsOfThreeRules() throws IOException {
        Path spec = Files.writeString(dir.resolve("family.esl"), """
                spec family "Who may vote"

                variables x, y

                predicate Parent(x, y)  "{x} is a parent of {y}"
                predicate Child(x, y)   "{x} is a child of {y}"
                predicate Married(x, y) "{x} is married to {y}"
                predicate Adult(x)      "{x} is an adult"
                predicate MayVote(x)    "{x} may vote"

                rule parent_child "A parent's child is their child": Parent(x, y) => Child(y, x)
                rule married_both "Marriage is mutual": Married(x, y) => Married(y, x)
                rule married_adult "Married people are adults": Married(x, y) => Adult(x)
                rule adult_votes "Adults may vote": Adult(x) => MayVote(x)
                """);
        Path out = dir.resolve("family.jsonl");
        CommandRun run = esl("generate", "questions", spec.toString(), "--out", out.toString());
        assertEquals(0, run.exit(), run.out() + run.err());
        Map<String, String> questions = lines(out).stream().collect(Collectors.toMap(
                line -> line.get("variant").getAsString() + " " + line.get("question").getAsString(),
                line -> line.get("expected").getAsString() + " in " + line.get("hops").getAsInt(), (a, b) -> a, LinkedHashMap::new));
        assertEquals("yes in 1", questions.get("inverse Suppose that x1 is a parent of y1. Is y1 a child of x1?"), questions.keySet().toString());
        assertEquals("no in 1", questions.get("inverse negated Suppose that x1 is a parent of y1. Is it false that y1 is a child of x1?"));
        assertEquals("yes in 1", questions.get("inverse Suppose that x1 is married to y1. Is y1 married to x1?"));
        // married_both, then married_adult, then adult_votes: three rules
        assertEquals("yes in 3", questions.get("direct Suppose that x1 is married to y1. Is it true that y1 may vote?"));
        assertEquals("yes in 2", questions.get("direct Suppose that x1 is married to y1. Is it true that x1 may vote?"));
    }

    @Test
    void aSpecWithoutRulesOrFactsHasNothingToGenerate() throws IOException {
        Path spec = Files.writeString(dir.resolve("empty.esl"), """
                spec empty "Nothing to derive"

                predicate Greets(x) "{x} greets"
                """);
        CommandRun run = esl("generate", "questions", spec.toString(), "--out", dir.resolve("q.jsonl").toString());
        assertEquals(0, run.exit(), run.err());
        assertEquals("esl generate questions: " + spec + " has no rules or facts: nothing to generate\n", run.out());
        assertTrue(Files.notExists(dir.resolve("q.jsonl")));
    }

    @Test
    void badUsageIsOneLineAndExitStatusTwo() throws IOException {
        CommandRun noModel = esl("generate", "questions", "../examples/railway.esl", "--out", dir.resolve("q.jsonl").toString(), "--llm");
        assertEquals(2, noModel.exit(), noModel.out() + noModel.err());
        assertEquals(1, noModel.err().lines().count(), noModel.err());
        CommandRun unwritable = esl("generate", "questions", "../examples/railway.esl", "--out", dir.resolve("no/such/dir/q.jsonl").toString());
        assertEquals(2, unwritable.exit(), unwritable.out() + unwritable.err());
        assertEquals("esl generate questions: cannot write " + dir.resolve("no/such/dir/q.jsonl") + " (no such folder)\n",
                unwritable.err());
        CommandRun missing = esl("generate", "questions", dir.resolve("missing.esl").toString(), "--out", dir.resolve("q.jsonl").toString());
        assertEquals(2, missing.exit());
        assertEquals(1, missing.err().lines().count(), missing.err());
    }

    private static String capital(String answer) {
        return answer.substring(0, 1).toUpperCase() + answer.substring(1);
    }

    private static List<String> chain(JsonObject line) {
        List<String> links = new ArrayList<>();
        line.getAsJsonArray("chain").forEach(link -> links.add(link.getAsJsonObject().get("literal").getAsString() + " "
                + link.getAsJsonObject().get("why").getAsString()));
        return links;
    }

    private static List<JsonObject> lines(Path file) throws IOException {
        return Files.readAllLines(file).stream().map(line -> JsonParser.parseString(line).getAsJsonObject()).toList();
    }
}
