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

/**
 * A run's {@code window/workDoneProgress}, created by the server when the client shows progress, and
 * cancellable by it ({@code window/workDoneProgress/cancel}). For a client that shows none, or refuses the
 * token, reporting does nothing and the run cannot be cancelled.
 */
final class RunProgress {

    private static final AtomicLong RUNS = new AtomicLong();
    /** A client that does not answer the creation of a token would otherwise hold up the run for good. */
    private static final long CREATE_WAIT_SECONDS = 10;

    private final LanguageClient client;
    private final EslSession session;
    private final String token;

    private RunProgress(LanguageClient client, EslSession session, String token) {
        this.client = client;
        this.session = session;
        this.token = token;
    }

    /** Creates the progress and begins it with {@code title}, e.g. "Checking 10 transcripts". */
    static RunProgress begin(LanguageClient client, EslSession session, String title) {
        if (!session.features().workDoneProgress()) {
            return new RunProgress(client, session, null);
        }
        String token = "esl-run-" + RUNS.incrementAndGet();
        session.started(token); // a client may cancel as soon as it knows the token
        try {
            client.createProgress(new WorkDoneProgressCreateParams(Either.forLeft(token))).get(CREATE_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            session.ended(token);
            return new RunProgress(client, session, null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            session.ended(token);
            return new RunProgress(client, session, null);
        }
        WorkDoneProgressBegin begin = new WorkDoneProgressBegin();
        begin.setTitle(title);
        begin.setCancellable(true);
        begin.setPercentage(0);
        RunProgress progress = new RunProgress(client, session, token);
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
        return token != null && session.isCancelled(token);
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
