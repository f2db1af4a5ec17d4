package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * The LLM options each command's {@code --help} lists: {@code esl check} all of them, {@code esl promote}, which
 * asks no model, only those that pick the cached answers it writes, {@code esl draft}, which asks one model, all but
 * the target's.
 */
class LlmOptionsHelpTest {

    /** A row of the options table, e.g. "      --llm-model=NAME       The model…": its option's name. */
    private static final Pattern OPTION_ROW = Pattern.compile("^ +(?:-[A-Za-z], )?(--[a-z\\[\\]-]+)");

    @Test
    void checkListsEveryLlmOption() {
        CommandRun help = esl("check", "--help");

        assertEquals(0, help.exit(), help.err());
        assertEquals(Set.of("--[no-]llm", "--llm-base-url", "--llm-concurrency", "--llm-key-env", "--llm-max-requests",
                "--llm-model", "--llm-retries", "--llm-samples", "--llm-target-base-url", "--llm-target-model", "--llm-timeout",
                "--refresh"), llmOptions(help.out()));
    }

    @Test
    void promoteListsOnlyTheModelAndTheSamples() {
        CommandRun help = esl("promote", "--help");

        assertEquals(0, help.exit(), help.err());
        assertEquals(Set.of("--llm-model", "--llm-samples"), llmOptions(help.out()));
    }

    @Test
    void draftListsTheEndpointAndItsOwnMeaningOfSamplesAndRefreshButNoTarget() {
        CommandRun help = esl("draft", "--help");

        assertEquals(0, help.exit(), help.err());
        assertEquals(Set.of("--[no-]llm", "--llm-base-url", "--llm-concurrency", "--llm-key-env", "--llm-max-requests",
                "--llm-model", "--llm-retries", "--llm-samples", "--llm-timeout", "--refresh"), llmOptions(help.out()));
        String words = help.out().replaceAll("\\s+", " "); // as written, not as wrapped
        assertTrue(words.contains("Drafts to ask for; a declaration is kept when most of them propose it"), help.out());
        assertTrue(words.contains("cached beside the document"), help.out());
    }

    @Test
    void promoteRefusesAnOptionOnlyTheCheckHas() {
        CommandRun run = esl("promote", "--llm-base-url", "http://localhost:11434/v1", "--llm-model", "llama3.1",
                "../examples/railway.esl", "../examples/transcripts/railway-gum.json");

        assertEquals(2, run.exit());
        assertEquals("esl promote: Unknown option: '--llm-base-url' (see 'esl promote --help')\n",
                run.err());
    }

    /** The options of the help's table that concern the model. */
    private static Set<String> llmOptions(String help) {
        Set<String> options = new TreeSet<>();
        for (String line : help.lines().toList()) {
            Matcher row = OPTION_ROW.matcher(line);
            if (row.find() && (row.group(1).contains("llm") || row.group(1).equals("--refresh"))) {
                options.add(row.group(1));
            }
        }
        return options;
    }
}
