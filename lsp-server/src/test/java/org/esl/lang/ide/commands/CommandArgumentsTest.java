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
    void openTheBankingSpec() throws Exception {
        initializeWithCommands();
        spec = example("banking.esl");
    }

    @Test
    void aCommandWithoutItsSpecSaysItNeedsOne() throws Exception {
        assertRefused("esl.test.runAll needs the URI of a spec as its first argument", EslProtocol.RUN_ALL_TESTS);
        assertRefused("esl.check.transcripts needs the URI of a spec as its first argument",
                new ExecuteCommandParams(EslProtocol.CHECK_TRANSCRIPTS, null));
    }

    @Test
    void aSpecThatIsNotAFileUriIsNamed() throws Exception {
        assertRefused("not the URI of a file: http://example.com/banking.esl", EslProtocol.RUN_ALL_TESTS, "http://example.com/banking.esl");
        assertRefused("not the URI of a file: banking.esl", EslProtocol.COVERAGE, "banking.esl");
        assertRefused("not the URI of a file: 42", EslProtocol.RUN_TEST, 42);
    }

    @Test
    void checkingOneTranscriptNeedsTheTranscript() throws Exception {
        assertRefused("esl.check.transcript needs the URIs of a spec and of a transcript", EslProtocol.CHECK_TRANSCRIPT, spec);
    }

    @Test
    void draftingNeedsTwoLineNumbers() throws Exception {
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
