package org.esl.runtime.model.policy;

import java.util.List;
import java.util.stream.Collectors;

import org.esl.runtime.model.Precedence;
import org.esl.runtime.model.policy.PolicyExpression.And;
import org.esl.runtime.model.policy.PolicyExpression.Arithmetic;
import org.esl.runtime.model.policy.PolicyExpression.BoolConstant;
import org.esl.runtime.model.policy.PolicyExpression.Comparison;
import org.esl.runtime.model.policy.PolicyExpression.EnumConstant;
import org.esl.runtime.model.policy.PolicyExpression.IfThenElse;
import org.esl.runtime.model.policy.PolicyExpression.Iff;
import org.esl.runtime.model.policy.PolicyExpression.Implies;
import org.esl.runtime.model.policy.PolicyExpression.Negation;
import org.esl.runtime.model.policy.PolicyExpression.Not;
import org.esl.runtime.model.policy.PolicyExpression.NumberConstant;
import org.esl.runtime.model.policy.PolicyExpression.Or;
import org.esl.runtime.model.policy.PolicyExpression.StringConstant;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.value.StringValue;

/**
 * Policy expressions in ESL syntax with the fewest parentheses that ESL's {@link Precedence} allows
 * ({@code if-then-else}, {@code =>} right-associative, {@code <=>} left-associative, {@code or}, {@code and},
 * {@code not}, comparisons, {@code + -}, {@code * /}, unary minus). The text parses back to an equal
 * expression: {@code isLowSeason => admissionFee = 0.75 * baseFee}.
 */
public final class PolicySyntax {

    private PolicySyntax() {
    }

    public static String render(PolicyExpression expression) {
        return render(expression, Precedence.CONDITIONAL);
    }

    /** {@code expression} in a place that needs at least {@code minimum} precedence, bracketed if it binds less. */
    private static String render(PolicyExpression expression, Precedence minimum) {
        return precedence(expression).in(text(expression), minimum);
    }

    private static String text(PolicyExpression expression) {
        if (expression instanceof IfThenElse ite) {
            return "if " + render(ite.condition()) + " then " + render(ite.thenValue()) + " else " + render(ite.elseValue());
        }
        if (expression instanceof Implies implies) {
            return render(implies.premise(), Precedence.IFF) + " => " + render(implies.conclusion(), Precedence.CONDITIONAL);
        }
        if (expression instanceof Iff iff) {
            // left-associative
            return render(iff.left(), Precedence.IFF) + " <=> " + render(iff.right(), Precedence.OR);
        }
        if (expression instanceof Or or) {
            return junction(or.operands(), " or ", Precedence.AND);
        }
        if (expression instanceof And and) {
            return junction(and.operands(), " and ", Precedence.PREFIX);
        }
        if (expression instanceof Not not) {
            return "not " + render(not.operand(), Precedence.PREFIX);
        }
        if (expression instanceof Comparison comparison) {
            // comparisons do not chain: both sides must bind tighter
            return render(comparison.left(), Precedence.ADDITIVE) + " " + comparison.operator().symbol() + " "
                    + render(comparison.right(), Precedence.ADDITIVE);
        }
        if (expression instanceof Arithmetic arithmetic) {
            Precedence precedence = Precedence.of(arithmetic.operator());
            return render(arithmetic.left(), precedence) + " " + arithmetic.operator().symbol() + " "
                    + render(arithmetic.right(), precedence.tighter());
        }
        if (expression instanceof Negation negation) {
            return "-" + render(negation.operand(), Precedence.NEGATION);
        }
        if (expression instanceof NumberConstant number) {
            return number.value().toEsl();
        }
        if (expression instanceof BoolConstant bool) {
            return Boolean.toString(bool.value());
        }
        if (expression instanceof StringConstant string) {
            return new StringValue(string.value()).toEsl();
        }
        if (expression instanceof EnumConstant enumConstant) {
            return enumConstant.value();
        }
        return ((VariableRef) expression).name();
    }

    private static String junction(List<PolicyExpression> operands, String keyword, Precedence minimum) {
        return operands.stream().map(operand -> render(operand, minimum)).collect(Collectors.joining(keyword));
    }

    private static Precedence precedence(PolicyExpression expression) {
        if (expression instanceof IfThenElse) {
            return Precedence.CONDITIONAL;
        }
        if (expression instanceof Implies) {
            return Precedence.IMPLIES;
        }
        if (expression instanceof Iff) {
            return Precedence.IFF;
        }
        if (expression instanceof Or) {
            return Precedence.OR;
        }
        if (expression instanceof And) {
            return Precedence.AND;
        }
        if (expression instanceof Not) {
            return Precedence.PREFIX;
        }
        if (expression instanceof Comparison) {
            return Precedence.COMPARISON;
        }
        if (expression instanceof Arithmetic arithmetic) {
            return Precedence.of(arithmetic.operator());
        }
        if (expression instanceof Negation) {
            return Precedence.NEGATION;
        }
        if (expression instanceof NumberConstant number) {
            return Precedence.of(number.value());
        }
        return Precedence.PRIMARY;
    }
}
