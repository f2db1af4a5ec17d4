package org.esl.lang.ide.server;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.xtext.ide.server.BuildManager.Buildable;
import org.eclipse.xtext.ide.server.concurrent.IRequestManager;
import org.eclipse.xtext.ide.server.concurrent.RequestManager;
import org.eclipse.xtext.ide.server.concurrent.WriteRequest;
import org.eclipse.xtext.service.OperationCanceledManager;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.xbase.lib.Functions.Function0;
import org.eclipse.xtext.xbase.lib.Functions.Function1;
import org.eclipse.xtext.xbase.lib.Functions.Function2;

import com.google.inject.Inject;
import com.google.inject.Singleton;

/**
 * Xtext's queue of the server's work, which can hold one build back (the rest of the first build of the workspace
 * folders, {@link DeferredProjectManager}) so that the build of the document an editor opens first comes before it,
 * and so do the requests that read only that document, which an editor sends right after opening it: its code lenses,
 * symbols, folding, highlighting, code actions (docs/language-server.md, "Start-up"). Every other request and every
 * other change releases it first, so that whatever else the server does sees the workspace built, as without holding.
 * The held build runs after the reads of the opened document queued before it; once queued, it is never cancelled by a
 * later change: Xtext's own first build is not cancellable either. Work on the opened document that is none of its
 * first answers (the solver-backed lint's compilation) waits while the build is held, and runs once those answers
 * are computed, before the held build: on two cores it would otherwise share them with the answers.
 */
@Singleton
public class OpenedFirstRequestManager extends RequestManager {

    private Function0<? extends Buildable> held;
    private boolean opening;
    private boolean opened;
    /** The build the opening under way has queued. */
    private CompletableFuture<?> openBuild;
    private boolean readingOpened;
    /** The reads of an opened document queued while the build was held: it runs after them. */
    private final List<CompletableFuture<?>> openedReads = new ArrayList<>();
    /** The reads of an opened document that wait for its first answers. */
    private final List<LaterRead<?>> laterReads = new ArrayList<>();

    /**
     * A read that waits for the first answers on an opened document: {@code queue}, given their end, queues it; its
     * answer goes to {@code answer}.
     */
    private record LaterRead<V>(CompletableFuture<V> answer, Function<CompletableFuture<Void>, CompletableFuture<V>> queue) {

        CompletableFuture<V> queueAfter(CompletableFuture<Void> firstAnswers) {
            return queue.apply(firstAnswers).whenComplete((value, failure) -> {
                if (failure != null) {
                    answer.completeExceptionally(failure);
                } else {
                    answer.complete(value);
                }
            });
        }
    }

    @Inject
    public OpenedFirstRequestManager(ExecutorService parallel, OperationCanceledManager operationCanceledManager) {
        super(parallel, operationCanceledManager);
    }

    /**
     * Holds {@code build} (computed when it runs) back until {@link #release}, or until a request that is neither an
     * opening nor a read of an opened document.
     */
    public synchronized void hold(Function0<? extends Buildable> build) {
        held = build;
    }

    /**
     * Runs {@code open}, which queues the build of an opened document, before the held build, which stays held for the
     * reads of that document; returns the end of that build.
     */
    public synchronized CompletableFuture<?> opening(Runnable open) {
        opening = true;
        opened = true;
        openBuild = CompletableFuture.completedFuture(null);
        try {
            open.run();
            return openBuild;
        } finally {
            opening = false;
        }
    }

    /** Runs {@code read}, which queues a request that reads only an opened document, before the held build. */
    public synchronized <T> T readingOpened(Supplier<T> read) {
        readingOpened = true;
        try {
            return read.get();
        } finally {
            readingOpened = false;
        }
    }

    /**
     * This queue for work whose reads read only an opened document but are none of its first answers, as the
     * solver-backed lint's compilation of the document it lints: while the rest of the workspace is held, such a read
     * waits for the opened document's reads queued until the held build is released (the first code lens request,
     * or {@link #release} otherwise), then runs before the held build. Once nothing is held, it is queued as usual.
     */
    public IRequestManager forReadsOfOpened() {
        return new IRequestManager() {
            @Override
            public <V> CompletableFuture<V> runRead(Function1<? super CancelIndicator, ? extends V> cancellable) {
                return afterOpenedReads(cancellable);
            }

            @Override
            public <U, V> CompletableFuture<V> runWrite(Function0<? extends U> nonCancellable,
                    Function2<? super CancelIndicator, ? super U, ? extends V> cancellable) {
                return OpenedFirstRequestManager.this.runWrite(nonCancellable, cancellable);
            }

            @Override
            public void shutdown() {
                OpenedFirstRequestManager.this.shutdown();
            }
        };
    }

    private synchronized <V> CompletableFuture<V> afterOpenedReads(Function1<? super CancelIndicator, ? extends V> cancellable) {
        if (held == null || !opened) {
            return readingOpened(() -> runRead(cancellable));
        }
        LaterRead<V> read = new LaterRead<>(new CompletableFuture<>(), firstAnswers -> super.runRead(cancelIndicator -> {
            firstAnswers.join(); // on a thread of the parallel pool: the queue goes on dispatching meanwhile
            if (cancelIndicator.isCanceled()) {
                throw new CancellationException(); // a change came meanwhile
            }
            return cancellable.apply(cancelIndicator);
        }));
        laterReads.add(read);
        return read.answer();
    }

    /** Queues the held build unless a document was opened: the reads of the opened document release it then. */
    public synchronized void releaseUnlessOpened() {
        if (!opened) {
            release();
        }
    }

    /** Queues the held build, if any, after the reads of an opened document queued so far. */
    public synchronized void release() {
        if (held != null) {
            Function0<? extends Buildable> build = held;
            held = null;
            CompletableFuture<Void> reads = ended(openedReads);
            openedReads.clear();
            List<CompletableFuture<?>> later = new ArrayList<>(laterReads.stream().map(read -> read.queueAfter(reads)).toList());
            laterReads.clear();
            later.add(reads);
            try {
                // submitted without being listed among the requests a later change cancels
                submitRequest(new WriteRequest<Buildable, Object>(this, build, (cancelIndicator, buildable) -> buildable.build(cancelIndicator),
                        ended(later)));
            } catch (RejectedExecutionException e) {
                // the server shut down before anything released the build: there is nothing left to build for
            }
        }
    }

    /** The end of {@code requests}: their failures are their answers' business, what waits for them only waits. */
    private static CompletableFuture<Void> ended(List<CompletableFuture<?>> requests) {
        return CompletableFuture.allOf(requests.stream().map(read -> read.handle((answer, failure) -> null)).toArray(CompletableFuture[]::new));
    }

    @Override
    public synchronized void shutdown() {
        held = null;
        openedReads.clear();
        laterReads.forEach(read -> read.answer().cancel(false)); // nothing left to answer them
        laterReads.clear();
        super.shutdown();
    }

    @Override
    public synchronized <V> CompletableFuture<V> runRead(Function1<? super CancelIndicator, ? extends V> cancellable) {
        if (!readingOpened) {
            release();
        }
        CompletableFuture<V> read = super.runRead(cancellable);
        if (readingOpened && held != null) {
            openedReads.add(read);
        }
        return read;
    }

    @Override
    public synchronized <U, V> CompletableFuture<V> runWrite(Function0<? extends U> nonCancellable,
            Function2<? super CancelIndicator, ? super U, ? extends V> cancellable) {
        if (!opening) {
            release();
        }
        CompletableFuture<V> write = super.runWrite(nonCancellable, cancellable);
        if (opening) {
            openBuild = write;
        }
        return write;
    }
}
