package org.esl.lang.ide.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.esl.runtime.model.Options;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
        assertEquals(JsonParser.parseString("{\"enabled\": true, \"baseUrl\": \"http://127.0.0.1:8080/v1\", \"model\": \"small\","
                + " \"keyEnv\": \"MY_KEY\"}"), settings.llm());
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
                {"interpretation": 3, "solver": {"timeoutMs": -5}, "lint": {"solver": "no"}, "llm": {"model": "", "keyEnv": " "}}""")));
        assertTrue(EslSettings.DEFAULT.lintSolver());
    }

    @Test
    void theEditorsLlmSettingsOverrideEslJsonBesideTheSpecKeyByKey(@TempDir Path dir) throws Exception {
        Path spec = dir.resolve("railway.esl");
        Files.writeString(dir.resolve("esl.json"), "{\"llm\": {\"enabled\": true, \"model\": \"big\", \"samples\": 5}}");
        LlmOptions options = EslSettings.from(JsonParser.parseString("{\"llm.model\": \"small\", \"llm.baseUrl\": \"\","
                + " \"llm\": {\"keyEnv\": \"MY_KEY\"}}")).llmOptions(spec);
        assertTrue(options.enabled());
        assertEquals("small", options.model());
        assertEquals(5, options.samples());
        assertEquals("MY_KEY", options.keyEnv());
        assertEquals(LlmOptions.OPENAI, options.baseUrl(), "an empty setting is the default, as VS Code sends it");
        assertFalse(EslSettings.from(JsonParser.parseString("{\"llm\": {\"enabled\": false}}")).llmOptions(spec).enabled());
    }

    @Test
    void aWrongLlmSettingIsReportedWhenTheStageIsNeeded(@TempDir Path dir) {
        Path spec = dir.resolve("railway.esl");
        InvalidSettingsException wrongType = assertThrows(InvalidSettingsException.class,
                () -> EslSettings.from(JsonParser.parseString("{\"llm\": {\"samples\": \"many\"}}")).llmOptions(spec));
        assertEquals("the editor's setting esl.llm.samples is a whole number from 1 up, not \"many\"", wrongType.getMessage());
        InvalidSettingsException noModel = assertThrows(InvalidSettingsException.class,
                () -> EslSettings.from(JsonParser.parseString("{\"llm\": {\"enabled\": true}}")).llmOptions(spec));
        assertTrue(noModel.getMessage().contains("esl.llm.model"), noModel.getMessage());
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
