package org.esl.lang.ide.commands;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeLens;
import org.eclipse.lsp4j.CodeLensParams;
import org.eclipse.lsp4j.CodeLensWorkspaceCapabilities;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.ExecuteCommandCapabilities;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.ProgressParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.WindowClientCapabilities;
import org.eclipse.lsp4j.WorkDoneProgressCancelParams;
import org.eclipse.lsp4j.WorkDoneProgressCreateParams;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.esl.lang.ide.EslLanguageServerTest;
import org.esl.runtime.llm.OpenAiStub;
import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Checking transcripts from the editor, through the real server on the shared examples: one transcript the
 * client picked, the timeline and spec URI in the results, progress and its cancellation, the tally lenses
 * and the summary on the spec.
 */
class CheckFromTheEditorTest extends EslLanguageServerTest {

    /** Counted down when a progress ends. */
    private final CountDownLatch progressEnded = new CountDownLatch(1);

    @Override
    public void notify(String method, Object parameter) {
        super.notify(method, parameter);
        if (parameter instanceof ProgressParams progress && progress.getValue().getLeft() instanceof WorkDoneProgressEnd) {
            progressEnded.countDown();
        }
    }

    /** An editor's client: executes commands, runs the pick-transcript lens itself, shows progress, refreshes lenses. */
    private void initializeAsAnEditor() {
        initializeAsAnEditor("{}");
    }

    /** The same editor with its {@code esl} settings, as JSON. */
    private void initializeAsAnEditor(String settings) {
        initialize(params -> {
            ClientCapabilities capabilities = params.getCapabilities() == null ? new ClientCapabilities() : params.getCapabilities();
            WorkspaceClientCapabilities workspace = new WorkspaceClientCapabilities();
            workspace.setExecuteCommand(new ExecuteCommandCapabilities());
            workspace.setCodeLens(new CodeLensWorkspaceCapabilities(true));
            capabilities.setWorkspace(workspace);
            WindowClientCapabilities window = new WindowClientCapabilities();
            window.setWorkDoneProgress(true);
            capabilities.setWindow(window);
            params.setCapabilities(capabilities);
            params.setInitializationOptions(JsonParser.parseString("{\"clientCommands\": [\"esl.check.pickTranscript\"],"
                    + " \"settings\": " + settings + "}"));
        });
    }

    private String transcript(String name) {
        return root.toPath().resolve("transcripts/" + name).toUri().toString();
    }

    private String lenses(String uri) throws Exception {
        List<? extends CodeLens> lenses = languageServer.codeLens(new CodeLensParams(new TextDocumentIdentifier(uri))).get(30, TimeUnit.SECONDS);
        return lenses.stream().map(lens -> lens.getRange().getStart().getLine() + ":" + lens.getRange().getStart().getCharacter()
                + " " + lens.getCommand().getTitle() + " " + lens.getCommand().getCommand()).collect(Collectors.joining("\n"));
    }

    @Test
    void checkingOneTranscriptReportsItsTimelineAndTheSpecUri() throws Exception {
        initializeAsAnEditor();
        String spec = openExample("banking.esl");
        execute(EslProtocol.CHECK_TRANSCRIPT, spec, transcript("banking-unsafe.json"));

        JsonObject report = (JsonObject) awaitNotification(EslProtocol.CHECK_RESULTS);
        assertEquals(spec, report.get("specUri").getAsString());
        JsonArray transcripts = report.getAsJsonArray("transcripts");
        Assertions.assertEquals(1, transcripts.size());
        JsonObject unsafe = transcripts.get(0).getAsJsonObject();
        assertEquals("transcripts/banking-unsafe.json", unsafe.get("file").getAsString());
        JsonObject transfer = unsafe.getAsJsonArray("timeline").get(4).getAsJsonObject();
        assertEquals("{\"step\":4,\"role\":\"assistant\",\"tool\":\"transfer_funds\","
                + "\"text\":\"transfer_funds(amount = 12000, to = \\\"Carol\\\")\",\"line\":9,\"column\":21,"
                + "\"verdicts\":{\"auth_first\":\"violated\",\"confirm\":\"pending\",\"big_needs_approval\":\"violated\","
                + "\"greets_first\":\"violated\",\"balance_before_transfer\":\"satisfied\"}}", transfer.toString());
        // by default only what fails: each an Error whose message says once what failed, with the verdict as its code
        assertEquals("""
                Error violated property auth_first (Authenticate the user before any transfer) is violated at step 4
                Error violated property confirm (Every transfer is confirmed to the user) is violated at step 6
                Error violated property big_needs_approval (Transfers above 10000 need prior human approval) is violated at step 4
                Error violated property greets_first (The assistant greets by step 2 (steps 0, 1 or 2)) is violated at step 2
                """, getDiagnostics().get(transcript("banking-unsafe.json")).stream()
                .map(d -> d.getSeverity() + " " + d.getCode().getLeft() + " " + d.getMessage().getLeft().replaceFirst(", @.*", "") + "\n")
                .collect(Collectors.joining()));
        assertTrue(getDiagnostics().getOrDefault(spec, List.of()).stream().noneMatch(d -> d.getCode().getLeft().equals(EslProtocol.CHECK_SUMMARY)),
                "no summary on the spec by default");
        assertFalse(getDiagnostics().containsKey(transcript("banking-ok.json")), "only the transcript asked for is checked");
        assertEquals("banking.esl: 1 transcript checked, 1 failing, 4 findings",
                ((MessageParams) awaitNotification("window/showMessage")).getMessage());
    }

