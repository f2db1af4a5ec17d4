package org.esl.runtime.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Settings layered from the command line over esl.json, with defaults. */
class LlmSettingsTest {

    @TempDir
    Path dir;

    @Test
    void commandLineWinsOverEslJsonAndDefaultsFillTheRest() throws Exception {
        Files.writeString(dir.resolve("esl.json"), """
                {"llm": {"enabled": true, "baseUrl": "http://localhost:11434/v1", "model": "llama3.1", "samples": 5,
                         "timeoutSeconds": 120}}
                """);
        LlmSettings commandLine = new LlmSettings(Optional.empty(), Optional.empty(), Optional.of("qwen2.5"), Optional.empty(),
                Optional.of(1), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
        LlmOptions options = commandLine.or(LlmSettings.besideSpec(dir.resolve("park.esl"))).resolve();
        assertTrue(options.enabled());
        assertEquals("http://localhost:11434/v1", options.baseUrl());
        assertEquals("qwen2.5", options.model());
        assertEquals(1, options.samples());
        assertEquals(Duration.ofSeconds(120), options.timeout());
        assertEquals("OPENAI_API_KEY", options.keyEnv());
        assertEquals(200, options.maxRequests());
    }

    @Test
    void offByDefaultAndWithoutAFileNothingIsNeeded() throws Exception {
        LlmOptions options = LlmSettings.besideSpec(dir.resolve("spec.esl")).resolve();
        assertFalse(options.enabled());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "`{\"llm\": {\"model\": \"m\",}`                  | 1:23: not JSON: unexpected character '}': was expecting double-quote to start field name",
            "`{\"llm\": {\"model\": \"m\"}} x`                 | 1:25: not JSON: unrecognized token 'x': was expecting (JSON String, Number, Array, Object or token 'null', 'true' or 'false')",
            "`{'llm': {}}`                                   | 1:2: not JSON: unexpected character ''': was expecting double-quote to start field name",
            "`[1]`                                           | 1:1: esl.json is a JSON object, not an array",
            "`{\"lm\": {}}`                                  | 1:8: unknown member \"lm\"; expected \"llm\"",
            "`{\"llm\": \"m\"}`                              | 1:9: \"llm\" is an object of settings, not \"m\"",
            "`{\"llm\": {\"modle\": \"m\"}}`                 | 1:19: unknown setting \"modle\"; the settings are enabled, baseUrl, model, targetModel, targetBaseUrl, keyEnv, samples, maxRequests, concurrency, timeoutSeconds, retries",
            "`{\"llm\": {\"model\": 3}}`                     | 1:19: \"model\" is a string, not 3",
            "`{\"llm\": {\"enabled\": \"yes\"}}`             | 1:21: \"enabled\" is true or false, not \"yes\"",
            "`{\"llm\": {\"samples\": 2.5}}`                 | 1:21: \"samples\" is a whole number from 1 up, not 2.5",
            "`{\"llm\": {\"samples\": 0}}`                   | 1:21: \"samples\" is a whole number from 1 up, not 0",
            "`{\"llm\": {\"timeoutSeconds\": 1e400}}`        | 1:28: \"timeoutSeconds\" is a whole number from 1 up, not 1E+400",
            "`{\"llm\": {\"retries\": -1}}`                  | 1:21: \"retries\" is a whole number from 0 up, not -1",
            "`{\"llm\": {\"model\": \"a\", \"model\": \"b\"}}`  | 1:24: not JSON: duplicate key \"model\"",
            "``                                              | 1:1: not JSON: the text is empty" })
    void aMistakeInEslJsonStopsTheRunAtItsPlace(String json, String expected) throws Exception {
        Files.writeString(dir.resolve("esl.json"), json == null ? "" : json);
        InvalidSettingsException mistake = assertThrows(InvalidSettingsException.class,
                () -> LlmSettings.besideSpec(dir.resolve("spec.esl")));
        assertEquals(dir.resolve("esl.json") + ":" + expected, mistake.getMessage());
    }

    @Test
    void wholeNumbersMayBeWrittenWithAZeroFractionAndNullLeavesASettingToTheNextSource() throws Exception {
        Files.writeString(dir.resolve("esl.json"), "\uFEFF{\"llm\": {\"samples\": 5.0, \"retries\": 0, \"model\": null}}");
        LlmSettings settings = LlmSettings.besideSpec(dir.resolve("spec.esl"));
        assertEquals(Optional.of(5), settings.samples());
        assertEquals(Optional.of(0), settings.retries());
        assertEquals(Optional.empty(), settings.model());
    }

    @Test
    void badSettingsNameTheirSource() throws Exception {
        Files.writeString(dir.resolve("esl.json"), "{\"llm\": {\"samples\": \"many\"}}");
        InvalidSettingsException wrongType = assertThrows(InvalidSettingsException.class,
                () -> LlmSettings.besideSpec(dir.resolve("spec.esl")));
        assertEquals(dir.resolve("esl.json") + ":1:21: \"samples\" is a whole number from 1 up, not \"many\"", wrongType.getMessage());
        LlmSettings noModel = new LlmSettings(Optional.of(true), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
        assertThrows(InvalidSettingsException.class, noModel::resolve);
        LlmSettings ftp = new LlmSettings(Optional.of(true), Optional.of("ftp://example.org"), Optional.of("m"), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
        assertEquals("the LLM base URL is an http or https URL, not ftp://example.org",
                assertThrows(InvalidSettingsException.class, ftp::resolve).getMessage());
    }
}
