package org.esl.runtime.monitor;

import java.util.List;
import java.util.Map;

import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.AlwaysWithin;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.ArgumentTest;
import org.esl.runtime.model.temporal.CallValue;
import org.esl.runtime.model.temporal.BooleanConstant;
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
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.temporal.UntilWithin;
import org.esl.runtime.model.temporal.Unless;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.model.temporal.WeakNext;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/**
 * The finite-trace meaning of temporal formulas, written line by line from the table in docs/language.md, "Temporal properties"
 * with no cleverness: quantifiers over step ranges become loops. Exponential on nested operators and meant
 * only as the reference the monitor is checked against.
 */
final class BruteForceSemantics {

    private BruteForceSemantics() {
    }

    /** A property holds when it holds at step 0; an empty transcript is pending. */
    static Verdict verdict(TemporalFormula formula, List<Step> trace) {
        if (trace.isEmpty()) {
            return Verdict.PENDING;
        }
        return holds(formula, trace, 0) ? Verdict.SATISFIED : Verdict.VIOLATED;
    }

    static boolean holds(TemporalFormula f, List<Step> trace, int i) {
        int n = trace.size();
        if (f instanceof BooleanConstant constant) {
            return constant.value();
        }
        if (f instanceof PredicateAtom atom) {
            return trace.get(i).predicates().contains(atom);
        }
        if (f instanceof RoleAtom atom) {
            return trace.get(i).role().isPresent() && trace.get(i).role().get() == atom.role();
        }
        if (f instanceof ToolAtom atom) {
            return trace.get(i).toolCall().isPresent()
                    && trace.get(i).toolCall().get().tool().equals(atom.tool())
                    && atom.constraints().stream().allMatch(c -> constraintHolds(c, trace.get(i).toolCall().get().arguments()));
        }
        if (f instanceof Not not) {
            return !holds(not.operand(), trace, i);
        }
        if (f instanceof And and) {
            return and.operands().stream().allMatch(operand -> holds(operand, trace, i));
        }
        if (f instanceof Or or) {
            return or.operands().stream().anyMatch(operand -> holds(operand, trace, i));
        }
        if (f instanceof Implies implies) {
            return !holds(implies.left(), trace, i) || holds(implies.right(), trace, i);
        }
        if (f instanceof Iff iff) {
            return holds(iff.left(), trace, i) == holds(iff.right(), trace, i);
        }
        if (f instanceof Next next) {                           // i+1 < n and P at i+1
            return i + 1 < n && holds(next.operand(), trace, i + 1);
        }
        if (f instanceof WeakNext weakNext) {                   // i+1 = n or P at i+1
            return i + 1 == n || holds(weakNext.operand(), trace, i + 1);
        }
        if (f instanceof Until until) {                         // some j >= i has Q, P at every i <= k < j
            return until(until.left(), until.right(), trace, i, n - 1);
        }
        if (f instanceof UntilWithin until) {                   // the same with j <= min(i+N, n-1)
            return until(until.left(), until.right(), trace, i, Math.min(i + until.bound(), n - 1));
        }
        if (f instanceof Unless unless) {                       // P until Q, or P at every k >= i
            return until(unless.left(), unless.right(), trace, i, n - 1) || everyFrom(unless.left(), trace, i, n - 1);
        }
        if (f instanceof Releases releases) {                   // not (not P until not Q)
            return !until(Not.of(releases.left()), Not.of(releases.right()), trace, i, n - 1);
        }
        if (f instanceof Always always) {
            return everyFrom(always.operand(), trace, i, n - 1);
        }
        if (f instanceof Eventually eventually) {
            return someFrom(eventually.operand(), trace, i, n - 1);
        }
        if (f instanceof Once once) {                           // P at some 0 <= j <= i
            return someFrom(once.operand(), trace, 0, i);
        }
        if (f instanceof Historically historically) {           // P at every 0 <= j <= i
            return everyFrom(historically.operand(), trace, 0, i);
        }
        if (f instanceof Previously previously) {               // i > 0 and P at i-1
            return i > 0 && holds(previously.operand(), trace, i - 1);
        }
        if (f instanceof Since since) {                         // some j <= i has Q, P at every j < k <= i
            return since(since.left(), since.right(), trace, 0, i);
        }
        if (f instanceof SinceWithin since) {                   // the same with j >= max(0, i-N)
            return since(since.left(), since.right(), trace, Math.max(0, i - since.bound()), i);
        }
        if (f instanceof EventuallyWithin within) {             // P at some i+a <= j <= min(i+b, n-1)
            return someFrom(within.operand(), trace, i + within.lower(), Math.min(i + within.upper(), n - 1));
        }
        if (f instanceof AlwaysWithin within) {                 // P at every i+a <= j <= min(i+b, n-1)
            return everyFrom(within.operand(), trace, i + within.lower(), Math.min(i + within.upper(), n - 1));
        }
        if (f instanceof OnceWithin within) {                   // P at some max(0, i-b) <= j <= i-a
            return someFrom(within.operand(), trace, Math.max(0, i - within.upper()), i - within.lower());
        }
        if (f instanceof HistoricallyWithin within) {           // P at every max(0, i-b) <= j <= i-a
            return everyFrom(within.operand(), trace, Math.max(0, i - within.upper()), i - within.lower());
        }
        if (f instanceof Count count) {                         // #{j : P at j, max(0, i-N) <= j <= i} OP K
            int steps = 0;
            for (int j = count.bounded() ? Math.max(0, i - count.window()) : 0; j <= i; j++) {
                steps += holds(count.operand(), trace, j) ? 1 : 0;
            }
            return count.operator().holds(Integer.compare(steps, count.bound()));
        }
        throw new IllegalArgumentException("no meaning for " + f);
    }

