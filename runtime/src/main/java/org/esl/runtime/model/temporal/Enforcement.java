package org.esl.runtime.model.temporal;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.model.value.StringValue;

/**
 * What a property says to do when it is violated, {@code on violation block "…" | ask_user | resample}
 * (docs/language.md, "Enforcement hints"): {@code esl check} reports it, {@code esl guard} acts on it unless an
 * {@code option guard.NAME} says otherwise.
 *
 * @param message for {@code block}, the words the blocked answer is replaced by; empty for the others
 */
public record Enforcement(Action action, Optional<String> message) {

    /** The three hints, by their names in ESL. */
    public enum Action {
        BLOCK("block"), ASK_USER("ask_user"), RESAMPLE("resample");

        private final String eslName;

        Action(String eslName) {
            this.eslName = eslName;
        }

        public String eslName() {
            return eslName;
        }

        public static Optional<Action> named(String name) {
            return Arrays.stream(values()).filter(action -> action.eslName.equals(name)).findFirst();
        }

        /** {@code block, ask_user or resample}, for messages. */
        public static String names() {
            return "block, ask_user or resample";
        }
    }

    public Enforcement {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(message, "message");
        if (message.isPresent() && action != Action.BLOCK) {
            throw new IllegalArgumentException("only block takes a message, not " + action.eslName());
        }
    }

    /** As written in ESL: {@code block "No card numbers by mail"}, {@code ask_user}. */
    @Override
    public String toString() {
        return action.eslName() + message.map(text -> " " + new StringValue(text).toEsl()).orElse("");
    }
}
