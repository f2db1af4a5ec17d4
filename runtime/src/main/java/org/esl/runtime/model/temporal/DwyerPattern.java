package org.esl.runtime.model.temporal;

import java.util.List;
import java.util.Locale;

import org.esl.runtime.model.temporal.DwyerScope.After;
import org.esl.runtime.model.temporal.DwyerScope.AfterUntil;
import org.esl.runtime.model.temporal.DwyerScope.Before;
import org.esl.runtime.model.temporal.DwyerScope.Between;

/**
 * Dwyer's specification patterns, built into ESL. {@link #expand} gives exactly the formulas of the
 * table in docs/language.md, "Temporal properties" (W = {@code unless}, U = {@code until}); {@code precedence(S, P)} is "S
 * precedes P", {@code response(P, S)} is "every P is followed by S".
 */
public enum DwyerPattern {
    ABSENCE(1), EXISTENCE(1), UNIVERSALITY(1), PRECEDENCE(2), RESPONSE(2);

    private final int arity;

    DwyerPattern(int arity) {
        this.arity = arity;
    }

    /** How many formulas the pattern takes: P, or S and P. */
    public int arity() {
        return arity;
    }

    /** The name as written in ESL: {@code precedence}. */
    public String eslName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The pattern's formula for its arguments in the scope.
     *
     * @throws IllegalArgumentException when the number of arguments is not the pattern's arity
     */
    public TemporalFormula expand(List<TemporalFormula> arguments, DwyerScope scope) {
        if (arguments.size() != arity) {
            throw new IllegalArgumentException(eslName() + " takes " + arity + " formula(s), got " + arguments.size());
        }
        TemporalFormula first = arguments.get(0);
        TemporalFormula second = arity == 2 ? arguments.get(1) : null;
        return switch (this) {
            case ABSENCE -> absence(first, scope);
            case EXISTENCE -> existence(first, scope);
            case UNIVERSALITY -> universality(first, scope);
            case PRECEDENCE -> precedence(first, second, scope);
            case RESPONSE -> response(first, second, scope);
        };
    }

    private static TemporalFormula absence(TemporalFormula p, DwyerScope scope) {
        TemporalFormula notP = Not.of(p);
        if (scope instanceof Before before) {
            return Implies.of(Eventually.of(before.r()), Until.of(notP, before.r()));        // <>R -> (!P U R)
        }
        if (scope instanceof After after) {
            return Always.of(Implies.of(after.q(), Always.of(notP)));                         // [](Q -> []!P)
        }
        if (scope instanceof Between between) {
            return Always.of(Implies.of(openAndClosed(between.q(), between.r()), Until.of(notP, between.r())));
        }
        if (scope instanceof AfterUntil afterUntil) {
            return Always.of(Implies.of(open(afterUntil.q(), afterUntil.r()), Unless.of(notP, afterUntil.r())));
        }
        return Always.of(notP);                                                                // []!P
    }

    private static TemporalFormula existence(TemporalFormula p, DwyerScope scope) {
        if (scope instanceof Before before) {
            TemporalFormula notR = Not.of(before.r());
            return Unless.of(notR, And.of(p, notR));                                           // !R W (P & !R)
        }
        if (scope instanceof After after) {
            return Or.of(Always.of(Not.of(after.q())), Eventually.of(And.of(after.q(), Eventually.of(p))));
        }
        if (scope instanceof Between between) {
            TemporalFormula notR = Not.of(between.r());
            return Always.of(Implies.of(open(between.q(), between.r()), Unless.of(notR, And.of(p, notR))));
        }
        if (scope instanceof AfterUntil afterUntil) {
            TemporalFormula notR = Not.of(afterUntil.r());
            return Always.of(Implies.of(open(afterUntil.q(), afterUntil.r()), Until.of(notR, And.of(p, notR))));
        }
        return Eventually.of(p);                                                                // <>P
    }

    private static TemporalFormula universality(TemporalFormula p, DwyerScope scope) {
        if (scope instanceof Before before) {
            return Implies.of(Eventually.of(before.r()), Until.of(p, before.r()));            // <>R -> (P U R)
        }
        if (scope instanceof After after) {
            return Always.of(Implies.of(after.q(), Always.of(p)));                             // [](Q -> []P)
        }
        if (scope instanceof Between between) {
            return Always.of(Implies.of(openAndClosed(between.q(), between.r()), Until.of(p, between.r())));
        }
        if (scope instanceof AfterUntil afterUntil) {
            return Always.of(Implies.of(open(afterUntil.q(), afterUntil.r()), Unless.of(p, afterUntil.r())));
        }
        return Always.of(p);                                                                    // []P
    }

    private static TemporalFormula precedence(TemporalFormula s, TemporalFormula p, DwyerScope scope) {
        TemporalFormula notP = Not.of(p);
        if (scope instanceof Before before) {
            return Implies.of(Eventually.of(before.r()), Until.of(notP, Or.of(s, before.r())));  // <>R -> (!P U (S | R))
        }
        if (scope instanceof After after) {
            return Or.of(Always.of(Not.of(after.q())), Eventually.of(And.of(after.q(), Unless.of(notP, s))));
        }
        if (scope instanceof Between between) {
            return Always.of(Implies.of(openAndClosed(between.q(), between.r()), Until.of(notP, Or.of(s, between.r()))));
        }
        if (scope instanceof AfterUntil afterUntil) {
            return Always.of(Implies.of(open(afterUntil.q(), afterUntil.r()), Unless.of(notP, Or.of(s, afterUntil.r()))));
        }
        return Unless.of(notP, s);                                                              // !P W S
    }

    private static TemporalFormula response(TemporalFormula p, TemporalFormula s, DwyerScope scope) {
        if (scope instanceof Before before) {
            return Implies.of(Eventually.of(before.r()), Until.of(respondsBefore(p, s, before.r()), before.r()));
        }
        if (scope instanceof After after) {
            return Always.of(Implies.of(after.q(), Always.of(Implies.of(p, Eventually.of(s)))));
        }
        if (scope instanceof Between between) {
            return Always.of(Implies.of(openAndClosed(between.q(), between.r()),
                    Until.of(respondsBefore(p, s, between.r()), between.r())));
        }
        if (scope instanceof AfterUntil afterUntil) {
            return Always.of(Implies.of(open(afterUntil.q(), afterUntil.r()),
                    Unless.of(respondsBefore(p, s, afterUntil.r()), afterUntil.r())));
        }
        return Always.of(Implies.of(p, Eventually.of(s)));                                     // [](P -> <>S)
    }

    /** {@code P -> (!R U (S & !R))}: a P is answered by an S before the scope closes. */
    private static TemporalFormula respondsBefore(TemporalFormula p, TemporalFormula s, TemporalFormula r) {
        TemporalFormula notR = Not.of(r);
        return Implies.of(p, Until.of(notR, And.of(s, notR)));
    }

    /** {@code Q & !R}: a scope opens here. */
    private static TemporalFormula open(TemporalFormula q, TemporalFormula r) {
        return And.of(q, Not.of(r));
    }

    /** {@code Q & !R & <>R}: a scope opens here and is closed later. */
    private static TemporalFormula openAndClosed(TemporalFormula q, TemporalFormula r) {
        return And.of(q, Not.of(r), Eventually.of(r));
    }
}
