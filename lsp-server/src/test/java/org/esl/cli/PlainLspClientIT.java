package org.esl.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code bin/esl lsp} spoken to by a client written here from the protocol's text alone (framed JSON over
 * stdio, no lsp4j, none of the project's client code): for a tool that the {@code tools from} schema declares,
 * the definition is inside the JSON file, the references list its uses, and rename answers with a clear
 * refusal, never an internal error or a Java stack trace.
 */
class PlainLspClientIT {

    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path workspace;

    private Process server;
    private OutputStream toServer;
    private InputStream fromServer;
    private int nextId = 1;
    private String banking;

    @BeforeEach
    void start() throws IOException {
        Files.copy(REPOSITORY.resolve("examples/banking.esl"), workspace.resolve("banking.esl"));
        Files.copy(REPOSITORY.resolve("examples/bank-tools.json"), workspace.resolve("bank-tools.json"));
        server = new ProcessBuilder(REPOSITORY.resolve("bin/esl").toString(), "lsp").directory(workspace.toFile())
                .redirectError(workspace.resolve("stderr.txt").toFile()).start();
        toServer = server.getOutputStream();
        fromServer = new BufferedInputStream(server.getInputStream());
        JsonObject capabilities = JsonParser.parseString("""
                {"textDocument": {"rename": {"prepareSupport": true}, "definition": {}, "references": {}}}""").getAsJsonObject();
        JsonObject initialize = new JsonObject();
        initialize.add("capabilities", capabilities);
        initialize.addProperty("rootUri", workspace.toUri().toString());
        call("initialize", initialize);
        notify("initialized", new JsonObject());
        banking = workspace.resolve("banking.esl").toUri().toString();
        JsonObject document = new JsonObject();
        document.addProperty("uri", banking);
        document.addProperty("languageId", "esl");
        document.addProperty("version", 1);
        document.addProperty("text", Files.readString(workspace.resolve("banking.esl")));
        JsonObject open = new JsonObject();
        open.add("textDocument", document);
        notify("textDocument/didOpen", open);
    }

    @AfterEach
    void stop() throws Exception {
        if (server.isAlive()) {
            call("shutdown", null);
            notify("exit", null);
            server.waitFor(30, TimeUnit.SECONDS);
        }
        // stack traces and refused requests are debug lines, which an editor shows only when asked to
        List<String> shown = Files.readAllLines(workspace.resolve("stderr.txt")).stream().filter(line -> !line.startsWith("esl: debug: ")).toList();
        assertTrue(shown.stream().noneMatch(line -> line.contains("Exception") || line.contains("\tat ")), "no Java exception below debug: " + shown);
    }

    @Test
    void definitionOfASchemaToolIsItsNameInTheJson() throws IOException {
        // `transfer_funds` in `restricted(check_auth, transfer_funds)`, line 15 of banking.esl
        JsonObject answer = call("textDocument/definition", at(14, 30));
        JsonArray locations = answer.getAsJsonArray("result");
        assertEquals(1, locations.size(), answer.toString());
        assertTrue(locations.get(0).getAsJsonObject().get("uri").getAsString().endsWith("/bank-tools.json"), answer.toString());
        assertEquals(JsonParser.parseString("{\"start\":{\"line\":5,\"character\":44},\"end\":{\"line\":5,\"character\":60}}"),
                locations.get(0).getAsJsonObject().get("range"));
    }

    @Test
    void referencesOfASchemaToolAreItsUsesInTheSpec() throws IOException {
        JsonObject params = at(14, 30);
        JsonObject context = new JsonObject();
        context.addProperty("includeDeclaration", false);
        params.add("context", context);
        JsonArray locations = call("textDocument/references", params).getAsJsonArray("result");
        List<Integer> lines = new ArrayList<>();
        locations.forEach(location -> {
            assertTrue(location.getAsJsonObject().get("uri").getAsString().endsWith("/banking.esl"), location.toString());
            lines.add(location.getAsJsonObject().getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt());
        });
        lines.sort(null);
        // restricted(...), adherence(...), always (...), precedence(...) and the two traces
        assertEquals(List.of(14, 16, 18, 22, 25, 29), lines);
    }

