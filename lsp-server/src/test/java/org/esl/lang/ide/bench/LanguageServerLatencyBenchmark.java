package org.esl.lang.ide.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import java.util.stream.Stream;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;
import org.esl.lang.ide.QuietClient;

/**
 * Latency of {@code esl lsp} as an editor sees it: the packaged jar started as a child process, spoken to
 * over its standard input and output by lsp4j's client launcher. Measures (1) cold start to the first
 * diagnostics of examples/banking.esl, with and without the class-data sharing archive {@code bin/esl} makes, (2) one-character edits of a big spec to their static diagnostics
 * (no save, so the solver-backed checks do not run): in a rule's description, in a name in its body, one
 * that breaks the syntax and one that leaves text between declarations, and (3) completion requests in that
 * spec. Prints the
 * figures; a benchmark, not a test: it asserts nothing. Run by {@code bench/lsp-bench.sh}.
 * <p>
 * Arguments: the repository root and the big spec (written by {@code bench/GenerateSpecs.java}); without the big spec,
 * only the cold starts (1).
 */
public final class LanguageServerLatencyBenchmark {

    private static final int COLD_STARTS = 5;
    private static final int WARM_UP_EDITS = 10;
    private static final int EDITS = 50;
    private static final int WARM_UP_COMPLETIONS = 9;
    private static final int COMPLETIONS = 50;
    private static final long TIMEOUT_SECONDS = 120;