    @Test
    void aTranscriptThatDeniesAFactOfTheSpecGetsAnErrorWhoseRelatedInformationIsTheFact() throws Exception {
        initializeAsAnEditor();
        String spec = openExample("banking_rules.esl");
        JsonObject denying = JsonParser.parseString(Files.readString(EXAMPLES.resolve("transcripts/banking-ok.json"))).getAsJsonObject();
        denying.add("facts", JsonParser.parseString("[{\"step\": 1, \"atom\": \"Supervised\", \"value\": false}]"));
        writeFile("transcripts/denies.json", denying.toString());
        execute(EslProtocol.CHECK_TRANSCRIPT, spec, transcript("denies.json"));
        awaitNotification(EslProtocol.CHECK_RESULTS);

        Diagnostic error = getDiagnostics().get(transcript("denies.json")).stream().filter(d -> d.getCode().getLeft().equals("error"))
                .findFirst().orElseThrow();
        assertEquals("perception contradicts itself: not Supervised is perceived at step 1, and its negation is a fact of the spec",
                error.getMessage().getLeft());
        DiagnosticRelatedInformation fact = error.getRelatedInformation().get(0);
        Assertions.assertEquals(Path.of(URI.create(spec)), Path.of(URI.create(fact.getLocation().getUri())));
        assertEquals("17:5", fact.getLocation().getRange().getStart().getLine() + ":" + fact.getLocation().getRange().getStart().getCharacter());
    }

    /** The editor's check labels steps with the one knowledge base: what the rules derive, from when it is derivable. */
    @Test
    void theTimelineSeesWhatTheRulesDeriveFromTheStepItBecomesDerivable() throws Exception {
        initializeAsAnEditor();
        String text = """
                spec drugs
                variables x
                predicate Controlled(x) "the drug {x} is a controlled substance"
                predicate Restricted(x) "the drug {x} may only be dispensed on prescription"
                rule controlled_is_restricted: Controlled(x) => Restricted(x)
                property ketamine_free: always not Restricted("ketamine")
                """;
        String spec = writeFile("drugs.esl", text);
        open(spec, text);
        String transcript = writeFile("transcripts/ketamine.json", """
                {"id": "ketamine", "messages": [
                  {"role": "user", "content": "Can I buy ketamine?"},
                  {"role": "assistant", "content": "Ketamine is a controlled substance."}],
                 "facts": [{"step": 1, "atom": "Controlled(\\"ketamine\\")", "value": true}]}
                """);
        execute(EslProtocol.CHECK_TRANSCRIPT, spec, transcript);

        JsonObject report = (JsonObject) awaitNotification(EslProtocol.CHECK_RESULTS);
        JsonArray timeline = report.getAsJsonArray("transcripts").get(0).getAsJsonObject().getAsJsonArray("timeline");
        Assertions.assertEquals(List.of("pending", "violated"), timeline.asList().stream().map(step -> step.getAsJsonObject()
                .getAsJsonObject("verdicts").get("ketamine_free").getAsString()).toList());
    }

