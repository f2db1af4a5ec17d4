package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * {@code esl} builds picocli's model of the subcommand it runs, not of all twelve; {@code esl --help} and a line that
 * names no subcommand still see them all.
 */
class EslCommandTest {

    private static final List<String> SUBCOMMANDS = List.of("lint", "check", "test", "eval", "generate", "export",
            "coverage", "draft", "promote", "guard", "lsp", "report");

    @Test
    void aLineThatNamesASubcommandBuildsThatOneAlone() {
        assertEquals(Set.of("check"), EslCommand.commandLine("check", "banking.esl", "--threads", "2").getSubcommands().keySet());
        assertEquals(Set.of("generate"), EslCommand.commandLine("generate", "traces", "--help").getSubcommands().keySet());
        assertEquals(Set.of("traces", "tests", "questions"),
                EslCommand.commandLine("generate", "traces").getSubcommands().get("generate").getSubcommands().keySet());
    }

    @Test
    void aLineThatNamesNoneBuildsThemAll() {
        for (String[] line : new String[][] { {}, { "--help" }, { "--version" }, { "chekc", "banking.esl" }, { "banking.esl" } }) {
            assertEquals(SUBCOMMANDS, List.copyOf(EslCommand.commandLine(line).getSubcommands().keySet()), String.join(" ", line));
        }
    }

    @Test
    void theHelpListsEverySubcommandInOrder() {
        CommandRun help = esl("--help");

        assertEquals(0, help.exit());
        int last = -1;
        for (String subcommand : SUBCOMMANDS) {
            int at = help.out().indexOf("\n  " + subcommand + " ");
            assertTrue(at > last, subcommand + " after the one before it in:\n" + help.out());
            last = at;
        }
    }

    @Test
    void aSubcommandAloneStillNamesItselfUnderEsl() {
        CommandRun help = esl("check", "--help");
        CommandRun mistake = esl("check", "--thread", "2");

        assertTrue(help.out().startsWith("Usage: esl check "), help.out());
        assertEquals(2, mistake.exit());
        assertTrue(mistake.err().startsWith("esl check: Unknown option: '--thread'"), mistake.err());
        assertTrue(mistake.err().contains("(see 'esl check --help')"), mistake.err());
    }
}
