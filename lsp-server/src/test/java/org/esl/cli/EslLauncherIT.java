package org.esl.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;
import org.esl.lang.ide.QuietClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.w3c.dom.Element;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * bin/esl as a user runs it: a separate process on the packaged jar (failsafe runs this after
 * {@code package}), from other directories, through a symlink, and with a Java it must refuse. Failsafe turns
 * the class-data sharing archives off ({@code ESL_CDS=off}); the tests of the archives and of the language server turn
 * them on, in their own folders.
 */
class EslLauncherIT {

    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();
    private static final Path LAUNCHER = REPOSITORY.resolve("bin/esl");

    private record Outcome(int exit, String out, String err) {
    }

    @TempDir
    Path dir;

    /** Links to files outside the temporary folder, removed by the test so JUnit need not warn about them. */
    private final List<Path> links = new ArrayList<>();

    @AfterEach
    void removeLinks() throws IOException {
        for (Path link : links) {
            Files.delete(link);
        }
    }

    private Path link(Path link, Path target) throws IOException {
        links.add(Files.createSymbolicLink(link, target));
        return link;
    }

    @Test
    void versionFromAnotherDirectoryThroughASymlink() throws Exception {
        Path link = link(dir.resolve("esl"), LAUNCHER);
        Outcome run = run(dir, Map.of(), link.toString(), "--version");
        assertEquals(new Outcome(0, "esl " + EslVersion.version() + "\n", ""), run);
    }

    @Test
    void examplesLintCleanWithNothingOnStandardError() throws Exception {
        Outcome run = run(REPOSITORY, Map.of(), "bin/esl", "lint", "examples");
        assertEquals(0, run.exit(), run.err());
        // infos (ESL017 on the non-linear examples) are listed; nothing worse
        assertTrue(run.out().lines().filter(line -> line.contains(": ")).allMatch(line -> line.contains(": info ESL")), run.out());
        assertTrue(run.out().matches("(?s).*0 errors, 0 warnings(, \\d+ infos?)? in 15 files\n"), run.out());
        assertEquals("", run.err(), "no log noise");
    }

    @Test
    void examplesPassTheirOwnTestsAndWriteJUnitXml() throws Exception {
        Path report = dir.resolve("TEST-examples.xml");
        Outcome run = run(REPOSITORY, Map.of(), "bin/esl", "test", "--junit", report.toString(), "examples");
        assertEquals(0, run.exit(), run.out() + run.err());
        assertEquals("", run.err(), "no log noise");
        assertTrue(run.out().lines().limit(42).allMatch(line -> line.matches("examples/[\\w/-]+\\.esl:\\d+:\\d+: PASS \\w+")), run.out());
        // the papers' examples are among them: LRG's park, TRAC's templates, LogiSafetyGen's rules, RvLLM's Figure 2
        assertTrue(run.out().contains("examples/lrg/park.esl:60:6: PASS not_enough\n"), run.out());
        assertTrue(run.out().contains("examples/trac/airline.esl:28:6: PASS confirmed_cancel\n"), run.out());
        assertTrue(run.out().contains("examples/logisafetygen/psd2.esl:28:6: PASS unauthenticated_payment\n"), run.out());
        assertTrue(run.out().contains("examples/numeric.esl:12:6: PASS inferred_query\n"), run.out());
        assertTrue(run.out().endsWith("\n42 passed, 0 failed\n"), run.out());
        Element suites = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(report.toFile()).getDocumentElement();
        assertEquals("42", suites.getAttribute("tests"));
        assertEquals("0", suites.getAttribute("failures"));
        assertEquals(15, suites.getElementsByTagName("testsuite").getLength());
    }

