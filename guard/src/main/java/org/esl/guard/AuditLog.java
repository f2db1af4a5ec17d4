package org.esl.guard;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.esl.runtime.check.TranscriptReport;

import com.google.gson.JsonObject;

/**
 * The guard's audit log ({@code --log FILE.jsonl}): one line per finished exchange, in the transcript format
 * {@code esl check} reads, with the guard's verdict and interventions in its {@code esl} member, appended and flushed
 * line by line so that a reader (or an editor following the file) never sees half a line (docs/guard.md, "The audit
 * log"). Listeners, e.g. the language server, hear of each exchange as it is written. Thread-safe.
 */
public final class AuditLog implements AutoCloseable {

    /** The name transcripts are read under when there is no log file. */
    static final String NO_FILE = "guard.jsonl";

    /**
     * One finished exchange: its line, and what the check reported of the transcript in it (empty for an exchange
     * that ended in an error, or whose answer could not be read).
     */
    public record Exchange(JsonObject line, Optional<TranscriptReport> report) {

        public Exchange {
            Objects.requireNonNull(line, "line");
            Objects.requireNonNull(report, "report");
        }

        /** The exchange's verdict: {@code pass}, {@code pending}, {@code blocked}, {@code revised} or {@code error}. */
        public String verdict() {
            return line.getAsJsonObject("esl").get("verdict").getAsString();
        }
    }

    /** Hears of each exchange after its line is written. */
    @FunctionalInterface
    public interface Listener {
        void exchanged(Exchange exchange);
    }

    private final Optional<Path> file;
    private final BufferedWriter out;
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();

    private AuditLog(Optional<Path> file, BufferedWriter out) {
        this.file = file;
        this.out = out;
    }

    /** A log that keeps nothing; its listeners still hear of every exchange. */
    public static AuditLog none() {
        return new AuditLog(Optional.empty(), null);
    }

    /** Appends to {@code file}, creating it. */
    public static AuditLog to(Path file) throws IOException {
        return new AuditLog(Optional.of(file), Files.newBufferedWriter(file, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE));
    }

    public Optional<Path> file() {
        return file;
    }

    /** The name the guard reads transcripts under: the log's, so that the LLM stage caches its answers beside it. */
    String transcriptFile() {
        return file.map(Path::toString).orElse(NO_FILE);
    }

    public void listen(Listener listener) {
        listeners.add(listener);
    }

    /** Writes one exchange's line and flushes it, then tells the listeners. */
    void write(Exchange exchange) {
        if (out != null) {
            // serialised before taking the lock: under load, exchanges wait for one another's writes, not their JSON
            String line = exchange.line().toString();
            synchronized (this) {
                try {
                    out.write(line);
                    out.write('\n');
                    out.flush();
                } catch (IOException e) {
                    throw new UncheckedIOException("the audit log " + file.get() + " cannot be written: " + e.getMessage(), e);
                }
            }
        }
        for (Listener listener : listeners) {
            listener.exchanged(exchange);
        }
    }

    @Override
    public synchronized void close() throws IOException {
        if (out != null) {
            out.close();
        }
    }
}
