package org.esl.lang.validation;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.BoolLiteral;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.IfThenElse;
import org.esl.lang.esl.Not;
import org.esl.lang.esl.Rule;

/**
 * ESL006: a rule must be in deductive normal form, {@code LHS => RHS}, with the LHS a disjunction of
 * conjunctions of literals and the RHS a conjunction of disjunctions of literals; a literal is an atom,
 * {@code not} an atom, or a comparison. Parentheses are fine wherever they keep that shape. Constructs
 * that do not belong in a rule at all (temporal operators, roles, tool calls) are ESL005 and count as
 * atoms here, so each mistake is reported once.
 */
public class NormalFormValidator extends EslCheck {

    private enum Side {
        LEFT("left-hand side", "a disjunction of conjunctions", "or", "and"),
        RIGHT("right-hand side", "a conjunction of disjunctions", "and", "or");

        final String noun;
        final String shape;
        final String outer;
        final String inner;

        Side(String noun, String shape, String outer, String inner) {
            this.noun = noun;
            this.shape = shape;
            this.outer = outer;
            this.inner = inner;
        }
    }

    @Check
    public void checkDeductiveNormalForm(Rule rule) {
        Expr body = FormulaChecker.strip(rule.getBody());
        if (body == null) {
            return;
        }
        if (!(body instanceof Binary implication) || !Operators.IMPLICATIONS.contains(implication.getOp())) {
            report(rule, rule.getBody(), "a rule reads LHS => RHS, but this one has no '=>'");
            return;
        }
        outer(rule, implication.getLeft(), Side.LEFT);
        outer(rule, implication.getRight(), Side.RIGHT);
    }

    /** The outer connective of a side: 'or' on the left, 'and' on the right. */
    private void outer(Rule rule, Expr expression, Side side) {
        Expr current = FormulaChecker.strip(expression);
        if (current instanceof Binary binary && side.outer.equals(binary.getOp())) {
            outer(rule, binary.getLeft(), side);
            outer(rule, binary.getRight(), side);
        } else {
            inner(rule, current, side);
        }
    }

    /** The inner connective of a side: 'and' on the left, 'or' on the right, over literals. */
    private void inner(Rule rule, Expr expression, Side side) {
        Expr current = FormulaChecker.strip(expression);
        if (current instanceof Binary binary && side.inner.equals(binary.getOp())) {
            inner(rule, binary.getLeft(), side);
            inner(rule, binary.getRight(), side);
        } else if (current instanceof Binary binary && side.outer.equals(binary.getOp())) {
            report(rule, binary, "the " + side.noun + " must be " + side.shape + " of literals, but this '" + side.outer
                    + "' is inside an '" + side.inner + "'");
        } else {
            literal(rule, current, side);
        }
    }

    private void literal(Rule rule, Expr expression, Side side) {
        if (expression instanceof Not not) {
            Expr operand = FormulaChecker.strip(not.getOperand());
            String what = connective(operand);
            if (what != null) {
                report(rule, not, "'not' in a rule applies to one atom, but here it applies to " + what);
            }
            return;
        }
        String what = connective(expression);
        if (what != null) {
            report(rule, expression, "the " + side.noun + " contains " + what);
        }
    }

    /** How a message names a formula that is not an atom, or null for an atom (or a term, which ESL005 reports). */
    private static String connective(Expr expression) {
        if (expression instanceof IfThenElse) {
            return "an if-then-else";
        } else if (expression instanceof Not) {
            return "a negation";
        } else if (expression instanceof BoolLiteral literal) {
            return "'" + (literal.isValue() ? "true" : "false") + "', which is not an atom";
        } else if (expression instanceof Binary binary && binary.getOp() != null) {
            return switch (binary.getOp()) {
                case "->", "=>" -> "an implication";
                case "<=>" -> "an equivalence (write one rule for each direction)";
                case "and" -> "a conjunction";
                case "or" -> "a disjunction";
                default -> null;
            };
        }
        return null;
    }

    private void report(Rule rule, EObject offending, String message) {
        report(IssueCodes.NOT_DENF, message, offending, null, rule.getName() == null ? "" : rule.getName());
    }
}
