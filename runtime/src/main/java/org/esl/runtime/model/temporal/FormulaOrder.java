package org.esl.runtime.model.temporal;

import java.util.Comparator;
import java.util.List;

import org.esl.runtime.model.value.Value;

/**
 * A total order on formulas, consistent with {@code equals}, that sorts the operands of {@code and} and
 * {@code or}: constants, then atoms (roles, tools, predicates), then unary, binary and n-ary operators;
 * within a kind by name and then by operands. Sorting by structure rather than by rendering keeps it cheap.
 */
public final class FormulaOrder implements Comparator<TemporalFormula> {

    public static final FormulaOrder INSTANCE = new FormulaOrder();

    private static final List<Class<? extends TemporalFormula>> KINDS = List.of(
            BooleanConstant.class, RoleAtom.class, ToolAtom.class, PredicateAtom.class,
            Not.class, Next.class, WeakNext.class, Always.class, Eventually.class, Once.class, Historically.class,
            Previously.class, Count.class, EventuallyWithin.class, AlwaysWithin.class, OnceWithin.class, HistoricallyWithin.class,
            Until.class, Unless.class, Releases.class, Since.class, UntilWithin.class, SinceWithin.class, Implies.class,
            Iff.class, And.class, Or.class);

    private static final Comparator<ArgumentConstraint> CONSTRAINTS = Comparator.comparing(ArgumentConstraint::parameter)
            .thenComparing(constraint -> constraint.target().toString())
            .thenComparing(FormulaOrder::testOrder);

    private FormulaOrder() {
    }

    /** Comparisons before string tests; comparisons by operator then constant, string tests by operator then text. */
    private static int testOrder(ArgumentConstraint left, ArgumentConstraint right) {
        if (left.test() instanceof ArgumentTest.Comparison l && right.test() instanceof ArgumentTest.Comparison r) {
            int byOperator = l.operator().compareTo(r.operator());
            return byOperator != 0 ? byOperator : Value.ORDER.compare(l.value(), r.value());
        }
        if (left.test() instanceof ArgumentTest.StringTest l && right.test() instanceof ArgumentTest.StringTest r) {
            int byOperator = l.operator().compareTo(r.operator());
            return byOperator != 0 ? byOperator : l.text().compareTo(r.text());
        }
        return left.test() instanceof ArgumentTest.Comparison ? -1 : 1;
    }

    @Override
    public int compare(TemporalFormula left, TemporalFormula right) {
        if (left == right) {
            return 0;
        }
        int byKind = Integer.compare(KINDS.indexOf(left.getClass()), KINDS.indexOf(right.getClass()));
        if (byKind != 0) {
            return byKind;
        }
        if (left instanceof BooleanConstant l) {
            return Boolean.compare(l.value(), ((BooleanConstant) right).value());
        }
        if (left instanceof RoleAtom l) {
            return l.role().compareTo(((RoleAtom) right).role());
        }
        if (left instanceof ToolAtom l) {
            ToolAtom r = (ToolAtom) right;
            int byName = l.tool().compareTo(r.tool());
            return byName != 0 ? byName : lexicographic(l.constraints(), r.constraints(), CONSTRAINTS);
        }
        if (left instanceof PredicateAtom l) {
            PredicateAtom r = (PredicateAtom) right;
            int byName = l.predicate().compareTo(r.predicate());
            return byName != 0 ? byName : lexicographic(l.arguments(), r.arguments(), Value.ORDER);
        }
        if (left instanceof BoundedFormula l) {
            BoundedFormula r = (BoundedFormula) right;
            int byWindow = l.lower() != r.lower() ? Integer.compare(l.lower(), r.lower()) : Integer.compare(l.upper(), r.upper());
            return byWindow != 0 ? byWindow : compare(l.operand(), r.operand());
        }
        if (left instanceof Count l) {
            Count r = (Count) right;
            int byCount = l.window() != r.window() ? Integer.compare(l.window(), r.window())
                    : l.operator() != r.operator() ? l.operator().compareTo(r.operator()) : Integer.compare(l.bound(), r.bound());
            return byCount != 0 ? byCount : compare(l.operand(), r.operand());
        }
        if (left instanceof BoundedBinaryFormula l && l.bound() != ((BoundedBinaryFormula) right).bound()) {
            return Integer.compare(l.bound(), ((BoundedBinaryFormula) right).bound());
        }
        if (left instanceof UnaryFormula l) {
            return compare(l.operand(), ((UnaryFormula) right).operand());
        }
        if (left instanceof BinaryFormula l) {
            BinaryFormula r = (BinaryFormula) right;
            int byLeft = compare(l.left(), r.left());
            return byLeft != 0 ? byLeft : compare(l.right(), r.right());
        }
        return lexicographic(((Junction) left).operands(), ((Junction) right).operands(), this);
    }

    private static <T> int lexicographic(List<? extends T> left, List<? extends T> right, Comparator<? super T> order) {
        for (int i = 0; i < Math.min(left.size(), right.size()); i++) {
            int byElement = order.compare(left.get(i), right.get(i));
            if (byElement != 0) {
                return byElement;
            }
        }
        return Integer.compare(left.size(), right.size());
    }
}
