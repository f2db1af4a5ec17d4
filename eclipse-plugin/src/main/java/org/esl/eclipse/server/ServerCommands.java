package org.esl.eclipse.server;

import java.util.List;

import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.esl.eclipse.EslPlugin;

/**
 * The server's commands (a check, a test run), run on its worker: the call returns at once and the results
 * come back as the server's notifications. A command the server does not have or refuses is reported like
 * the server's messages.
 */
public final class ServerCommands {

    private ServerCommands() {
    }

    public static void execute(String command, String... arguments) {
        EslPlugin plugin = EslPlugin.get();
        if (!plugin.server().executes(command)) {
            plugin.report(new MessageParams(MessageType.Error, "this ESL language server has no command " + command
                    + ": the plugin's server is older than its client; rebuild the plugin"));
            return;
        }
        plugin.server().workspace().executeCommand(new ExecuteCommandParams(command, List.of((Object[]) arguments)))
                .whenComplete((started, error) -> {
                    if (error != null) {
                        plugin.report(new MessageParams(MessageType.Error, "ESL could not run " + command + ": " + error.getMessage()));
                    }
                });
    }
}
