package org.esl.guard;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.IO;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.OpenAiStub.Reply;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The guard under load on loopback (docs/benchmarks.md, "Guard"): a scripted upstream ({@link ScriptedUpstream}) that
 * answers at once, a generated spec of 50 properties over the banking tools, and 200 clients, each running
 * conversations of five exchanges (authenticate, read the balance, transfer, notify, confirm) one after the other,
 * 20,000 requests in all. The same clients first talk to the upstream directly (the baseline, same run), then
 * through a guard whose check explains every satisfied property as {@code esl check} does (the guard's check before
 * {@link Judge#checkOptions}), then through the guard as {@code esl guard} runs it. Fails unless every request got a
 * 200 with the verdict expected and each audit log holds exactly one line per request, none lost, none twice. Writes
 * the figures as a Markdown table to the file given.
 *
 * <p>Usage: {@code GuardLoadBenchmark OUTPUT.md [CLIENTS REQUESTS PROPERTIES [UPSTREAM_MS]]}; bench/guard-bench.sh runs
 * it. One client alone first, 2,000 requests (100 when the upstream takes time), shows the cost of a request that waits
 * for no other. With {@code UPSTREAM_MS} the upstream answers each request that many milliseconds after it came, as a
 * model takes time to answer: the clients then send requests at the pace a model allows rather than as fast as two
 * cores can serve them, and the guard's own time is measured on cores that are not all busy.
 */
public final class GuardLoadBenchmark {

    /** One conversation's messages; the client sends the prefix before each assistant message, which the upstream answers. */
    static final JsonArray CONVERSATION = Chat.messagesOf("""
            {"messages": [
              {"role": "user", "content": "Hello, please move 500 to Bob."},
              {"role": "assistant", "content": "Hello! Let me verify it is you.", "tool_calls": [{"id": "c1", "type": "function",
               "function": {"name": "check_auth", "arguments": "{\\"method\\": \\"app\\"}"}}]},
              {"role": "tool", "tool_call_id": "c1", "content": "{\\"verified\\": true}"},
              {"role": "assistant", "content": null, "tool_calls": [{"id": "c2", "type": "function",
               "function": {"name": "get_balance", "arguments": "{\\"account\\": \\"main\\"}"}}]},
              {"role": "tool", "tool_call_id": "c2", "content": "{\\"balance\\": 30000}"},
              {"role": "assistant", "content": null, "tool_calls": [{"id": "c3", "type": "function",
               "function": {"name": "transfer_funds", "arguments": "{\\"amount\\": 500, \\"to\\": \\"Bob\\"}"}}]},
              {"role": "tool", "tool_call_id": "c3", "content": "{\\"status\\": \\"done\\"}"},
              {"role": "assistant", "content": null, "tool_calls": [{"id": "c4", "type": "function",
               "function": {"name": "notify_user", "arguments": "{\\"text\\": \\"500 sent to Bob\\"}"}}]},
              {"role": "tool", "tool_call_id": "c4", "content": "{\\"sent\\": true}"},
              {"role": "assistant", "content": "Done: 500 went to Bob."}]}
            """);
    static final List<Integer> ANSWERS = List.of(1, 3, 5, 7, 9);

    private GuardLoadBenchmark() {
    }

    /** Latencies of one pass, in nanoseconds, and what went wrong. */
    private record Pass(long[] nanos, int failures, List<String> problems, double seconds) {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1 && args.length != 4 && args.length != 5) {
            System.err.println("usage: GuardLoadBenchmark OUTPUT.md [CLIENTS REQUESTS PROPERTIES [UPSTREAM_MS]]");
            System.exit(2);
        }
        Path output = Path.of(args[0]);
        org.apache.log4j.Logger.getRootLogger().setLevel(org.apache.log4j.Level.ERROR); // Jetty's start and stop lines
        int clients = args.length >= 4 ? Integer.parseInt(args[1]) : 200;
        int requests = args.length >= 4 ? Integer.parseInt(args[2]) : 20_000;
        int properties = args.length >= 4 ? Integer.parseInt(args[3]) : 50;
        int upstreamMillis = args.length == 5 ? Integer.parseInt(args[4]) : 0;
        Path dir = Files.createTempDirectory("esl-guard-bench");
        Files.copy(Path.of("examples/bank-tools.json"), dir.resolve("bank-tools.json"));
        Path spec = dir.resolve("bench.esl");
        Files.writeString(spec, spec(properties));

        try (ScriptedUpstream upstream = ScriptedUpstream.start(upstreamMillis)) {
            int sessions = 2 * Runtime.getRuntime().availableProcessors();
            int alone = Math.min(requests, upstreamMillis == 0 ? 2_000 : 100);
            // warm-up: the JIT compiles the guard's and the client's paths, with either check
            for (CheckOptions check : List.of(EXPLAINED, GUARD)) {
                try (GuardService warm = start(spec, upstream, check, Files.createTempFile(dir, "warm", ".jsonl"), sessions)) {
                    run(warm.uri(), clients, Math.min(requests, 2_000), "warm", true);
                }
            }
            List<String> problems = new ArrayList<>();
            // one client: the cost of a request when none waits for another
            Measured one = measure(dir, spec, upstream, sessions, 1, alone, "alone", problems);
            Measured all = measure(dir, spec, upstream, sessions, clients, requests, "all", problems);
            String report = report(properties, sessions, upstreamMillis, List.of(one, all), problems);
            Files.writeString(output, report);
            System.out.print(report);
            IO.delete(dir); // the audit logs: about 200 MB a run
            System.exit(problems.isEmpty() ? 0 : 1); // the HTTP clients' threads would keep the JVM alive
        }
    }

    /** The check {@code esl check} runs, every satisfied property explained: what the guard ran before. */
    private static final CheckOptions EXPLAINED = new CheckOptions(OptionalInt.empty(), false, false, OptionalLong.empty());
    /** The check {@code esl guard} runs. */
    private static final CheckOptions GUARD = Judge.checkOptions(OptionalInt.empty(), OptionalLong.empty());

    /** One load: directly, through a guard with the explained check, through the guard as it runs; each its own log. */
    private static Measured measure(Path dir, Path spec, ScriptedUpstream upstream, int sessions, int clients, int requests,
            String name, List<String> problems) throws Exception {
        Pass direct = run(URI.create(upstream.baseUrl()), clients, requests, name + "-direct", false);
        Path explainedLog = dir.resolve(name + "-explained.jsonl");
        Pass explained;
        try (GuardService guard = start(spec, upstream, EXPLAINED, explainedLog, sessions)) {
            explained = run(guard.uri(), clients, requests, name + "-explained", true);
        }
        Path log = dir.resolve(name + "-guarded.jsonl");
        Pass guarded;
        try (GuardService guard = start(spec, upstream, GUARD, log, sessions)) {
            guarded = run(guard.uri(), clients, requests, name + "-guarded", true);
        }
        for (Pass pass : List.of(direct, explained, guarded)) {
            problems.addAll(pass.problems());
        }
        return new Measured((clients == 1 ? "1 client, " : clients + " clients, ") + requests + " requests", direct,
                explained, audit(explainedLog, requests, problems), guarded, audit(log, requests, problems));
    }

    private static GuardService start(Path spec, ScriptedUpstream upstream, CheckOptions check, Path log, int sessions)
            throws Exception {
        LlmOptions off = new LlmOptions(false, LlmOptions.OPENAI, "none", LlmOptions.DEFAULT_KEY_ENV, 3, 200, 4,
                Duration.ofSeconds(60), 3, false);
        return GuardService.start(SpecRuns.standalone().open(spec), new GuardService.Settings(upstream.baseUrl(), "127.0.0.1", 0,
                Optional.of(log), GuardOptions.defaults(), check, off, Duration.ofSeconds(60), 0, 8 * 1024 * 1024, sessions));
    }

    /**
     * {@code clients} threads, each running conversations (a fresh id each, in {@code X-ESL-Conversation}) until
     * {@code requests} requests have been sent in all; a guarded answer must pass, except the transfer's, which owes
     * the confirmation (pending); an answer of the upstream itself has no verdict.
     */
    private static Pass run(URI api, int clients, int requests, String name, boolean guarded) throws Exception {
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .executor(Executors.newFixedThreadPool(4)).build();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger conversations = new AtomicInteger();
        AtomicLong failures = new AtomicLong();
        long[] nanos = new long[requests];
        ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();
        ExecutorService threads = Executors.newFixedThreadPool(clients);
        long start = System.nanoTime();
        List<Future<?>> running = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            running.add(threads.submit(() -> {
                while (true) {
                    String id = name + "-" + conversations.incrementAndGet();
                    for (int answer : ANSWERS) {
                        int number = next.getAndIncrement();
                        if (number >= requests) {
                            return null;
                        }
                        long sent = System.nanoTime();
                        HttpResponse<String> response;
                        try {
                            response = client.send(request(api, id, answer), HttpResponse.BodyHandlers.ofString());
                        } catch (IOException e) {
                            nanos[number] = System.nanoTime() - sent;
                            failures.incrementAndGet();
                            problems.add(name + ": " + id + " answer " + answer + ": " + e);
                            continue;
                        }
                        nanos[number] = System.nanoTime() - sent;
                        String verdict = response.headers().firstValue(Guard.VERDICT_HEADER).orElse("none");
                        String expected = !guarded ? "none" : answer == 5 ? "pending" : "pass";
                        if (response.statusCode() != 200 || !verdict.equals(expected)) {
                            failures.incrementAndGet();
                            if (problems.size() < 5) {
                                problems.add(name + ": " + id + " answer " + answer + ": " + response.statusCode() + " " + verdict
                                        + " " + response.body());
                            }
                        }
                    }
                }
            }));
        }
        for (Future<?> thread : running) {
            thread.get();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        threads.shutdown();
        return new Pass(nanos, (int) failures.get(), List.copyOf(problems), seconds);
    }

    static HttpRequest request(URI api, String conversation, int answer) {
        JsonObject body = new JsonObject();
        body.addProperty("model", "app-model");
        JsonArray messages = new JsonArray();
        CONVERSATION.asList().subList(0, answer).forEach(messages::add);
        body.add("messages", messages);
        return HttpRequest.newBuilder(URI.create(api + "/chat/completions")).header("Content-Type", "application/json")
                .header(ChatCall.CONVERSATION_HEADER, conversation)
                .POST(HttpRequest.BodyPublishers.ofString(body.toString(), StandardCharsets.UTF_8)).build();
    }

    /** The guard's own time per exchange (total minus upstream) from its log; every line once, one per request. */
    private static long[] audit(Path log, int requests, List<String> problems) throws IOException {
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        if (lines.size() != requests) {
            problems.add("the log has " + lines.size() + " lines for " + requests + " requests");
        }
        Set<String> ids = new HashSet<>();
        long[] overhead = new long[lines.size()];
        for (int i = 0; i < lines.size(); i++) {
            JsonObject line = JsonParser.parseString(lines.get(i)).getAsJsonObject();
            if (!ids.add(line.get("id").getAsString())) {
                problems.add("the log has " + line.get("id").getAsString() + " twice");
            }
            JsonObject nanos = line.getAsJsonObject("esl").getAsJsonObject("nanos");
            overhead[i] = nanos.get("total").getAsLong() - nanos.get("upstream").getAsLong();
        }
        return overhead;
    }

    /** One load: the baseline and the two guarded passes, and the guard's own time per exchange from their logs. */
    private record Measured(String load, Pass direct, Pass explained, long[] explainedOverhead, Pass guarded,
            long[] overhead) {
    }

    private static String report(int properties, int sessions, int upstreamMillis, List<Measured> loads, List<String> problems) {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "%d properties, no model stage, %d check sessions, %d cores, the upstream answers %s%n%n",
                properties, sessions, Runtime.getRuntime().availableProcessors(),
                upstreamMillis == 0 ? "at once" : "after " + upstreamMillis + " ms"));
        text.append("| load | | p50 (ms) | p95 (ms) | p99 (ms) | requests/s | failed |\n|---|---|---|---|---|---|---|\n");
        for (Measured measured : loads) {
            int requests = measured.direct().nanos().length;
            row(text, measured.load(), "client to upstream directly (baseline)", measured.direct().nanos(),
                    requests / measured.direct().seconds(), measured.direct().failures());
            row(text, measured.load(), "client through the guard, satisfied explained (before)", measured.explained().nanos(),
                    requests / measured.explained().seconds(), measured.explained().failures());
            row(text, measured.load(), "client through the guard", measured.guarded().nanos(),
                    requests / measured.guarded().seconds(), measured.guarded().failures());
            row(text, measured.load(), "the guard's own time, satisfied explained (before)", measured.explainedOverhead(),
                    Double.NaN, 0);
            row(text, measured.load(), "the guard's own time (log: total - upstream)", measured.overhead(), Double.NaN, 0);
            text.append(String.format(Locale.ROOT, "| %s | the guard's own time / before | %.2fx | %.2fx | %.2fx | %.2fx | |%n",
                    measured.load(), percentile(measured.overhead(), 50) / percentile(measured.explainedOverhead(), 50),
                    percentile(measured.overhead(), 95) / percentile(measured.explainedOverhead(), 95),
                    percentile(measured.overhead(), 99) / percentile(measured.explainedOverhead(), 99),
                    measured.explained().seconds() / measured.guarded().seconds()));
            text.append(String.format(Locale.ROOT, "| %s | through the guard / directly | %.2fx | %.2fx | %.2fx | %.2fx | |%n",
                    measured.load(), percentile(measured.guarded().nanos(), 50) / percentile(measured.direct().nanos(), 50),
                    percentile(measured.guarded().nanos(), 95) / percentile(measured.direct().nanos(), 95),
                    percentile(measured.guarded().nanos(), 99) / percentile(measured.direct().nanos(), 99),
                    measured.direct().seconds() / measured.guarded().seconds()));
        }
        text.append(problems.isEmpty() ? "\nlogs: one line per request, none lost, none twice; every response a 200 with the verdict expected\n"
                : "\nPROBLEMS:\n- " + String.join("\n- ", problems) + "\n");
        return text.toString();
    }

    private static void row(StringBuilder text, String load, String name, long[] nanos, double rate, int failures) {
        text.append(String.format(Locale.ROOT, "| %s | %s | %.2f | %.2f | %.2f | %s | %d |%n", load, name, percentile(nanos, 50) / 1e6,
                percentile(nanos, 95) / 1e6, percentile(nanos, 99) / 1e6,
                Double.isNaN(rate) ? "-" : String.format(Locale.ROOT, "%.0f", rate), failures));
    }

    private static double percentile(long[] values, int percent) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int index = (int) Math.ceil(percent / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, index)];
    }

    /**
     * The upstream: a real OpenAI-compatible HTTP server on loopback (Jetty, as the guard) that answers each request
     * with the conversation's next assistant message, at once or {@code millis} later (from Jetty's scheduler, so that
     * no thread waits). Not {@link org.esl.runtime.llm.OpenAiStub}: the JDK's
     * server it runs on delays small responses by tens of milliseconds (Nagle's algorithm against delayed
     * acknowledgements) and resets connections under this load, which would drown the guard's cost in the baseline.
     */
    private record ScriptedUpstream(Server server, ServerConnector connector) implements AutoCloseable {

        static ScriptedUpstream start(int millis) throws Exception {
            QueuedThreadPool threads = new QueuedThreadPool(512, 8);
            threads.setName("upstream");
            Server server = new Server(threads);
            ServerConnector connector = new ServerConnector(server);
            connector.setHost("127.0.0.1");
            connector.setPort(0);
            connector.setAcceptQueueSize(1024);
            server.addConnector(connector);
            server.setHandler(new Handler.Abstract() {
                @Override
                public boolean handle(Request request, Response response, Callback callback) throws Exception {
                    String body = Content.Source.asString(request, StandardCharsets.UTF_8);
                    int sent = JsonParser.parseString(body).getAsJsonObject().getAsJsonArray("messages").size();
                    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
                    String answer = Reply.completion(CONVERSATION.get(sent).getAsJsonObject()).body();
                    if (millis == 0) {
                        Content.Sink.write(response, true, answer, callback);
                    } else {
                        getServer().getScheduler().schedule(() -> Content.Sink.write(response, true, answer, callback), millis,
                                TimeUnit.MILLISECONDS);
                    }
                    return true;
                }
            });
            server.start();
            return new ScriptedUpstream(server, connector);
        }

        String baseUrl() {
            return "http://127.0.0.1:" + connector.getLocalPort() + "/v1";
        }

        @Override
        public void close() throws Exception {
            server.stop();
        }
    }

    /**
     * {@code count} properties over the banking tools, ten kinds in turns with their constants varied, every one of
     * them satisfied by the benchmark's conversation (the transfer owes the confirmation until it comes).
     */
    static String spec(int count) {
        StringBuilder spec = new StringBuilder("""
                spec bench "Generated: properties over the banking tools for the guard's load benchmark"

                tools from "bank-tools.json"

                predicate Greeted "the assistant greets the user"
                    when @assistant matches "(?i)\\b(hello|hi|welcome)\\b"

                """);
        String[] kinds = {
            "always (transfer_funds(amount > %d) -> once human_approval)",
            "not ((not check_auth) until transfer_funds(amount > %d))",
            "always (transfer_funds(amount > %d) -> eventually notify_user)",
            "always (transfer_funds(amount > %d) -> once get_balance)",
            "always (human_approval(reason = \"r%d\") -> once check_auth)",
            "always not transfer_funds(amount > %d000000)",
            "always (notify_user(text = \"t%d\") -> once transfer_funds)",
            "eventually within %d Greeted",
            "always (get_balance(account = \"a%d\") -> once check_auth)",
            "always (transfer_funds(amount > %d) -> eventually within 4 notify_user)",
        };
        for (int i = 0; i < count; i++) {
            int variant = i / kinds.length + 1;
            // kind 2 with a constant below the transfer's 500 owes the confirmation after it; kind 7 counts steps
            int constant = switch (i % kinds.length) {
                case 2 -> variant * 100;
                case 7 -> variant;
                default -> variant * 1000;
            };
            spec.append("property p").append(i).append(" \"generated property ").append(i).append("\":\n    ")
                    .append(String.format(Locale.ROOT, kinds[i % kinds.length], constant)).append("\n");
        }
        return spec.toString();
    }
}
