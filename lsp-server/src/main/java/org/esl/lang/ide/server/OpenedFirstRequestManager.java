package org.esl.lang.ide.server;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;

import org.eclipse.xtext.ide.server.BuildManager.Buildable;
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
 * folders, {@link DeferredProjectManager}) so that the build of the document an editor opens first comes before it
 * (docs/language-server.md, "Start-up"). Every other request and every other change releases it first, so that
 * whatever else the server does sees the workspace built, as without holding. The held build, once queued, is
 * never cancelled by a later change: Xtext's own first build is not cancellable either.
 */
@Singleton
public class OpenedFirstRequestManager extends RequestManager {

    private Function0<? extends Buildable> held;
    private boolean opening;

    @Inject
    public OpenedFirstRequestManager(ExecutorService parallel, OperationCanceledManager operationCanceledManager) {
        super(parallel, operationCanceledManager);
    }

    /** Holds {@code build} (computed when it runs) back until {@link #release}, or until a request that is not an opening. */
    public synchronized void hold(Function0<? extends Buildable> build) {
        held = build;
    }

    /** Runs {@code open}, which queues the build of an opened document, before the held build; then releases that. */
    public synchronized void opening(Runnable open) {
        opening = true;
        try {
            open.run();
        } finally {
            opening = false;
        }
        release();
    }

    /** Queues the held build, if any. */
    public synchronized void release() {
        if (held != null) {
            Function0<? extends Buildable> build = held;
            held = null;
            try {
                // submitted without being listed among the requests a later change cancels
                submitRequest(new WriteRequest<Buildable, Object>(this, build, (cancelIndicator, buildable) -> buildable.build(cancelIndicator),
                        CompletableFuture.completedFuture(null)));
            } catch (RejectedExecutionException e) {
                // the server shut down before anything released the build: there is nothing left to build for
            }
        }
    }

    @Override
    public synchronized void shutdown() {
        held = null;
        super.shutdown();
    }

    @Override
    public synchronized <V> CompletableFuture<V> runRead(Function1<? super CancelIndicator, ? extends V> cancellable) {
        release();
        return super.runRead(cancellable);
    }

    @Override
    public synchronized <U, V> CompletableFuture<V> runWrite(Function0<? extends U> nonCancellable,
            Function2<? super CancelIndicator, ? super U, ? extends V> cancellable) {
        if (!opening) {
            release();
        }
        return super.runWrite(nonCancellable, cancellable);
    }
}
