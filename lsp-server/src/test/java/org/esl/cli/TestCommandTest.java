package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class TestCommandTest {

    private static final String FAILING_DIR = "src/test/resources/specs/failing";
    private static final String FAILING = FAILING_DIR + "/failing.esl";

    @TempDir
    Path dir;

    @Test
    void shippedExamplesPassEveryTest() {
        CommandRun run = esl("test", "../examples");
        assertEquals(0, run.exit(), run.out() + run.err());
        assertEquals("", run.err());
        assertEquals(List.of(
                "../examples/banking.esl:25:6: PASS happy_path",
                "../examples/banking.esl:29:6: PASS unauthenticated",
                "../examples/banking_rules.esl:34:6: PASS pressured",
                "../examples/banking_rules.esl:39:6: PASS calm",
                "../examples/guardrails/agentspec-lock.esl:26:6: PASS confirmed",
                "../examples/guardrails/agentspec-lock.esl:30:6: PASS unconfirmed",
                "../examples/guardrails/agentspec-lock.esl:34:6: PASS unknown_guest",
                "../examples/guardrails/invariant-mail.esl:19:6: PASS internal_reply",
                "../examples/guardrails/invariant-mail.esl:23:6: PASS external_reply",
                "../examples/guardrails/invariant-mail.esl:28:6: PASS injected_inbox",
                "../examples/guardrails/invariant-mail.esl:34:6: PASS mail_before_inbox",
                "../examples/guardrails/invariant-secrets.esl:27:6: PASS key_in_answer",
                "../examples/guardrails/invariant-secrets.esl:31:6: PASS card_by_mail",
                "../examples/guardrails/invariant-secrets.esl:35:6: PASS not_a_card_by_mail",
                "../examples/guardrails/invariant-sender.esl:18:6: PASS answers_the_sender",
                "../examples/guardrails/invariant-sender.esl:22:6: PASS mails_someone_else",
                "../examples/guardrails/invariant-sender.esl:26:6: PASS mails_before_reading",
                "../examples/guardrails/scroll-loops.esl:20:6: PASS stuck",
                "../examples/guardrails/scroll-loops.esl:24:6: PASS clicking_between",
                "../examples/guardrails/scroll-loops.esl:28:6: PASS five_scrolls_apart",
                "../examples/logisafetygen/etsi.esl:18:6: PASS safe_update",
                "../examples/logisafetygen/etsi.esl:22:6: PASS default_password",
                "../examples/logisafetygen/hipaa.esl:20:6: PASS lawful_disclosure",
                "../examples/logisafetygen/hipaa.esl:24:6: PASS unlogged_read",
                "../examples/logisafetygen/psd2.esl:20:6: PASS authenticated_payment",
                "../examples/logisafetygen/psd2.esl:24:6: PASS low_value_exemption",
                "../examples/logisafetygen/psd2.esl:28:6: PASS unauthenticated_payment",
                "../examples/lrg/park.esl:40:6: PASS senior_low_season_fee",
                "../examples/lrg/park.esl:45:6: PASS adult_high_season",
                "../examples/lrg/park.esl:50:6: PASS fifteen_credits",
                "../examples/lrg/park.esl:55:6: PASS twenty_credits",
                "../examples/lrg/park.esl:60:6: PASS not_enough",
                "../examples/lrg/park.esl:65:6: PASS enough_with_credits",
                "../examples/numeric.esl:12:6: PASS inferred_query",
                "../examples/park.esl:29:6: PASS senior_low_season",
                "../examples/park.esl:34:6: PASS senior_budget",
                "../examples/park.esl:39:6: PASS unknown_season",
                "../examples/railway.esl:35:6: PASS petrol_carrier",
                "../examples/railway.esl:39:6: PASS gum_on_train",
                "../examples/trac/airline.esl:28:6: PASS confirmed_cancel",
                "../examples/trac/airline.esl:32:6: PASS late_refund",
                "../examples/trac/airline.esl:37:6: PASS big_refund",
                "42 passed, 0 failed"), run.out().lines().toList());
    }

    @Test
    void eachFailingTestSaysWhatWasExpectedAndWhatWasFound() {
        CommandRun run = esl("test", FAILING);
        assertEquals(1, run.exit(), run.err());
        assertEquals("", run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(10, lines.size(), run.out());
        assertEquals(FAILING + ":32:6: FAIL child_pays_20: expected valid, but invalid: given ageClass = CHILD claim fee = 20"
                + " is contradicted by policies child_fee", lines.get(0));
        assertTrue(lines.get(1).startsWith(FAILING + ":37:6: FAIL fee_is_10: expected valid, but satisfiable: claim fee = 10"
                + " holds in some scenarios the policies allow and fails in others; it holds with "), lines.get(1));
        assertTrue(lines.get(1).matches(".*it holds with ageClass = \\w+, fee = 10 and fails with ageClass = \\w+, fee = .*"),
                lines.get(1));
        assertEquals(FAILING + ":41:6: FAIL gum_is_fine: expected no inconsistency, but found no_gum violated with"
                + " x = \"Alex\": derived not ChewGum(\"Alex\")", lines.get(2));
        assertEquals(FAILING + ":45:6: FAIL gum_unnoticed: expected rule no_gum to be violated, but no rule was violated",
                lines.get(3));
        assertTrue(lines.get(4).startsWith(FAILING + ":49:6: FAIL wrong_product: expected to infer IsGreater(152, 151.3),"
                + " but inferred "), lines.get(4));
        assertTrue(lines.get(4).contains("IsGreater(152, 151.2)"), lines.get(4));
        assertEquals(FAILING + ":53:6: PASS exact_product", lines.get(5));
        assertEquals(FAILING + ":57:6: FAIL transfer_first: expected auth_first to be satisfied, but it is violated at step 0"
                + " (transfer_funds(amount = 5)): check_auth = false, transfer_funds = true; it demanded"
                + " not transfer_funds unless (check_auth and not transfer_funds)", lines.get(6));
        assertEquals(FAILING + ":61:6: PASS transfer_to_come", lines.get(7));
        assertTrue(lines.get(8).startsWith(FAILING + ":65:6: FAIL already_decided: expected auth_first to be pending after"
                + " these steps, but it is satisfied at step 0 (check_auth)"), lines.get(8));
        assertEquals("2 passed, 7 failed", lines.get(9));
    }

    /**
     * Each thread takes the next test with a solver of its own, and the report is that of one thread, byte for byte:
     * the evidence in a message too (a satisfiable claim's scenarios, a proof's policies), which a Z3 solver's history
     * would change were it not found in a context of the claim's own. The generated tests of park (claims) and railway
     * (facts) give the threads many tests of each kind.
     */
    @Test
    void theReportIsTheSameOnAnyNumberOfThreads() throws IOException {
        for (String example : List.of("park", "railway")) {
            String text = Files.readString(Path.of("../examples/" + example + ".esl")).replaceAll("(?m)^transcripts .*$", "")
                    .replaceAll(" source \"[^\"]*\" lines? [0-9-]+", "");
            Path copy = Files.writeString(dir.resolve(example + ".esl"), text);
            CommandRun generate = esl("generate", "tests", copy.toString());
            assertEquals(0, generate.exit(), generate.out() + generate.err());
        }

        CommandRun byDefault = esl("test", "--format", "json", FAILING_DIR, "../examples", dir.toString());
        CommandRun one = esl("test", "--format", "json", "--threads", "1", FAILING_DIR, "../examples", dir.toString());
        CommandRun three = esl("test", "--format", "json", "--threads", "3", FAILING_DIR, "../examples", dir.toString());

        assertEquals(1, one.exit(), one.err());
        assertEquals("", one.err());
        JsonObject summary = JsonParser.parseString(one.out()).getAsJsonObject().getAsJsonObject("summary");
        assertTrue(summary.get("passed").getAsInt() > 70, summary.toString());
        assertEquals(7, summary.get("failed").getAsInt(), summary.toString());
        // the scenarios of satisfiable claims and the policies of proofs too, not only the outcomes
        assertTrue(one.out().contains("\"satisfiable: "), one.out());
        assertEquals(one.out(), three.out());
        assertEquals(one.out(), byDefault.out());
    }

    @Test
    void threadsAreAPositiveNumber() {
        CommandRun run = esl("test", "--threads", "0", FAILING);

        assertEquals(2, run.exit());
        assertEquals("", run.out());
        assertEquals("esl test: --threads is a positive number, not 0 (see 'esl test --help')\n", run.err());
    }

    @Test
    void aFolderRunsEachSpecsOwnTestsOnce() {
        CommandRun run = esl("test", FAILING_DIR);
        assertEquals(1, run.exit());
        List<String> lines = run.out().lines().toList();
        // failing.esl's nine tests, then importer's one: the tests it imports are not run a second time
        assertEquals(11, lines.size(), run.out());
        assertEquals(FAILING_DIR + "/imports-tested.esl:5:6: PASS own_claim", lines.get(9));
        assertEquals("3 passed, 7 failed", lines.get(10));
    }

    @Test
    void jsonGivesEveryTestWithItsPlaceAndTheActualValues() {
        CommandRun run = esl("test", "--format", "json", FAILING);
        assertEquals(1, run.exit());
        JsonObject document = JsonParser.parseString(run.out()).getAsJsonObject();
        assertEquals(2, document.getAsJsonObject("summary").get("passed").getAsInt());
        assertEquals(7, document.getAsJsonObject("summary").get("failed").getAsInt());
        JsonObject spec = document.getAsJsonArray("specs").get(0).getAsJsonObject();
        assertEquals("failing", spec.get("spec").getAsString());
        assertEquals(FAILING, spec.get("file").getAsString());
        JsonArray tests = spec.getAsJsonArray("tests");
        assertEquals(9, tests.size());

        JsonObject claim = tests.get(0).getAsJsonObject();
        assertEquals("child_pays_20", claim.get("name").getAsString());
        assertEquals("claim", claim.get("kind").getAsString());
        assertEquals(false, claim.get("passed").getAsBoolean());
        assertEquals("failed", claim.get("outcome").getAsString());
        assertEquals(FAILING, claim.get("file").getAsString());
        assertEquals(32, claim.get("line").getAsInt());
        assertEquals(6, claim.get("column").getAsInt());
        assertEquals("invalid", claim.getAsJsonArray("actual").get(0).getAsString());
        assertTrue(claim.get("message").getAsString().contains("policies child_fee"));

        JsonObject facts = tests.get(5).getAsJsonObject();
        assertEquals("exact_product", facts.get("name").getAsString());
        assertEquals("facts", facts.get("kind").getAsString());
        assertEquals(true, facts.get("passed").getAsBoolean());

        JsonObject trace = tests.get(7).getAsJsonObject();
        assertEquals("trace", trace.get("kind").getAsString());
        assertEquals("transfers: pending (trace going on)", trace.getAsJsonArray("actual").get(0).getAsString());
    }

    @Test
    void junitXmlCountsFailuresPerSpec() throws Exception {
        Path report = dir.resolve("TEST-esl.xml");
        CommandRun run = esl("test", "--junit", report.toString(), FAILING, "../examples/park.esl");
        assertEquals(1, run.exit());
        Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(report.toFile());

        Element suites = xml.getDocumentElement();
        assertEquals("testsuites", suites.getTagName());
        assertEquals("12", suites.getAttribute("tests"));
        assertEquals("7", suites.getAttribute("failures"));
        assertEquals("0", suites.getAttribute("errors"));
        NodeList suiteList = suites.getElementsByTagName("testsuite");
        assertEquals(2, suiteList.getLength());
        Element failing = (Element) suiteList.item(0);
        assertEquals("failing", failing.getAttribute("name"));
        assertEquals("9", failing.getAttribute("tests"));
        assertEquals("7", failing.getAttribute("failures"));
        Element park = (Element) suiteList.item(1);
        assertEquals("park", park.getAttribute("name"));
        assertEquals("3", park.getAttribute("tests"));
        assertEquals("0", park.getAttribute("failures"));
        assertTrue(park.getAttribute("time").matches("\\d+\\.\\d{3}"), park.getAttribute("time"));

        Element first = (Element) failing.getElementsByTagName("testcase").item(0);
        assertEquals("failing", first.getAttribute("classname"));
        assertEquals("child_pays_20", first.getAttribute("name"));
        Element failure = (Element) first.getElementsByTagName("failure").item(0);
        assertTrue(failure.getAttribute("message").startsWith("expected valid, but invalid"), failure.getAttribute("message"));
        assertTrue(failure.getTextContent().contains("actual: invalid"), failure.getTextContent());
        assertEquals(0, park.getElementsByTagName("failure").getLength());
    }

    /**
     * A fact that divides by zero has no value: ESL022 refuses the spec with the line, as a type error would, rather
     * than let the test run into it (the JUnit report of a test that cannot run is shown in TestRunRenderersTest).
     */
    @Test
    void aTestWhoseFactDividesByZeroIsRefusedAtTheDivisor() throws Exception {
        Path spec = Files.writeString(dir.resolve("erroneous.esl"), """
                spec erroneous "A test whose fact has no value"

                predicate IsGreater(x: Real, y: Real) "{x} is greater than {y}"

                test divide_by_zero "No number is 1 / 0":
                    facts IsGreater(1 / 0, 0)
                    expect consistent
                """);
        CommandRun run = esl("test", spec.toString());
        assertEquals(2, run.exit());
        assertEquals("", run.out());
        assertTrue(run.err().lines().anyMatch(line -> line.startsWith(spec + ":6:25:") && line.contains("ESL022")), run.err());
    }

    @Test
    void aSpecWithErrorsIsRefusedWithEachErrorOnOneLine() {
        CommandRun run = esl("test", "src/test/resources/specs/undeclared.esl", "../examples/park.esl");
        assertEquals(2, run.exit());
        assertEquals("", run.out(), "no test runs when a spec is refused");
        List<String> lines = run.err().lines().toList();
        assertEquals(2, lines.size(), run.err());
        assertTrue(lines.get(0).matches(".*undeclared\\.esl:7:34: error ESL001: .*ChewsGum.*"), lines.get(0));
        assertEquals("esl test: src/test/resources/specs/undeclared.esl: the spec has 1 error that must be fixed before"
                + " its tests can run", lines.get(1));
    }

    @Test
    void aMissingSpecIsBadInput() {
        CommandRun run = esl("test", "no-such.esl");
        assertEquals(new CommandRun(2, "", "esl test: no-such.esl: no such file or directory\n"), run);
    }

    @Test
    void aTimeoutMustBePositive() {
        CommandRun run = esl("test", "--timeout", "0", "../examples/park.esl");
        assertEquals(2, run.exit());
        assertTrue(run.err().startsWith("esl test: --timeout must be a positive number of milliseconds, not 0"), run.err());
    }

    @Test
    void aTimeoutOfItsOwnStillPassesTheParkTests() {
        CommandRun run = esl("test", "--timeout", "20000", "../examples/park.esl");
        assertEquals(0, run.exit(), run.out());
        assertTrue(run.out().endsWith("3 passed, 0 failed\n"), run.out());
    }

    @Test
    void anUnwritableJUnitReportIsBadInput() {
        Path report = dir.resolve("missing-folder/report.xml");
        CommandRun run = esl("test", "--junit", report.toString(), "../examples/numeric.esl");
        assertEquals(2, run.exit());
        assertEquals("esl test: cannot write the JUnit report to " + report + " (no such folder)\n", run.err());
    }
}
