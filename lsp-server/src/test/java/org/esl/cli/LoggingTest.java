package org.esl.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletionException;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.junit.jupiter.api.Test;

/** The lines a library's log record becomes on the language server's standard error, which an editor shows by level. */
class LoggingTest {

    private static final ResponseErrorException REFUSAL = new ResponseErrorException(
            new ResponseError(ResponseErrorCode.RequestFailed, "Nothing to rename at line 2, column 1: the name there is not declared.", null));

    @Test
    void aRefusedRequestIsOneDebugLineWithItsReason() {
        List<String> expected = List.of("esl: debug: Error during request: (answered with an error: Nothing to rename at line 2,"
                + " column 1: the name there is not declared.)");
        assertEquals(expected, Logging.lines("error", "Error during request:", REFUSAL, true));
        assertEquals(expected, Logging.lines("error", "Error during request:", new CompletionException(REFUSAL), true),
                "also when the future that ran the request wrapped it");
    }

    @Test
    void aFailureIsAnErrorLineWithItsTraceAtDebugLevel() {
        List<String> lines = Logging.lines("error", "Error during request:", new IllegalStateException("no document"), true);
        assertEquals("esl: error: Error during request: (java.lang.IllegalStateException: no document)", lines.get(0));
        assertTrue(lines.size() > 2 && lines.subList(1, lines.size()).stream().allMatch(line -> line.startsWith("esl: debug: ")), lines.toString());
        assertEquals(List.of("esl: error: Error during request: (java.lang.IllegalStateException: no document)"),
                Logging.lines("error", "Error during request:", new IllegalStateException("no document"), false), "the command line has no traces");
    }
}
