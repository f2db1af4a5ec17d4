package org.esl.eclipse.server;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.esl.lang.ide.commands.EslProtocol;
import org.junit.jupiter.api.Test;

/** The server as the plugin starts it: ESL's language, commands and keywords are there. */
class EmbeddedServerTest {

    @Test
    void theServerExecutesEslsCommandsAndKnowsTheGrammarsKeywords() {
        try (RunningServer running = new RunningServer()) {
            assertTrue(running.server.executes(EslProtocol.CHECK_TRANSCRIPTS));
            assertTrue(running.server.executes(EslProtocol.RUN_ALL_TESTS));
            assertFalse(running.server.executes("esl.no.such.command"));
            assertTrue(running.server.keywords().containsAll(java.util.Set.of("spec", "predicate", "rule", "property", "policy")),
                    running.server.keywords().toString());
            assertFalse(running.server.keywords().contains("=>"), "punctuation is no keyword to colour");
        }
    }
}