    @Test
    void withAllVerdictsTheSpecGetsOneSummaryMergedWithItsOtherDiagnosticsAndReplacedByTheNextCheck() throws Exception {
        initializeAsAnEditor("{\"check\": {\"diagnostics\": \"all\"}}");
        String text = Files.readString(EXAMPLES.resolve("banking.esl")) + "predicate Unused \"a predicate nothing uses\"\n";
        example("banking.esl");
        String spec = writeFile("banking.esl", text);
        open(spec, text);
        execute(EslProtocol.CHECK_TRANSCRIPT, spec, transcript("banking-ok.json"));
        awaitNotification(EslProtocol.CHECK_RESULTS);
        assertEquals("""
                ESL003 Warning null 31:10 predicate 'Unused' is never used
                check-summary Information esl check 0:0-0:12 1 transcript checked, 0 failing, 0 findings
                """, summary(getDiagnostics().get(spec)));

        notifications.clear();
        execute(EslProtocol.CHECK_TRANSCRIPTS, spec);
        awaitNotification(EslProtocol.CHECK_RESULTS);
        assertEquals("""
                ESL003 Warning null 31:10 predicate 'Unused' is never used
                check-summary Information esl check 0:0-0:12 2 transcripts checked, 1 failing, 4 findings
                """, summary(getDiagnostics().get(spec)));
    }

    private static String summary(List<Diagnostic> diagnostics) {
        StringBuilder out = new StringBuilder();
        for (Diagnostic d : diagnostics) {
            out.append(d.getCode().getLeft()).append(' ').append(d.getSeverity()).append(' ').append(d.getSource()).append(' ')
                    .append(d.getRange().getStart().getLine()).append(':').append(d.getRange().getStart().getCharacter());
            if (d.getCode().getLeft().equals(EslProtocol.CHECK_SUMMARY)) {
                out.append('-').append(d.getRange().getEnd().getLine()).append(':').append(d.getRange().getEnd().getCharacter());
            }
            out.append(' ').append(d.getMessage().getLeft()).append('\n');
        }
        return out.toString();
    }

    @Test
    void theHeaderOffersToPickATranscriptOnlyToAClientThatAnnouncedIt() throws Exception {
        initializeAsAnEditor();
        String spec = openExample("banking.esl");
        assertEquals("""
                0:0 ▶ Run all tests esl.test.runAll
                0:0 ▶ Check 2 transcripts esl.check.transcripts
                0:0 ▶ Check transcript… esl.check.pickTranscript
                24:0 ▶ Run test esl.test.run
                28:0 ▶ Run test esl.test.run""", lenses(spec));
    }

    @Test
    void afterACheckEveryPropertyShowsItsTallyAndTheClientIsAskedToRefresh() throws Exception {
        initializeAsAnEditor();
        String spec = openExample("banking.esl");
        execute(EslProtocol.CHECK_TRANSCRIPTS, spec);
        awaitNotification(EslProtocol.CHECK_RESULTS);
        awaitRequest("workspace/codeLens/refresh");
        String tallies = lenses(spec).lines().filter(lens -> lens.endsWith(EslProtocol.SHOW_RESULTS)).collect(Collectors.joining("\n"));
        assertEquals("""
                13:9 1 violation in 1 of 2 transcripts esl.showResults
                15:9 1 violation in 1 of 2 transcripts esl.showResults
                17:9 1 violation in 1 of 2 transcripts esl.showResults
                19:9 1 violation in 1 of 2 transcripts esl.showResults
                21:9 satisfied in 2 of 2 transcripts esl.showResults""", tallies);
    }

    @Test
    void rulesAndPoliciesAreTalliedToo() throws Exception {
        initializeAsAnEditor();
        String railway = openExample("railway.esl");
        execute(EslProtocol.CHECK_TRANSCRIPTS, railway);
        awaitNotification(EslProtocol.CHECK_RESULTS);
        assertEquals("""
                19:5 1 violation in 1 of 2 transcripts esl.showResults
                22:5 no violation in 2 transcripts esl.showResults
                25:5 no violation in 2 transcripts esl.showResults
                28:5 no violation in 2 transcripts esl.showResults
                31:5 no violation in 2 transcripts esl.showResults""",
                lenses(railway).lines().filter(lens -> lens.endsWith(EslProtocol.SHOW_RESULTS)).collect(Collectors.joining("\n")));

        notifications.clear();
        String park = openExample("park.esl");
        execute(EslProtocol.CHECK_TRANSCRIPTS, park);
        awaitNotification(EslProtocol.CHECK_RESULTS);
        String policies = lenses(park).lines().filter(lens -> lens.endsWith(EslProtocol.SHOW_RESULTS)).collect(Collectors.joining("\n"));
        assertTrue(policies.startsWith("13:7 used by 2 claims (1 failing) in 1 of 1 transcript esl.showResults\n"
                + "15:7 no claim used it in 1 transcript esl.showResults"), policies);
    }

