package org.esl.lang.compiler;

import static org.esl.lang.compiler.Expressions.present;
import static org.esl.lang.compiler.Expressions.target;
import static org.esl.lang.compiler.Expressions.unwrap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Minus;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Referable;
import org.esl.lang.esl.Reference;
import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Type;
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
import org.esl.runtime.model.policy.PolicyExpression.NumberConstant;
import org.esl.runtime.model.policy.PolicyExpression.Or;
import org.esl.runtime.model.policy.PolicyExpression.StringConstant;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/**
 * Policies, claims and their premises to {@link PolicyExpression}s over typed policy variables. Chains of
 * {@code and} / {@code or} become one n-ary operator with the operands in the order written; nothing
 * else is rewritten, so evidence shows the policy as its author wrote it.
 */
public final class PolicyCompiler {

    /** A formula that must be true or false: a policy, a claim or its premise. */
    public PolicyExpression formula(Expr expr) throws CompileException {
        PolicyExpression expression = expression(expr);
        if (expression.type() != BuiltinType.BOOL) {
            throw new CompileException("`" + SourceRanges.textOf(expr) + "` is a " + expression.type().eslName()
                    + " value, not a formula that can be true or false", SourceRanges.of(expr));
        }
        return expression;
    }

    public PolicyExpression expression(Expr expr) throws CompileException {
        Expr inner = unwrap(expr, expr);
        Optional<Value> constant = Expressions.constant(inner);
        if (constant.isPresent()) {
            return constant(constant.get());
        }
        if (inner instanceof Minus minus) {
            PolicyExpression operand = expression(present(minus.getOperand(), minus, "negation"));
            requireNumeric(operand, minus);
            return new Negation(operand);
        }
        if (inner instanceof org.esl.lang.esl.Not not) {
            return new PolicyExpression.Not(expression(present(not.getOperand(), not, "negation")));
        }
        if (inner instanceof org.esl.lang.esl.IfThenElse ite) {
            PolicyExpression thenValue = expression(present(ite.getThen(), ite, "if-then-else"));
            PolicyExpression elseValue = expression(present(ite.getElse(), ite, "if-then-else"));
            return new IfThenElse(formula(present(ite.getCondition(), ite, "if-then-else")), thenValue, elseValue,
                    join(thenValue.type(), elseValue.type(), ite));
        }
        if (inner instanceof Binary binary) {
            return binary(binary);
        }
        if (inner instanceof Reference reference) {
            return reference(reference);
        }
        throw new CompileException("`" + SourceRanges.textOf(inner) + "` cannot be used in a policy: policies are formulas "
                + "over policy variables and enum values", SourceRanges.of(inner));
    }

    private PolicyExpression binary(Binary binary) throws CompileException {
        String op = present(binary.getOp(), binary, "formula");
        PolicyExpression left = expression(present(binary.getLeft(), binary, "formula"));
        PolicyExpression right = expression(present(binary.getRight(), binary, "formula"));
        Optional<ComparisonOperator> comparison = ComparisonOperator.bySymbol(op);
        if (comparison.isPresent()) {
            return new Comparison(comparison.get(), left, right);
        }
        Optional<ArithmeticOperator> arithmetic = ArithmeticOperator.bySymbol(op);
        if (arithmetic.isPresent()) {
            requireNumeric(left, binary.getLeft());
            requireNumeric(right, binary.getRight());
            return new Arithmetic(arithmetic.get(), left, right);
        }
        return switch (op) {
            case "=>", "->" -> new Implies(left, right);
            case "<=>" -> new Iff(left, right);
            case "and" -> new And(flatten(left, right, And.class));
            case "or" -> new Or(flatten(left, right, Or.class));
            default -> throw new CompileException("`" + op + "` is a temporal operator; policies are formulas over "
                    + "policy variables", SourceRanges.of(binary));
        };
    }

    /** {@code a and (b and c)} is the conjunction of a, b and c. */
    private static List<PolicyExpression> flatten(PolicyExpression left, PolicyExpression right,
            Class<? extends PolicyExpression> kind) {
        List<PolicyExpression> operands = new ArrayList<>();
        for (PolicyExpression operand : List.of(left, right)) {
            if (operand instanceof And and && kind == And.class) {
                operands.addAll(and.operands());
            } else if (operand instanceof Or or && kind == Or.class) {
                operands.addAll(or.operands());
            } else {
                operands.add(operand);
            }
        }
        return operands;
    }

    private static PolicyExpression reference(Reference reference) throws CompileException {
        Referable target = target(reference);
        if (reference.isCall()) {
            throw new CompileException(Expressions.describe(target) + " takes no arguments in a policy", SourceRanges.of(reference));
        }
        if (target instanceof PolicyVar variable) {
            return new VariableRef(variable.getName(), Types.of(present(variable.getType(), variable, "variable type")));
        }
        if (target instanceof EnumLiteral literal) {
            return new EnumConstant(Types.enumOf(literal, reference), literal.getName());
        }
        throw new CompileException(Expressions.describe(target) + " cannot be used in a policy: policies are formulas "
                + "over policy variables and enum values", SourceRanges.of(reference));
    }

    private static PolicyExpression constant(Value value) {
        if (value instanceof Rational number) {
            return new NumberConstant(number);
        }
        if (value instanceof StringValue string) {
            return new StringConstant(string.value());
        }
        return new BoolConstant(((BooleanValue) value).value());
    }

    private static void requireNumeric(PolicyExpression operand, EObject where) throws CompileException {
        if (!operand.type().isNumeric()) {
            throw new CompileException("`" + SourceRanges.textOf(where) + "` is a " + operand.type().eslName()
                    + " value, but arithmetic needs a number", SourceRanges.of(where));
        }
    }

    /** The type of an if-then-else: that of its branches, Real when one is Int and the other Real. */
    private static Type join(Type thenType, Type elseType, EObject where) throws CompileException {
        if (thenType.equals(elseType)) {
            return thenType;
        }
        if (thenType.isNumeric() && elseType.isNumeric()) {
            return BuiltinType.REAL;
        }
        throw new CompileException("the branches of this if-then-else have different types, " + thenType.eslName() + " and "
                + elseType.eslName(), SourceRanges.of(where));
    }
}