    @Test
    void failingTestsGiveExitStatusOne() throws Exception {
        Outcome run = run(REPOSITORY.resolve("lsp-server"), Map.of(), LAUNCHER.toString(), "test",
                "src/test/resources/specs/failing/failing.esl");
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.out().endsWith("\n2 passed, 7 failed\n"), run.out());
        assertEquals("", run.err());
    }

    @Test
    void errorsGiveExitStatusOne() throws Exception {
        Outcome run = run(REPOSITORY.resolve("lsp-server"), Map.of(), LAUNCHER.toString(), "lint", "--format", "json",
                "src/test/resources/specs/undeclared.esl");
        assertEquals(1, run.exit());
        assertTrue(run.out().contains("\"code\": \"ESL001\""), run.out());
        assertEquals("", run.err());
    }

    @Test
    void checkFindsTheUnsafeBankingTranscriptAndPrintsJsonOnly() throws Exception {
        Outcome run = run(REPOSITORY, Map.of(), "bin/esl", "check", "--format", "json", "examples/banking.esl");
        assertEquals(1, run.exit(), run.err());
        assertEquals("", run.err(), "no log noise, no progress when not on a terminal");
        JsonObject report = JsonParser.parseString(run.out()).getAsJsonObject();
        JsonObject unsafe = report.getAsJsonArray("transcripts").get(1).getAsJsonObject();
        assertEquals("examples/transcripts/banking-unsafe.json", unsafe.get("file").getAsString());
        assertEquals(4, report.getAsJsonObject("summary").getAsJsonObject("violations").size());
    }

    @Test
    void checkOfTheParkClaimsLoadsZ3FromTheJar() throws Exception {
        Outcome run = run(REPOSITORY, Map.of(), "bin/esl", "check", "examples/park.esl");
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.out().endsWith("1 transcript (1 failing): no violations; claims valid 1, invalid 1, ambiguous 1; 0 errors\n"),
                run.out());
        assertEquals("", run.err());
    }

    /**
     * A transcript of 40 MB (under the 64 MB limit) read by a JVM given 64 MB: the heap runs out while reading it.
     * The same JVM checks a small transcript, so it is the input that ran the heap out, not the start-up.
     */
    @Test
    void runningOutOfMemoryIsAnInternalErrorInOneLineNotAFinding() throws Exception {
        Path spec = Files.writeString(dir.resolve("gum.esl"), """
                spec gum
                predicate ChewGum "someone chews gum" when @user matches "gum"
                property no_gum "nobody chews gum": always not ChewGum
                """);
        Files.writeString(dir.resolve("small.json"), "[{\"role\": \"user\", \"content\": \"hello\"}]");
        String line = "{\"role\": \"user\", \"content\": \"" + "x".repeat(1 << 20) + "\"}";
        Files.writeString(dir.resolve("big.json"), "[" + String.join(",\n", Collections.nCopies(40, line)) + "]");
        Map<String, String> smallHeap = Map.of("ESL_JAVA_OPTS", "-Xmx64m");

        Outcome small = run(dir, smallHeap, LAUNCHER.toString(), "check", spec.toString(), "small.json");
        assertEquals(0, small.exit(), small.err());
        Outcome big = run(dir, smallHeap, LAUNCHER.toString(), "check", spec.toString(), "big.json");
        assertEquals(3, big.exit(), big.err());
        assertEquals("", big.out());
        assertEquals(1, big.err().lines().count(), big.err());
        assertTrue(big.err().startsWith("esl: out of memory (Java heap space): give Java more, e.g. ESL_JAVA_OPTS=-Xmx4g"),
                big.err());
    }

    @Test
    void aJavaHomeWithoutJavaIsReportedWithWhatToDo() throws Exception {
        Outcome run = run(dir, Map.of("JAVA_HOME", dir.resolve("no-jdk").toString()), LAUNCHER.toString(), "--version");
        assertEquals(2, run.exit());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith("esl: JAVA_HOME is " + dir.resolve("no-jdk")), run.err());
        assertTrue(run.err().contains("Java 17"), run.err());
    }

    @Test
    void aJavaOlderThan17IsRefusedWithWhatToDo() throws Exception {
        Path oldJdk = dir.resolve("jdk-11");
        Files.createDirectories(oldJdk.resolve("bin"));
        Files.writeString(oldJdk.resolve("release"), "JAVA_VERSION=\"11.0.2\"\n");
        Path java = Files.writeString(oldJdk.resolve("bin/java"), "#!/bin/sh\necho 'should not run' >&2\nexit 99\n");
        assertTrue(java.toFile().setExecutable(true));
        Outcome run = run(dir, Map.of("JAVA_HOME", oldJdk.toString()), LAUNCHER.toString(), "--version");
        assertEquals(new Outcome(2, "", "esl: " + java + " is Java 11.0.2, but ESL needs Java 17 or newer;"
                + " install one and set JAVA_HOME to it\n"), run);
    }

    @Test
    void noJavaAtAllIsReportedWithWhatToDo() throws Exception {
        Path tools = Files.createDirectories(dir.resolve("path-without-java"));
        for (String tool : List.of("dirname", "readlink", "sed", "cut", "head")) {
            link(tools.resolve(tool), Path.of("/usr/bin", tool));
        }
        Outcome run = run(dir, Map.of("PATH", tools.toString()), LAUNCHER.toString(), "--version");
        assertEquals(2, run.exit());
        assertTrue(run.err().startsWith("esl: Java 17 or newer is needed and none was found;"), run.err());
    }

    @Test
    void theThirdStartMapsItsClassesFromTheArchiveTheSecondMadeAndSaysTheSame() throws Exception {
        Path own = dir.resolve("cds");
        Map<String, String> cds = Map.of("ESL_CDS", "on", "ESL_CDS_DIR", own.toString());
        Outcome first = run(REPOSITORY, cds, "bin/esl", "lint", "examples/banking.esl");
        Outcome second = run(REPOSITORY, cds, "bin/esl", "lint", "examples/banking.esl");
        await(() -> archived(own)); // the second start makes the archive beside it
        Path loaded = dir.resolve("loaded.txt");
        Outcome third = run(REPOSITORY, Map.of("ESL_CDS", "on", "ESL_CDS_DIR", own.toString(), "ESL_JAVA_OPTS",
                "-Xlog:class+load=info:file=" + loaded),
                "bin/esl", "lint", "examples/banking.esl");

        assertEquals(new Outcome(0, "0 errors, 0 warnings in 1 file\n", ""), first);
        assertEquals(first, second);
        assertEquals(first, third);
        // ESL's own classes, and EMF's and picocli's, compiled for old class-file versions
        assertMapped(loaded, "org.esl.cli.EslCommand", "org.eclipse.emf.ecore.EObject", "picocli.CommandLine");
    }

    @Test
    void aFirstStartThatParsedNoSpecIsListedAgainSoTheArchiveHoldsTheLanguage() throws Exception {
        Path own = dir.resolve("cds");
        Map<String, String> cds = Map.of("ESL_CDS", "on", "ESL_CDS_DIR", own.toString());
        run(REPOSITORY, cds, "bin/esl", "--version"); // a few hundred classes: picocli's and the JDK's
        run(REPOSITORY, cds, "bin/esl", "lint", "examples/banking.esl"); // lists them again, with the language's
        run(REPOSITORY, cds, "bin/esl", "lint", "examples/banking.esl"); // makes the archive beside it
        await(() -> archived(own));
        Path loaded = dir.resolve("loaded.txt");
        run(REPOSITORY, Map.of("ESL_CDS", "on", "ESL_CDS_DIR", own.toString(), "ESL_JAVA_OPTS",
                "-Xlog:class+load=info:file=" + loaded), "bin/esl", "lint", "examples/banking.esl");

        assertMapped(loaded, "org.eclipse.xtext.XtextPackage", "org.esl.lang.esl.impl.SpecImpl");
    }

    @Test
    void anArchiveOnceMadeReplacesTheOlderOnesOfItsJavaAndJarButNoOtherPlaces() throws Exception {
        Path own = dir.resolve("cds");
        Map<String, String> cds = Map.of("ESL_CDS", "on", "ESL_CDS_DIR", own.toString());
        run(REPOSITORY, cds, "bin/esl", "lint", "examples/banking.esl"); // lists the classes
        String list;
        try (var files = Files.list(own)) {
            list = files.map(file -> file.getFileName().toString()).filter(name -> name.endsWith("-cli.classes")).findFirst().orElseThrow();
        }
        String place = list.substring(0, list.indexOf('-'));
        // what an earlier build of the same jar left (its key differs), and another checkout's archive
        List<String> earlier = List.of(place + "-1-cli.jsa", place + "-1-cli.classes", place + "-1-lsp.jsa");
        for (String name : earlier) {
            Files.writeString(own.resolve(name), "an earlier build's");
        }
        Files.writeString(own.resolve("2-3-cli.jsa"), "another checkout's");

        run(REPOSITORY, cds, "bin/esl", "lint", "examples/banking.esl"); // makes the archive beside it
        Path archive = own.resolve(list.replace(".classes", ".jsa"));
        // removed one by one once the archive is made: wait for the last
        await(() -> !Files.exists(own.resolve(place + "-1-cli.jsa")) && !Files.exists(own.resolve(place + "-1-cli.classes")));

        try (var files = Files.list(own)) {
            assertEquals(Set.of(list, archive.getFileName().toString(), place + "-1-lsp.jsa", "2-3-cli.jsa"),
                    files.map(file -> file.getFileName().toString()).collect(Collectors.toSet()));
        }
    }

    @Test
    void aDamagedArchiveIsPassedOverInSilence() throws Exception {
        Path own = dir.resolve("cds");
        Map<String, String> cds = Map.of("ESL_CDS", "on", "ESL_CDS_DIR", own.toString());
        run(REPOSITORY, cds, "bin/esl", "--version");
        try (var files = Files.list(own)) {
            Path classes = files.filter(file -> file.toString().endsWith("-cli.classes")).findFirst().orElseThrow();
            Files.writeString(Path.of(classes.toString().replace(".classes", ".jsa")), "not an archive");
        }

        assertEquals(new Outcome(0, "esl " + EslVersion.version() + "\n", ""), run(REPOSITORY, cds, "bin/esl", "--version"));
        assertEquals(new Outcome(0, "esl " + EslVersion.version() + "\n", ""),
                run(REPOSITORY, Map.of("ESL_CDS", "off", "ESL_CDS_DIR", dir.resolve("unused").toString()), "bin/esl", "--version"));
        assertFalse(Files.exists(dir.resolve("unused")), "ESL_CDS=off writes nothing");
    }

    /** Waits until {@code done}, at most two minutes: bin/esl makes an archive beside a start, after it has ended. */
    private static void await(Callable<Boolean> done) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!done.call() && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
    }

    /** Each of {@code names} was mapped from the archive by the start that logged its class loading to {@code loaded}. */
    private static void assertMapped(Path loaded, String... names) throws IOException {
        List<String> classes = Files.readAllLines(loaded);
        for (String name : names) {
            assertTrue(classes.stream().anyMatch(line -> line.contains(" " + name + " source: shared objects file")), name + " not mapped");
        }
    }

    private static boolean archived(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return false;
        }
        try (var files = Files.list(folder)) {
            return files.anyMatch(file -> file.toString().endsWith("-cli.jsa"));
        }
    }

    @Test
    void languageServerSpeaksOnlyJsonRpcOnStandardOutput() throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("workspace"));
        Files.copy(REPOSITORY.resolve("lsp-server/src/test/resources/specs/undeclared.esl"),
                workspace.resolve("undeclared.esl"));
        Process server = launcher("lsp").redirectError(dir.resolve("lsp-stderr.txt").toFile()).start();
        try {
            FirstBytes stdout = new FirstBytes(server.getInputStream());
            CompletableFuture<PublishDiagnosticsParams> published = new CompletableFuture<>();
            Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(new Client(published), stdout,
                    server.getOutputStream());
            launcher.startListening();
            LanguageServer remote = launcher.getRemoteProxy();
            InitializeParams init = new InitializeParams();
            init.setProcessId((int) ProcessHandle.current().pid());
            init.setCapabilities(new ClientCapabilities());
            // Xtext's server reads the (deprecated) rootUri; editors send it beside the workspace folders
            init.setRootUri(workspace.toUri().toString());
            init.setWorkspaceFolders(List.of(new WorkspaceFolder(workspace.toUri().toString(), "workspace")));
            assertTrue(remote.initialize(init).get(60, TimeUnit.SECONDS).getCapabilities() != null);
            remote.initialized(new InitializedParams());

            PublishDiagnosticsParams diagnostics = published.get(60, TimeUnit.SECONDS);
            assertTrue(diagnostics.getUri().endsWith("/undeclared.esl"), diagnostics.getUri());
            assertTrue(diagnostics.getDiagnostics().get(0).getMessage().getLeft().contains("ChewsGum"), diagnostics.toString());
            assertTrue(stdout.first().startsWith("Content-Length: "), "stdout began with: " + stdout.first());

            remote.shutdown().get(30, TimeUnit.SECONDS);
            remote.exit();
            assertTrue(server.waitFor(30, TimeUnit.SECONDS), "the server exits when the client says exit");
        } finally {
            server.destroyForcibly();
        }
    }

    @ParameterizedTest(name = "ESL_JAVA_OPTS \"{0}\" gives the {1} collector")
    @CsvSource(delimiter = '|', value = {
            "''                      | Serial",
            "-XX:+UseG1GC            | G1",
            "-Xmx512m -XX:+UseParallelGC | Parallel"})
    void languageServerRunsOnTheSerialCollectorUnlessTheOptionsChooseOne(String options, String collector) throws Exception {
        Path log = dir.resolve("gc.log");
        ProcessBuilder builder = launcher("lsp").redirectInput(ProcessBuilder.Redirect.PIPE)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("ESL_JAVA_OPTS", (options + " -Xlog:gc=info:file=" + log).strip());
        Process server = builder.start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!(Files.exists(log) && Files.readString(log).contains("Using ")) && System.nanoTime() < deadline) {
                Thread.sleep(100); // the JVM names its collector as it starts
            }
            assertTrue(Files.readString(log).contains("Using " + collector), Files.readString(log));
        } finally {
            server.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** esl check runs on the serial collector on any number of cores, as the JVM itself picks on one (docs/check.md). */
    @ParameterizedTest(name = "esl check with ESL_JAVA_OPTS \"{0}\" gives the {1} collector")
    @CsvSource(delimiter = '|', value = {
            "''           | Serial",
            "-XX:+UseG1GC | G1"})
    void checkRunsOnTheSerialCollectorUnlessTheOptionsChooseOne(String options, String collector) throws Exception {
        Path spec = Files.writeString(dir.resolve("gum.esl"), """
                spec gum
                predicate ChewGum "someone chews gum" when @user matches "gum"
                property no_gum "nobody chews gum": always not ChewGum
                """);
        Files.writeString(dir.resolve("hello.json"), "[{\"role\": \"user\", \"content\": \"hello\"}]");
        Path log = dir.resolve("gc.log");

        Outcome run = run(dir, Map.of("ESL_JAVA_OPTS", (options + " -Xlog:gc=info:file=" + log).strip()), LAUNCHER.toString(),
                "check", spec.toString(), "hello.json");

        assertEquals(0, run.exit(), run.err());
        assertTrue(Files.readString(log).contains("Using " + collector), Files.readString(log));
    }

    /**
     * The language server calls the optimizing compiler at three times the JVM's thresholds (docs/language-server.md,
     * "Start-up"); a threshold in ESL_JAVA_OPTS wins, and other commands keep the JVM's.
     */
    @ParameterizedTest(name = "esl {0} with ESL_JAVA_OPTS \"{1}\": the optimizing compiler after {2} calls")
    @CsvSource(delimiter = '|', value = {
            "lsp       | ''                                | 15000",
            "lsp       | -XX:Tier4InvocationThreshold=7000 | 7000",
            "--version | ''                                | 5000"})
    void languageServerCallsTheOptimizingCompilerLaterUnlessTheOptionsSayOtherwise(String command, String options, String calls)
            throws Exception {
        Path flags = dir.resolve("flags.txt");
        ProcessBuilder builder = launcher(command).redirectOutput(flags.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("ESL_JAVA_OPTS", (options + " -XX:+PrintFlagsFinal").strip());
        Process process = builder.start();
        try {
            process.getOutputStream().close();
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "esl " + command + " ends once its standard input has");
        } finally {
            process.destroyForcibly();
        }
        String threshold = Files.readString(flags).lines().filter(line -> line.contains(" Tier4InvocationThreshold "))
                .findFirst().orElseThrow();
        assertTrue(threshold.matches(".*= " + calls + " .*"), threshold);
    }

    /**
     * Commands that run for a second or two get the quick compiler alone (docs/check.md, "Compilers"): all but the
     * language server, esl guard and esl audit, which run for long, and the commands that read logs when theirs reach
     * 32 MiB, named on the line or declared by the spec; a level in ESL_JAVA_OPTS wins.
     */
    @Test
    void briefCommandsRunOnTheQuickCompilerAloneAndLargeLogsOnBoth() throws Exception {
        Path large = largeLog(dir.resolve("logs/large.jsonl"));
        Path declaresLarge = Files.writeString(dir.resolve("declares-large.esl"), "spec s \"S\"\ntranscripts \"logs/**/*.jsonl\"\n");
        // a folder of its own: a spec's glob counts all of the folder it starts in
        Path small = Files.writeString(Files.createDirectories(dir.resolve("small")).resolve("small.jsonl"),
                "[{\"role\": \"user\", \"content\": \"hello\"}]\n");
        Path declaresSmall = Files.writeString(dir.resolve("small/declares-small.esl"), "spec s \"S\"\ntranscripts \"*.jsonl\"\n");

        assertEquals("1", compilerLevel("", "--version"));
        assertEquals("1", compilerLevel("", "lint", "--help"));
        assertEquals("1", compilerLevel("", "test", "--help"));
        assertEquals("1", compilerLevel("", "check", "--help", small.toString()));
        assertEquals("1", compilerLevel("", "check", "--help", declaresSmall.toString()));
        assertEquals("1", compilerLevel("", "eval", "--help", small.toString()));
        assertEquals("1", compilerLevel("", "report", "--help"));

        assertEquals("4", compilerLevel("", "check", "--help", large.toString()));
        assertEquals("4", compilerLevel("", "check", "--help", declaresLarge.toString()), "the spec's transcripts count");
        assertEquals("4", compilerLevel("", "eval", "--help", large.toString()));
        assertEquals("4", compilerLevel("", "report", "--help", large.toString()));
        assertEquals("4", compilerLevel("", "lsp", "--help"));
        assertEquals("4", compilerLevel("", "guard", "--help"));
        assertEquals("4", compilerLevel("-XX:TieredStopAtLevel=4", "lint", "--help"));
    }

    /** The highest tier the JVM compiles at when bin/esl runs with {@code arguments} and ESL_JAVA_OPTS {@code options}. */
    private String compilerLevel(String options, String... arguments) throws Exception {
        return finalFlag(options, "TieredStopAtLevel", arguments);
    }

    /**
     * esl check of a large log runs C2 at smaller inlining limits, so that it compiles the check's wide hot path early
     * (docs/check.md, "Inlining"); a limit in ESL_JAVA_OPTS wins, and other commands keep the JVM's.
     */
    @ParameterizedTest(name = "esl {0} with ESL_JAVA_OPTS \"{1}\": inlining {2} levels deep")
    @CsvSource(delimiter = '|', value = {
            "check     | ''                   | 6",
            "check     | -XX:MaxInlineLevel=9 | 9",
            "--version | ''                   | 15"})
    void checkInlinesLessDeeplyUnlessTheOptionsSayOtherwise(String command, String options, String levels) throws Exception {
        assertEquals(levels, finalFlag(options, "MaxInlineLevel", command, "--help", largeLog(dir.resolve("large.jsonl")).toString()));
    }

    /**
     * esl check of a large log (32 MiB and more) gives the optimizing compiler three threads below eight cores
     * (docs/check.md, "Compiler threads"); a small one runs without it, and a count in ESL_JAVA_OPTS wins.
     */
    @Test
    void checkOfALargeLogCompilesOnMoreThreadsUnlessTheOptionsSayOtherwise() throws Exception {
        Path large = largeLog(dir.resolve("large.jsonl"));

        // both compilers, as the JVM counts their threads for them
        int jvms = compilerThreads("-XX:TieredStopAtLevel=4", "--version");
        int largeLog = compilerThreads("", "check", "--help", large.toString());
        int linkedLog = compilerThreads("", "check", "--help", Files.createSymbolicLink(dir.resolve("linked.jsonl"), large).toString());
        int chosen = compilerThreads("-XX:CICompilerCount=2", "check", "--help", large.toString());

        // bin/esl counts the cores as nproc does (CPU affinity, not a container's CPU quota, which the JVM also counts)
        if (Integer.parseInt(run(dir, Map.of(), "nproc").out().strip()) < 8) {
            assertEquals(4, largeLog);
        } else {
            assertEquals(jvms, largeLog, "from eight cores on bin/esl leaves the count to the JVM");
        }
        assertEquals(largeLog, linkedLog, "a log behind a symbolic link counts at its size");
        assertEquals(2, chosen);
    }

    /** A log of a little over 32 MiB at {@code file}, in as many lines of one short transcript. */
    private static Path largeLog(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        try (var out = Files.newBufferedWriter(file)) {
            String line = "[{\"role\": \"user\", \"content\": \"hello\"}]\n";
            for (long written = 0; written <= 33L << 20; written += line.length()) {
                out.write(line);
            }
        }
        return file;
    }

    /**
     * bin/esl asks the kernel for huge pages for the heap where Linux gives them on request (docs/language-server.md,
     * "Start-up"), whatever the command; where it gives none or always it does not ask, and an option in ESL_JAVA_OPTS wins.
     */
    @Test
    void theHeapIsOnHugePagesWhereTheKernelGivesThemOnRequest() throws Exception {
        Path mode = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
        boolean onRequest = Files.isReadable(mode) && Files.readString(mode).contains("[madvise]");

        assertEquals(onRequest, hugePages("", "--version"));
        assertEquals(onRequest, hugePages("", "check", "--help"));
        assertFalse(hugePages("-XX:-UseTransparentHugePages", "--version"));
    }

    /** The JVM's UseTransparentHugePages when bin/esl runs with {@code arguments} and ESL_JAVA_OPTS {@code options}. */
    private boolean hugePages(String options, String... arguments) throws Exception {
        return finalFlag(options, "UseTransparentHugePages", arguments).equals("true");
    }

    /** The JVM's CICompilerCount when bin/esl runs with {@code arguments} and ESL_JAVA_OPTS {@code options}. */
    private int compilerThreads(String options, String... arguments) throws Exception {
        return Integer.parseInt(finalFlag(options, "CICompilerCount", arguments));
    }

    /**
     * The value {@code -XX:+PrintFlagsFinal} prints for the JVM flag {@code flag} when bin/esl runs with {@code arguments}
     * and ESL_JAVA_OPTS {@code options}.
     */
    private String finalFlag(String options, String flag, String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of(LAUNCHER.toString()));
        command.addAll(Arrays.asList(arguments));
        Outcome run = run(dir, Map.of("ESL_JAVA_OPTS", (options + " -XX:+PrintFlagsFinal").strip()), command.toArray(String[]::new));
        String line = run.out().lines().filter(printed -> printed.contains(" " + flag + " ")).findFirst().orElseThrow();
        return line.replaceAll(".*= *(\\S+) .*", "$1");
    }

    /** LSP: "If the parent process is not alive then the server should exit"; an editor killed says nothing. */
    @Test
    void languageServerExitsWhenTheEditorThatStartedItHasEnded() throws Exception {
        Process editor = new ProcessBuilder("sleep", "600").start();
        Process server = launcher("lsp").redirectError(dir.resolve("lsp-stderr.txt").toFile()).start();
        try {
            Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(new Client(new CompletableFuture<>()),
                    server.getInputStream(), server.getOutputStream());
            launcher.startListening();
            InitializeParams init = new InitializeParams();
            init.setProcessId((int) editor.pid());
            init.setCapabilities(new ClientCapabilities());
            launcher.getRemoteProxy().initialize(init).get(60, TimeUnit.SECONDS);
            assertFalse(server.waitFor(1, TimeUnit.SECONDS), "the server serves while its editor runs");

            editor.destroy();

            assertTrue(server.waitFor(60, TimeUnit.SECONDS), "the server exits once its editor has ended");
            assertEquals(1, server.exitValue(), "as after an exit without shutdown");
            assertTrue(Files.readString(dir.resolve("lsp-stderr.txt")).contains("(process " + editor.pid() + ") has ended"),
                    Files.readString(dir.resolve("lsp-stderr.txt")));
        } finally {
            editor.destroyForcibly();
            server.destroyForcibly();
        }
    }

    @Test
    void languageServerServesASingleFileOpenedWithoutAFolder() throws Exception {
        Path spec = REPOSITORY.resolve("examples/railway.esl");
        Process server = new ProcessBuilder(ProcessHandle.current().info().command().orElse("java"), "-jar", REPOSITORY.resolve("lsp-server/target/esl.jar").toString(), "lsp")
                .directory(dir.toFile()).redirectError(dir.resolve("lsp-stderr.txt").toFile()).start();
        try {
            CompletableFuture<PublishDiagnosticsParams> published = new CompletableFuture<>();
            Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(new Client(published), server.getInputStream(),
                    server.getOutputStream());
            launcher.startListening();
            LanguageServer remote = launcher.getRemoteProxy();
            InitializeParams init = new InitializeParams();
            init.setProcessId((int) ProcessHandle.current().pid());
            init.setCapabilities(new ClientCapabilities()); // no rootUri, no workspace folders: one file, as `vim railway.esl`
            remote.initialize(init).get(60, TimeUnit.SECONDS);
            remote.initialized(new InitializedParams());
            String text = Files.readString(spec).replace("InTrain(x) => InRailway(x)", "InTrain(x) => InRailwy(x)");
            remote.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                    new TextDocumentItem(spec.toUri().toString(), "esl", 1, text)));

            PublishDiagnosticsParams diagnostics = published.get(60, TimeUnit.SECONDS);
            assertEquals(spec.toUri().toString(), diagnostics.getUri());
            assertEquals("unknown predicate or function 'InRailwy'; did you mean 'InRailway'?",
                    diagnostics.getDiagnostics().get(0).getMessage().getLeft());
            Hover hover = remote.getTextDocumentService().hover(new HoverParams(new TextDocumentIdentifier(spec.toUri().toString()),
                    new Position(8, 12))).get(60, TimeUnit.SECONDS);
            assertEquals("```esl\npredicate InTrain(x)\n```\n\na person {x} is inside a train\n\nFrom rapid-transit-act.md, line 9:\n\n"
                    + "> transit system, and includes every train.", hover.getContents().getRight().getValue());

            remote.shutdown().get(30, TimeUnit.SECONDS);
            remote.exit();
            assertTrue(server.waitFor(30, TimeUnit.SECONDS), "the server exits when the client says exit");
            assertEquals("", Files.readString(dir.resolve("lsp-stderr.txt")), "nothing went wrong on the way");
        } finally {
            server.destroyForcibly();
        }
    }

    /** bin/esl with {@code arguments}, run in the test's folder: a first start, which lists its classes in that folder. */
    private ProcessBuilder launcher(String... arguments) {
        List<String> command = new ArrayList<>(List.of(LAUNCHER.toString()));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        builder.environment().put("ESL_CDS", "on");
        builder.environment().put("ESL_CDS_DIR", dir.resolve("cds").toString());
        return builder;
    }

    private static Outcome run(Path directory, Map<String, String> environment, String... command) throws Exception {
        Path out = Files.createTempFile("esl-out", ".txt");
        Path err = Files.createTempFile("esl-err", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            if (environment.containsKey("PATH")) {
                builder.environment().remove("JAVA_HOME");
            }
            builder.environment().putAll(environment);
            Process process = builder.start();
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "bin/esl " + String.join(" ", command) + " did not finish");
            return new Outcome(process.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.delete(out);
            Files.delete(err);
        }
    }

    /** Remembers the first bytes the server wrote, to show nothing came before the first JSON-RPC header. */
    private static final class FirstBytes extends FilterInputStream {

        private final List<Byte> first = new ArrayList<>();

        FirstBytes(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            remember(b);
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            for (int i = 0; i < n; i++) {
                remember(buffer[offset + i]);
            }
            return n;
        }

        private synchronized void remember(int b) {
            if (b >= 0 && first.size() < 64) {
                first.add((byte) b);
            }
        }

        synchronized String first() {
            byte[] bytes = new byte[first.size()];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = first.get(i);
            }
            return new String(bytes, StandardCharsets.US_ASCII);
        }
    }

    /** A client that only waits for the first diagnostics the server publishes. */
    private static final class Client extends QuietClient {

        private final CompletableFuture<PublishDiagnosticsParams> published;

        Client(CompletableFuture<PublishDiagnosticsParams> published) {
            this.published = published;
        }

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams diagnostics) {
            if (!diagnostics.getDiagnostics().isEmpty()) {
                published.complete(diagnostics);
            }
        }
    }
}
