package org.esl.runtime.model.temporal;

/**
 * A temporal property over the steps of a transcript (LTLf / LTL3, past and bounded operators included).
 * Formulas are immutable, compare structurally and cache their hash. They are built only through the
 * smart constructors ({@code And.of}, {@code Until.of}, ...), which flatten, deduplicate, sort and drop
 * constants, so that equal meanings tend to be equal objects and progression stays finite.
 */
public abstract sealed class TemporalFormula
        permits BooleanConstant, ToolAtom, PredicateAtom, RoleAtom, UnaryFormula, BinaryFormula, Junction {

    /** The formula that holds at every step. */
    public static final TemporalFormula TRUE = new BooleanConstant(true);
    /** The formula that holds at no step. */
    public static final TemporalFormula FALSE = new BooleanConstant(false);

    private int hash;

    TemporalFormula() {
    }

    public abstract <R> R accept(TemporalVisitor<R> visitor);

    @Override
    public final int hashCode() {
        int h = hash;
        if (h == 0) {
            h = computeHash();
            hash = h == 0 ? 1 : h;
        }
        return h;
    }

    protected abstract int computeHash();

    @Override
    public abstract boolean equals(Object other);

    /** The formula in ESL syntax ({@link TemporalSyntax}); it parses back to an equal formula. */
    @Override
    public final String toString() {
        return TemporalSyntax.render(this);
    }
}
