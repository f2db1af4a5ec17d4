package org.esl.lang.run;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckCancelledException;
import org.esl.runtime.transcript.TranscriptReader;
import org.esl.runtime.transcript.UnparsedTranscript;

/**
 * Runs a check of transcript files on one thread or several: the run's thread reads the files (lines of a
 * {@code .jsonl} file are only cut, not parsed) and hands batches of transcripts to the workers, each with its own
 * {@link CheckSession}, which parse, check and prepare them; the run's thread then hands the prepared reports on in
 * the order read. At most {@link #WINDOW_PER_THREAD} batches per thread are under way, so memory does not grow with
 * the number of transcripts, however skewed their sizes. With one thread everything happens on the run's thread,
 * each transcript handed on as soon as it is checked.
 */
final class CheckRunner<T> {

    /** Transcripts per task on several threads: enough to make the hand-over cheap, few enough to keep memory flat. */
    static final int BATCH = 64;
    /** Batches under way per thread: what the workers have queued while the run's thread writes or reads. */
    static final int WINDOW_PER_THREAD = 8;

    private final List<Path> files;
    private final ParallelCheckListener<T> listener;
    private final CancelSignal signal;
    private final BlockingQueue<CheckSession> sessions;
    private final ExecutorService workers;
    private final int batchSize;
    private final int window;
    private final Deque<Future<Batch<T>>> underway = new ArrayDeque<>();
    /** How many files were read and handed on whole, once the run stopped early. */
    private OptionalInt stoppedAt = OptionalInt.empty();

    /** A transcript read but not parsed, and which file it is in. */
    private record Unparsed(int file, UnparsedTranscript transcript) {
    }

    /** A batch's transcripts prepared in order; {@code cancelledAt} is the file of the first one cancelled, if any. */
    private record Batch<T>(List<T> prepared, OptionalInt cancelledAt) {
    }

    private CheckRunner(List<Path> files, List<CheckSession> sessions, ParallelCheckListener<T> listener, CancelSignal signal) {
        this.files = files;
        this.listener = listener;
        this.signal = signal;
        this.sessions = new ArrayBlockingQueue<>(sessions.size(), false, sessions);
        int threads = sessions.size();
        this.workers = threads == 1 ? null : Executors.newFixedThreadPool(threads, new Workers());
        this.batchSize = threads == 1 ? 1 : BATCH;
        this.window = threads == 1 ? 1 : threads * WINDOW_PER_THREAD;
    }

    /**
     * Checks the transcripts of {@code files} with {@code sessions}, one thread per session; the sessions stay open.
     *
     * @return how many files were checked whole: fewer than all when {@code signal} was cancelled
     */
    static <T> int run(List<Path> files, List<CheckSession> sessions, ParallelCheckListener<T> listener, CancelSignal signal) {
        CheckRunner<T> runner = new CheckRunner<>(files, sessions, listener, signal);
        try {
            return runner.run();
        } finally {
            if (runner.workers != null) {
                runner.workers.shutdownNow();
            }
        }
    }

    private int run() {
        TranscriptReader reader = new TranscriptReader();
        List<Unparsed> batch = new ArrayList<>(batchSize);
        for (int file = 0; file < files.size() && stoppedAt.isEmpty(); file++) {
            if (signal.isCancelled()) {
                submit(batch);
                drain();
                return stoppedAt.orElse(file);
            }
            listener.reading(files.get(file), file, files.size());
            try (Stream<UnparsedTranscript> transcripts = reader.readUnparsed(files.get(file))) {
                for (Iterator<UnparsedTranscript> read = transcripts.iterator(); read.hasNext() && stoppedAt.isEmpty();) {
                    batch.add(new Unparsed(file, read.next()));
                    if (batch.size() == batchSize) {
                        submit(batch);
                        batch = new ArrayList<>(batchSize);
                    }
                }
            }
        }
        submit(batch);
        drain();
        return stoppedAt.orElse(files.size());
    }

    private void submit(List<Unparsed> batch) {
        if (batch.isEmpty() || stoppedAt.isPresent()) {
            return;
        }
        while (underway.size() >= window) {
            handOn(underway.removeFirst());
        }
        underway.addLast(workers == null ? CompletableFuture.completedFuture(check(batch)) : workers.submit(() -> check(batch)));
        // One batch done is handed on per batch submitted, so that a listener hears of each transcript soon. Handing
        // on every batch done here would starve the workers: after a wait for the oldest, most of the window is done,
        // and while the run's thread wrote them all the workers had only the one new batch (docs/benchmarks.md,
        // "Two threads: the warm-up").
        if (underway.peekFirst().isDone()) {
            handOn(underway.removeFirst());
        }
    }

    private void drain() {
        while (!underway.isEmpty()) {
            handOn(underway.removeFirst());
        }
    }

    /** On a worker (or the run's thread alone): parses, checks and prepares the batch's transcripts in order. */
    private Batch<T> check(List<Unparsed> batch) {
        // never empty: each of the sessions' threads holds at most one, and only while it runs a batch
        CheckSession session = sessions.remove();
        try {
            List<T> prepared = new ArrayList<>(batch.size());
            for (Unparsed transcript : batch) {
                try {
                    prepared.add(listener.prepare(session.check(transcript.transcript().parse())));
                } catch (CheckCancelledException e) {
                    return new Batch<>(prepared, OptionalInt.of(transcript.file()));
                }
            }
            return new Batch<>(prepared, OptionalInt.empty());
        } finally {
            sessions.add(session);
        }
    }

    /** On the run's thread: hands on a batch's reports, waiting for it; a cancelled one stops the run there. */
    private void handOn(Future<Batch<T>> underway) {
        Batch<T> batch = result(underway);
        if (stoppedAt.isPresent()) {
            return;
        }
        batch.prepared().forEach(listener::checked);
        stoppedAt = batch.cancelledAt();
    }

    /** The batch, or what went wrong on its worker, thrown again here: an error, e.g. out of memory, ends the run. */
    private static <T> Batch<T> result(Future<Batch<T>> batch) {
        try {
            return batch.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("the check was interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Daemon threads named {@code esl-check-N}, so that a run that fails never keeps the JVM alive. */
    private static final class Workers implements java.util.concurrent.ThreadFactory {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable work) {
            Thread thread = new Thread(work, "esl-check-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        }
    }
}
