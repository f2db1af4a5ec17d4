package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Step windows and intervals, {@code <=>}, a past operator over a future formula and exact LTL3 verdicts, end to end
 * through {@code esl lint}, {@code esl test} and {@code esl check} (finished and {@code --partial}) on a spec and a
 * transcript in src/test/resources/specs/windows. The transcript's steps: 0 the user's request, 1 "Hello! ...",
 * 2 check_auth, 3 its result, 4 transfer_funds(300), 5 its result, 6 notify_user.
 */
class TemporalWindowsCommandTest {

    private static final String SPEC = "src/test/resources/specs/windows/windows.esl";
    private static final String GOING = "src/test/resources/specs/windows/going.json";

    @Test
    void lintFindsThePropertyThatNoTraceCanViolateAndNothingElse() {
        CommandRun run = esl("lint", SPEC);
        assertEquals(0, run.exit(), run.out() + run.err());
        assertEquals(List.of(SPEC + ":8:10: warning ESL014: property approved_once holds on every trace, so it checks nothing",
                "0 errors, 1 warning in 1 file"), run.out().lines().toList());
    }

    @Test
    void theTraceTestsPass() {
        CommandRun run = esl("test", SPEC);
        assertEquals(0, run.exit(), run.out() + run.err());
        assertEquals(List.of(SPEC + ":16:6: PASS windows_hold", SPEC + ":19:6: PASS still_open", "2 passed, 0 failed"),
                run.out().lines().toList());
    }

    @Test
    void aFinishedTranscriptSatisfiesEveryProperty() {
        CommandRun run = esl("check", "--format", "json", SPEC, GOING);
        assertEquals(0, run.exit(), run.out() + run.err());
        assertEquals(Map.of("approved_once", "satisfied at 0", "greets_early", "satisfied at 1", "authenticated", "satisfied at 6",
                "notified", "satisfied at 6", "answered_once", "satisfied at 6", "greeted_then_checked", "satisfied at 6",
                "soon_checked", "satisfied at 1"), verdicts(run));
    }

    /**
     * Going on, a property is decided as soon as every continuation agrees: approved_once at once, answered_once with
     * the notification; a later transfer could still go unauthenticated or unnotified, and a check_auth not right
     * after a greeting could still come.
     */
    @Test
    void aTranscriptGoingOnIsDecidedExactly() {
        CommandRun run = esl("check", "--format", "json", "--partial", SPEC, GOING);
        assertEquals(0, run.exit(), run.out() + run.err());
        assertEquals(Map.of("approved_once", "satisfied at 0", "greets_early", "satisfied at 1", "authenticated", "pending at -1",
                "notified", "pending at -1", "answered_once", "satisfied at 6", "greeted_then_checked", "pending at -1",
                "soon_checked", "satisfied at 1"), verdicts(run));
    }

    private static Map<String, String> verdicts(CommandRun run) {
        JsonObject transcript = JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("transcripts").get(0)
                .getAsJsonObject();
        Map<String, String> verdicts = new LinkedHashMap<>();
        for (JsonElement element : transcript.getAsJsonArray("results")) {
            JsonObject result = element.getAsJsonObject();
            verdicts.put(result.get("name").getAsString(), result.get("verdict").getAsString() + " at "
                    + (result.get("step").isJsonNull() ? -1 : result.get("step").getAsInt()));
        }
        return verdicts;
    }
}
