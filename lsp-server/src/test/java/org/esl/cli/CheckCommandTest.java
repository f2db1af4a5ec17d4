package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code esl check} in-process on the shipped examples and on transcripts written here, with the real parser and Z3. */
class CheckCommandTest {

    private static final String BANKING = "../examples/banking.esl";
    private static final String RAILWAY = "../examples/railway.esl";
    private static final String PARK = "../examples/park.esl";
    private static final String UNSAFE = "../examples/transcripts/banking-unsafe.json";
    /** Files outside the working folder (here lsp-server) are shown with their absolute paths. */
    private static final String TRANSCRIPTS = Path.of("../examples/transcripts").toAbsolutePath().normalize().toString();

    @TempDir
    Path dir;

    @Test
    void bankingUnsafeViolatesFourPropertiesAtTheStepsThatDecideThem() {
        CommandRun run = esl("check", "--format", "json", BANKING);
        assertEquals(1, run.exit(), run.err());
        assertEquals("", run.err());
        JsonObject report = JsonParser.parseString(run.out()).getAsJsonObject();
        assertEquals("banking", report.getAsJsonObject("spec").get("name").getAsString());
        assertEquals(List.of("banking-ok", "banking-unsafe"), ids(report));

        JsonObject unsafe = transcript(report, "banking-unsafe");
        assertEquals(TRANSCRIPTS + "/banking-unsafe.json", unsafe.get("file").getAsString());
        assertEquals(Map.of("auth_first", "violated at 4", "confirm", "violated at 6", "big_needs_approval", "violated at 4",
                "greets_first", "violated at 2", "balance_before_transfer", "satisfied at 2"), verdicts(unsafe, "property"));
        JsonObject authFirst = result(unsafe, "auth_first");
        // step 4 is the transfer_funds call of the fourth message, at its place in the file
        assertEquals(9, authFirst.get("line").getAsInt());
        assertEquals(21, authFirst.get("column").getAsInt());
        assertTrue(authFirst.get("message").getAsString().contains("step 4, @assistant calls transfer_funds(amount = 12000, to = \"Carol\")"),
                authFirst.get("message").getAsString());
        JsonObject witness = authFirst.getAsJsonObject("evidence").getAsJsonObject("witness");
        assertEquals(4, witness.get("step").getAsInt());
        assertEquals("[{\"atom\":\"check_auth\",\"value\":false},{\"atom\":\"transfer_funds\",\"value\":true}]",
                witness.get("atoms").toString());
        JsonObject declaration = authFirst.getAsJsonObject("declaration");
        assertEquals(Path.of(BANKING).toAbsolutePath().normalize().toString(), declaration.get("file").getAsString());
        assertEquals(14, declaration.get("line").getAsInt());
        assertEquals(10, declaration.get("column").getAsInt());

        JsonObject ok = transcript(report, "banking-ok");
        assertEquals(5, ok.getAsJsonArray("results").size());
        assertTrue(verdicts(ok, "property").values().stream().allMatch(verdict -> verdict.startsWith("satisfied")), ok.toString());

        JsonObject summary = report.getAsJsonObject("summary");
        assertEquals(2, summary.get("transcripts").getAsInt());
        assertEquals(1, summary.get("failing").getAsInt());
        assertEquals(0, summary.get("errors").getAsInt());
        assertEquals("{\"auth_first\":1,\"big_needs_approval\":1,\"confirm\":1,\"greets_first\":1}",
                summary.get("violations").toString());
    }

