package org.esl.lang.ide.server;

import java.util.concurrent.ExecutionException;

import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.LaunchArgs;
import org.eclipse.xtext.ide.server.ServerLauncher;
import org.esl.lang.ide.commands.EslLanguageClient;

import com.google.inject.Guice;

/**
 * Starts the server on standard input and output as Xtext's {@link ServerLauncher} does (which also takes
 * the standard streams away from everything else), but speaks to an {@link EslLanguageClient}, so that
 * ESL's own notifications reach the client. The process exits when the editor that started it has ended
 * ({@code processId} of {@code initialize}, {@link ParentProcess}), with status 1 as after an {@code exit}
 * without {@code shutdown}. That is the launcher's business, not the server's: a server embedded in an editor's
 * own process (the Eclipse plugin) must never end it.
 */
public final class EslServerLauncher {

    private EslServerLauncher() {
    }

    /** Serves until the client closes the connection. */
    public static void serve() throws InterruptedException, ExecutionException {
        LaunchArgs args = ServerLauncher.createLaunchArgs(ServerLauncher.class.getName(), new String[0]);
        // the language's setup, most of a start's work before the first answer, runs beside the server's own; only once
        // standard output is the protocol's alone
        LanguagesInBackground languages = LanguagesInBackground.start();
        LanguageServerImpl server = Guice.createInjector(new EslServerModule(languages)).getInstance(LanguageServerImpl.class);
        Launcher<EslLanguageClient> launcher = new Launcher.Builder<EslLanguageClient>().setLocalService(server)
                .setRemoteInterface(EslLanguageClient.class).setInput(args.getIn()).setOutput(args.getOut())
                .validateMessages(args.isValidate()).traceMessages(args.getTrace())
                .setExceptionHandler(EslServerLauncher::errorAnswer)
                .wrapMessages(consumer -> message -> {
                    watchParent(message);
                    consumer.consume(message);
                }).create();
        server.connect(launcher.getRemoteProxy());
        launcher.startListening().get();
    }

    /**
     * The error a failed request answers with. lsp4j's default puts the Java stack trace into the answer,
     * which editors show to the user; the trace belongs in the server's log (Xtext's request manager writes
     * it there, at debug level), the answer says in words what happened. An error the server chose to give
     * (a refused rename) is passed on as it is.
     */
    static ResponseError errorAnswer(Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof ResponseErrorException answer) {
                return answer.getResponseError();
            }
        }
        return new ResponseError(ResponseErrorCode.InternalError, "The ESL language server could not answer: an internal error"
                + " (please report it; the server's output has the details at log level debug)", null);
    }

    /** On {@code initialize} with the editor's process id: exit once that process has ended. */
    private static void watchParent(Message message) {
        if (message instanceof RequestMessage request && "initialize".equals(request.getMethod())
                && request.getParams() instanceof InitializeParams params && params.getProcessId() != null) {
            int parent = params.getProcessId();
            ParentProcess.whenEnded(parent, () -> {
                System.err.println("esl lsp: the editor that started the server (process " + parent + ") has ended; the server exits");
                System.exit(1);
            });
        }
    }
}
