package org.esl.runtime.transcript;

/**
 * The speaker of a step. A tool-call step's speaker is {@link #ASSISTANT}, a tool result's {@link #TOOL};
 * OpenAI's newer {@code developer} role reads as {@link #SYSTEM}, since both carry the application's
 * instructions.
 */
public enum Role {
    USER, ASSISTANT, TOOL, SYSTEM
}
