package org.esl.runtime.transcript;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/** Why a text is not JSON, in the words esl check uses for transcripts, for the places that parse JSON with Gson. */
class JsonTreeReasonsTest {

    @Test
    void aTextThatIsNotJsonIsDescribedByLineAndColumn() {
        assertEquals(Optional.of("line 2, column 12: unexpected end of input: expected '}' to close the object opened at line 1, column 1"),
                JsonTree.syntaxError("{\n  \"a\": true"));
        assertEquals(Optional.empty(), JsonTree.syntaxError("{\"a\": [1, 2]}"));
    }

    @Test
    void gsonsReasonIsTheFirstLineOfItsInnermostCause() {
        JsonParseException refusal = assertThrows(JsonParseException.class,
                () -> JsonParser.parseString("{\"a\": tru"));
        String reason = JsonTree.gsonsReason(refusal);
        assertEquals(refusal.getCause().getMessage().lines().findFirst().orElseThrow(), reason);
        assertFalse(reason.contains("com.google.gson") || reason.contains("See https://"), reason);
    }
}
