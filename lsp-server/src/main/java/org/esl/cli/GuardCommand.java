package org.esl.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.esl.guard.GuardOptions;
import org.esl.guard.GuardService;
import org.esl.guard.Intervention;
import org.esl.guard.Judge;
import org.esl.guard.InterventionChoice;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code esl guard SPEC --upstream URL}: an OpenAI-compatible proxy that judges every answer of the upstream against
 * the spec before its client sees it, and intervenes (docs/guard.md). It serves until it is stopped (SIGTERM or
 * Ctrl-C), then lets the requests in flight finish and closes the audit log.
 */
@Command(name = "guard", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Serves the OpenAI chat-completions API in front of an upstream (OpenAI, Azure, Ollama, vLLM, llama.cpp),"
                        + " judges each proposed answer against the spec's properties, rules and policies, and blocks or"
                        + " replaces one that would break them.",
                "The first line on standard error says where it listens. It serves until SIGTERM or Ctrl-C, lets the requests"
                        + " in flight finish, then exits with the signal's status (143, 130). Exit status 2: bad usage, an"
                        + " unreadable or refused spec, or an address that cannot be bound." })
class GuardCommand implements Callable<Integer> {

    static final String DEFAULT_LISTEN = "127.0.0.1:8750";

    @Parameters(index = "0", paramLabel = "SPEC", description = "The spec file.")
    private Path specFile;

    @Option(names = "--upstream", paramLabel = "URL", required = true,
            description = "The upstream's API root, e.g. http://localhost:11434/v1 (Ollama) or https://api.openai.com/v1.")
    private String upstream;

    @Option(names = "--listen", paramLabel = "HOST:PORT", defaultValue = DEFAULT_LISTEN,
            description = "Where to serve; default ${DEFAULT-VALUE}; port 0 picks a free one.")
    private String listen;

    @Option(names = "--log", paramLabel = "FILE.jsonl",
            description = "The audit log: one line per exchange, in the transcript format esl check reads.")
    private Path log;

    @Option(names = "--intervene", paramLabel = "HOW", defaultValue = "block",
            description = "What to do with an answer that would break a property or rule: block (default), resample,"
                    + " constrain, switch or revise; the spec's option guard.NAME wins for its declaration.")
    private String intervene;

    @Option(names = "--tries", paramLabel = "N", defaultValue = "3",
            description = "How often resample, constrain, switch and revise ask again before the answer is blocked; default 3.")
    private int tries;

    @Option(names = "--samples", paramLabel = "K", defaultValue = "0",
            description = "Sample K answers to estimate the probability of a violation (prediction); default 0, off.")
    private int samples;

    @Option(names = "--threshold", paramLabel = "P", defaultValue = "0.5",
            description = "Intervene when the estimated probability of a violation exceeds P; default 0.5.")
    private double threshold;

    @Option(names = "--fallback-model", paramLabel = "NAME", description = "The model that switch asks.")
    private String fallbackModel;

    @Option(names = "--upstream-timeout", paramLabel = "SECONDS", defaultValue = "120",
            description = "Time limit of each upstream request, the whole answer; default 120.")
    private int upstreamTimeout;

    @Option(names = "--upstream-retries", paramLabel = "N", defaultValue = "2",
            description = "Further attempts after a 429 (after its Retry-After), a 5xx, a time-out or a lost connection; default 2.")
    private int upstreamRetries;

    @Option(names = "--max-request-mb", paramLabel = "MB", defaultValue = "8",
            description = "The largest request body served; default 8.")
    private int maxRequestMegabytes;

    @Option(names = "--sessions", paramLabel = "N",
            description = "Check sessions open at once; default twice the processors (more with the LLM stage, which waits).")
    private Integer sessions;

    @Mixin
    private SolverArguments solver = new SolverArguments();

    @Mixin
    private LlmArguments llm = new LlmArguments();

