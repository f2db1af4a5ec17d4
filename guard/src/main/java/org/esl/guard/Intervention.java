package org.esl.guard;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What {@code esl guard} does with an answer that would break the spec (docs/guard.md, "Interventions"). When the
 * findings of one answer ask for different ones, the first in this order wins: the most cautious.
 */
public enum Intervention {
    /** the client gets an answer without tool calls that says what would be broken, in the spec's words */
    BLOCK,
    /** ask the fallback model instead */
    SWITCH,
    /** ask again with a system message rendered from the broken properties' and predicates' descriptions */
    CONSTRAIN,
    /** ask again, sampling afresh */
    RESAMPLE,
    /** the rejected answer and the findings go back to the model, which answers again (the feedback loop) */
    REVISE;

    /** The name on the command line and in {@code option guard.NAME = …}: {@code block}. */
    public String eslName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Intervention> of(String name) {
        return Arrays.stream(values()).filter(value -> value.eslName().equals(name)).findFirst();
    }

    /** {@code block, switch, constrain, resample or revise}, for messages. */
    public static String names() {
        String all = Arrays.stream(values()).map(Intervention::eslName).collect(Collectors.joining(", "));
        int last = all.lastIndexOf(", ");
        return all.substring(0, last) + " or " + all.substring(last + 2);
    }

    /** Whether it asks the model again (every one but block). */
    public boolean asksAgain() {
        return this != BLOCK;
    }
}
