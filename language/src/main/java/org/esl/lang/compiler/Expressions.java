package org.esl.lang.compiler;

import java.math.BigDecimal;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.esl.lang.esl.BoolLiteral;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Function;
import org.esl.lang.esl.Minus;
import org.esl.lang.esl.NumberLiteral;
import org.esl.lang.esl.Parenthesized;
import org.esl.lang.esl.Policy;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Property;
import org.esl.lang.esl.Referable;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.RuleVariable;
import org.esl.lang.esl.StringLiteral;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.TemplateParam;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolParam;
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/** What the three expression compilers share: null-safe access to a possibly partial AST, constants, names. */
final class Expressions {

    private Expressions() {
    }

    /**
     * {@code child}, or a {@link CompileException} at {@code context} when the parser could not build it
     * (a spec with syntax errors still has a model, with holes).
     */
    static <T> T present(T child, EObject context, String what) throws CompileException {
        if (child == null) {
            String written = SourceRanges.textOf(context);
            throw new CompileException("incomplete " + what + (written.isEmpty() ? "" : " in `" + written + "`"),
                    SourceRanges.of(context));
        }
        return child;
    }

    /** The name of a declaration, or a {@link CompileException} when the parser found none. */
    static String name(String name, EObject declaration) throws CompileException {
        if (name == null || name.isEmpty()) {
            String written = SourceRanges.textOf(declaration);
            throw new CompileException("a name is missing" + (written.isEmpty() ? "" : " in `" + written + "`"),
                    SourceRanges.of(declaration));
        }
        return name;
    }

    /** The expression inside any number of parentheses. */
    static Expr unwrap(Expr expr, EObject context) throws CompileException {
        Expr inner = present(expr, context, "expression");
        while (inner instanceof Parenthesized parenthesized) {
            inner = present(parenthesized.getInner(), parenthesized, "expression");
        }
        return inner;
    }

    /**
     * The constant an expression denotes, if it is one: a number, a string, a boolean, or a number with
     * unary minus ({@code -3} is the constant -3, not an operation).
     */
    static Optional<Value> constant(Expr expr) {
        Expr inner = expr;
        while (inner instanceof Parenthesized parenthesized) {
            inner = parenthesized.getInner();
        }
        if (inner instanceof NumberLiteral number && number.getValue() != null) {
            return Optional.of(Rational.of(number.getValue()));
        }
        if (inner instanceof StringLiteral string && string.getValue() != null) {
            return Optional.of(new StringValue(string.getValue()));
        }
        if (inner instanceof BoolLiteral bool) {
            return Optional.of(BooleanValue.of(bool.isValue()));
        }
        if (inner instanceof Minus minus) {
            return constant(minus.getOperand())
                    .filter(Rational.class::isInstance)
                    .map(value -> ((Rational) value).negate());
        }
        return Optional.empty();
    }

    /** The declaration a reference names, or a {@link CompileException} naming what could not be found. */
    static Referable target(Reference reference) throws CompileException {
        Referable target = reference.getRef();
        if (target == null || target.eIsProxy()) {
            String name = SourceRanges.textOf(reference, EslPackage.Literals.REFERENCE__REF);
            throw new CompileException("`" + name + "` is not declared", SourceRanges.of(reference, EslPackage.Literals.REFERENCE__REF));
        }
        return target;
    }

    /** A step bound of an operator ({@code eventually within}) as a number of steps. */
    static int steps(BigDecimal bound, String operator, EObject context) throws CompileException {
        present(bound, context, "step bound");
        Optional<String> problem = StepBounds.problem(operator, bound);
        if (problem.isPresent()) {
            throw new CompileException(problem.get(), SourceRanges.of(context));
        }
        return StepBounds.steps(bound).getAsInt();
    }

    /** "the predicate `InRailway`", for messages that say what a name is. */
    static String describe(Referable target) {
        return kind(target) + " `" + target.getName() + "`";
    }

    private static String kind(Referable target) {
        if (target instanceof RuleVariable) {
            return "the rule variable";
        }
        if (target instanceof Predicate) {
            return "the predicate";
        }
        if (target instanceof Function) {
            return "the function";
        }
        if (target instanceof Tool) {
            return "the tool";
        }
        if (target instanceof ToolParam) {
            return "the tool parameter";
        }
        if (target instanceof Template) {
            return "the template";
        }
        if (target instanceof TemplateParam) {
            return "the template parameter";
        }
        if (target instanceof PolicyVar) {
            return "the policy variable";
        }
        if (target instanceof EnumLiteral) {
            return "the enum value";
        }
        if (target instanceof Rule) {
            return "the rule";
        }
        if (target instanceof Property) {
            return "the property";
        }
        return target instanceof Policy ? "the policy" : "the declaration";
    }
}
