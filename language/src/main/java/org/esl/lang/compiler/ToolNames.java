package org.esl.lang.compiler;

import org.esl.lang.esl.Tool;

/**
 * The name a tool is called by in transcripts: its ESL name, or the name it aliases, {@code tool
 * "AugustSmartLock.GrantGuestAccess" as GrantGuestAccess} (docs/language.md, "Tool names from schemas").
 */
public final class ToolNames {

    private ToolNames() {
    }

    /** The transcripts' name of the tool; null while the declaration has no name at all. */
    public static String called(Tool tool) {
        return tool.getCalled() != null ? tool.getCalled() : tool.getName();
    }
}
