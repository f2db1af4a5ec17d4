package org.esl.eclipse.check;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.builder.SpecFiles;
import org.esl.lang.ide.commands.EslProtocol;

/**
 * Transcript checks, run by the server on its worker: verdicts come back as markers on the transcripts (at
 * the message or tool call) and the report in {@link CheckReports}. The call returns at once.
 */
public final class TranscriptChecks {

    private TranscriptChecks() {
    }

    /** Checks one transcript (.json or .jsonl) against the saved spec. */
    public static void check(IFile spec, IFile transcript) {
        execute(EslProtocol.CHECK_TRANSCRIPT, SpecFiles.uri(spec), SpecFiles.uri(transcript));
    }

    /** Checks the transcripts the spec's {@code transcripts} globs match, as {@code esl check} does. */
    public static void checkAll(IFile spec) {
        execute(EslProtocol.CHECK_TRANSCRIPTS, SpecFiles.uri(spec));
    }

    /** A command the server does not have or refuses is reported like the server's messages. */
    private static void execute(String command, String... arguments) {
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
