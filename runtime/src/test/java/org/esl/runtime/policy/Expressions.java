package org.esl.runtime.policy;

import java.util.List;

import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.EnumType;
import org.esl.runtime.model.Type;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.And;
import org.esl.runtime.model.policy.PolicyExpression.Arithmetic;
import org.esl.runtime.model.policy.PolicyExpression.Comparison;
import org.esl.runtime.model.policy.PolicyExpression.EnumConstant;
import org.esl.runtime.model.policy.PolicyExpression.IfThenElse;
import org.esl.runtime.model.policy.PolicyExpression.Iff;
import org.esl.runtime.model.policy.PolicyExpression.Implies;
import org.esl.runtime.model.policy.PolicyExpression.Not;
import org.esl.runtime.model.policy.PolicyExpression.NumberConstant;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.value.Rational;

/** A compact way to write policy expressions in tests, close to ESL: {@code eq(var("x", REAL), num("0.75"))}. */
final class Expressions {

    private Expressions() {
    }

    static VariableRef var(String name, Type type) {
        return new VariableRef(name, type);
    }

    static NumberConstant num(String value) {
        return new NumberConstant(Rational.parse(value));
    }

    static EnumConstant literal(EnumType type, String value) {
        return new EnumConstant(type, value);
    }

    static Comparison compare(PolicyExpression left, ComparisonOperator operator, PolicyExpression right) {
        return new Comparison(operator, left, right);
    }

    static Comparison eq(PolicyExpression left, PolicyExpression right) {
        return compare(left, ComparisonOperator.EQUAL, right);
    }

    static Arithmetic times(PolicyExpression left, PolicyExpression right) {
        return new Arithmetic(ArithmeticOperator.MULTIPLY, left, right);
    }

    static Arithmetic plus(PolicyExpression left, PolicyExpression right) {
        return new Arithmetic(ArithmeticOperator.ADD, left, right);
    }

    static Arithmetic minus(PolicyExpression left, PolicyExpression right) {
        return new Arithmetic(ArithmeticOperator.SUBTRACT, left, right);
    }

    static And and(PolicyExpression... operands) {
        return new And(List.of(operands));
    }

    static Not not(PolicyExpression operand) {
        return new Not(operand);
    }

    static Implies implies(PolicyExpression premise, PolicyExpression conclusion) {
        return new Implies(premise, conclusion);
    }

    static Iff iff(PolicyExpression left, PolicyExpression right) {
        return new Iff(left, right);
    }

    static IfThenElse ite(PolicyExpression condition, PolicyExpression thenValue, PolicyExpression elseValue) {
        return new IfThenElse(condition, thenValue, elseValue, thenValue.type());
    }
}
