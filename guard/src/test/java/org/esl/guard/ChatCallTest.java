package org.esl.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

/** Which conversation a request belongs to: the header, else the request's {@code user}, else its first messages. */
class ChatCallTest {

    private static final String FIRST = """
            {"messages": [{"role": "system", "content": "You are a bank."}, {"role": "user", "content": "Hi"}]}""";
    private static final String LATER = """
            {"messages": [{"role": "system", "content": "You are a bank."}, {"role": "user", "content": "Hi"},
              {"role": "assistant", "content": "Hello!"}, {"role": "user", "content": "My balance?"}]}""";

    private static String id(String body, Map<String, String> headers) throws BadRequestException {
        return ChatCall.read(body, headers::get).conversation();
    }

    @Test
    void theHeaderNamesTheConversation() throws BadRequestException {
        assertEquals("support-42", id(FIRST.replace("{\"messages\"", "{\"user\": \"alice\", \"messages\""),
                Map.of(ChatCall.CONVERSATION_HEADER, "support-42")));
    }

    @Test
    void withoutTheHeaderTheRequestsUserNamesIt() throws BadRequestException {
        assertEquals("alice", id(FIRST.replace("{\"messages\"", "{\"user\": \"alice\", \"messages\""), Map.of()));
    }

    @Test
    void elseEveryRequestOfOneConversationGetsTheHashOfItsMessagesUpToTheFirstUserMessage() throws BadRequestException {
        String first = id(FIRST, Map.of());
        assertTrue(first.matches("c-[0-9a-f]{16}"), first);
        assertEquals(first, id(LATER, Map.of()), "a client sends the whole list again: the same conversation");
        assertNotEquals(first, id(FIRST.replace("Hi", "Hello"), Map.of()), "another first question: another conversation");
    }
}
