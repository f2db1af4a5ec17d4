package org.esl.runtime.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The prompts are versioned resources whose reasoning stays in the file and out of the request. */
class PromptTest {

    @Test
    void everyPromptLoadsWithVersionedIdAndWithoutItsComments() {
        for (Prompt prompt : List.of(Prompt.PERCEPTION, Prompt.COMPLETION, Prompt.FOLLOW_UP, Prompt.TRANSLATION)) {
            assertTrue(prompt.id().matches("[a-z-]+-v[0-9]+"), prompt.id());
            assertFalse(prompt.system().contains("Why it reads like this"), prompt.id());
            assertFalse(prompt.user().startsWith("#"), prompt.id());
        }
    }

    @Test
    void fillsPlaceholdersAndRefusesMissingMaterial() {
        Prompt prompt = Prompt.parse("test-v1", "# why\n=== system\nAsk about {{question}}.\n=== user\n{{question}}?\n");
        ChatRequest.Messages messages = prompt.render(Map.of("question", "$1 and {x}"));
        assertEquals("Ask about $1 and {x}.", messages.system());
        assertEquals("$1 and {x}?", messages.user());
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class, () -> prompt.render(Map.of()));
        assertEquals("prompt test-v1 needs {{question}}", missing.getMessage());
    }
}
