package org.esl.runtime.model;

/** The type of a parameter, a policy variable or a policy expression: a built-in type or a declared enum. */
public sealed interface Type permits BuiltinType, EnumType {

    /** The type as written in ESL: {@code Real}, {@code AgeClass}. */
    String eslName();

    default boolean isNumeric() {
        return this == BuiltinType.INT || this == BuiltinType.REAL;
    }
}