    @Test
    void renameOfASchemaToolIsRefusedWithAReasonNotAnInternalError() throws IOException {
        JsonObject prepare = call("textDocument/prepareRename", at(14, 30));
        JsonObject params = at(14, 30);
        params.addProperty("newName", "send_money");
        JsonObject rename = call("textDocument/rename", params);
        for (JsonObject answer : List.of(prepare, rename)) {
            JsonObject error = answer.getAsJsonObject("error");
            assertEquals(-32803, error.get("code").getAsInt(), "RequestFailed, not InternalError: " + answer);
            assertTrue(error.get("message").getAsString().startsWith("Cannot rename 'transfer_funds': it is declared by the tool schema"
                    + " bank-tools.json"), answer.toString());
            assertFalse(answer.toString().contains("Exception"), answer.toString());
        }
    }

    @Test
    void aRenameOfASpecDeclarationIsAnEdit() throws IOException {
        // the template `restricted`, declared on line 9 and used on line 15
        JsonObject params = at(14, 6);
        params.addProperty("newName", "guarded");
        JsonObject changes = call("textDocument/rename", params).getAsJsonObject("result");
        assertTrue(changes.toString().contains("\"newText\":\"guarded\""), changes.toString());
    }

    private JsonObject at(int line, int character) {
        JsonObject params = new JsonObject();
        JsonObject document = new JsonObject();
        document.addProperty("uri", banking);
        params.add("textDocument", document);
        JsonObject position = new JsonObject();
        position.addProperty("line", line);
        position.addProperty("character", character);
        params.add("position", position);
        return params;
    }

    private void notify(String method, JsonElement params) throws IOException {
        JsonObject message = new JsonObject();
        message.addProperty("jsonrpc", "2.0");
        message.addProperty("method", method);
        if (params != null) {
            message.add("params", params);
        }
        send(message);
    }

    /** Sends a request and reads until its response, answering the server's own requests with null. */
    private JsonObject call(String method, JsonElement params) throws IOException {
        int id = nextId++;
        JsonObject message = new JsonObject();
        message.addProperty("jsonrpc", "2.0");
        message.addProperty("id", id);
        message.addProperty("method", method);
        if (params != null) {
            message.add("params", params);
        }
        send(message);
        while (true) {
            JsonObject received = receive();
            if (received.has("method") && received.has("id")) {
                JsonObject answer = new JsonObject();
                answer.addProperty("jsonrpc", "2.0");
                answer.add("id", received.get("id"));
                answer.add("result", com.google.gson.JsonNull.INSTANCE);
                send(answer);
            } else if (!received.has("method") && received.get("id").getAsInt() == id) {
                return received;
            }
        }
    }

    private void send(JsonObject message) throws IOException {
        byte[] body = message.toString().getBytes(StandardCharsets.UTF_8);
        toServer.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        toServer.write(body);
        toServer.flush();
    }

    private JsonObject receive() throws IOException {
        int length = -1;
        for (String header = line(); !header.isEmpty(); header = line()) {
            if (header.toLowerCase().startsWith("content-length:")) {
                length = Integer.parseInt(header.substring("content-length:".length()).trim());
            }
        }
        byte[] body = fromServer.readNBytes(length);
        if (body.length < length) {
            throw new IOException("the server closed its output; standard error: " + Files.readString(workspace.resolve("stderr.txt")));
        }
        return JsonParser.parseString(new String(body, StandardCharsets.UTF_8)).getAsJsonObject();
    }

    private String line() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int c = fromServer.read(); c != '\n'; c = fromServer.read()) {
            if (c < 0) {
                throw new IOException("the server closed its output; standard error: " + Files.readString(workspace.resolve("stderr.txt")));
            }
            if (c != '\r') {
                line.write(c);
            }
        }
        return line.toString(StandardCharsets.US_ASCII);
    }
}
