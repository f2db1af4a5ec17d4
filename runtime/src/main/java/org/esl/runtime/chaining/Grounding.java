package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.term.Arithmetic;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Comparison;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.FunctionApplication;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Negation;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.esl.runtime.model.value.Rational;

/**
 * Substitutes a binding into terms and literals and evaluates what can be evaluated exactly: arithmetic on numbers
 * ({@code 15.12 * 10} is {@code 151.2}) and comparisons between constants. Applications of declared functions stay
 * uninterpreted terms, so {@code Square(3) > 5} stays open. The result is a normal form: two ground literals mean the
 * same proposition exactly when their {@link #proposition} keys are equal.
 */
final class Grounding {

    private Grounding() {
    }

    /**
     * The ground normal form of {@code term} under {@code binding}; empty when it has no value (arithmetic on a string
     * or a boolean, division by zero), which means the binding does not fit the rule.
     */
    static Optional<Term> ground(Term term, Binding binding) {
        if (term instanceof Variable variable) {
            return Optional.of(binding.valueOf(variable));
        }
        if (term instanceof Constant) {
            return Optional.of(term);
        }
        if (term instanceof FunctionApplication application) {
            List<Term> arguments = new ArrayList<>(application.arguments().size());
            for (Term argument : application.arguments()) {
                Optional<Term> ground = ground(argument, binding);
                if (ground.isEmpty()) {
                    return Optional.empty();
                }
                arguments.add(ground.get());
            }
            return Optional.of(new FunctionApplication(application.function(), arguments));
        }
        if (term instanceof Negation negation) {
            return ground(negation.operand(), binding).flatMap(operand -> {
                if (operand instanceof Constant constant) {
                    return constant.value() instanceof Rational number ? Optional.of(Constant.of(number.negate()))
                            : Optional.empty();
                }
                return Optional.of(new Negation(operand));
            });
        }
        Arithmetic arithmetic = (Arithmetic) term;
        Optional<Term> left = ground(arithmetic.left(), binding);
        Optional<Term> right = ground(arithmetic.right(), binding);
        if (left.isEmpty() || right.isEmpty()) {
            return Optional.empty();
        }
        if (isNonNumericConstant(left.get()) || isNonNumericConstant(right.get())) {
            return Optional.empty();
        }
        if (left.get() instanceof Constant l && right.get() instanceof Constant r) {
            return arithmetic.operator().apply((Rational) l.value(), (Rational) r.value()).map(Constant::of);
        }
        return Optional.of(new Arithmetic(arithmetic.operator(), left.get(), right.get()));
    }

    private static boolean isNonNumericConstant(Term term) {
        return term instanceof Constant constant && !(constant.value() instanceof Rational);
    }

    /** The ground atom, or empty when one of its arguments has no value. */
    static Optional<Atom> ground(Atom atom, Binding binding) {
        List<Term> arguments = new ArrayList<>(atom.arguments().size());
        for (Term argument : atom.arguments()) {
            Optional<Term> ground = ground(argument, binding);
            if (ground.isEmpty()) {
                return Optional.empty();
            }
            arguments.add(ground.get());
        }
        return Optional.of(new Atom(atom.predicate(), arguments));
    }

    /** The ground literal, or empty when one of its terms has no value. */
    static Optional<Literal> ground(Literal literal, Binding binding) {
        if (literal instanceof AtomLiteral atomLiteral) {
            return ground(atomLiteral.atom(), binding).map(atom -> new AtomLiteral(atom, atomLiteral.positive()));
        }
        Comparison comparison = (Comparison) literal;
        Optional<Term> left = ground(comparison.left(), binding);
        Optional<Term> right = ground(comparison.right(), binding);
        if (left.isEmpty() || right.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Comparison(comparison.operator(), left.get(), right.get()));
    }

    /**
     * The proposition a ground literal is about and the polarity it asserts: {@code not ChewGum("Alex")} is
     * ({@code ChewGum("Alex")}, false), {@code a > b} is ({@code b < a}, true), {@code a >= b} is ({@code a < b}, false)
     * and {@code a != b} is ({@code a = b}, false). Propositions are positive atom literals or comparisons with
     * {@code <}, {@code <=} or {@code =}, and an equation lists its operands in a fixed order.
     */
    static SignedProposition proposition(Literal literal) {
        if (literal instanceof AtomLiteral atomLiteral) {
            return new SignedProposition(AtomLiteral.positive(atomLiteral.atom()), atomLiteral.positive());
        }
        Comparison comparison = (Comparison) literal;
        Term left = comparison.left();
        Term right = comparison.right();
        return switch (comparison.operator()) {
            case LESS, LESS_OR_EQUAL -> new SignedProposition(comparison, true);
            case GREATER -> new SignedProposition(new Comparison(ComparisonOperator.LESS, right, left), true);
            case GREATER_OR_EQUAL -> new SignedProposition(new Comparison(ComparisonOperator.LESS, left, right), false);
            case EQUAL -> new SignedProposition(equation(left, right), true);
            case NOT_EQUAL -> new SignedProposition(equation(left, right), false);
        };
    }

    private static Comparison equation(Term left, Term right) {
        return left.toString().compareTo(right.toString()) <= 0 ? new Comparison(ComparisonOperator.EQUAL, left, right)
                : new Comparison(ComparisonOperator.EQUAL, right, left);
    }

    /** The truth value of a ground comparison proposition between constants; empty when it stays open. */
    static Optional<Boolean> decide(Literal proposition) {
        if (!(proposition instanceof Comparison comparison) || !(comparison.left() instanceof Constant left)
                || !(comparison.right() instanceof Constant right)) {
            return Optional.empty();
        }
        return comparison.operator().holds(left.value(), right.value());
    }

    /** A proposition with the polarity a literal asserts about it. */
    record SignedProposition(Literal proposition, boolean positive) {

        /** The literal as written in results: the proposition or its negation. */
        Literal literal() {
            return positive ? proposition : proposition.negated();
        }
    }
}
