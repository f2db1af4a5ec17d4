package org.esl.runtime.model.temporal;

import java.util.Objects;

/**
 * What a constraint of a tool atom reads of a call: an argument ({@code to}) or the length of one
 * ({@code length(body)}).
 */
public sealed interface CallValue {

    /** The argument whose value this reads. */
    String argument();

    /** An argument of the call, by its name. */
    record Argument(String name) implements CallValue {

        public Argument {
            Objects.requireNonNull(name, "name");
        }

        @Override
        public String argument() {
            return name;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** The number of characters (Unicode code points) of a string value. */
    record Length(CallValue of) implements CallValue {

        public Length {
            Objects.requireNonNull(of, "of");
        }

        @Override
        public String argument() {
            return of.argument();
        }

        @Override
        public String toString() {
            return "length(" + of + ")";
        }
    }
}