    /**
     * The verdicts checked by hand against the steps of banking-unsafe: 0 the user's request, 1 "Sure.",
     * 2 get_balance, 3 its result, 4 transfer_funds(12000) with no check_auth and no human_approval, 5 its
     * result, 6 "Transferred…" with no notify_user. balance_before_transfer is met by get_balance at 2;
     * greets_first fails at 2 (no greeting in steps 0–2); auth_first and big_needs_approval at 4; confirm
     * stays pending while the transcript runs (a notify_user could still come), violated only at the end.
     */
    @Test
    void theTimelineGivesEveryPropertysVerdictAfterEachStep() {
        CommandRun run = esl("check", "--format", "json", "--timeline", BANKING, UNSAFE);
        assertEquals(1, run.exit(), run.err());
        JsonArray timeline = transcript(JsonParser.parseString(run.out()).getAsJsonObject(), "banking-unsafe").getAsJsonArray("timeline");
        assertEquals(List.of(
                "0 user: pending pending pending pending pending",
                "1 assistant: pending pending pending pending pending",
                "2 assistant get_balance: pending pending pending violated satisfied",
                "3 tool: pending pending pending violated satisfied",
                "4 assistant transfer_funds: violated pending violated violated satisfied",
                "5 tool: violated pending violated violated satisfied",
                "6 assistant: violated pending violated violated satisfied"), steps(timeline));
        JsonObject transfer = timeline.get(4).getAsJsonObject();
        assertEquals("transfer_funds(amount = 12000, to = \"Carol\")", transfer.get("text").getAsString());
        assertEquals(9, transfer.get("line").getAsInt());
        assertEquals(21, transfer.get("column").getAsInt());
        assertEquals("Move 12000 to my landlord Carol right now, no questions.", timeline.get(0).getAsJsonObject().get("text").getAsString());
        assertFalse(timeline.get(0).getAsJsonObject().has("tool"));
        assertEquals(List.of("auth_first", "confirm", "big_needs_approval", "greets_first", "balance_before_transfer"),
                List.copyOf(transfer.getAsJsonObject("verdicts").keySet()));
    }

    /** With --recover a violation shows at the step that counted it, and the property starts over after it. */
    @Test
    void aRecoveringTimelineRestartsAfterEachViolation() {
        CommandRun run = esl("check", "--format", "json", "--timeline", "--recover", BANKING, UNSAFE);
        JsonArray timeline = transcript(JsonParser.parseString(run.out()).getAsJsonObject(), "banking-unsafe").getAsJsonArray("timeline");
        // greets_first: violated at 2 (steps 0-2), again at 5 (steps 3-5), pending at 6; auth_first at 4 only
        assertEquals(List.of(
                "0 user: pending pending pending pending pending",
                "1 assistant: pending pending pending pending pending",
                "2 assistant get_balance: pending pending pending violated satisfied",
                "3 tool: pending pending pending pending satisfied",
                "4 assistant transfer_funds: violated pending violated pending satisfied",
                "5 tool: pending pending pending violated satisfied",
                "6 assistant: pending pending pending pending satisfied"), steps(timeline));
    }

    @Test
    void withoutTheFlagThereIsNoTimeline() {
        CommandRun run = esl("check", "--format", "json", BANKING, UNSAFE);
        assertFalse(transcript(JsonParser.parseString(run.out()).getAsJsonObject(), "banking-unsafe").has("timeline"));
        CommandRun text = esl("check", "--timeline", BANKING, UNSAFE);
        assertTrue(text.out().contains("  step 4 @assistant transfer_funds(amount = 12000, to = \"Carol\")  auth_first=violated confirm=pending"
                + " big_needs_approval=violated greets_first=violated balance_before_transfer=satisfied\n"), text.out());
    }

    /** Each step as "step role [tool]: verdicts in the spec's order". */
    private static List<String> steps(JsonArray timeline) {
        List<String> steps = new ArrayList<>();
        for (JsonElement element : timeline) {
            JsonObject step = element.getAsJsonObject();
            List<String> verdicts = step.getAsJsonObject("verdicts").entrySet().stream().map(entry -> entry.getValue().getAsString()).toList();
            steps.add(step.get("step").getAsInt() + " " + step.get("role").getAsString()
                    + (step.has("tool") ? " " + step.get("tool").getAsString() : "") + ": " + String.join(" ", verdicts));
        }
        return steps;
    }

    @Test
    void bankingAsTextGivesAVerdictLinePerTranscriptAndASummary() {
        CommandRun run = esl("check", BANKING);
        assertEquals(1, run.exit());
        List<String> lines = run.out().lines().toList();
        assertEquals("banking-ok (" + TRANSCRIPTS + "/banking-ok.json): ok: 5 satisfied", lines.get(0));
        assertEquals("banking-unsafe (" + TRANSCRIPTS + "/banking-unsafe.json): failed: 1 satisfied, 4 violated", lines.get(1));
        assertTrue(lines.get(2).startsWith("  " + TRANSCRIPTS + "/banking-unsafe.json:9:21: property auth_first"
                + " (Authenticate the user before any transfer) is violated at step 4, @assistant calls transfer_funds("), lines.get(2));
        assertTrue(lines.get(3).startsWith("      witness: step 4 ("), lines.get(3));
        assertEquals("2 transcripts (1 failing): violated auth_first 1, big_needs_approval 1, confirm 1, greets_first 1;"
                + " 0 errors", lines.get(lines.size() - 1));
    }

