package org.esl.eclipse.check;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.builder.EslBuilder;
import org.esl.lang.ide.commands.EslProtocol;

/**
 * Transcript checks, run by the server on its worker: verdicts come back as markers on the transcripts (at
 * the message or tool call) and the report in {@link CheckReports}. The call returns at once.
 */
public final class TranscriptChecks {

    /** The server command of the client contract: check one transcript file; arguments spec URI, transcript URI. */
    static final String CHECK_TRANSCRIPT = "esl.check.transcript";

    private TranscriptChecks() {
    }

    /** Checks one transcript (.json or .jsonl) against the saved spec. */
    public static void check(IFile spec, IFile transcript) {
        execute(CHECK_TRANSCRIPT, EslBuilder.uri(spec), EslBuilder.uri(transcript));
    }

    /** Checks the transcripts the spec's {@code transcripts} globs match, as {@code esl check} does. */
    public static void checkAll(IFile spec) {
        execute(EslProtocol.CHECK_TRANSCRIPTS, EslBuilder.uri(spec));
    }

    private static void execute(String command, String... arguments) {
        EslPlugin.get().server().workspace().executeCommand(new ExecuteCommandParams(command, List.of((Object[]) arguments)));
    }
}
