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

    @Test
    void badSettingsNameTheirSource() throws Exception {
        Files.writeString(dir.resolve("esl.json"), "{\"llm\": {\"samples\": \"many\"}}");
        InvalidSettingsException wrongType = assertThrows(InvalidSettingsException.class,
                () -> LlmSettings.besideSpec(dir.resolve("spec.esl")));
        assertTrue(wrongType.getMessage().startsWith(dir.resolve("esl.json") + ": a key of \"llm\" has the wrong type"),
                wrongType.getMessage());
        LlmSettings noModel = new LlmSettings(Optional.of(true), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
        assertThrows(InvalidSettingsException.class, noModel::resolve);
        LlmSettings ftp = new LlmSettings(Optional.of(true), Optional.of("ftp://example.org"), Optional.of("m"), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
        assertEquals("the LLM base URL is an http or https URL, not ftp://example.org",
                assertThrows(InvalidSettingsException.class, ftp::resolve).getMessage());
    }
}
