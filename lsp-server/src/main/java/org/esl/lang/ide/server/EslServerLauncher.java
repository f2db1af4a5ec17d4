package org.esl.lang.ide.server;

import java.util.concurrent.ExecutionException;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.LaunchArgs;
import org.eclipse.xtext.ide.server.ServerLauncher;
import org.esl.lang.ide.commands.EslLanguageClient;

import com.google.inject.Guice;

/**
 * Starts the server on standard input and output as Xtext's {@link ServerLauncher} does (which also takes
 * the standard streams away from everything else), but speaks to an {@link EslLanguageClient}, so that
 * ESL's own notifications reach the client.
 */
public final class EslServerLauncher {

    private EslServerLauncher() {
    }

    /** Serves until the client closes the connection. */
    public static void serve() throws InterruptedException, ExecutionException {
        LaunchArgs args = ServerLauncher.createLaunchArgs(ServerLauncher.class.getName(), new String[0]);
        LanguageServerImpl server = Guice.createInjector(new EslServerModule()).getInstance(LanguageServerImpl.class);
        Launcher<EslLanguageClient> launcher = Launcher.createLauncher(server, EslLanguageClient.class, args.getIn(), args.getOut(),
                args.isValidate(), args.getTrace());
        server.connect(launcher.getRemoteProxy());
        launcher.startListening().get();
    }
}
