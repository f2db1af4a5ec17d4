package org.esl.runtime.policy;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.EnumType;
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
import org.esl.runtime.model.policy.PolicyExpression.Not;
import org.esl.runtime.model.policy.PolicyExpression.NumberConstant;
import org.esl.runtime.model.policy.PolicyExpression.Or;
import org.esl.runtime.model.policy.PolicyExpression.StringConstant;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.value.Rational;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.ArithSort;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.EnumSort;
import com.microsoft.z3.Expr;
import com.microsoft.z3.IntSort;
import com.microsoft.z3.Sort;

/**
 * Policy expressions as Z3 terms in one context: Bool, Int and Real as Z3's own sorts (an Int operand is
 * promoted to Real wherever the expression is Real), strings as Z3 strings, each declared enum as a Z3
 * enumeration datatype, numbers as exact Z3 numerals. {@code /} is Z3's real division, which leaves
 * division by zero unconstrained. The semantic lint ({@code org.esl.runtime.lint.logic}) encodes policies
 * with it too, so that a claim and a lint finding read a policy the same way.
 */
public final class Z3Encoding {

    private final Context context;
    private final Map<String, Expr<?>> variables = new LinkedHashMap<>();
    private final Map<String, Type> types = new LinkedHashMap<>();
    private final Map<EnumType, EnumSort<Object>> enumSorts = new HashMap<>();

    /** An encoding that declares every variable in {@code context} at once, in declaration order. */
    public Z3Encoding(Context context, List<PolicyVariable> declared) {
        this(context, declared, true);
    }

    private Z3Encoding(Context context, List<PolicyVariable> declared, boolean declareAll) {
        this.context = context;
        for (PolicyVariable variable : declared) {
            if (types.put(variable.name(), variable.type()) != null) {
                throw new IllegalArgumentException("the policy variable " + variable.name() + " is declared twice");
            }
            if (declareAll) {
                variable(variable.name());
            }
        }
    }

    /**
     * An encoding that declares a variable in {@code context} when a formula first mentions it or {@link #variable} asks
     * for it: a context made for one claim needs only a few of a large model's variables.
     */
    static Z3Encoding onDemand(Context context, List<PolicyVariable> declared) {
        return new Z3Encoding(context, declared, false);
    }

    /** The Z3 constant of the declared policy variable {@code name}; null when there is none. */
    public Expr<?> variable(String name) {
        Type type = types.get(name);
        return type == null ? null : variables.computeIfAbsent(name, declared -> context.mkConst(declared, sort(type)));
    }

    /** The Z3 constants of the policy variables, in declaration order: all of them, declared here if they are not yet. */
    Map<String, Expr<?>> variables() {
        Map<String, Expr<?>> all = new LinkedHashMap<>();
        types.keySet().forEach(name -> all.put(name, variable(name)));
        return all;
    }

    Type type(String variable) {
        return types.get(variable);
    }

    /** The declared type of each policy variable. */
    Map<String, Type> types() {
        return types;
    }

    public BoolExpr formula(PolicyExpression expression) {
        if (expression.type() != BuiltinType.BOOL) {
            throw new IllegalArgumentException(expression + " is a " + expression.type().eslName() + ", not a Bool formula");
        }
        return (BoolExpr) encode(expression);
    }

    private Expr<?> encode(PolicyExpression expression) {
        if (expression instanceof VariableRef variable) {
            return variable(variable);
        }
        if (expression instanceof NumberConstant number) {
            return numeral(number.value(), number.type());
        }
        if (expression instanceof BoolConstant bool) {
            return context.mkBool(bool.value());
        }
        if (expression instanceof StringConstant string) {
            return context.mkString(Z3Strings.escape(string.value()));
        }
        if (expression instanceof EnumConstant constant) {
            return enumSort(constant.type()).getConst(constant.type().values().indexOf(constant.value()));
        }
        if (expression instanceof Not not) {
            return context.mkNot(formula(not.operand()));
        }
        if (expression instanceof And and) {
            return context.mkAnd(formulas(and.operands()));
        }
        if (expression instanceof Or or) {
            return context.mkOr(formulas(or.operands()));
        }
        if (expression instanceof Implies implies) {
            return context.mkImplies(formula(implies.premise()), formula(implies.conclusion()));
        }
        if (expression instanceof Iff iff) {
            return context.mkIff(formula(iff.left()), formula(iff.right()));
        }
        if (expression instanceof IfThenElse ite) {
            return context.mkITE(formula(ite.condition()), as(ite.thenValue(), ite.type()), as(ite.elseValue(), ite.type()));
        }
        if (expression instanceof Comparison comparison) {
            return comparison(comparison);
        }
        if (expression instanceof Arithmetic arithmetic) {
            return arithmetic(arithmetic);
        }
        Negation negation = (Negation) expression;
        return context.mkUnaryMinus(arithmetic(negation.operand(), negation.type()));
    }

