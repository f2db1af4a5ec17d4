package org.esl.lang.ide.commands;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A command sent with arguments it cannot take (by a client of its own, or a key binding without them) is answered
 * with an error that says what it needs, as invalid parameters: not "Internal error" and a Java stack trace.
 */
class CommandArgumentsTest extends EslLanguageServerTest {

    private String spec;

    @BeforeEach
    void theBankingSpec() throws Exception {
        spec = example("banking.esl");
    }

    @Test
    void aClientThatDoesNotRunCommandsIsToldWhyItsCommandIsRefused() throws Exception {
        initialize(); // announces no workspace.executeCommand
        ExecutionException refused = assertThrows(ExecutionException.class, () -> languageServer.executeCommand(
                new ExecuteCommandParams(EslProtocol.RUN_ALL_TESTS, List.of(spec))).get(30, TimeUnit.SECONDS));
        ResponseError error = ((ResponseErrorException) refused.getCause()).getResponseError();
        Assertions.assertEquals(List.of(ResponseErrorCode.InvalidRequest.getValue(), "esl.test.runAll: the server runs commands only"
                + " for a client that announces workspace.executeCommand in the capabilities it sends with initialize"),
                List.of(error.getCode(), error.getMessage()));
    }

    @Test
    void aCommandWithoutItsSpecSaysItNeedsOne() throws Exception {
        initializeWithCommands();
        assertRefused("esl.test.runAll needs the URI of a spec as its first argument", EslProtocol.RUN_ALL_TESTS);
        assertRefused("esl.check.transcripts needs the URI of a spec as its first argument",
                new ExecuteCommandParams(EslProtocol.CHECK_TRANSCRIPTS, null));
    }

    @Test
    void aSpecThatIsNotAFileUriIsNamed() throws Exception {
        initializeWithCommands();
        assertRefused("not the URI of a file: http://example.com/banking.esl", EslProtocol.RUN_ALL_TESTS, "http://example.com/banking.esl");
        assertRefused("not the URI of a file: banking.esl", EslProtocol.COVERAGE, "banking.esl");
        assertRefused("not the URI of a file: 42", EslProtocol.RUN_TEST, 42);
    }

    @Test
    void checkingOneTranscriptNeedsTheTranscript() throws Exception {
        initializeWithCommands();
        assertRefused("esl.check.transcript needs the URIs of a spec and of a transcript", EslProtocol.CHECK_TRANSCRIPT, spec);
    }

    @Test
    void draftingNeedsTwoLineNumbers() throws Exception {
        initializeWithCommands();
        assertRefused("esl.draft needs the URI of a document and its first and last line", EslProtocol.DRAFT, spec, "3");
        assertRefused("esl.draft needs line numbers, but was given 'three'", EslProtocol.DRAFT, spec, "three", "5");
    }

    private void assertRefused(String message, String command, Object... arguments) throws Exception {
        assertRefused(message, new ExecuteCommandParams(command, Arrays.asList(arguments)));
    }

    private void assertRefused(String message, ExecuteCommandParams params) throws Exception {
        ExecutionException refused = assertThrows(ExecutionException.class, () -> languageServer.executeCommand(params).get(30, TimeUnit.SECONDS));
        ResponseError error = ((ResponseErrorException) refused.getCause()).getResponseError();
        Assertions.assertEquals(List.of(ResponseErrorCode.InvalidParams.getValue(), message), List.of(error.getCode(), error.getMessage()));
    }
}