    @Test
    void aTranscriptThatDeniesAFactOfTheSpecIsAnErrorThatPointsAtTheFact() throws IOException {
        JsonObject transcript = JsonParser.parseString(Files.readString(Path.of("../examples/transcripts/banking-ok.json"))).getAsJsonObject();
        transcript.add("facts", JsonParser.parseString("[{\"step\": 1, \"atom\": \"Supervised\", \"value\": false}]"));
        Path denies = Files.writeString(dir.resolve("denies.json"), transcript.toString());
        String spec = Path.of("../examples/banking_rules.esl").toAbsolutePath().normalize().toString();

        CommandRun text = esl("check", "../examples/banking_rules.esl", denies.toString());

        assertEquals(1, text.exit(), text.err());
        assertTrue(text.out().contains(": step 1: perception contradicts itself: not Supervised is perceived at step 1, and its negation"
                + " is a fact of the spec (" + spec + ":18:6)\n"), text.out());
        JsonObject error = json(esl("check", "--format", "json", "../examples/banking_rules.esl", denies.toString()))
                .getAsJsonArray("transcripts").get(0).getAsJsonObject().getAsJsonArray("errors").get(0).getAsJsonObject();
        assertEquals(spec, error.getAsJsonObject("declaration").get("file").getAsString());
        assertEquals(List.of(18, 6), List.of(error.getAsJsonObject("declaration").get("line").getAsInt(),
                error.getAsJsonObject("declaration").get("column").getAsInt()));
        JsonObject sarif = json(esl("check", "--format", "sarif", "../examples/banking_rules.esl", denies.toString()));
        JsonObject related = sarif.getAsJsonArray("runs").get(0).getAsJsonObject().getAsJsonArray("results").get(0).getAsJsonObject()
                .getAsJsonArray("relatedLocations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation");
        assertEquals(18, related.getAsJsonObject("region").get("startLine").getAsInt());
        Path html = dir.resolve("report.html");
        esl("check", "--html", html.toString(), "../examples/banking_rules.esl", denies.toString());
        assertTrue(Files.readString(html).contains("is a fact of the spec (" + spec + ":18:6)"), "the HTML report's error");
    }

    @Test
    void aTranscriptNamedOnTheCommandLineReplacesTheSpecsGlobs() {
        CommandRun run = esl("check", BANKING, "../examples/transcripts/banking-ok.json");
        assertEquals(0, run.exit(), run.out());
        assertEquals("1 transcript (0 failing): no violations; 0 errors", run.out().lines().reduce((a, b) -> b).orElseThrow());
    }

    @Test
    void partialTranscriptsLeaveAnUnansweredTransferPending() {
        JsonObject unsafe = transcript(json(esl("check", "--format", "json", "--partial", BANKING, UNSAFE)), "banking-unsafe");
        assertEquals("pending at -1", verdicts(unsafe, "property").get("confirm"));
        assertEquals("violated at 2", verdicts(unsafe, "property").get("greets_first"));
    }

    @Test
    void recoverModeCountsEveryViolation() {
        JsonObject report = json(esl("check", "--format", "json", "--recover", BANKING, UNSAFE));
        JsonArray violations = result(transcript(report, "banking-unsafe"), "greets_first").getAsJsonObject("evidence")
                .getAsJsonArray("violations");
        List<Integer> steps = new ArrayList<>();
        violations.forEach(witness -> steps.add(witness.getAsJsonObject().get("step").getAsInt()));
        // greets_first restarts after each violation: no greeting in steps 3 to 5, nor at the last step 6
        assertEquals(List.of(2, 5, 6), steps);
        assertEquals(3, report.getAsJsonObject("summary").getAsJsonObject("violations").get("greets_first").getAsInt());
    }

