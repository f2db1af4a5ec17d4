package org.esl.runtime.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Who speaks at a transcript step; written {@code @user}, {@code @assistant}, {@code @tool}, {@code @system}. */
public enum Role {
    SYSTEM, USER, ASSISTANT, TOOL;

    /** The role named {@code user}, {@code assistant}, ... (without the {@code @}). */
    public static Optional<Role> named(String name) {
        return Arrays.stream(values()).filter(role -> role.eslName().equals(name)).findFirst();
    }

    /** The name without the {@code @}, as in chat messages: {@code "assistant"}. */
    public String eslName() {
        return name().toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return "@" + eslName();
    }
}
