package org.esl.eclipse.check;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

import org.eclipse.core.expressions.PropertyTester;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;

/**
 * The property {@code org.esl.eclipse.transcript} of a file (plugin.xml): whether it is a transcript, so that
 * "Run check on transcript" is offered on transcripts and not on every .json (tool schemas, labels). A
 * transcript is a .json or .jsonl file in the OpenAI message format (docs/transcripts.md): its beginning has a
 * message's {@code "role"}. An LLM answer cache ({@code *.esl-cache.json}) is none.
 */
public final class TranscriptFiles extends PropertyTester {

    /** How much of a file is read: a transcript's first message begins well within it. */
    static final int SNIFFED_BYTES = 64 * 1024;

    private static final Pattern ROLE = Pattern.compile("\"role\"\\s*:");

    @Override
    public boolean test(Object receiver, String property, Object[] args, Object expectedValue) {
        if (!(receiver instanceof IFile file) || !file.exists()) {
            return false;
        }
        try (InputStream in = file.getContents(true)) {
            return isTranscript(file.getName(), in);
        } catch (CoreException | IOException e) {
            return false;
        }
    }

    /** Whether the file {@code name} with these contents is a transcript. */
    static boolean isTranscript(String name, InputStream contents) throws IOException {
        if (!(name.endsWith(".json") || name.endsWith(".jsonl")) || name.endsWith(".esl-cache.json")) {
            return false;
        }
        return ROLE.matcher(new String(contents.readNBytes(SNIFFED_BYTES), StandardCharsets.UTF_8)).find();
    }
}