    @Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        Optional<Intervention> how = Intervention.of(intervene);
        if (how.isEmpty()) {
            return badInput(err, "--intervene is " + Intervention.names() + ", not " + intervene);
        }
        Optional<String> mistake = solver.mistake();
        if (mistake.isPresent()) {
            return badInput(err, mistake.get());
        }
        if (!upstream.startsWith("http://") && !upstream.startsWith("https://")) {
            return badInput(err, "--upstream is an http or https URL, not " + upstream);
        }
        if (upstreamTimeout <= 0 || upstreamRetries < 0 || maxRequestMegabytes <= 0 || maxRequestMegabytes > 1024
                || (sessions != null && sessions <= 0)) {
            return badInput(err, "--upstream-timeout, --max-request-mb (up to 1024) and --sessions are positive numbers,"
                    + " --upstream-retries is 0 or more");
        }
        URI address;
        try {
            address = listenAddress(listen);
        } catch (IllegalArgumentException e) {
            return badInput(err, e.getMessage());
        }
        if (log != null && log.toAbsolutePath().getParent() != null && !Files.isDirectory(log.toAbsolutePath().getParent())) {
            return badInput(err, "the folder of the audit log " + log + " does not exist");
        }
        GuardOptions options;
        try {
            options = new GuardOptions(how.get(), tries, samples, threshold, Optional.ofNullable(fallbackModel));
        } catch (IllegalArgumentException e) {
            return badInput(err, e.getMessage());
        }
        Optional<RunnableSpec> opened = SpecOpening.open(SpecRuns.standalone(), specFile, "esl guard", err);
        if (opened.isEmpty()) {
            return EslCommand.BAD_INPUT;
        }
        RunnableSpec spec = opened.get();
        if (fallbackModel == null && InterventionChoice.of(spec.spec(), how.get()).mayChoose(Intervention.SWITCH)) {
            return badInput(err, "switch asks the fallback model: give --fallback-model NAME");
        }
        LlmOptions llmOptions;
        try {
            llmOptions = llm.options(specFile, LlmArguments.LIFETIME_BUDGET);
        } catch (InvalidSettingsException e) {
            return badInput(err, e.getMessage());
        }
        CheckOptions check = Judge.checkOptions(solver.interpretation(), solver.timeout());
        int processors = Runtime.getRuntime().availableProcessors();
        GuardService.Settings settings;
        try {
            settings = new GuardService.Settings(upstream, address.getHost().replaceAll("^\\[|\\]$", ""), address.getPort(),
                    Optional.ofNullable(log),
                    options, check, llmOptions, Duration.ofSeconds(upstreamTimeout), upstreamRetries,
                    maxRequestMegabytes * 1024 * 1024,
                    sessions != null ? sessions : llmOptions.enabled() ? Math.max(8, llmOptions.concurrency() * 2) : 2 * processors);
        } catch (IllegalArgumentException e) {
            return badInput(err, e.getMessage());
        }
        GuardService service;
        try {
            service = GuardService.start(spec, settings);
        } catch (UncheckableSpecException e) {
            return badInput(err, e.getMessage());
        } catch (IOException e) {
            return badInput(err, "cannot listen on " + listen + (log == null ? "" : " or write " + log) + ": " + e.getMessage());
        }
        err.println("esl guard: listening on " + service.uri());
        err.flush();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(service, err), "esl-guard-stop"));
        try {
            service.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return EslCommand.CLEAN;
    }

    /** On SIGTERM or Ctrl-C: the requests in flight finish, then the log is closed. */
    private static void stop(GuardService service, PrintWriter err) {
        try {
            service.close();
            err.println("esl guard: stopped");
        } catch (IOException | RuntimeException e) {
            err.println("esl guard: stopped, but " + e.getMessage());
        }
        err.flush();
    }

    /** {@code HOST:PORT}, {@code [IPV6]:PORT} or {@code :PORT} (loopback). */
    static URI listenAddress(String listen) {
        String text = listen.startsWith(":") ? "127.0.0.1" + listen : listen;
        URI uri;
        try {
            uri = URI.create("http://" + text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--listen is HOST:PORT, e.g. " + DEFAULT_LISTEN + ", not " + listen);
        }
        if (uri.getHost() == null || uri.getPort() < 0 || uri.getPort() > 65535 || uri.getPath() != null && !uri.getPath().isEmpty()) {
            throw new IllegalArgumentException("--listen is HOST:PORT, e.g. " + DEFAULT_LISTEN + ", not " + listen);
        }
        return uri;
    }

    private static int badInput(PrintWriter err, String reason) {
        err.println("esl guard: " + reason);
        return EslCommand.BAD_INPUT;
    }
}
