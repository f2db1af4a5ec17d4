package org.esl.guard;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

import org.esl.lang.run.RunnableSpec;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.ModelStage;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.llm.LanguageModelStage;
import org.esl.runtime.llm.LlmOptions;

/**
 * A running guard, put together and taken apart in order: the audit log, the LLM stage when enabled (one, shared by
 * the pooled check sessions), the {@link Judge}, the {@link Upstream}, the {@link Guard} and its {@link GuardServer}.
 * {@link #close()} stops the server, letting the requests in flight finish, then closes what they used, the log last,
 * so that every exchange served is in it. The command line and the language server both start guards this way.
 */
public final class GuardService implements AutoCloseable {

    /**
     * Everything a guard is started with besides the spec (docs/guard.md lists the options).
     *
     * @param upstream        the upstream's API root, e.g. {@code http://localhost:11434/v1}
     * @param port            0 picks a free one
     * @param log             the audit log ({@code .jsonl}); required with the LLM stage, whose answers are cached beside it
     * @param upstreamTimeout per upstream request, the whole answer
     * @param upstreamRetries further attempts after a 429, a 5xx, a time-out or a lost connection
     * @param maxBodyBytes    the largest request body served
     * @param sessions        the most check sessions open at once
     */
    public record Settings(String upstream, String host, int port, Optional<Path> log, GuardOptions options,
            CheckOptions check, LlmOptions llm, Duration upstreamTimeout, int upstreamRetries, int maxBodyBytes, int sessions) {

        public Settings {
            Objects.requireNonNull(upstream, "upstream");
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(log, "log");
            Objects.requireNonNull(options, "options");
            Objects.requireNonNull(check, "check");
            Objects.requireNonNull(llm, "llm");
            Objects.requireNonNull(upstreamTimeout, "upstreamTimeout");
            if (llm.enabled() && log.isEmpty()) {
                throw new IllegalArgumentException("the LLM stage caches its answers beside the audit log: give --log FILE.jsonl");
            }
            log.ifPresent(file -> {
                if (!file.getFileName().toString().endsWith(".jsonl")) {
                    throw new IllegalArgumentException("the audit log is a .jsonl file, which esl check reads back, not " + file);
                }
            });
        }

        /** How long one request may take at most: every upstream request an exchange may send, one after the other. */
        Duration longest() {
            int requests = 1 + options.tries() + options.samples();
            return upstreamTimeout.multipliedBy((long) requests * (upstreamRetries + 1)).plusSeconds(30);
        }
    }

    private final AuditLog log;
    private final LanguageModelStage stage;
    private final Judge judge;
    private final Guard guard;
    private final GuardServer server;

    private GuardService(AuditLog log, LanguageModelStage stage, Judge judge, Guard guard, GuardServer server) {
        this.log = log;
        this.stage = stage;
        this.judge = judge;
        this.guard = guard;
        this.server = server;
    }

    /**
     * Starts a guard of {@code spec}.
     *
     * @throws UncheckableSpecException when a property cannot be monitored
     * @throws IOException              when the log cannot be opened or the address cannot be bound
     */
    public static GuardService start(RunnableSpec spec, Settings settings) throws UncheckableSpecException, IOException {
        AuditLog log = settings.log().isPresent() ? AuditLog.to(settings.log().get()) : AuditLog.none();
        LanguageModelStage stage = null;
        Judge judge = null;
        Guard guard = null;
        try {
            ModelStage model = ModelStage.NONE;
            if (settings.llm().enabled()) {
                int interpretation = settings.check().interpretation().orElse(spec.spec().options().interpretation());
                stage = LanguageModelStage.fromEnvironment(spec.spec(), spec.loaded().expressions(), settings.llm(), interpretation);
                model = stage;
            }
            judge = new Judge(spec, settings.check(), model, log.transcriptFile(), settings.sessions());
            Upstream upstream = new Upstream(settings.upstream(), settings.upstreamTimeout(), settings.upstreamRetries(),
                    GuardServer.MOST_THREADS);
            guard = new Guard(spec.spec(), judge, upstream, log, settings.options());
            GuardServer server = GuardServer.start(guard, settings.host(), settings.port(), settings.maxBodyBytes(),
                    settings.longest());
            return new GuardService(log, stage, judge, guard, server);
        } catch (UncheckableSpecException | IOException | RuntimeException e) {
            closeAll(guard, judge, stage, log);
            throw e;
        }
    }

    /** The API root clients are given: {@code http://HOST:PORT/v1}. */
    public URI uri() {
        return server.uri();
    }

    /** The audit log, e.g. for a listener. */
    public AuditLog log() {
        return log;
    }

    /** Waits until the server has stopped. */
    public void join() throws InterruptedException {
        server.join();
    }

    /** Stops the server (the requests in flight finish), then closes the guard, the sessions, the LLM stage and the log. */
    @Override
    public void close() throws IOException {
        try {
            server.stop();
        } finally {
            closeAll(guard, judge, stage, log);
        }
    }

    private static void closeAll(Guard guard, Judge judge, LanguageModelStage stage, AuditLog log) throws IOException {
        try {
            if (guard != null) {
                guard.close();
            }
            if (judge != null) {
                judge.close();
            }
            if (stage != null) {
                stage.close();
            }
        } finally {
            log.close();
        }
    }
}
