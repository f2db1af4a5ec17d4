package org.esl.runtime.transcript;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded banking transcripts, one JSON object per line, over the tools of {@code examples/bank-tools.json}: a user's
 * request (and when it was made), assistant messages calling {@code check_auth}, {@code get_balance}, sometimes {@code human_approval},
 * {@code transfer_funds} and {@code notify_user} with JSON arguments, the tools' answers and a closing message (about
 * 10 steps and 1.15 KB each). Against {@code examples/banking.esl} they give every verdict: most transcripts violate
 * one property or more. The benchmarks and the tests of large runs use them; from the command line:
 * {@code java -cp runtime/target/test-classes:runtime/target/classes org.esl.runtime.transcript.BankTranscripts FILE COUNT [SEED]}.
 */
public final class BankTranscripts {

    private static final List<String> PEOPLE = List.of("Alice", "Bob", "Carol", "Dave", "Mallory", "Eve", "Peggy");
    private static final List<String> CURRENCIES = List.of("EUR", "USD", "GBP", "BTC");
    private static final List<String> REQUESTS = List.of("Please move %d to %s.", "Send %d to %s right now.",
            "Can you pay %s? It is %d, urgent.", "I want to transfer %d to %s.");

    /** 2026-11-16T00:00:00Z: the transcripts took place one every six seconds from then, as OpenAI's {@code created} says. */
    private static final long WEEK_START = 1_794_787_200L;

    private BankTranscripts() {
    }

    public static void main(String[] arguments) throws IOException {
        if (arguments.length < 2 || arguments.length > 3) {
            System.err.println("usage: BankTranscripts FILE COUNT [SEED]");
            System.exit(2);
        }
        write(Path.of(arguments[0]), Integer.parseInt(arguments[1]),
                new Random(arguments.length == 3 ? Long.parseLong(arguments[2]) : 42));
    }

    /** Writes {@code count} transcripts, ids {@code bank-0} to {@code bank-(count-1)}. */
    public static void write(Path file, int count, Random random) throws IOException {
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int i = 0; i < count; i++) {
                out.write(transcript(i, random));
                out.write('\n');
            }
        }
    }

    /** One transcript as a line of JSON. */
    public static String transcript(int number, Random random) {
        int amount = 50 * (1 + random.nextInt(100));
        String person = PEOPLE.get(random.nextInt(PEOPLE.size()));
        String request = REQUESTS.get(random.nextInt(REQUESTS.size()));
        String said = request.startsWith("Can") ? String.format(request, person, amount)
                : String.format(request, amount, person);
        List<String> messages = new ArrayList<>();
        messages.add(message("user", said));
        List<String> calls = new ArrayList<>();
        if (random.nextInt(4) > 0) {
            calls.add(call("check_auth", "{\"method\": \"" + (random.nextBoolean() ? "sms" : "app") + "\"}"));
        }
        calls.add(call("get_balance", "{\"account\": \"main\"}"));
        if (amount > 2000 && random.nextInt(3) > 0) {
            calls.add(call("human_approval", "{\"reason\": \"transfer of " + amount + " to " + person + "\"}"));
        }
        boolean transfers = random.nextInt(5) > 0;
        if (transfers) {
            calls.add(call("transfer_funds", "{\"amount\": " + amount + "." + random.nextInt(100) + ", \"to\": \""
                    + person + "\", \"currency\": \"" + CURRENCIES.get(random.nextInt(CURRENCIES.size())) + "\"}"));
            if (random.nextInt(3) > 0) {
                calls.add(call("notify_user", "{\"text\": \"You sent " + amount + " to " + person + ".\"}"));
            }
        }
        String greeting = random.nextBoolean() ? "Hello! " : "";
        for (int c = 0; c < calls.size(); c++) {
            String text = c == 0 ? quote(greeting + "Let me check.") : "null";
            messages.add("{\"role\": \"assistant\", \"content\": " + text + ", \"tool_calls\": [" + calls.get(c)
                    .replace("ID", "c" + c) + "]}");
            messages.add("{\"role\": \"tool\", \"tool_call_id\": \"c" + c + "\", \"content\": "
                    + quote("{\"status\": \"ok\", \"balance\": " + random.nextInt(50_000) + "}") + "}");
        }
        messages.add(message("assistant", transfers ? "Done: I transferred " + amount + " to " + person + "."
                : "Sorry, I cannot make this transfer."));
        return "{\"id\": \"bank-" + number + "\", \"created\": " + (WEEK_START + 6L * number) + ", \"messages\": ["
                + String.join(", ", messages) + "]}";
    }

    private static String call(String tool, String arguments) {
        return "{\"id\": \"ID\", \"type\": \"function\", \"function\": {\"name\": \"" + tool + "\", \"arguments\": "
                + quote(arguments) + "}}";
    }

    private static String message(String role, String content) {
        return "{\"role\": \"" + role + "\", \"content\": " + quote(content) + "}";
    }

    private static String quote(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
