package org.esl.runtime.policy;

import org.esl.runtime.model.BuiltinType;
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
import org.esl.runtime.model.value.Rational;

/**
 * Evaluates policy expressions in a scenario with exact rationals, independently of Z3, so tests can prove
 * that a scenario the solver reports really satisfies (or falsifies) what it should. Enum values are their
 * names; strings are not needed by these tests.
 */
final class ScenarioEvaluator {

    private final Scenario scenario;

    ScenarioEvaluator(Scenario scenario) {
        this.scenario = scenario;
    }

    boolean holds(PolicyExpression formula) {
        return (Boolean) value(formula);
    }

    private Object value(PolicyExpression expression) {
        if (expression instanceof VariableRef variable) {
            String text = scenario.values().get(variable.name());
            if (text == null) {
                throw new AssertionError("the scenario has no value for " + variable.name() + ": " + scenario);
            }
            if (variable.type() == BuiltinType.BOOL) {
                return Boolean.parseBoolean(text);
            }
            return variable.type().isNumeric() ? Rational.parse(text) : text;
        }
        if (expression instanceof NumberConstant number) {
            return number.value();
        }
        if (expression instanceof BoolConstant bool) {
            return bool.value();
        }
        if (expression instanceof StringConstant string) {
            return string.toString();
        }
        if (expression instanceof EnumConstant constant) {
            return constant.value();
        }
        if (expression instanceof Not not) {
            return !holds(not.operand());
        }
        if (expression instanceof And and) {
            return and.operands().stream().allMatch(this::holds);
        }
        if (expression instanceof Or or) {
            return or.operands().stream().anyMatch(this::holds);
        }
        if (expression instanceof Implies implies) {
            return !holds(implies.premise()) || holds(implies.conclusion());
        }
        if (expression instanceof Iff iff) {
            return holds(iff.left()) == holds(iff.right());
        }
        if (expression instanceof IfThenElse ite) {
            return holds(ite.condition()) ? value(ite.thenValue()) : value(ite.elseValue());
        }
        if (expression instanceof Comparison comparison) {
            return compare(comparison);
        }
        if (expression instanceof Arithmetic arithmetic) {
            Rational left = (Rational) value(arithmetic.left());
            Rational right = (Rational) value(arithmetic.right());
            return switch (arithmetic.operator()) {
                case ADD -> left.add(right);
                case SUBTRACT -> left.subtract(right);
                case MULTIPLY -> left.multiply(right);
                case DIVIDE -> left.divide(right);
            };
        }
        return ((Rational) value(((Negation) expression).operand())).negate();
    }

    private boolean compare(Comparison comparison) {
        Object left = value(comparison.left());
        Object right = value(comparison.right());
        if (left instanceof Rational l && right instanceof Rational r) {
            int order = l.compareTo(r);
            return switch (comparison.operator()) {
                case LESS -> order < 0;
                case LESS_OR_EQUAL -> order <= 0;
                case EQUAL -> order == 0;
                case NOT_EQUAL -> order != 0;
                case GREATER_OR_EQUAL -> order >= 0;
                case GREATER -> order > 0;
            };
        }
        return switch (comparison.operator()) {
            case EQUAL -> left.equals(right);
            case NOT_EQUAL -> !left.equals(right);
            default -> throw new AssertionError("cannot order " + comparison);
        };
    }

    /** Whether every policy of the model holds in the scenario. */
    boolean satisfies(PolicyModel model) {
        return model.policies().stream().allMatch(policy -> holds(policy.formula()));
    }
}
