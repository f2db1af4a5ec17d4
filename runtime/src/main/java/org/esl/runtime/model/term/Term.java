package org.esl.runtime.model.term;

import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.Value;

/**
 * A term of a domain rule: a rule variable, a constant, an application of a declared function, built-in
 * arithmetic or a negation. Arithmetic on constants stays structural; the runtime evaluates it exactly.
 */
public sealed interface Term permits Variable, Constant, FunctionApplication, Arithmetic, Negation {

    /** The rule variables of this term, in order of first occurrence. */
    default Set<Variable> variables() {
        Set<Variable> found = new LinkedHashSet<>();
        collectVariables(found);
        return found;
    }

    default boolean isGround() {
        return variables().isEmpty();
    }

    void collectVariables(Set<Variable> into);

    /**
     * The value of a term made of constants and arithmetic, exactly: {@code 15.12 * 10} is 151.2. Empty for a term
     * with a variable or a function application, and for arithmetic without a value (on a string or a boolean, or a
     * division by zero).
     */
    default Optional<Value> constantValue() {
        if (this instanceof Constant constant) {
            return Optional.of(constant.value());
        }
        if (this instanceof Negation negation) {
            return number(negation.operand()).map(Rational::negate);
        }
        if (this instanceof Arithmetic arithmetic) {
            Optional<Rational> left = number(arithmetic.left());
            Optional<Rational> right = number(arithmetic.right());
            return left.isPresent() && right.isPresent() ? arithmetic.operator().apply(left.get(), right.get()).map(Value.class::cast)
                    : Optional.empty();
        }
        return Optional.empty();
    }

    private static Optional<Rational> number(Term term) {
        return term.constantValue().filter(Rational.class::isInstance).map(Rational.class::cast);
    }
}
