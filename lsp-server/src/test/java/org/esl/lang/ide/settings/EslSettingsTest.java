package org.esl.lang.ide.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.model.Options;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonParser;

/** The client's {@code esl} settings as VS Code and other clients send them, and what they override. */
class EslSettingsTest {

    @Test
    void nestedSettingsAsVsCodeSendsThem() {
        EslSettings settings = EslSettings.from(JsonParser.parseString("""
                {"interpretation": 2, "solver": {"timeoutMs": 800}, "lint": {"solver": false, "redundancy": false},
                 "llm": {"enabled": true, "baseUrl": "http://127.0.0.1:8080/v1", "model": "small", "keyEnv": "MY_KEY"},
                 "java": {"home": "/opt/jdk"}, "trace": {"server": "verbose"}}"""));
        assertEquals(OptionalInt.of(2), settings.interpretation());
        assertEquals(OptionalLong.of(800), settings.solverTimeoutMillis());
        assertFalse(settings.lintSolver());
        assertEquals(Optional.of(false), settings.lintRedundancy());
        assertEquals(new EslSettings.Llm(true, Optional.of("http://127.0.0.1:8080/v1"), Optional.of("small"), "MY_KEY"), settings.llm());
        assertEquals(OptionalInt.of(2), settings.checkOptions().interpretation());
        assertEquals(OptionalLong.of(800), settings.checkOptions().timeoutMillis());
    }

    @Test
    void dottedKeysMeanTheSame() {
        assertEquals(EslSettings.from(JsonParser.parseString("{\"solver\": {\"timeoutMs\": 500}, \"lint\": {\"redundancy\": true}}")),
                EslSettings.from(JsonParser.parseString("{\"solver.timeoutMs\": 500, \"lint.redundancy\": true}")));
    }

    @Test
    void nothingOrNonsenseGivesTheDefaults() {
        assertEquals(EslSettings.DEFAULT, EslSettings.from(null));
        assertEquals(EslSettings.DEFAULT, EslSettings.from(JsonParser.parseString("[1, 2]")));
        assertEquals(EslSettings.DEFAULT, EslSettings.from(JsonParser.parseString("""
                {"interpretation": 3, "solver": {"timeoutMs": -5}, "lint": {"solver": "no"}, "llm": {"enabled": "yes", "keyEnv": ""}}""")));
        assertTrue(EslSettings.DEFAULT.lintSolver());
        assertEquals("OPENAI_API_KEY", EslSettings.DEFAULT.llm().keyEnv());
    }

    @Test
    void explicitSettingsOverrideTheSpecsOptionsAndAbsentOnesLeaveThem() {
        Options spec = new Options(1, 3000, Map.of("smt.timeout", "3000", "lint.redundancy", "false"));
        LintOptions own = EslSettings.DEFAULT.lintOptions(spec, LintOptions.Cancellation.NEVER);
        assertEquals(3000, own.timeoutMillis());
        assertFalse(own.redundancy());
        LintOptions overridden = EslSettings.from(JsonParser.parseString("{\"solver.timeoutMs\": 250, \"lint.redundancy\": true}"))
                .lintOptions(spec, LintOptions.Cancellation.NEVER);
        assertEquals(250, overridden.timeoutMillis());
        assertTrue(overridden.redundancy());
    }
}
