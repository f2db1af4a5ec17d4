package org.esl.lang.compiler;

import static org.esl.lang.compiler.Expressions.present;
import static org.esl.lang.compiler.Expressions.target;
import static org.esl.lang.compiler.Expressions.unwrap;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.esl.lang.esl.Binary;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Minus;
import org.esl.lang.esl.Not;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.RuleVariable;
import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Arithmetic;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Comparison;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.FunctionApplication;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Negation;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.Value;

/**
 * Domain rules, facts and their literals and terms. A rule compiles only in deductive normal form: the
 * left side a disjunction of conjunctions of literals, the right side a conjunction of disjunctions of
 * literals, with parentheses allowed where they do not change that shape.
 */
public final class RuleCompiler {

    public Rule rule(org.esl.lang.esl.Rule rule) throws CompileException {
        Expr body = unwrap(rule.getBody(), rule);
        if (!(body instanceof Binary implication) || !isImplication(implication.getOp())) {
            throw notDeNF(rule, "it must have the form LHS => RHS");
        }
        List<List<Literal>> lhs = new ArrayList<>();
        for (Expr conjunction : operands(implication.getLeft(), "or", rule)) {
            lhs.add(clause(conjunction, "and", rule));
        }
        List<List<Literal>> rhs = new ArrayList<>();
        for (Expr disjunction : operands(implication.getRight(), "and", rule)) {
            rhs.add(clause(disjunction, "or", rule));
        }
        Set<Variable> variables = new LinkedHashSet<>();
        lhs.forEach(clause -> clause.forEach(literal -> variables.addAll(literal.variables())));
        rhs.forEach(clause -> clause.forEach(literal -> variables.addAll(literal.variables())));
        return new Rule(Expressions.name(rule.getName(), rule), nullToEmpty(rule.getDescription()), List.copyOf(variables), lhs, rhs,
                SourceRanges.ofName(rule));
    }

    /** A ground literal: a fact of the spec, of a facts test or an expected inference. */
    public AtomLiteral groundLiteral(Expr expr) throws CompileException {
        Literal literal = literal(expr);
        if (!(literal instanceof AtomLiteral atomLiteral)) {
            throw new CompileException("expected a predicate applied to constants, e.g. InRailway(\"Alex\"), not the comparison `"
                    + SourceRanges.textOf(expr) + "`", SourceRanges.of(expr));
        }
        if (!atomLiteral.isGround()) {
            throw new CompileException("`" + SourceRanges.textOf(expr) + "` must not contain rule variables: facts are ground",
                    SourceRanges.of(expr));
        }
        return atomLiteral;
    }

    /** An atom, its negation ({@code not P(x)}) or a comparison ({@code x > 0}). */
    public Literal literal(Expr expr) throws CompileException {
        Expr inner = unwrap(expr, expr);
        if (inner instanceof Not not) {
            return literal(present(not.getOperand(), not, "negation")).negated();
        }
        if (inner instanceof Binary binary) {
            Optional<ComparisonOperator> comparison = ComparisonOperator.bySymbol(binary.getOp());
            if (comparison.isPresent()) {
                return new Comparison(comparison.get(), term(present(binary.getLeft(), binary, "comparison")),
                        term(present(binary.getRight(), binary, "comparison")));
            }
        }
        if (inner instanceof Reference reference && target(reference) instanceof org.esl.lang.esl.Predicate predicate) {
            return AtomLiteral.positive(new Atom(predicate.getName(), arguments(reference, predicate.getParams().size())));
        }
        throw new CompileException("`" + SourceRanges.textOf(inner) + "` is not a literal: expected a predicate such as "
                + "InRailway(x), its negation `not ...`, or a comparison such as x > 0", SourceRanges.of(inner));
    }