    private Expr<?> variable(VariableRef reference) {
        Expr<?> variable = variable(reference.name());
        if (variable == null) {
            throw new IllegalArgumentException(reference.name() + " is not a declared policy variable");
        }
        if (!types.get(reference.name()).equals(reference.type())) {
            throw new IllegalArgumentException(reference.name() + " is declared as " + types.get(reference.name()).eslName()
                    + " but used as " + reference.type().eslName());
        }
        return variable;
    }

    private Expr<?> numeral(Rational value, Type type) {
        if (type == BuiltinType.INT && value.isInteger()) {
            return context.mkInt(value.numerator().toString());
        }
        return context.mkReal(value.numerator() + "/" + value.denominator());
    }

    private BoolExpr comparison(Comparison comparison) {
        PolicyExpression left = comparison.left();
        PolicyExpression right = comparison.right();
        if (left.type().isNumeric() && right.type().isNumeric()) {
            Type common = left.type() == BuiltinType.REAL || right.type() == BuiltinType.REAL ? BuiltinType.REAL : BuiltinType.INT;
            ArithExpr<ArithSort> l = arithmetic(left, common);
            ArithExpr<ArithSort> r = arithmetic(right, common);
            return switch (comparison.operator()) {
                case LESS -> context.mkLt(l, r);
                case LESS_OR_EQUAL -> context.mkLe(l, r);
                case EQUAL -> context.mkEq(l, r);
                case NOT_EQUAL -> context.mkNot(context.mkEq(l, r));
                case GREATER_OR_EQUAL -> context.mkGe(l, r);
                case GREATER -> context.mkGt(l, r);
            };
        }
        if (!left.type().equals(right.type())) {
            throw new IllegalArgumentException("cannot compare " + left + " (" + left.type().eslName() + ") with " + right
                    + " (" + right.type().eslName() + ")");
        }
        return switch (comparison.operator()) {
            case EQUAL -> context.mkEq(encode(left), encode(right));
            case NOT_EQUAL -> context.mkNot(context.mkEq(encode(left), encode(right)));
            default -> throw new IllegalArgumentException(comparison.operator().symbol() + " orders numbers only, not "
                    + left.type().eslName() + " values: " + comparison);
        };
    }

    private ArithExpr<ArithSort> arithmetic(Arithmetic arithmetic) {
        Type type = arithmetic.type();
        ArithExpr<ArithSort> left = arithmetic(arithmetic.left(), type);
        ArithExpr<ArithSort> right = arithmetic(arithmetic.right(), type);
        ArithmeticOperator operator = arithmetic.operator();
        return switch (operator) {
            case ADD -> context.mkAdd(left, right);
            case SUBTRACT -> context.mkSub(left, right);
            case MULTIPLY -> context.mkMul(left, right);
            case DIVIDE -> context.mkDiv(left, right);
        };
    }

    /** A numeric expression as a term of {@code type} (Int or Real), promoting an Int to Real where needed. */
    @SuppressWarnings("unchecked")
    private ArithExpr<ArithSort> arithmetic(PolicyExpression expression, Type type) {
        if (!expression.type().isNumeric()) {
            throw new IllegalArgumentException(expression + " is a " + expression.type().eslName() + ", not a number");
        }
        return (ArithExpr<ArithSort>) (Expr<?>) as(expression, type);
    }

    /** {@code expression} as a term of {@code type}; only an Int becoming a Real changes. */
    @SuppressWarnings("unchecked")
    private Expr<Sort> as(PolicyExpression expression, Type type) {
        Expr<?> encoded = encode(expression);
        if (type == BuiltinType.REAL && expression.type() == BuiltinType.INT) {
            return (Expr<Sort>) (Expr<?>) context.mkInt2Real((Expr<IntSort>) encoded);
        }
        return (Expr<Sort>) encoded;
    }

    private BoolExpr[] formulas(List<PolicyExpression> operands) {
        return operands.stream().map(this::formula).toArray(BoolExpr[]::new);
    }

    private Sort sort(Type type) {
        if (type instanceof EnumType enumType) {
            return enumSort(enumType);
        }
        return switch ((BuiltinType) type) {
            case BOOL -> context.getBoolSort();
            case INT -> context.getIntSort();
            case REAL -> context.getRealSort();
            case STRING -> context.getStringSort();
        };
    }

    private EnumSort<Object> enumSort(EnumType type) {
        return enumSorts.computeIfAbsent(type, t -> context.mkEnumSort(t.name(), t.values().toArray(String[]::new)));
    }
}
