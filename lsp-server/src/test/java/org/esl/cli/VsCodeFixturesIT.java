package org.esl.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The VS Code extension's test fixtures ({@code vscode-extension/test/fixtures}) are the output of real runs of
 * {@code bin/esl} in {@code examples/} (so that file names are relative to the spec's folder, as the language
 * server sends them), and this test fails when one has drifted from what the command prints now: the extension's
 * tests then read what the server really sends. After a deliberate change of the report, rewrite them with
 * {@code -Desl.fixtures.write=true} and read the difference.
 */
class VsCodeFixturesIT {

    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();
    private static final Path FIXTURES = REPOSITORY.resolve("vscode-extension/test/fixtures");

    @ParameterizedTest(name = "{0}: esl {1}")
    @CsvSource(delimiter = '|', value = {
            "banking-check.json | check --format json --timeline banking.esl | 1",
            "railway-check.json | check --format json railway.esl            | 1",
            "park-check.json    | check --format json park.esl               | 1",
            "banking-test.json  | test --format json banking.esl             | 0",
            "sender-check.json  | check --format json --timeline guardrails/invariant-sender.esl | 1" })
    void theFixtureIsWhatTheCommandPrints(String fixture, String arguments, int exit) throws Exception {
        List<String> command = new ArrayList<>(List.of(REPOSITORY.resolve("bin/esl").toString()));
        command.addAll(List.of(arguments.split(" ")));
        Path out = Files.createTempFile("esl-fixture", ".json");
        try {
            Process process = new ProcessBuilder(command).directory(REPOSITORY.resolve("examples").toFile())
                    .redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "esl " + arguments + " did not finish");
            assertEquals(exit, process.exitValue(), "esl " + arguments);
            String printed = Files.readString(out, StandardCharsets.UTF_8);
            Path file = FIXTURES.resolve(fixture);
            if (Boolean.getBoolean("esl.fixtures.write")) {
                Files.writeString(file, printed, StandardCharsets.UTF_8);
            }
            assertEquals(Files.readString(file, StandardCharsets.UTF_8), printed, fixture + " has drifted from `esl " + arguments
                    + "` in examples/; rewrite it with -Desl.fixtures.write=true");
        } finally {
            Files.delete(out);
        }
    }
}