    /** A variable, a constant, a function application, arithmetic or a negation; unary minus on a number folds. */
    public Term term(Expr expr) throws CompileException {
        Expr inner = unwrap(expr, expr);
        Optional<Value> constant = Expressions.constant(inner);
        if (constant.isPresent()) {
            return new Constant(constant.get());
        }
        if (inner instanceof Minus minus) {
            Term operand = term(present(minus.getOperand(), minus, "negation"));
            if (operand instanceof Constant value && !(value.value() instanceof Rational)) {
                throw new CompileException("only numbers can be negated, not " + value, SourceRanges.of(minus));
            }
            return new Negation(operand);
        }
        if (inner instanceof Binary binary) {
            Optional<ArithmeticOperator> operator = ArithmeticOperator.bySymbol(binary.getOp());
            if (operator.isPresent()) {
                return new Arithmetic(operator.get(), term(present(binary.getLeft(), binary, "arithmetic")),
                        term(present(binary.getRight(), binary, "arithmetic")));
            }
        }
        if (inner instanceof Reference reference) {
            if (target(reference) instanceof RuleVariable variable) {
                if (reference.isCall()) {
                    throw new CompileException("the rule variable `" + variable.getName() + "` takes no arguments",
                            SourceRanges.of(reference));
                }
                return new Variable(variable.getName());
            }
            if (target(reference) instanceof org.esl.lang.esl.Function function) {
                return new FunctionApplication(function.getName(), arguments(reference, function.getParams().size()));
            }
            throw new CompileException(Expressions.describe(target(reference))
                    + " cannot be a term: a term is a rule variable, a constant, a function application or arithmetic",
                    SourceRanges.of(reference));
        }
        throw new CompileException("`" + SourceRanges.textOf(inner) + "` is not a term: a term is a rule variable, "
                + "a constant, a function application or arithmetic", SourceRanges.of(inner));
    }

    private List<Term> arguments(Reference reference, int arity) throws CompileException {
        if (reference.getArgs().size() != arity) {
            throw new CompileException(Expressions.describe(target(reference)) + " takes " + arity + " argument(s), not "
                    + reference.getArgs().size(), SourceRanges.of(reference));
        }
        List<Term> terms = new ArrayList<>();
        for (Expr argument : reference.getArgs()) {
            terms.add(term(argument));
        }
        return terms;
    }

    /** The operands of a chain of one connective ({@code a or b or c}); anything else is one operand. */
    private static List<Expr> operands(Expr expr, String connective, org.esl.lang.esl.Rule rule) throws CompileException {
        Expr inner = unwrap(expr, rule);
        if (inner instanceof Binary binary && connective.equals(binary.getOp())) {
            List<Expr> operands = new ArrayList<>(operands(binary.getLeft(), connective, rule));
            operands.addAll(operands(binary.getRight(), connective, rule));
            return operands;
        }
        return List.of(inner);
    }

    /** A conjunction (or disjunction) of literals; a nested connective of the other kind is not DeNF. */
    private List<Literal> clause(Expr expr, String connective, org.esl.lang.esl.Rule rule) throws CompileException {
        List<Literal> literals = new ArrayList<>();
        for (Expr operand : operands(expr, connective, rule)) {
            if (operand instanceof Binary binary && isConnective(binary.getOp())) {
                throw notDeNF(rule, "`" + SourceRanges.textOf(operand) + "` is not a literal; the left side must be a "
                        + "disjunction of conjunctions and the right side a conjunction of disjunctions of literals");
            }
            literals.add(literal(operand));
        }
        return literals;
    }

    private static boolean isImplication(String op) {
        return "=>".equals(op) || "->".equals(op);
    }

    private static boolean isConnective(String op) {
        return isImplication(op) || "and".equals(op) || "or".equals(op) || "<=>".equals(op);
    }

    private static CompileException notDeNF(org.esl.lang.esl.Rule rule, String reason) {
        return new CompileException("rule " + rule.getName() + " is not in deductive normal form: " + reason,
                SourceRanges.ofName(rule));
    }

    static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }
}
