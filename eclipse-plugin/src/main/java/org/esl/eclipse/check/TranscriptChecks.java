package org.esl.eclipse.check;

import org.eclipse.core.resources.IFile;
import org.esl.eclipse.builder.SpecFiles;
import org.esl.eclipse.server.ServerCommands;
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
        ServerCommands.execute(EslProtocol.CHECK_TRANSCRIPT, SpecFiles.uri(spec), SpecFiles.uri(transcript));
    }

    /** Checks the transcripts the spec's {@code transcripts} globs match, as {@code esl check} does. */
    public static void checkAll(IFile spec) {
        ServerCommands.execute(EslProtocol.CHECK_TRANSCRIPTS, SpecFiles.uri(spec));
    }
}
