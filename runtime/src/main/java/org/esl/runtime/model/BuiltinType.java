package org.esl.runtime.model;

/** The types every spec knows. */
public enum BuiltinType implements Type {
    BOOL("Bool"), INT("Int"), REAL("Real"), STRING("String");

    private final String eslName;

    BuiltinType(String eslName) {
        this.eslName = eslName;
    }

    @Override
    public String eslName() {
        return eslName;
    }

    @Override
    public String toString() {
        return eslName;
    }
}