    /** Some i <= j <= last has Q, and P at every i <= k < j. */
    private static boolean until(TemporalFormula p, TemporalFormula q, List<Step> trace, int i, int last) {
        for (int j = i; j <= last; j++) {
            if (holds(q, trace, j) && everyFrom(p, trace, i, j - 1)) {
                return true;
            }
        }
        return false;
    }

    /** Some first <= j <= i has Q, and P at every j < k <= i. */
    private static boolean since(TemporalFormula p, TemporalFormula q, List<Step> trace, int first, int i) {
        for (int j = i; j >= first; j--) {
            if (holds(q, trace, j) && everyFrom(p, trace, j + 1, i)) {
                return true;
            }
        }
        return false;
    }

    private static boolean everyFrom(TemporalFormula f, List<Step> trace, int from, int to) {
        for (int j = from; j <= to; j++) {
            if (!holds(f, trace, j)) {
                return false;
            }
        }
        return true;
    }

    private static boolean someFrom(TemporalFormula f, List<Step> trace, int from, int to) {
        for (int j = from; j <= to; j++) {
            if (holds(f, trace, j)) {
                return true;
            }
        }
        return false;
    }

    private static boolean constraintHolds(ArgumentConstraint constraint, Map<String, Value> arguments) {
        Value actual = arguments.get(constraint.parameter());
        if (constraint.target() instanceof CallValue.Length) {
            actual = actual instanceof StringValue string ? Rational.of(string.value().codePoints().count()) : null;
        }
        if (constraint.test() instanceof ArgumentTest.StringTest test) {
            // java.util.regex, not RE2: an independent reading of the simple patterns the tests use
            return actual instanceof StringValue string && switch (test.operator()) {
                case MATCHES -> java.util.regex.Pattern.compile(test.text()).matcher(string.value()).find();
                case CONTAINS -> string.value().indexOf(test.text()) >= 0;
                case STARTS_WITH -> string.value().regionMatches(0, test.text(), 0, test.text().length());
                case ENDS_WITH -> string.value().length() >= test.text().length() && string.value()
                        .substring(string.value().length() - test.text().length()).equals(test.text());
            };
        }
        ArgumentTest.Comparison comparison = (ArgumentTest.Comparison) constraint.test();
        if (!(actual instanceof Rational number) || !(comparison.value() instanceof Rational bound)) {
            return actual != null && actual.getClass() == comparison.value().getClass() && switch (comparison.operator()) {
                case EQUAL -> actual.equals(comparison.value());
                case NOT_EQUAL -> !actual.equals(comparison.value());
                default -> false;
            };
        }
        int order = number.compareTo(bound);
        return switch (comparison.operator()) {
            case LESS -> order < 0;
            case LESS_OR_EQUAL -> order <= 0;
            case EQUAL -> order == 0;
            case NOT_EQUAL -> order != 0;
            case GREATER_OR_EQUAL -> order >= 0;
            case GREATER -> order > 0;
        };
    }
}
