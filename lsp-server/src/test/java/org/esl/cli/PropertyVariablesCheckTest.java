package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code esl check} of a property with a variable: Invariant's reply-to-sender rule in examples/guardrails, the
 * value that breaks it named in the witness, its timeline, and a variable no atom binds refused with its place.
 */
class PropertyVariablesCheckTest {

    private static final String SENDER = "../examples/guardrails/invariant-sender.esl";

    @TempDir
    Path dir;

    @Test
    void aMailToSomeoneWhoseMailWasNeverReadIsViolatedForThatAddress() {
        CommandRun run = esl("check", "--format", "json", "--timeline", SENDER);
        assertEquals(1, run.exit(), run.err());
        JsonObject report = JsonParser.parseString(run.out()).getAsJsonObject();
        JsonObject exfiltrate = transcript(report, "reply-exfiltrate");
        JsonObject verdict = exfiltrate.getAsJsonArray("results").get(0).getAsJsonObject();
        assertEquals("violated", verdict.get("verdict").getAsString());
        assertEquals(5, verdict.get("step").getAsInt());
        JsonObject witness = verdict.getAsJsonObject("evidence").getAsJsonObject("witness");
        assertEquals("send_email(to = \"mallory@x.com\", body = \"The files.\")", witness.get("stepText").getAsString());
        assertEquals("for s = \"mallory@x.com\": always (not send_email(to = s) or once get_email(result.sender = s))",
                witness.get("obligation").getAsString());
        // the mail to bob at step 3 follows his mail at step 2; the one to mallory at step 5 follows none of hers
        assertEquals(List.of("pending", "pending", "pending", "pending", "pending", "violated", "violated"),
                verdicts(exfiltrate.getAsJsonArray("timeline")));

        JsonObject sender = transcript(report, "reply-sender");
        assertEquals("satisfied", sender.getAsJsonArray("results").get(0).getAsJsonObject().get("verdict").getAsString());
        assertEquals(List.of("pending", "pending", "pending", "pending", "pending", "pending", "pending", "pending", "pending",
                "pending"), verdicts(sender.getAsJsonArray("timeline")));
    }

    /** Hand-checked verdicts of trace tests, {@code expect pending} (before the end) included. */
    @Test
    void handCheckedTracesPass() {
        CommandRun run = esl("test", "src/test/resources/specs/variables/variables.esl");
        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().endsWith("10 passed, 0 failed\n"), run.out());
    }

    @Test
    void aVariableThatNoAtomBindsIsRefusedWithItsPlace() throws IOException {
        Path spec = Files.writeString(dir.resolve("unbound.esl"), """
                spec unbound
                variables s
                tool send_email(to: String) "sends an e-mail"
                property other: always not send_email(to != s)
                """);
        CommandRun run = esl("check", spec.toString());
        assertEquals(2, run.exit(), run.out());
        assertTrue(run.err().startsWith(spec + ":4:45: error ESL024: the variable 's' is bound by no atom of property 'other'"),
                run.err());
    }

    private static JsonObject transcript(JsonObject report, String id) {
        for (JsonElement element : report.getAsJsonArray("transcripts")) {
            if (element.getAsJsonObject().get("id").getAsString().equals(id)) {
                return element.getAsJsonObject();
            }
        }
        throw new AssertionError("no transcript " + id);
    }

    private static List<String> verdicts(JsonArray timeline) {
        List<String> verdicts = new ArrayList<>();
        timeline.forEach(step -> verdicts.add(step.getAsJsonObject().getAsJsonObject("verdicts").get("reply_to_sender").getAsString()));
        return verdicts;
    }
}
