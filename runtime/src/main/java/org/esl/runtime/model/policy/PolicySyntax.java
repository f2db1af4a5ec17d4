package org.esl.runtime.model.policy;

import java.util.List;
import java.util.stream.Collectors;

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
 * Policy expressions in ESL syntax with the fewest parentheses that ESL's precedence allows (lowest
 * first: {@code if-then-else}, {@code =>} right-associative, {@code <=>}, {@code or}, {@code and},
 * {@code not}, comparisons, {@code + -}, {@code * /}, unary minus). The text parses back to an equal
 * expression: {@code isLowSeason => admissionFee = 0.75 * baseFee}.
 */
public final class PolicySyntax {

    private static final int CONDITIONAL = 0;
    private static final int IMPLIES = 1;
    private static final int IFF = 2;
    private static final int OR = 3;
    private static final int AND = 4;
    private static final int NOT = 5;
    private static final int COMPARISON = 6;
    private static final int ADDITIVE = 7;
    private static final int MULTIPLICATIVE = 8;
    private static final int NEGATION = 9;
    private static final int PRIMARY = 10;

    private PolicySyntax() {
    }

    public static String render(PolicyExpression expression) {
        return render(expression, CONDITIONAL);
    }

    /** {@code expression} in a place that needs at least {@code minimum} precedence, bracketed if it binds less. */
    private static String render(PolicyExpression expression, int minimum) {
        String text = text(expression);
        return precedence(expression) < minimum ? "(" + text + ")" : text;
    }

    private static String text(PolicyExpression expression) {
        if (expression instanceof IfThenElse ite) {
            return "if " + render(ite.condition()) + " then " + render(ite.thenValue()) + " else " + render(ite.elseValue());
        }
        if (expression instanceof Implies implies) {
            return render(implies.premise(), IFF) + " => " + render(implies.conclusion(), CONDITIONAL);
        }
        if (expression instanceof Iff iff) {
            // left-associative
            return render(iff.left(), IFF) + " <=> " + render(iff.right(), OR);
        }
        if (expression instanceof Or or) {
            return junction(or.operands(), " or ", AND);
        }
        if (expression instanceof And and) {
            return junction(and.operands(), " and ", NOT);
        }
        if (expression instanceof Not not) {
            return "not " + render(not.operand(), NOT);
        }
        if (expression instanceof Comparison comparison) {
            // comparisons do not chain: both sides must bind tighter
            return render(comparison.left(), ADDITIVE) + " " + comparison.operator().symbol() + " "
                    + render(comparison.right(), ADDITIVE);
        }
        if (expression instanceof Arithmetic arithmetic) {
            int precedence = precedence(arithmetic);
            return render(arithmetic.left(), precedence) + " " + arithmetic.operator().symbol() + " "
                    + render(arithmetic.right(), precedence + 1);
        }
        if (expression instanceof Negation negation) {
            return "-" + render(negation.operand(), NEGATION);
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

    private static String junction(List<PolicyExpression> operands, String keyword, int minimum) {
        return operands.stream().map(operand -> render(operand, minimum)).collect(Collectors.joining(keyword));
    }

    private static int precedence(PolicyExpression expression) {
        if (expression instanceof IfThenElse) {
            return CONDITIONAL;
        }
        if (expression instanceof Implies) {
            return IMPLIES;
        }
        if (expression instanceof Iff) {
            return IFF;
        }
        if (expression instanceof Or) {
            return OR;
        }
        if (expression instanceof And) {
            return AND;
        }
        if (expression instanceof Not) {
            return NOT;
        }
        if (expression instanceof Comparison) {
            return COMPARISON;
        }
        if (expression instanceof Arithmetic arithmetic) {
            return arithmetic.operator().isMultiplicative() ? MULTIPLICATIVE : ADDITIVE;
        }
        if (expression instanceof Negation) {
            return NEGATION;
        }
        // a computed fraction such as 1/3 reads as a division, so it is bracketed like one
        if (expression instanceof NumberConstant number && !number.value().hasDecimalForm()) {
            return MULTIPLICATIVE;
        }
        return PRIMARY;
    }
}