    private LanguageServerLatencyBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: LanguageServerLatencyBenchmark REPOSITORY_ROOT [BIG_SPEC.esl]");
            System.exit(2);
        }
        Path root = Path.of(args[0]).toAbsolutePath().normalize();
        Path jar = root.resolve("lsp-server/target/esl.jar");
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar + " is missing; build it first: mvn -q -B -o package -DskipTests");
        }
        Path archives = Files.createTempDirectory("esl-cds");
        Launch launch = new Launch(root.resolve("bin/esl"), archives);
        try {
            coldStarts(launch, root.resolve("examples"));
            if (args.length == 2) {
                bigSpec(launch, Path.of(args[1]).toAbsolutePath().normalize());
            }
        } finally {
            try (var files = Files.walk(archives)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
            }
        }
    }

    /**
     * Edits that replace {@code before} with {@code after} in the text and back again, alternately, each
     * timed from didChange to the spec's diagnostics; the document holds {@code text} again afterwards.
     */
    private static void edits(Server server, String uri, int[] version, String text, String before, String after,
            String label) throws Exception {
        int at = text.indexOf(before);
        String edited = text.substring(0, at) + after + text.substring(at + before.length());
        long[] edits = new long[EDITS];
        long cpuBefore = 0;
        for (int i = 0; i < WARM_UP_EDITS + EDITS; i++) {
            if (i == WARM_UP_EDITS) {
                cpuBefore = server.cpuMillis();
            }
            version[0]++;
            long millis = server.changeAndAwait(uri, version[0], i % 2 == 0 ? edited : text);
            if (i >= WARM_UP_EDITS) {
                edits[i - WARM_UP_EDITS] = millis;
            }
        }
        long cpu = server.cpuMillis() - cpuBefore;
        System.out.printf("%s (%d after %d warm-up), didChange to its diagnostics: "
                + "p50 %d ms, p95 %d ms, max %d ms; server CPU (user + sys) %d ms per edit (diagnostics matched %s)%n", label, EDITS,
                WARM_UP_EDITS, percentile(edits, 50), percentile(edits, 95), max(edits), cpu / EDITS,
                server.versioned ? "by version" : "as the first publish after the change");
    }

    /**
     * (1) Process start to the first publishDiagnostics of banking.esl, a fresh JVM each time: first the two starts
     * that make the class-data sharing archive of {@code bin/esl} (the first lists the classes, the second makes the
     * archive beside it), then starts without the archive ({@code ESL_CDS=off}) and with it, alternately. A checkout
     * whose {@code bin/esl} makes no archive starts the same way in both.
     */
    private static void coldStarts(Launch launch, Path examples) throws Exception {
        Path banking = examples.resolve("banking.esl");
        String text = Files.readString(banking);
        long listing = coldStart(launch, true, examples, banking, text)[1];
        long dumping = coldStart(launch, true, examples, banking, text)[1];
        boolean archived = launch.awaitArchive();
        System.out.printf("first starts: listing the classes %d ms, making the archive beside it %d ms (%s)%n", listing, dumping,
                archived ? "archive made" : "no archive: this bin/esl makes none");
        long[][] initialized = new long[2][COLD_STARTS];
        long[][] firstDiagnostics = new long[2][COLD_STARTS];
        long[][] cpu = new long[2][COLD_STARTS];
        for (int run = 0; run < COLD_STARTS; run++) {
            for (int shared = 0; shared < 2; shared++) {
                long[] times = coldStart(launch, shared == 1, examples, banking, text);
                initialized[shared][run] = times[0];
                firstDiagnostics[shared][run] = times[1];
                cpu[shared][run] = times[2];
            }
        }
        for (int shared = 0; shared < 2; shared++) {
            System.out.printf("cold start %s (%d runs): initialize answered, median %d ms, max %d ms; "
                    + "first diagnostics of banking.esl, median %d ms, max %d ms; all: %s; server CPU (user + sys) to them, median %d ms%n",
                    shared == 1 ? "with the archive" : "without an archive (ESL_CDS=off)", COLD_STARTS,
                    percentile(initialized[shared], 50), max(initialized[shared]), percentile(firstDiagnostics[shared], 50),
                    max(firstDiagnostics[shared]), Arrays.toString(firstDiagnostics[shared]), percentile(cpu[shared], 50));
        }
        System.out.printf("cold start, first diagnostics with the archive / without: %.2f (medians)%n",
                (double) percentile(firstDiagnostics[1], 50) / percentile(firstDiagnostics[0], 50));
    }

    /**
     * Milliseconds from process start to {@code initialize} answered and to the first diagnostics of {@code spec}, and
     * the server's CPU time (user + sys) up to those diagnostics.
     */
    private static long[] coldStart(Launch launch, boolean shared, Path workspace, Path spec, String text) throws Exception {
        long start = System.nanoTime();
        try (Server server = Server.start(launch, shared, workspace)) {
            long initialized = millisSince(start);
            server.open(spec, text);
            server.await(spec.toUri().toString(), p -> true);
            long firstDiagnostics = millisSince(start);
            return new long[] {initialized, firstDiagnostics, server.cpuMillis()};
        }
    }

    /** (2) and (3) on the big spec, in one server. */
    private static void bigSpec(Launch launch, Path spec) throws Exception {
        String text = Files.readString(spec);
        String uri = spec.toUri().toString();
        try (Server server = Server.start(launch, true, spec.getParent())) {
            long start = System.nanoTime();
            server.open(spec, text);
            List<?> first = server.await(uri, p -> true).getDiagnostics();
            System.out.printf("big spec %s (%d lines): first diagnostics %d ms after didOpen (%d diagnostics)%n",
                    spec.getFileName(), text.lines().count(), millisSince(start), first.size());

            if (!text.contains("rule r750 \"Rule 750\":\n    P250(x) and P251(x, x) => P252(x)")) {
                throw new IllegalArgumentException(spec + " has no rule r750; write it with bench/GenerateSpecs.java at divisor 1");
            }
            int[] version = {1};
            // a space inserted into and removed from the description of the middle rule, alternately
            edits(server, uri, version, text, "\"Rule 750\"", "\"Rule  750\"",
                    "one-character edits");
            // a digit typed after a predicate's name in that rule's body and removed: ESL001 comes and goes
            edits(server, uri, version, text, "=> P252(x)", "=> P2520(x)",
                    "one-character edits of a name in a rule body");
            // the colon after that rule's description deleted and typed again: a syntax error comes and goes
            edits(server, uri, version, text, "\"Rule 750\":", "\"Rule 750\"",
                    "one-character edits that break the syntax");
            // a letter typed right after that rule's body and removed: text that starts no declaration
            edits(server, uri, version, text, "=> P252(x) or P250(x)\n", "=> P252(x) or P250(x)a\n",
                    "one-character edits that leave text between declarations");

            // the document now holds `text` again (an even number of edits)
            List<Position> positions = List.of(
                    after(text, "rule r750 \"Rule 750\":\n    "), // start of a rule body: predicates and variables
                    after(text, "policy p751 \"Policy 751\":\n    flag"), // inside a policy variable's name
                    after(text, "\n", text.indexOf("\n\nrule r0"))); // the blank line before the rules: declaration keywords
            long[] completions = new long[COMPLETIONS];
            List<List<Long>> byPosition = new ArrayList<>();
            positions.forEach(position -> byPosition.add(new ArrayList<>()));
            int[] proposals = new int[positions.size()];
            for (int i = 0; i < WARM_UP_COMPLETIONS + COMPLETIONS; i++) {
                int which = i % positions.size();
                long before = System.nanoTime();
                proposals[which] = server.complete(uri, positions.get(which));
                long millis = millisSince(before);
                if (i >= WARM_UP_COMPLETIONS) {
                    completions[i - WARM_UP_COMPLETIONS] = millis;
                    byPosition.get(which).add(millis);
                }
            }
            System.out.printf("completion (%d after %d warm-up, at %d positions with %s proposals): "
                    + "p50 %d ms, p95 %d ms, max %d ms%n", COMPLETIONS, WARM_UP_COMPLETIONS, positions.size(),
                    Arrays.toString(proposals), percentile(completions, 50), percentile(completions, 95), max(completions));
            for (int which = 0; which < positions.size(); which++) {
                long[] times = byPosition.get(which).stream().mapToLong(Long::longValue).toArray();
                System.out.printf("  at %d:%d: p50 %d ms, max %d ms%n", positions.get(which).getLine() + 1,
                        positions.get(which).getCharacter() + 1, percentile(times, 50), max(times));
            }
        }
    }

    /** The position just after the first occurrence of {@code text}. */
    private static Position after(String document, String text) {
        return after(document, text, 0);
    }

    /** The position just after the first occurrence of {@code text} from {@code from} on. */
    private static Position after(String document, String text, int from) {
        int index = document.indexOf(text, from);
        if (index < 0) {
            throw new IllegalArgumentException("the spec has no '" + text + "'");
        }
        String before = document.substring(0, index + text.length());
        int line = (int) before.chars().filter(c -> c == '\n').count();
        return new Position(line, before.length() - before.lastIndexOf('\n') - 1);
    }

    private static long millisSince(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - nanos);
    }

    /** Nearest-rank percentile. */
    private static long percentile(long[] values, int p) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    private static long max(long[] values) {
        return Arrays.stream(values).max().orElseThrow();
    }

    /** How a server is started: the measured checkout's {@code bin/esl}, with its class-data sharing archives in {@code archives}. */
    private record Launch(Path script, Path archives) {

        /** Waits for the archive the second start makes in the background; false if none comes (an older bin/esl). */
        boolean awaitArchive() throws Exception {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
            while (System.nanoTime() < deadline) {
                try (var files = Files.list(archives)) {
                    if (files.anyMatch(file -> file.toString().endsWith("-lsp.jsa"))) {
                        return true;
                    }
                }
                if (!Files.readString(script).contains("ESL_CDS")) {
                    return false;
                }
                Thread.sleep(200);
            }
            return false;
        }
    }

    /** The server as a child process and the client end of its connection. */
    private static final class Server implements AutoCloseable {

        private final Process process;
        private final LanguageServer remote;
        private final LinkedBlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
        /** Whether the server's static diagnostics carry the document version (decided on the first change). */
        private boolean versioned;

        private Server(Process process, Path workspace) throws Exception {
            this.process = process;
            Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(new Client(published),
                    process.getInputStream(), process.getOutputStream());
            launcher.startListening();
            remote = launcher.getRemoteProxy();
            InitializeParams init = new InitializeParams();
            init.setProcessId((int) ProcessHandle.current().pid());
            init.setCapabilities(new ClientCapabilities());
            init.setWorkspaceFolders(List.of(new WorkspaceFolder(workspace.toUri().toString(), "bench")));
            remote.initialize(init).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            remote.initialized(new InitializedParams());
        }

        /**
         * Starts {@code bin/esl lsp} of the measured checkout (which passes ESL_JAVA_OPTS on to the JVM) and initializes
         * it on {@code workspace}; {@code shared} false turns its class-data sharing off.
         */
        static Server start(Launch launch, boolean shared, Path workspace) throws Exception {
            ProcessBuilder builder = new ProcessBuilder("sh", launch.script().toString(), "lsp").redirectError(ProcessBuilder.Redirect.INHERIT);
            builder.environment().put("ESL_CDS_DIR", launch.archives().toString());
            builder.environment().put("ESL_CDS", shared ? "on" : "off");
            return new Server(builder.start(), workspace);
        }

        void open(Path file, String text) throws IOException {
            remote.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                    new TextDocumentItem(file.toUri().toString(), "esl", 1, text)));
        }

        /** The next diagnostics published for {@code uri} that {@code wanted} accepts; earlier ones are dropped. */
        PublishDiagnosticsParams await(String uri, Predicate<PublishDiagnosticsParams> wanted) throws Exception {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
            while (true) {
                PublishDiagnosticsParams params = published.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (params == null) {
                    throw new TimeoutException("no diagnostics for " + uri + " within " + TIMEOUT_SECONDS + " s");
                }
                if (params.getUri().equals(uri) && wanted.test(params)) {
                    return params;
                }
            }
        }

        /**
         * Replaces the document's text and waits for its diagnostics: those of {@code version} when the server
         * says which version it published, else the first published after the change. Returns the milliseconds.
         */
        long changeAndAwait(String uri, int version, String text) throws Exception {
            published.clear();
            long start = System.nanoTime();
            remote.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
                    new VersionedTextDocumentIdentifier(uri, version), List.of(new TextDocumentContentChangeEvent(text))));
            PublishDiagnosticsParams params = await(uri, p -> !versioned || Integer.valueOf(version).equals(p.getVersion()));
            long millis = millisSince(start);
            versioned |= params.getVersion() != null;
            return millis;
        }

        /** The CPU time (user + sys) the server's processes (the script and the JVM it starts) have used so far, in milliseconds. */
        long cpuMillis() {
            ProcessHandle script = process.toHandle();
            return Stream.concat(Stream.of(script), script.descendants())
                    .mapToLong(handle -> handle.info().totalCpuDuration().map(Duration::toMillis).orElse(0L)).sum();
        }

        /** Asks for completion and returns the number of proposals. */
        int complete(String uri, Position position) throws Exception {
            Either<List<CompletionItem>, CompletionList> answer = remote.getTextDocumentService()
                    .completion(new CompletionParams(new TextDocumentIdentifier(uri), position))
                    .get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            return answer.isLeft() ? answer.getLeft().size() : answer.getRight().getItems().size();
        }

        @Override
        public void close() throws Exception {
            try {
                remote.shutdown().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                remote.exit();
                process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            } finally {
                process.destroyForcibly();
            }
        }
    }

    /** Collects published diagnostics; the benchmark needs nothing else from the server. */
    private static final class Client extends QuietClient {

        private final LinkedBlockingQueue<PublishDiagnosticsParams> published;

        Client(LinkedBlockingQueue<PublishDiagnosticsParams> published) {
            this.published = published;
        }

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams diagnostics) {
            published.add(diagnostics);
        }
    }
}
