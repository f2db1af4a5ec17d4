package org.esl.runtime.model.value;

/** {@code true} or {@code false} as a constant. */
public record BooleanValue(boolean value) implements Value {

    public static final BooleanValue TRUE = new BooleanValue(true);
    public static final BooleanValue FALSE = new BooleanValue(false);

    public static BooleanValue of(boolean value) {
        return value ? TRUE : FALSE;
    }

    @Override
    public String toEsl() {
        return Boolean.toString(value);
    }

    @Override
    public String toText() {
        return toEsl();
    }

    @Override
    public String toString() {
        return toEsl();
    }
}