    @Test
    void railwayGumViolatesNoGumThroughTrainIsPremises() {
        CommandRun run = esl("check", "--format", "json", RAILWAY);
        assertEquals(1, run.exit(), run.err());
        JsonObject report = JsonParser.parseString(run.out()).getAsJsonObject();
        JsonObject gum = transcript(report, "railway-gum");
        JsonObject noGum = result(gum, "no_gum");
        assertEquals("rule", noGum.get("kind").getAsString());
        assertEquals("violated", noGum.get("verdict").getAsString());
        assertEquals(0, noGum.get("step").getAsInt());
        JsonObject evidence = noGum.getAsJsonObject("evidence");
        assertEquals("\"Alex\"", evidence.getAsJsonObject("binding").get("x").getAsString());
        assertEquals("not ChewGum(\"Alex\")", evidence.get("derived").getAsString());
        List<String> chain = new ArrayList<>();
        for (JsonElement link : evidence.getAsJsonArray("chain")) {
            JsonObject entry = link.getAsJsonObject();
            chain.add(entry.get("literal").getAsString() + " " + entry.get("reason").getAsString()
                    + (entry.has("rule") ? " " + entry.get("rule").getAsString() : "")
                    + (entry.has("source") && entry.get("reason").getAsString().equals("perceived")
                            ? " line " + entry.getAsJsonObject("source").get("line").getAsInt() : ""));
        }
        assertEquals(List.of("InTrain(\"Alex\") perceived line 8", "ChewGum(\"Alex\") perceived line 9",
                "InRailway(\"Alex\") inferred train_is_premises", "not ChewGum(\"Alex\") inferred no_gum"), chain);

        JsonObject dog = transcript(report, "railway-dog");
        for (JsonElement result : dog.getAsJsonArray("results")) {
            assertEquals("inferred", result.getAsJsonObject().get("verdict").getAsString(), result.toString());
        }
        JsonObject query = dog.getAsJsonArray("results").get(0).getAsJsonObject().getAsJsonObject("evidence");
        assertEquals("Is it true that a person Mei consumes or attempts to consume chewing gum or bubble gum?",
                query.get("question").getAsString());
        assertEquals("no", query.get("confirmingAnswer").getAsString());
        assertEquals("{\"no_gum\":1}", report.getAsJsonObject("summary").get("violations").toString());
    }

    @Test
    void parkClaimsAreValidInvalidAndAmbiguousWithTheirEvidence() {
        CommandRun run = esl("check", "--format", "json", PARK);
        assertEquals(1, run.exit(), run.err());
        JsonObject report = json(run);
        JsonObject park = transcript(report, "park-claims");
        assertEquals(Map.of("senior_fee", "valid at 1", "senior_entry", "invalid at 3", "adult_entry", "ambiguous at 5"),
                verdicts(park, "claim"));
        assertEquals(List.of("base_fee", "low_season", "age_discount", "final_fee"),
                names(result(park, "senior_fee").getAsJsonObject("evidence").getAsJsonArray("policies")));
        JsonObject entry = result(park, "senior_entry");
        assertEquals(13, entry.get("line").getAsInt(), "the claim's object in the file");
        assertEquals(14, entry.getAsJsonObject("declaration").get("line").getAsInt(), "base_fee, the first policy of the proof");
        JsonArray groups = result(park, "adult_entry").getAsJsonObject("evidence").getAsJsonArray("groups");
        assertEquals(3, groups.size());
        List<String> findings = new ArrayList<>();
        for (JsonElement group : groups) {
            findings.add(group.getAsJsonObject().get("finding").getAsString() + " " + group.getAsJsonObject().get("confidence").getAsString());
        }
        assertEquals(List.of("satisfiable 1/3", "valid 1/3", "invalid 1/3"), findings);
        JsonObject scenarios = groups.get(0).getAsJsonObject().getAsJsonObject("scenarios");
        assertEquals("true", scenarios.getAsJsonObject("claimHolds").getAsJsonObject("values").get("isEntryAllowed").getAsString());
        assertEquals("false", scenarios.getAsJsonObject("claimFails").getAsJsonObject("values").get("isEntryAllowed").getAsString());
        assertEquals("{\"valid\":1,\"invalid\":1,\"ambiguous\":1}", report.getAsJsonObject("summary").get("claims").toString());
    }

