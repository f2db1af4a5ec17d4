package org.esl.runtime.model.policy;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.EnumType;
import org.esl.runtime.model.Type;
import org.esl.runtime.model.value.Rational;

/**
 * A quantifier-free expression over typed policy variables (the QF_NRIA fragment): policies, claims and
 * their premises are expressions of type {@code Bool}. Every expression knows its type; integer and real
 * operands mix freely (an Int is promoted where a Real is needed) and {@code /} is exact division, so its
 * type is Real.
 */
public sealed interface PolicyExpression {

    Type type();

    /** The expressions this one is made of, in the order written; none for a variable or a constant. */
    default List<PolicyExpression> operands() {
        if (this instanceof Not not) {
            return List.of(not.operand());
        } else if (this instanceof And and) {
            return and.operands();
        } else if (this instanceof Or or) {
            return or.operands();
        } else if (this instanceof Implies implies) {
            return List.of(implies.premise(), implies.conclusion());
        } else if (this instanceof Iff iff) {
            return List.of(iff.left(), iff.right());
        } else if (this instanceof IfThenElse branch) {
            return List.of(branch.condition(), branch.thenValue(), branch.elseValue());
        } else if (this instanceof Comparison comparison) {
            return List.of(comparison.left(), comparison.right());
        } else if (this instanceof Arithmetic arithmetic) {
            return List.of(arithmetic.left(), arithmetic.right());
        } else if (this instanceof Negation negation) {
            return List.of(negation.operand());
        }
        return List.of();
    }

    /** A policy variable, e.g. {@code admissionFee} of type {@code Real}. */
    record VariableRef(String name, Type type) implements PolicyExpression {
        public VariableRef {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(type, "type");
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** An exact number; {@code Int} when it is an integer, else {@code Real}. */
    record NumberConstant(Rational value) implements PolicyExpression {
        public NumberConstant {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public Type type() {
            return value.isInteger() ? BuiltinType.INT : BuiltinType.REAL;
        }

        @Override
        public String toString() {
            return PolicySyntax.render(this);
        }
    }

    record BoolConstant(boolean value) implements PolicyExpression {
        @Override
        public Type type() {
            return BuiltinType.BOOL;
        }

        @Override
        public String toString() {
            return PolicySyntax.render(this);
        }
    }

    record StringConstant(String value) implements PolicyExpression {
        public StringConstant {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public Type type() {
            return BuiltinType.STRING;
        }

        @Override
        public String toString() {
            return PolicySyntax.render(this);
        }
    }

    /** A value of a declared enum, e.g. {@code SENIOR} of {@code AgeClass}. */
    record EnumConstant(EnumType type, String value) implements PolicyExpression {
        public EnumConstant {
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(value, "value");
            if (!type.values().contains(value)) {
                throw new IllegalArgumentException(value + " is not a value of " + type.name());
            }
        }

        @Override
        public String toString() {
            return value;
        }
    }

    record Not(PolicyExpression operand) implements PolicyExpression {
        public Not {
            Objects.requireNonNull(operand, "operand");
        }

        @Override
        public Type type() {
            return BuiltinType.BOOL;
        }

        @Override
        public String toString() {
            return PolicySyntax.render(this);
        }
    }

    /** {@code a and b and ...} with the operands in the order written (nested conjunctions flattened). */
    record And(List<PolicyExpression> operands) implements PolicyExpression {
        public And {
            operands = List.copyOf(operands);
            if (operands.size() < 2) {
                throw new IllegalArgumentException("a conjunction needs two operands or more");
            }
        }

        @Override
        public Type type() {
            return BuiltinType.BOOL;
        }

        @Override
        public String toString() {
            return PolicySyntax.render(this);
        }
    }

    /** {@code a or b or ...} with the operands in the order written (nested disjunctions flattened). */
    record Or(List<PolicyExpression> operands) implements PolicyExpression {
        public Or {
            operands = List.copyOf(operands);
            if (operands.size() < 2) {
                throw new IllegalArgumentException("a disjunction needs two operands or more");
            }
        }

        @Override
        public Type type() {
            return BuiltinType.BOOL;
        }

        @Override
        public String toString() {
            return PolicySyntax.render(this);
        }
    }

    /** {@code premise => conclusion}. */
    record Implies(PolicyExpression premise, PolicyExpression conclusion) implements PolicyExpression {
        public Implies {
            Objects.requireNonNull(premise, "premise");
            Objects.requireNonNull(conclusion, "conclusion");
        }

        @Override
        public Type type() {
            return BuiltinType.BOOL;
        }

        @Override
        public String toString() {
            return PolicySyntax.render(this);
        }
    }

    /** {@code left <=> right}. */
    record Iff(PolicyExpression left, PolicyExpression right) implements PolicyExpression {
        public Iff {
            Objects.requireNonNull(left, "left");
            Objects.requireNonNull(right, "right");
        }

        @Override
        public Type type() {
            return BuiltinType.BOOL;
        }

        @Override
        public String toString() {
            return PolicySyntax.render(this);
        }
    }

    /** {@code if condition then thenValue else elseValue}; its type is that of the branches. */
    record IfThenElse(PolicyExpression condition, PolicyExpression thenValue, PolicyExpression elseValue, Type type)
            implements PolicyExpression {
        public IfThenElse {
            Objects.requireNonNull(condition, "condition");
            Objects.requireNonNull(thenValue, "thenValue");
            Objects.requireNonNull(elseValue, "elseValue");
            Objects.requireNonNull(type, "type");
        }

        @Override
        public String toString() {
            return PolicySyntax.render(this);
        }
    }

    record Comparison(ComparisonOperator operator, PolicyExpression left, PolicyExpression right) implements PolicyExpression {
        public Comparison {
            Objects.requireNonNull(operator, "operator");
            Objects.requireNonNull(left, "left");
            Objects.requireNonNull(right, "right");
        }

        @Override
        public Type type() {
            return BuiltinType.BOOL;
        }

        @Override
        public String toString() {
            return PolicySyntax.render(this);
        }
    }

    /** {@code left op right}; Int only when both operands are Int and the operator is not {@code /}. */
    record Arithmetic(ArithmeticOperator operator, PolicyExpression left, PolicyExpression right) implements PolicyExpression {
        public Arithmetic {
            Objects.requireNonNull(operator, "operator");
            Objects.requireNonNull(left, "left");
            Objects.requireNonNull(right, "right");
        }

        @Override
        public Type type() {
            boolean integral = operator != ArithmeticOperator.DIVIDE
                    && left.type() == BuiltinType.INT && right.type() == BuiltinType.INT;
            return integral ? BuiltinType.INT : BuiltinType.REAL;
        }

        @Override
        public String toString() {
            return PolicySyntax.render(this);
        }
    }

    /** Unary minus on an expression that is not a constant ({@code -x}); on constants it is folded away. */
    record Negation(PolicyExpression operand) implements PolicyExpression {
        public Negation {
            Objects.requireNonNull(operand, "operand");
        }

        @Override
        public Type type() {
            return operand.type();
        }

        @Override
        public String toString() {
            return PolicySyntax.render(this);
        }
    }
}
