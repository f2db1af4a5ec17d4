package org.esl.runtime.policy;

import java.util.Map;
import java.util.Optional;

import org.esl.runtime.model.policy.PolicyExpression;
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
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/**
 * Policy expressions evaluated exactly on values of their variables, without Z3: numbers as {@link Rational}s,
 * booleans as {@link BooleanValue}s, strings as {@link StringValue}s and an enum value as its name in a
 * {@link StringValue} (type checking keeps enums and strings apart). A division by zero has no value: Z3 leaves it
 * unconstrained, so no exact value is the one Z3 would take.
 */
final class ExactValues {

    private ExactValues() {
    }

    /** The value of {@code expression} where each variable has its value in {@code values}; empty after a division by zero. */
    static Optional<Value> of(PolicyExpression expression, Map<String, Value> values) {
        if (expression instanceof VariableRef variable) {
            return Optional.of(values.get(variable.name()));
        }
        if (expression instanceof NumberConstant number) {
            return Optional.of(number.value());
        }
        if (expression instanceof BoolConstant bool) {
            return Optional.of(new BooleanValue(bool.value()));
        }
        if (expression instanceof StringConstant string) {
            return Optional.of(new StringValue(string.value()));
        }
        if (expression instanceof EnumConstant constant) {
            return Optional.of(new StringValue(constant.value()));
        }
        if (expression instanceof IfThenElse ite) {
            return truth(ite.condition(), values).flatMap(holds -> of(holds ? ite.thenValue() : ite.elseValue(), values));
        }
        if (expression instanceof Arithmetic arithmetic) {
            return number(arithmetic.left(), values).flatMap(left -> number(arithmetic.right(), values)
                    .flatMap(right -> arithmetic.operator().apply(left, right)));
        }
        if (expression instanceof Negation negation) {
            return number(negation.operand(), values).map(Rational::negate);
        }
        return truth(expression, values).map(BooleanValue::new);
    }

    /** Whether the formula {@code formula} holds; empty after a division by zero. */
    static Optional<Boolean> truth(PolicyExpression formula, Map<String, Value> values) {
        if (formula instanceof Not not) {
            return truth(not.operand(), values).map(holds -> !holds);
        }
        if (formula instanceof And and) {
            return all(and, values, true);
        }
        if (formula instanceof Or or) {
            return all(or, values, false);
        }
        if (formula instanceof Implies implies) {
            return truth(implies.premise(), values)
                    .flatMap(premise -> premise ? truth(implies.conclusion(), values) : Optional.of(true));
        }
        if (formula instanceof Iff iff) {
            return truth(iff.left(), values).flatMap(left -> truth(iff.right(), values).map(right -> left == right));
        }
        if (formula instanceof Comparison comparison) {
            return of(comparison.left(), values).flatMap(left -> of(comparison.right(), values)
                    .flatMap(right -> comparison.operator().holds(left, right)));
        }
        return of(formula, values).map(value -> ((BooleanValue) value).value());
    }

    /** A conjunction ({@code conjunction}: true) or disjunction of the operands of {@code formula}. */
    private static Optional<Boolean> all(PolicyExpression formula, Map<String, Value> values, boolean conjunction) {
        var operands = formula instanceof And and ? and.operands() : ((Or) formula).operands();
        for (PolicyExpression operand : operands) {
            Optional<Boolean> holds = truth(operand, values);
            if (holds.isEmpty() || holds.get() != conjunction) {
                return holds;
            }
        }
        return Optional.of(conjunction);
    }

    private static Optional<Rational> number(PolicyExpression expression, Map<String, Value> values) {
        return of(expression, values).map(Rational.class::cast);
    }

    /** The value written as a scenario shows it: numbers and strings in ESL syntax, booleans and enum values by name. */
    static String text(Value value, boolean string) {
        return !string && value instanceof StringValue enumValue ? enumValue.value() : value.toEsl();
    }
}
