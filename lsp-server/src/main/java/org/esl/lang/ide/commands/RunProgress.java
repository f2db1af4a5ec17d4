package org.esl.lang.ide.commands;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.lsp4j.ProgressParams;
import org.eclipse.lsp4j.WorkDoneProgressBegin;
import org.eclipse.lsp4j.WorkDoneProgressCreateParams;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkDoneProgressNotification;
import org.eclipse.lsp4j.WorkDoneProgressReport;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import org.esl.lang.ide.session.EslSession;
import org.esl.runtime.CancelSignal;

/**
 * A run's {@code window/workDoneProgress}, created by the server when the client shows progress, and
 * cancellable by it ({@code window/workDoneProgress/cancel}) through its {@link #signal()}. For a client that
 * shows none, or refuses the token, reporting does nothing and the run cannot be cancelled.
 */
final class RunProgress {

    private static final AtomicLong RUNS = new AtomicLong();
    /** A client that does not answer the creation of a token would otherwise hold up the run for good. */
    private static final long CREATE_WAIT_SECONDS = 10;

    private final LanguageClient client;
    private final EslSession session;
    private final String token;
    private final CancelSignal signal;

    private RunProgress(LanguageClient client, EslSession session, String token, CancelSignal signal) {
        this.client = client;
        this.session = session;
        this.token = token;
        this.signal = signal;
    }

    /** A progress nobody sees or cancels. */
    private static RunProgress unseen(LanguageClient client, EslSession session) {
        return new RunProgress(client, session, null, new CancelSignal());
    }

    /** Creates the progress and begins it with {@code title}, e.g. "Checking 10 transcripts". */
    static RunProgress begin(LanguageClient client, EslSession session, String title) {
        if (!session.features().workDoneProgress()) {
            return unseen(client, session);
        }
        String token = "esl-run-" + RUNS.incrementAndGet();
        CancelSignal signal = session.started(token); // a client may cancel as soon as it knows the token
        try {
            client.createProgress(new WorkDoneProgressCreateParams(Either.forLeft(token))).get(CREATE_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            session.ended(token);
            return unseen(client, session);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            session.ended(token);
            return unseen(client, session);
        }
        WorkDoneProgressBegin begin = new WorkDoneProgressBegin();
        begin.setTitle(title);
        begin.setCancellable(true);
        begin.setPercentage(0);
        RunProgress progress = new RunProgress(client, session, token, signal);
        progress.send(begin);
        return progress;
    }

    /** Reports how far the run got, e.g. "3/10 banking-unsafe.json". */
    void report(String message, int percentage) {
        WorkDoneProgressReport report = new WorkDoneProgressReport();
        report.setMessage(message);
        report.setPercentage(percentage);
        report.setCancellable(true);
        send(report);
    }

    boolean isCancelled() {
        return signal.isCancelled();
    }

    /** The client's cancel, for a run to pass on to the steps it can interrupt. */
    CancelSignal signal() {
        return signal;
    }

    void end(String message) {
        WorkDoneProgressEnd end = new WorkDoneProgressEnd();
        end.setMessage(message);
        send(end);
        if (token != null) {
            session.ended(token);
        }
    }

    private void send(WorkDoneProgressNotification notification) {
        if (token != null) {
            client.notifyProgress(new ProgressParams(Either.forLeft(token), Either.forLeft(notification)));
        }
    }
}
