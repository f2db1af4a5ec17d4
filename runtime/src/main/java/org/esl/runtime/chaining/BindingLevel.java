package org.esl.runtime.chaining;

/** How rules are bound to objects ({@code option interpretation = 1|2}). */
public enum BindingLevel {

    /** Level 1: complete bindings only, every rule variable gets an object of the domain of discourse. */
    COMPLETE,

    /**
     * Level 2: complete bindings, then partial bindings completed once with the values of known true atoms that
     * are not objects (values computed by chaining, such as {@code 152} from {@code 15.2 * 10}).
     */
    COMPLETED;

    /** The level of {@code option interpretation = n}. */
    public static BindingLevel of(int interpretation) {
        return switch (interpretation) {
            case 1 -> COMPLETE;
            case 2 -> COMPLETED;
            default -> throw new IllegalArgumentException("interpretation must be 1 or 2, not " + interpretation);
        };
    }
}
