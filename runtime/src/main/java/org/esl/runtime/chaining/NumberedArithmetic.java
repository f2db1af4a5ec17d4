package org.esl.runtime.chaining;

import java.util.Arrays;
import java.util.List;

import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.term.Arithmetic;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Negation;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.Value;

/**
 * An argument to evaluate, such as {@code x * 2}, compiled to work on value numbers ({@link AtomTable}): under a
 * binding given as its variables' value numbers, the number of the term's value, computed exactly as
 * {@link Grounding#ground(Term, Binding)} computes it, with no term, binding or {@code Optional} built. A term of
 * one variable keeps its results per value number of that variable, so that a value bound again (the {@code x} of
 * {@code P(x, y) => Q(x * 2, y)} for every {@code y}) is looked up, not evaluated. When every value is an integer
 * that fits a {@code long} ({@link AtomTable#isInteger}), the term is evaluated on {@code long}s, its result numbered
 * by {@link AtomTable#integer} with no {@link Rational} made; an overflow, or a division with a remainder, falls back
 * to the exact evaluation on {@link Rational}s, so the result is the same.
 *
 * <p>Not thread-safe: the table of results grows as bindings come.
 */
final class NumberedArithmetic {

    /** What {@link #value} answers when a variable's value is no constant: the term is then ground as a term. */
    static final int OPEN = -2;

    /** A node of the term: its value under the binding, or null when it has none (arithmetic on a string). */
    private sealed interface Node {
        Value value(int[] values, AtomTable table);
    }

    private record Bound(int variable) implements Node {
        @Override
        public Value value(int[] values, AtomTable table) {
            return table.constant(values[variable]).value();
        }
    }

    /** @param integer whether {@code value} is an integer that fits a {@code long}, which {@code longValue} then is */
    private record Fixed(Value value, boolean integer, long longValue) implements Node {
        static Fixed of(Value value) {
            boolean integer = value instanceof Rational number && number.isInteger()
                    && number.numerator().bitLength() < Long.SIZE;
            return new Fixed(value, integer, integer ? ((Rational) value).numerator().longValue() : 0);
        }

        @Override
        public Value value(int[] values, AtomTable table) {
            return value;
        }
    }

    private record Negated(Node operand) implements Node {
        @Override
        public Value value(int[] values, AtomTable table) {
            return operand.value(values, table) instanceof Rational number ? number.negate() : null;
        }
    }

    private record Applied(ArithmeticOperator operator, Node left, Node right) implements Node {
        @Override
        public Value value(int[] values, AtomTable table) {
            Value leftValue = left.value(values, table);
            Value rightValue = right.value(values, table);
            if (!(leftValue instanceof Rational l) || !(rightValue instanceof Rational r)) {
                return null; // no value, or arithmetic on a string or a boolean
            }
            return operator.apply(l, r).orElse(null);
        }
    }

    private final Node root;
    /** The positions, in the binding, of the variables the term uses. */
    private final int[] variables;
    /** With one variable: per value number of it, the result's number + 2 (1 for no value, 0 not yet evaluated). */
    private int[] results = new int[0];
    /** Set by {@link #integer} when the term is not evaluated on {@code long}s. */
    private boolean inexact;

    private NumberedArithmetic(Node root, int[] variables) {
        this.root = root;
        this.variables = variables;
    }

    /**
     * The compiled term, or null when it is not arithmetic over numbers and the binding's variables (a function
     * application stays an uninterpreted term, which {@link Grounding} builds).
     *
     * @param variables the binding's variables, in the order of the value numbers {@link #value} is given
     */
    static NumberedArithmetic of(Term term, List<Variable> variables) {
        int[] used = term.variables().stream().mapToInt(variables::indexOf).distinct().toArray();
        Node root = node(term, variables);
        return root == null || Arrays.stream(used).anyMatch(position -> position < 0) ? null
                : new NumberedArithmetic(root, used);
    }

    private static Node node(Term term, List<Variable> variables) {
        if (term instanceof Variable variable) {
            return new Bound(variables.indexOf(variable));
        }
        if (term instanceof Constant constant) {
            return Fixed.of(constant.value());
        }
        if (term instanceof Negation negation) {
            Node operand = node(negation.operand(), variables);
            return operand == null ? null : new Negated(operand);
        }
        if (term instanceof Arithmetic arithmetic) {
            Node left = node(arithmetic.left(), variables);
            Node right = node(arithmetic.right(), variables);
            return left == null || right == null ? null : new Applied(arithmetic.operator(), left, right);
        }
        return null;
    }

    /**
     * The number of the term's value under the binding whose value numbers are {@code values}: {@link AtomTable#NO_VALUE}
     * when it has none, {@link #OPEN} when one of its variables is bound to no constant.
     */
    int value(int[] values, AtomTable table) {
        for (int variable : variables) {
            if (values[variable] < 0) {
                return OPEN;
            }
        }
        if (variables.length != 1) {
            return evaluate(values, table);
        }
        int argument = values[variables[0]];
        if (argument >= results.length) {
            results = Arrays.copyOf(results, Math.max(argument + 1, 2 * results.length));
        }
        if (results[argument] == 0) {
            results[argument] = evaluate(values, table) + 2;
        }
        return results[argument] - 2;
    }

    private int evaluate(int[] values, AtomTable table) {
        inexact = false;
        long integer = integer(root, values, table);
        if (!inexact) {
            return table.integer(integer);
        }
        Value value = root.value(values, table);
        return value == null ? AtomTable.NO_VALUE : table.value(value);
    }

    /**
     * The node's value when it is an integer that fits a {@code long} and so is every value it is computed from; else
     * any number, with {@link #inexact} set (arithmetic on a string, an overflow, a division by zero or with a
     * remainder), and the caller evaluates the term on {@link Rational}s.
     */
    private long integer(Node node, int[] values, AtomTable table) {
        if (inexact) {
            return 0;
        }
        if (node instanceof Bound bound) {
            int value = values[bound.variable()];
            if (table.isInteger(value)) {
                return table.integerValue(value);
            }
        } else if (node instanceof Fixed fixed) {
            if (fixed.integer()) {
                return fixed.longValue();
            }
        } else if (node instanceof Negated negated) {
            long operand = integer(negated.operand(), values, table);
            if (operand != Long.MIN_VALUE) {
                return -operand;
            }
        } else if (node instanceof Applied applied) {
            long left = integer(applied.left(), values, table);
            long right = integer(applied.right(), values, table);
            if (!inexact) {
                return apply(applied.operator(), left, right);
            }
        }
        inexact = true;
        return 0;
    }

    private long apply(ArithmeticOperator operator, long left, long right) {
        try {
            switch (operator) {
                case ADD:
                    return Math.addExact(left, right);
                case SUBTRACT:
                    return Math.subtractExact(left, right);
                case MULTIPLY:
                    return Math.multiplyExact(left, right);
                default:
                    if (right != 0 && left % right == 0 && !(left == Long.MIN_VALUE && right == -1)) {
                        return left / right;
                    }
            }
        } catch (ArithmeticException overflow) {
            // left to the exact evaluation below
        }
        inexact = true;
        return 0;
    }
}
