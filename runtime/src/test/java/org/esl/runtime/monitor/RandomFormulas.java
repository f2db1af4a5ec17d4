package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.AlwaysWithin;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Historically;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Next;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Previously;
import org.esl.runtime.model.temporal.Releases;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Since;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.Unless;
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.temporal.WeakNext;
import org.esl.runtime.model.value.Rational;

/**
 * Seeded random formulas over every operator (past operators only over past-time operands, which is what
 * the monitor accepts) and random traces over the same atoms: predicates p, q, r, the role {@code @user}
 * and calls of {@code transfer} with an amount around the constraint's bound.
 */
final class RandomFormulas {

    static final TemporalFormula P = PredicateAtom.of("p");
    static final TemporalFormula Q = PredicateAtom.of("q");
    static final TemporalFormula R = PredicateAtom.of("r");
    static final TemporalFormula USER = RoleAtom.of(Role.USER);
    static final TemporalFormula TRANSFER = ToolAtom.of("transfer");
    static final TemporalFormula BIG_TRANSFER = ToolAtom.of("transfer",
            List.of(new ArgumentConstraint("amount", ComparisonOperator.GREATER, Rational.of(100))));

    private static final List<TemporalFormula> ATOMS = List.of(P, Q, R, USER, TRANSFER, BIG_TRANSFER,
            TemporalFormula.TRUE, TemporalFormula.FALSE);
    private static final int FUTURE_OPERATORS = 17;
    private static final int PAST_OPERATORS = 8;

    private final Random random;

    RandomFormulas(long seed) {
        this.random = new Random(seed);
    }

    /** A formula of nesting depth at most {@code depth}. */
    TemporalFormula formula(int depth) {
        if (depth == 0 || random.nextInt(5) == 0) {
            return atom();
        }
        int d = depth - 1;
        return switch (random.nextInt(FUTURE_OPERATORS)) {
            case 0 -> Not.of(formula(d));
            case 1 -> And.of(formula(d), formula(d));
            case 2 -> Or.of(formula(d), formula(d));
            case 3 -> Implies.of(formula(d), formula(d));
            case 4 -> Next.of(formula(d));
            case 5 -> WeakNext.of(formula(d));
            case 6 -> Always.of(formula(d));
            case 7 -> Eventually.of(formula(d));
            case 8 -> Until.of(formula(d), formula(d));
            case 9 -> Unless.of(formula(d), formula(d));
            case 10 -> Releases.of(formula(d), formula(d));
            case 11 -> EventuallyWithin.of(random.nextInt(4), formula(d));
            case 12 -> AlwaysWithin.of(random.nextInt(4), formula(d));
            default -> past(depth);
        };
    }

    /** A past-time formula of nesting depth at most {@code depth}. */
    TemporalFormula past(int depth) {
        if (depth == 0 || random.nextInt(6) == 0) {
            return atom();
        }
        int d = depth - 1;
        return switch (random.nextInt(PAST_OPERATORS)) {
            case 0 -> Not.of(past(d));
            case 1 -> And.of(past(d), past(d));
            case 2 -> Or.of(past(d), past(d));
            case 3 -> Implies.of(past(d), past(d));
            case 4 -> Once.of(past(d));
            case 5 -> Historically.of(past(d));
            case 6 -> Previously.of(past(d));
            default -> Since.of(past(d), past(d));
        };
    }

    private TemporalFormula atom() {
        // constants are rarer than atoms
        return ATOMS.get(random.nextInt(10) == 0 ? 6 + random.nextInt(2) : random.nextInt(6));
    }

    List<Step> trace(int length) {
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            steps.add(step());
        }
        return steps;
    }

    private Step step() {
        Set<PredicateAtom> labels = new HashSet<>();
        for (TemporalFormula predicate : List.of(P, Q, R)) {
            if (random.nextBoolean()) {
                labels.add((PredicateAtom) predicate);
            }
        }
        if (random.nextInt(4) == 0) {
            Rational amount = Rational.of(List.of(50, 100, 150).get(random.nextInt(3)));
            return new Step(Optional.of(Role.ASSISTANT), Optional.of(new ToolCall("transfer", Map.of("amount", amount))), labels);
        }
        Role role = List.of(Role.USER, Role.ASSISTANT, Role.TOOL).get(random.nextInt(3));
        return new Step(Optional.of(role), Optional.empty(), labels);
    }
}