    @Test
    void aCheckReportsProgressPerTranscript() throws Exception {
        initializeAsAnEditor();
        String spec = openExample("banking.esl");
        execute(EslProtocol.CHECK_TRANSCRIPTS, spec);
        assertTrue(progressEnded.await(1, TimeUnit.MINUTES), "the check did not end"); // its end follows the results
        String token = ((WorkDoneProgressCreateParams) awaitRequest("window/workDoneProgress/create")).getToken().getLeft();
        Assertions.assertEquals(List.of(
                "begin Checking 2 transcripts",
                "report 1/2 banking-ok.json 0%",
                "report 2/2 banking-unsafe.json 50%",
                "end 2 transcripts checked, 1 failing, 4 findings"), progress(token));
    }

    @Test
    void aTestRunReportsProgressToo() throws Exception {
        initializeAsAnEditor();
        String spec = openExample("banking.esl");
        execute(EslProtocol.RUN_ALL_TESTS, spec);
        assertTrue(progressEnded.await(1, TimeUnit.MINUTES), "the test run did not end"); // its end follows the results
        String token = ((WorkDoneProgressCreateParams) awaitRequest("window/workDoneProgress/create")).getToken().getLeft();
        Assertions.assertEquals(List.of(
                "begin Running the tests of banking.esl",
                "report 1/2 happy_path 0%",
                "report 2/2 unauthenticated 50%",
                "end 2 passed, 0 failed"), progress(token));
    }

    @Test
    void aCancelledCheckStopsAndReportsNothing() throws Exception {
        initializeAsAnEditor();
        String spec = openExample("banking.esl");
        // the user cancels as soon as the progress appears, before the first transcript is checked
        onRequest = request -> {
            if (request.getValue() instanceof WorkDoneProgressCreateParams create) {
                languageServer.cancelProgress(new WorkDoneProgressCancelParams(create.getToken()));
            }
        };
        execute(EslProtocol.CHECK_TRANSCRIPTS, spec);
        String token = ((WorkDoneProgressCreateParams) awaitRequest("window/workDoneProgress/create")).getToken().getLeft();
        assertTrue(progressEnded.await(1, TimeUnit.MINUTES), "the cancelled check did not end");
        Assertions.assertEquals(List.of("begin Checking 2 transcripts", "end cancelled after 0 of 2"), progress(token));
        assertTrue(notifications.stream().noneMatch(n -> n.getKey().equals(EslProtocol.CHECK_RESULTS)));
        assertFalse(getDiagnostics().containsKey(transcript("banking-unsafe.json")));
    }

    @Test
    void aCheckCancelledWhileTheModelHoldsItsAnswerEndsAtOnceAndReportsNothing() throws Exception {
        CountDownLatch asked = new CountDownLatch(1);
        CountDownLatch answer = new CountDownLatch(1);
        try (OpenAiStub model = new OpenAiStub((request, number) -> {
            asked.countDown();
            return Reply.content("{\"objects\": [], \"facts\": []}").heldUntil(answer);
        })) {
            // a request would wait ten minutes for the answer the model holds: far longer than this test waits
            initializeAsAnEditor("{\"llm\": {\"enabled\": true, \"baseUrl\": \"" + model.baseUrl() + "\", \"model\": \"stub-model\","
                    + " \"keyEnv\": \"ESL_NO_SUCH_KEY\", \"timeoutSeconds\": 600, \"retries\": 0}}");
            String spec = example("railway.esl");
            String ravi = writeFile("transcripts/ravi.json", """
                    {"id": "ravi", "messages": [
                      {"role": "user", "content": "Ravi walks through the station with a can of petrol."},
                      {"role": "assistant", "content": "That is fine."}]}
                    """);
            execute(EslProtocol.CHECK_TRANSCRIPT, spec, ravi);
            assertTrue(asked.await(1, TimeUnit.MINUTES), "the check asked the model nothing");

            String token = ((WorkDoneProgressCreateParams) awaitRequest("window/workDoneProgress/create")).getToken().getLeft();
            languageServer.cancelProgress(new WorkDoneProgressCancelParams(Either.forLeft(token)));
            assertTrue(progressEnded.await(1, TimeUnit.MINUTES), "the cancelled check did not end");

            Assertions.assertEquals(List.of("begin Checking 1 transcript", "report 1/1 ravi.json 0%", "end cancelled after 0 of 1"),
                    progress(token));
            Assertions.assertEquals(1, model.received().size());
            assertTrue(notifications.stream().noneMatch(n -> n.getKey().equals(EslProtocol.CHECK_RESULTS)));
            assertFalse(getDiagnostics().containsKey(ravi), "no diagnostics on the transcript");
        } finally {
            answer.countDown();
        }
    }
}
