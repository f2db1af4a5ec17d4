package org.esl.runtime.model.temporal;

/**
 * How a constraint on a result path reads the values it finds, each element of an array on the way being one
 * (docs/language.md, "Tool results"): {@code any} holds when some value meets the test, {@code all} when at least one
 * value is found and every one meets it; without a quantifier the path must lead to exactly one value, through no array.
 */
public enum Quantifier {
    ANY, ALL;

    public String eslName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
