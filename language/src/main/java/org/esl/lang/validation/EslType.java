package org.esl.lang.validation;

import java.util.Objects;

import org.esl.lang.esl.EnumType;
import org.esl.lang.esl.TypeRef;

/**
 * The static type of an ESL expression. Numbers are {@code Int} or {@code Real} ({@code Int} fits
 * where {@code Real} is expected); rule variables and untyped parameters range over objects (strings or
 * numbers); {@code UNKNOWN} stands for an expression whose problem was already reported, so that one
 * mistake gives one diagnostic.
 */
record EslType(Kind kind, EnumType enumType) {

    enum Kind {
        BOOL, INT, REAL, STRING, ENUM, OBJECT, UNKNOWN
    }

    static final EslType BOOL = new EslType(Kind.BOOL, null);
    static final EslType INT = new EslType(Kind.INT, null);
    static final EslType REAL = new EslType(Kind.REAL, null);
    static final EslType STRING = new EslType(Kind.STRING, null);
    static final EslType OBJECT = new EslType(Kind.OBJECT, null);
    static final EslType UNKNOWN = new EslType(Kind.UNKNOWN, null);

    EslType {
        Objects.requireNonNull(kind);
        if ((kind == Kind.ENUM) != (enumType != null)) {
            throw new IllegalArgumentException("an enum type names its declaration, and only an enum type does");
        }
    }

    static EslType ofEnum(EnumType type) {
        return new EslType(Kind.ENUM, type);
    }

    /** The declared type; an absent type is an untyped object, a type that did not link is unknown. */
    static EslType of(TypeRef ref) {
        if (ref == null) {
            return OBJECT;
        }
        if (ref.getEnumType() != null) {
            return ref.getEnumType().eIsProxy() ? UNKNOWN : ofEnum(ref.getEnumType());
        }
        return switch (ref.getBuiltin()) {
            case BOOL -> BOOL;
            case INT -> INT;
            case REAL -> REAL;
            case STRING -> STRING;
        };
    }

    boolean isKnown() {
        return kind != Kind.UNKNOWN;
    }

    boolean isBool() {
        return kind == Kind.BOOL;
    }

    /** Whether a value of this type can be a number (an untyped object can). */
    boolean mayBeNumber() {
        return kind == Kind.INT || kind == Kind.REAL || kind == Kind.OBJECT || kind == Kind.UNKNOWN;
    }

    /** Whether a value of type {@code value} fits where this type is declared. */
    boolean accepts(EslType value) {
        if (!isKnown() || !value.isKnown()) {
            return true;
        }
        return switch (kind) {
            case OBJECT -> value.kind != Kind.BOOL;
            case REAL -> value.kind == Kind.INT || value.kind == Kind.REAL || value.kind == Kind.OBJECT;
            case INT, STRING -> value.kind == kind || value.kind == Kind.OBJECT;
            case ENUM -> value.kind == Kind.OBJECT || value.equals(this);
            case BOOL -> value.kind == Kind.BOOL;
            case UNKNOWN -> true;
        };
    }

    /** Whether {@code =} and {@code !=} can compare values of the two types. */
    boolean comparableWith(EslType other) {
        return accepts(other) || other.accepts(this);
    }

    /** The type of a sum, difference or product of the two types. */
    EslType arithmetic(EslType other) {
        if (!isKnown() || !other.isKnown()) {
            return UNKNOWN;
        }
        if (kind == Kind.OBJECT || other.kind == Kind.OBJECT) {
            return OBJECT;
        }
        return kind == Kind.INT && other.kind == Kind.INT ? INT : REAL;
    }

    /** The type of both branches of an if-then-else, when they agree. */
    EslType join(EslType other) {
        if (!isKnown() || !other.isKnown()) {
            return UNKNOWN;
        }
        return mayBeNumber() && other.mayBeNumber() && !equals(other) ? arithmetic(other) : this;
    }

    /** How a message names the type: "Real", "AgeClass", "untyped". */
    String label() {
        return switch (kind) {
            case BOOL -> "Bool";
            case INT -> "Int";
            case REAL -> "Real";
            case STRING -> "String";
            case ENUM -> enumType.getName();
            case OBJECT -> "untyped";
            case UNKNOWN -> "unknown";
        };
    }
}
