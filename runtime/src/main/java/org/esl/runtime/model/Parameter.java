package org.esl.runtime.model;

import java.util.Optional;

/** A parameter of a predicate, a function or a tool; untyped parameters range over all objects. */
public record Parameter(String name, Optional<Type> type) {

    public static Parameter untyped(String name) {
        return new Parameter(name, Optional.empty());
    }

    public static Parameter typed(String name, Type type) {
        return new Parameter(name, Optional.of(type));
    }

    @Override
    public String toString() {
        return type.map(t -> name + ": " + t.eslName()).orElse(name);
    }
}
