package org.esl.lang.validation;

import java.util.Optional;

import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Minus;
import org.esl.lang.esl.NumberLiteral;
import org.esl.lang.esl.Parenthesized;
import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.value.Rational;

/**
 * ESL022: a division whose divisor is a constant equal to zero, {@code x / 0} or {@code x / (2 - 2)}. It has no
 * value: forward chaining finds none, and Z3 lets it be any number, so a policy with it would prove what it
 * should not. A divisor that varies may be zero too; docs/language.md says how to guard it.
 */
public class DivisionValidator extends EslCheck {

    @Check
    public void checkDivisor(Binary binary) {
        if ("/".equals(binary.getOp()) && value(binary.getRight()).filter(divisor -> divisor.signum() == 0).isPresent()) {
            String divisor = binary.getRight() instanceof NumberLiteral ? "" : ": " + Describe.quote(binary.getRight()) + " is 0";
            report(IssueCodes.DIVISION_BY_ZERO, "division by zero" + divisor, binary, Literals.BINARY__RIGHT);
        }
    }

    /** The exact value of a constant term: numbers, unary minus and arithmetic on them; none for anything else. */
    private static Optional<Rational> value(Expr term) {
        if (term instanceof NumberLiteral number && number.getValue() != null) {
            return Optional.of(Rational.of(number.getValue()));
        }
        if (term instanceof Parenthesized parenthesized) {
            return value(parenthesized.getInner());
        }
        if (term instanceof Minus minus) {
            return value(minus.getOperand()).map(Rational::negate);
        }
        if (term instanceof Binary binary && binary.getOp() != null) {
            Optional<ArithmeticOperator> operator = ArithmeticOperator.bySymbol(binary.getOp());
            Optional<Rational> left = value(binary.getLeft());
            Optional<Rational> right = value(binary.getRight());
            if (operator.isPresent() && left.isPresent() && right.isPresent()) {
                return operator.get().apply(left.get(), right.get());
            }
        }
        return Optional.empty();
    }
}