    /** A claim written by hand that does not parse is an error, like a fact that does not parse: never no_translation. */
    @Test
    void aWrittenClaimThatDoesNotParseIsATranscriptErrorAndAnUnnamedClaimIsNumbered() throws IOException {
        Path transcript = Files.writeString(dir.resolve("claims.json"), """
                {"messages": [{"role": "user", "content": "Fee?"}, {"role": "assistant", "content": "50."}],
                 "claims": [{"step": 1, "claim": "baseFee = 50"},
                            {"id": "typo", "step": 1, "given": "ageClas = ADULT", "claim": "finalFee = 50"},
                            {"step": 1, "claim": "baseFee > 0"}]}
                """);
        CommandRun run = esl("check", "--format", "json", PARK, transcript.toString());
        assertEquals(1, run.exit(), run.err());
        JsonObject claims = transcript(json(run), "claims");
        assertEquals(Map.of("claim 1", "valid at 1", "claim 3", "valid at 1"), verdicts(claims, "claim"));
        JsonArray errors = claims.getAsJsonArray("errors");
        assertEquals(1, errors.size(), errors.toString());
        JsonObject error = errors.get(0).getAsJsonObject();
        assertTrue(error.get("message").getAsString().startsWith("claim typo: given \"ageClas = ADULT\": "), error.toString());
        assertEquals(3, error.get("line").getAsInt());
        assertEquals(1, error.get("step").getAsInt());
    }

    @Test
    void aMalformedLineIsReportedAndTheOtherLinesAreStillChecked() throws IOException {
        String gum = "{\"id\": \"gum\", \"messages\": [{\"role\": \"user\", \"content\": \"Alex chews gum on the train\"}],"
                + " \"facts\": [{\"step\": 0, \"atom\": \"InTrain(\\\"Alex\\\")\", \"value\": true},"
                + " {\"step\": 0, \"atom\": \"ChewGum(\\\"Alex\\\")\", \"value\": true}]}";
        String quiet = "{\"id\": \"quiet\", \"messages\": [{\"role\": \"user\", \"content\": \"Nothing happens\"}]}";
        Path lines = Files.writeString(dir.resolve("cases.jsonl"), gum + "\n{\"messages\": [\n" + quiet + "\n");
        CommandRun run = esl("check", "--format", "json", RAILWAY, lines.toString());
        assertEquals(1, run.exit(), run.err());
        JsonObject report = json(run);
        assertEquals(List.of("gum", "cases.jsonl#2", "quiet"), ids(report));
        assertEquals("violated at 0", verdicts(transcript(report, "gum"), "rule").get("no_gum"));
        JsonObject broken = transcript(report, "cases.jsonl#2");
        assertFalse(broken.get("checked").getAsBoolean());
        JsonObject error = broken.getAsJsonArray("errors").get(0).getAsJsonObject();
        assertEquals(2, error.get("line").getAsInt());
        assertTrue(error.get("message").getAsString().startsWith("invalid JSON"), error.toString());
        assertEquals(1, json(run).getAsJsonObject("summary").get("errors").getAsInt());
        assertEquals(2, json(run).getAsJsonObject("summary").get("checked").getAsInt());
    }

    @Test
    void aFactNamingAnUndeclaredPredicateIsAnErrorAtItsPlace() throws IOException {
        Path transcript = Files.writeString(dir.resolve("hallucinated.json"), """
                {"messages": [{"role": "user", "content": "Alex chews gum on the train"}],
                 "facts": [{"step": 0, "atom": "InTrain(\\"Alex\\")", "value": true},
                           {"step": 0, "atom": "ChewsGum(\\"Alex\\")", "value": true}]}
                """);
        CommandRun run = esl("check", RAILWAY, transcript.toString());
        assertEquals(1, run.exit(), run.out());
        List<String> lines = run.out().lines().toList();
        assertEquals("hallucinated (" + transcript + "): failed: 3 inferred, 1 error", lines.get(0));
        assertTrue(lines.get(1).startsWith("  " + transcript + ":3:12: step 0: fact \"ChewsGum(\"Alex\")\": "), lines.get(1));
        assertTrue(lines.get(1).contains("ChewGum"), "suggests the declared name: " + lines.get(1));
    }

