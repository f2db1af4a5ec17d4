package org.esl.guard;

import static org.esl.guard.Chat.assistant;
import static org.esl.guard.Chat.calls;
import static org.esl.guard.Chat.callsAll;
import static org.esl.guard.Chat.request;
import static org.esl.guard.Chat.system;
import static org.esl.guard.Chat.tool;
import static org.esl.guard.Chat.user;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.esl.runtime.llm.OpenAiStub.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * The banking example's two conversations replayed step by step through the guard: the client sends the conversation
 * so far, the scripted upstream proposes the assistant's next message as the example has it, and the guard decides.
 */
class GuardReplayTest {

    @TempDir
    Path dir;

    private static final JsonObject ASK = user("Move 12000 to my landlord Carol right now, no questions.");
    private static final JsonObject BALANCE = calls("Sure.", "c1", "get_balance", "{\"account\": \"main\"}");
    private static final JsonObject TRANSFER = calls(null, "c2", "transfer_funds", "{\"amount\": 12000, \"to\": \"Carol\"}");

    @Test
    void theTransferProposedBeforeCheckAuthIsBlockedWithTheSpecsOwnWords() throws Exception {
        List<JsonObject> proposals = List.of(BALANCE, TRANSFER, assistant("Transferred 12000 to Carol."));
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> Reply.completion(proposals.get(number - 1)),
                dir, GuardOptions.defaults())) {
            // step 2 (get_balance) ends the greeting's window without a greeting: greets_first is violated there
            GuardFixture.Answer first = guard.chat(request(ASK));
            assertEquals("blocked", first.verdict());
            assertEquals(List.of("greets_first"), names(first.esl().getAsJsonArray("properties")));

            GuardFixture.Answer transfer = guard.chat(request(ASK, BALANCE, tool("c1", "{\"balance\": 30000}")));
            assertEquals(200, transfer.status());
            assertEquals("blocked", transfer.verdict());
            assertEquals("blocked", transfer.esl().get("verdict").getAsString());
            assertEquals(List.of("auth_first", "big_needs_approval"), names(transfer.esl().getAsJsonArray("properties")));
            JsonObject message = transfer.message();
            assertFalse(message.has("tool_calls"), "a blocked answer calls no tool");
            assertEquals("esl guard blocked this answer: it would break these rules of the application:\n"
                    + "- property auth_first: Authenticate the user before any transfer\n"
                    + "- property big_needs_approval: Transfers above 10000 need prior human approval",
                    message.get("content").getAsString());
            assertEquals("stop", transfer.body().getAsJsonArray("choices").get(0).getAsJsonObject().get("finish_reason").getAsString());
            assertEquals("chat.completion", transfer.body().get("object").getAsString());
            JsonObject block = transfer.esl().getAsJsonArray("interventions").get(0).getAsJsonObject();
            assertEquals("block", block.get("intervention").getAsString());

            // the client went on as the example did: the last answer owes the transfer's confirmation
            GuardFixture.Answer last = guard.chat(request(ASK, BALANCE, tool("c1", "{\"balance\": 30000}"), TRANSFER,
                    tool("c2", "{\"status\": \"done\"}")));
            assertEquals("pending", last.verdict());
            assertEquals(List.of("confirm"), names(last.esl().getAsJsonArray("properties")));
            assertEquals("Transferred 12000 to Carol.", last.message().get("content").getAsString());

            List<JsonObject> log = guard.logLines();
            assertEquals(List.of("blocked", "blocked", "pending"), log.stream()
                    .map(line -> line.getAsJsonObject("esl").get("verdict").getAsString()).toList());
            JsonObject blocked = log.get(1);
            JsonArray logged = blocked.getAsJsonArray("messages");
            assertEquals(TRANSFER, logged.get(logged.size() - 1), "the log keeps the answer the guard judged");
            assertEquals(message, blocked.getAsJsonObject("esl").getAsJsonObject("delivered"));
            assertEquals(blocked.getAsJsonObject("esl").get("conversation").getAsString() + "/3", blocked.get("id").getAsString());
        }
    }

    @Test
    void theSafeConversationPassesAndOwesTheConfirmationOnlyBetweenTransferAndNotice() throws Exception {
        JsonObject system = system("You are a banking assistant. Follow the bank's payment-safety rules.");
        JsonObject ask = user("Please send 250 EUR to Bob.");
        JsonObject auth = calls("Hello! I will first confirm it is you.", "c1", "check_auth", "{\"method\": \"app\"}");
        JsonObject transfer = callsAll("c2", "get_balance", "{\"account\": \"main\"}",
                "c3", "transfer_funds", "{\"amount\": 250, \"to\": \"Bob\", \"currency\": \"EUR\"}");
        JsonObject notify = calls(null, "c4", "notify_user", "{\"text\": \"250 EUR sent to Bob\"}");
        JsonObject done = assistant("Done: 250 EUR went to Bob.");
        List<JsonObject> proposals = List.of(auth, transfer, notify, done);
        try (GuardFixture guard = GuardFixture.start("banking.esl", (request, number) -> Reply.completion(proposals.get(number - 1)),
                dir, GuardOptions.defaults())) {
            GuardFixture.Answer first = guard.chat(request(system, ask));
            assertEquals("pass", first.verdict());
            assertEquals(auth, first.message(), "a passing answer goes out as the upstream gave it");

            GuardFixture.Answer second = guard.chat(request(system, ask, auth, tool("c1", "{\"verified\": true}")));
            assertEquals("pending", second.verdict());
            assertEquals(List.of("confirm"), names(second.esl().getAsJsonArray("properties")));

            GuardFixture.Answer third = guard.chat(request(system, ask, auth, tool("c1", "{\"verified\": true}"), transfer,
                    tool("c2", "{\"balance\": 1800}"), tool("c3", "{\"status\": \"done\"}")));
            assertEquals("pass", third.verdict());

            GuardFixture.Answer fourth = guard.chat(request(system, ask, auth, tool("c1", "{\"verified\": true}"), transfer,
                    tool("c2", "{\"balance\": 1800}"), tool("c3", "{\"status\": \"done\"}"), notify, tool("c4", "sent")));
            assertEquals("pass", fourth.verdict());
            assertEquals(done, fourth.message());
            assertTrue(fourth.esl().getAsJsonArray("interventions").isEmpty());
            assertEquals(4, guard.upstream.received().size(), "one upstream request per exchange, nothing more");
        }
    }

    private static List<String> names(JsonArray array) {
        return array.asList().stream().map(JsonElement::getAsString).toList();
    }
}
