package org.esl.cli;

import java.util.List;
import java.util.concurrent.Callable;

import org.esl.lang.ide.server.EslServerLauncher;
import org.esl.lang.ide.server.EslServerModule;

import picocli.CommandLine.Command;

/**
 * {@code esl lsp}: the language server over standard input and output ({@link EslServerLauncher}). Xtext finds ESL
 * through {@code META-INF/services/org.eclipse.xtext.ISetup}, takes stdin and stdout for JSON-RPC and
 * then silences {@code System.out}, so nothing else can write into the protocol stream. The server
 * module is {@link EslServerModule}: Xtext's, with a workspace that accepts files opened without a folder.
 */
@Command(name = "lsp", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = "Runs the ESL language server on standard input and output (for editors).")
class LspCommand implements Callable<Integer> {

    /** The arguments of {@code esl lsp} with nothing else, which {@link EslCommand#main} serves without picocli. */
    static final List<String> ALONE = List.of("lsp");

    @Override
    public Integer call() throws Exception {
        EslServerLauncher.serve();
        return EslCommand.CLEAN;
    }

    /**
     * Serves as {@code esl lsp} does through picocli, with the same logging and the same exit status: 0 once the
     * client has closed the connection, 3 and one line on standard error for an internal error.
     */
    static int serve() {
        EslCommand.configureLogging(true);
        try {
            return new LspCommand().call();
        } catch (Exception | Error e) {
            System.err.println("esl lsp: internal error, please report it: " + e);
            return EslCommand.INTERNAL_ERROR;
        }
    }
}