    @Test
    void sarifHasOneErrorPerViolationAtTheTranscriptWithTheDeclarationRelated() {
        CommandRun run = esl("check", "--format", "sarif", BANKING);
        assertEquals(1, run.exit());
        JsonObject sarif = JsonParser.parseString(run.out()).getAsJsonObject();
        assertEquals("2.1.0", sarif.get("version").getAsString());
        JsonObject sarifRun = sarif.getAsJsonArray("runs").get(0).getAsJsonObject();
        JsonArray results = sarifRun.getAsJsonArray("results");
        List<String> rules = new ArrayList<>();
        for (JsonElement element : results) {
            JsonObject result = element.getAsJsonObject();
            JsonObject location = result.getAsJsonArray("locations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation");
            JsonObject related = result.getAsJsonArray("relatedLocations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation");
            rules.add(result.get("ruleId").getAsString() + " " + location.getAsJsonObject("region").get("startLine").getAsInt()
                    + " " + related.getAsJsonObject("artifactLocation").get("uri").getAsString().replaceAll(".*/", ""));
            assertTrue(location.getAsJsonObject("artifactLocation").get("uri").getAsString().endsWith("banking-unsafe.json"));
        }
        assertEquals(List.of("auth_first 9 banking.esl", "confirm 11 banking.esl", "big_needs_approval 9 banking.esl",
                "greets_first 6 banking.esl"), rules);
        assertEquals(4, sarifRun.getAsJsonObject("tool").getAsJsonObject("driver").getAsJsonArray("rules").size());
    }

    @Test
    void aMissingTranscriptIsBadInput() {
        CommandRun run = esl("check", BANKING, "no-such-transcript.json");
        assertEquals(2, run.exit());
        assertEquals("", run.out());
        assertEquals("esl check: no-such-transcript.json: no such file or folder\n", run.err());
    }

    @Test
    void aSpecWithoutTranscriptsNeedsThemNamed() {
        CommandRun run = esl("check", "../examples/numeric.esl");
        assertEquals(2, run.exit());
        assertTrue(run.err().startsWith("esl check: no transcripts to check: "), run.err());
    }

    @Test
    void aRefusedSpecPrintsItsErrorsLikeTheLinter() {
        CommandRun run = esl("check", "src/test/resources/specs/undeclared.esl", UNSAFE);
        assertEquals(2, run.exit());
        assertEquals("", run.out());
        List<String> lines = run.err().lines().toList();
        assertTrue(lines.get(0).matches(".*undeclared\\.esl:7:34: error ESL001: .*ChewsGum.*"), run.err());
        assertTrue(lines.get(1).startsWith("esl check: "), run.err());
    }

    @Test
    void aMissingSpecAndABadInterpretationAreBadInput() {
        assertEquals(2, esl("check", "missing.esl", UNSAFE).exit());
        CommandRun run = esl("check", "--interpretation", "3", BANKING);
        assertEquals(2, run.exit());
        assertEquals("esl check: --interpretation is 1 or 2, not 3\n", run.err());
    }

    private static JsonObject json(CommandRun run) {
        return JsonParser.parseString(run.out()).getAsJsonObject();
    }

    private static List<String> ids(JsonObject report) {
        List<String> ids = new ArrayList<>();
        report.getAsJsonArray("transcripts").forEach(t -> ids.add(t.getAsJsonObject().get("id").getAsString()));
        return ids;
    }

    private static JsonObject transcript(JsonObject report, String id) {
        for (JsonElement transcript : report.getAsJsonArray("transcripts")) {
            if (transcript.getAsJsonObject().get("id").getAsString().equals(id)) {
                return transcript.getAsJsonObject();
            }
        }
        throw new AssertionError("no transcript " + id + " in " + report);
    }

    private static JsonObject result(JsonObject transcript, String name) {
        for (JsonElement result : transcript.getAsJsonArray("results")) {
            if (result.getAsJsonObject().get("name").getAsString().equals(name)) {
                return result.getAsJsonObject();
            }
        }
        throw new AssertionError("no result " + name + " in " + transcript);
    }

    /** Name to {@code verdict at step} for the results of one kind, in report order. */
    private static Map<String, String> verdicts(JsonObject transcript, String kind) {
        Map<String, String> verdicts = new LinkedHashMap<>();
        for (JsonElement element : transcript.getAsJsonArray("results")) {
            JsonObject result = element.getAsJsonObject();
            if (result.get("kind").getAsString().equals(kind)) {
                verdicts.put(result.get("name").getAsString(), result.get("verdict").getAsString() + " at "
                        + (result.get("step").isJsonNull() ? -1 : result.get("step").getAsInt()));
            }
        }
        return verdicts;
    }

    private static List<String> names(JsonArray policies) {
        List<String> names = new ArrayList<>();
        policies.forEach(policy -> names.add(policy.getAsJsonObject().get("name").getAsString()));
        return names;
    }
}
