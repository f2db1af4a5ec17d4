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
import org.esl.runtime.model.temporal.Count;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Historically;
import org.esl.runtime.model.temporal.HistoricallyWithin;
import org.esl.runtime.model.temporal.Iff;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Next;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.OnceWithin;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Previously;
import org.esl.runtime.model.temporal.Releases;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Since;
import org.esl.runtime.model.temporal.SinceWithin;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.Unless;
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.temporal.UntilWithin;
import org.esl.runtime.model.temporal.WeakNext;
import org.esl.runtime.model.value.Rational;

/**
 * Seeded random formulas over every operator, windows and intervals included, with past operators over past-time
 * operands and, one time in three, over any formula (mixed nesting such as {@code once (eventually p)} and
 * {@code historically (p -> next q)}); and random traces over the same atoms: predicates p, q, r, the role
 * {@code @user} and calls of {@code transfer} with an amount around the constraint's bound. {@link #small} keeps to
 * p, q and {@code @user}, whose eight kinds of step a brute force can enumerate.
 */
final class RandomFormulas {

    static final TemporalFormula P = PredicateAtom.of("p");
    static final TemporalFormula Q = PredicateAtom.of("q");
    static final TemporalFormula R = PredicateAtom.of("r");
    static final TemporalFormula USER = RoleAtom.of(Role.USER);
    static final TemporalFormula TRANSFER = ToolAtom.of("transfer");
    static final TemporalFormula BIG_TRANSFER = ToolAtom.of("transfer",
            List.of(new ArgumentConstraint("amount", ComparisonOperator.GREATER, Rational.of(100))));

    private static final List<TemporalFormula> ATOMS = List.of(P, Q, R, USER, TRANSFER, BIG_TRANSFER);
    private static final List<TemporalFormula> SMALL_ATOMS = List.of(P, Q, USER);
    private static final int FUTURE_OPERATORS = 19;
    private static final int PAST_OPERATORS = 13;
    /** The largest step bound drawn: windows stay short, so that short traces reach past their ends. */
    private static final int MAX_BOUND = 3;

    private final Random random;
    private final List<TemporalFormula> atoms;

    RandomFormulas(long seed) {
        this(seed, ATOMS);
    }

    private RandomFormulas(long seed, List<TemporalFormula> atoms) {
        this.random = new Random(seed);
        this.atoms = atoms;
    }

    /** Formulas over p, q and {@code @user} only, with traces of the eight kinds of step {@link #smallSteps} lists. */
    static RandomFormulas small(long seed) {
        return new RandomFormulas(seed, SMALL_ATOMS);
    }

    /** Formulas over the given atoms: two generators with the same seed draw formulas of the same shape. */
    static RandomFormulas over(long seed, List<TemporalFormula> atoms) {
        return new RandomFormulas(seed, atoms);
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
            case 4 -> Iff.of(formula(d), formula(d));
            case 5 -> Next.of(formula(d));
            case 6 -> WeakNext.of(formula(d));
            case 7 -> Always.of(formula(d));
            case 8 -> Eventually.of(formula(d));
            case 9 -> Until.of(formula(d), formula(d));
            case 10 -> Unless.of(formula(d), formula(d));
            case 11 -> Releases.of(formula(d), formula(d));
            case 12 -> {
                int[] window = window();
                yield EventuallyWithin.of(window[0], window[1], formula(d));
            }
            case 13 -> {
                int[] window = window();
                yield AlwaysWithin.of(window[0], window[1], formula(d));
            }
            case 14 -> UntilWithin.of(random.nextInt(MAX_BOUND + 1), formula(d), formula(d));
            default -> past(depth);
        };
    }

    /** A past-time operator at the top; its operands are past-time formulas, or (one time in three) any formula. */
    TemporalFormula past(int depth) {
        if (depth == 0 || random.nextInt(6) == 0) {
            return atom();
        }
        int d = depth - 1;
        boolean mixed = random.nextInt(3) == 0;
        return switch (random.nextInt(PAST_OPERATORS)) {
            case 0 -> Not.of(operand(d, mixed));
            case 1 -> And.of(operand(d, mixed), operand(d, mixed));
            case 2 -> Or.of(operand(d, mixed), operand(d, mixed));
            case 3 -> Implies.of(operand(d, mixed), operand(d, mixed));
            case 4 -> Once.of(operand(d, mixed));
            case 5 -> Historically.of(operand(d, mixed));
            case 6 -> Previously.of(operand(d, mixed));
            case 7 -> Since.of(operand(d, mixed), operand(d, mixed));
            case 8 -> {
                int[] window = window();
                yield OnceWithin.of(window[0], window[1], operand(d, mixed));
            }
            case 9 -> {
                int[] window = window();
                yield HistoricallyWithin.of(window[0], window[1], operand(d, mixed));
            }
            case 10 -> SinceWithin.of(random.nextInt(MAX_BOUND + 1), operand(d, mixed), operand(d, mixed));
            case 11 -> count(pastTime(d));
            default -> Iff.of(operand(d, mixed), operand(d, mixed));
        };
    }

    /** {@code count(P) OP K} or {@code count(P, within N) OP K}, K up to 3; P is past-time, as counting demands. */
    private TemporalFormula count(TemporalFormula operand) {
        List<ComparisonOperator> operators = List.of(ComparisonOperator.LESS, ComparisonOperator.LESS_OR_EQUAL,
                ComparisonOperator.EQUAL, ComparisonOperator.GREATER_OR_EQUAL, ComparisonOperator.GREATER);
        int window = random.nextBoolean() ? Count.UNBOUNDED : random.nextInt(MAX_BOUND + 1);
        return Count.of(operand, window, operators.get(random.nextInt(operators.size())), random.nextInt(4));
    }

    /** A past-time formula: {@link #past} drawn again until no future operator is inside. */
    private TemporalFormula pastTime(int depth) {
        TemporalFormula formula = past(depth);
        while (Signals.hasFuture(formula)) {
            formula = past(depth);
        }
        return formula;
    }

    private TemporalFormula operand(int depth, boolean mixed) {
        return mixed ? formula(depth) : past(depth);
    }

    /** A window [a, b]: starting now half of the time, else one or two steps away, and up to two steps long. */
    private int[] window() {
        int lower = random.nextBoolean() ? 0 : 1 + random.nextInt(2);
        return new int[] {lower, lower + random.nextInt(MAX_BOUND)};
    }

    private TemporalFormula atom() {
        // constants are rarer than atoms
        if (random.nextInt(10) == 0) {
            return random.nextBoolean() ? TemporalFormula.TRUE : TemporalFormula.FALSE;
        }
        return atoms.get(random.nextInt(atoms.size()));
    }

    List<Step> trace(int length) {
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            steps.add(atoms == SMALL_ATOMS ? smallSteps().get(random.nextInt(8)) : step());
        }
        return steps;
    }

    /** Every kind of step that p, q and {@code @user} tell apart: each subset of p and q, said by {@code @user} or not. */
    static List<Step> smallSteps() {
        List<Step> steps = new ArrayList<>();
        for (Role role : List.of(Role.ASSISTANT, Role.USER)) {
            for (int subset = 0; subset < 4; subset++) {
                Set<PredicateAtom> labels = new HashSet<>();
                if ((subset & 1) == 1) {
                    labels.add((PredicateAtom) P);
                }
                if ((subset & 2) == 2) {
                    labels.add((PredicateAtom) Q);
                }
                steps.add(new Step(Optional.of(role), Optional.empty(), labels));
            }
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
