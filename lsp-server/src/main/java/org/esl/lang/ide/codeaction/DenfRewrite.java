package org.esl.lang.ide.codeaction;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.BoolLiteral;
import org.esl.lang.esl.Dwyer;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.IfThenElse;
import org.esl.lang.esl.Not;
import org.esl.lang.esl.Parenthesized;
import org.esl.lang.esl.RoleAtom;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.Temporal;

/**
 * ESL006's fix: a rule body rewritten into deductive normal form by steps that keep its meaning: an
 * implication in the conclusion moves its premise to the rule's premise ({@code a => (b => c)} becomes
 * {@code a and b => c}); {@code not} moves inward by De Morgan ({@code not (a and b)} is {@code not a or
 * not b}, {@code not not a} is {@code a}); an implication inside a side becomes {@code not x or y}; then
 * {@code and} distributes over {@code or} until the premise is a disjunction of conjunctions and the
 * conclusion a conjunction of disjunctions. Literals keep their text.
 *
 * <p>Not rewritten (no fix is offered): a body without {@code =>}, an equivalence, an if-then-else,
 * {@code true}/{@code false}, temporal operators, roles and Dwyer patterns (none belongs in a rule), and a
 * result with more than {@value #MAX_CLAUSES} conjunctions or disjunctions on a side, which no one would
 * want to read.
 */
final class DenfRewrite {

    static final int MAX_CLAUSES = 16;

    /** A literal: an atom or comparison as written, possibly negated. */
    private record Literal(String atom, boolean negated) {
        Literal negate() {
            return new Literal(atom, !negated);
        }

        @Override
        public String toString() {
            return (negated ? "not " : "") + atom;
        }
    }

    /** A shape this rewrite leaves alone. */
    private static final class Unsupported extends Exception {
        private static final long serialVersionUID = 1L;

        Unsupported() {
            super(null, null, false, false);
        }
    }

    private DenfRewrite() {
    }

    /** The rule's body in deductive normal form, or nothing when it has a shape this does not rewrite. */
    static Optional<String> of(Rule rule) {
        Expr body = strip(rule.getBody());
        if (!isImplication(body)) {
            return Optional.empty();
        }
        List<Expr> premises = new ArrayList<>();
        Expr conclusion = body;
        while (isImplication(conclusion)) {
            Binary implication = (Binary) conclusion;
            premises.add(implication.getLeft());
            conclusion = strip(implication.getRight());
        }
        try {
            List<List<Literal>> premise = List.of(List.of());
            for (Expr each : premises) {
                premise = product(premise, dnf(each, true));
            }
            List<List<Literal>> conclusions = cnf(conclusion);
            premise = simplified(premise);
            conclusions = simplified(conclusions);
            if (premise.size() > MAX_CLAUSES || conclusions.size() > MAX_CLAUSES) {
                return Optional.empty();
            }
            return Optional.of(render(premise, " or ", " and ") + " => " + render(conclusions, " and ", " or "));
        } catch (Unsupported e) {
            return Optional.empty();
        }
    }

    /** {@code expression} (or its negation, when not {@code positive}) as a disjunction of conjunctions. */
    private static List<List<Literal>> dnf(Expr expression, boolean positive) throws Unsupported {
        Expr current = strip(expression);
        if (current instanceof Not not) {
            return dnf(not.getOperand(), !positive);
        }
        if (current instanceof Binary binary && binary.getOp() != null) {
            switch (binary.getOp()) {
                case "and":
                    return positive ? product(dnf(binary.getLeft(), true), dnf(binary.getRight(), true))
                            : union(dnf(binary.getLeft(), false), dnf(binary.getRight(), false));
                case "or":
                    return positive ? union(dnf(binary.getLeft(), true), dnf(binary.getRight(), true))
                            : product(dnf(binary.getLeft(), false), dnf(binary.getRight(), false));
                case "=>", "->":
                    return positive ? union(dnf(binary.getLeft(), false), dnf(binary.getRight(), true))
                            : product(dnf(binary.getLeft(), true), dnf(binary.getRight(), false));
                case "<=>", "until", "unless", "releases", "since":
                    throw new Unsupported();
                default:
                    break; // a comparison: a literal
            }
        }
        if (current instanceof IfThenElse || current instanceof BoolLiteral || current instanceof Temporal
                || current instanceof RoleAtom || current instanceof Dwyer || current == null) {
            throw new Unsupported();
        }
        String atom = NodeModelUtils.getTokenText(NodeModelUtils.findActualNodeFor(current));
        return List.of(List.of(new Literal(atom, !positive)));
    }

    /** A conjunction of disjunctions: the negation of the disjunctive form of the negation. */
    private static List<List<Literal>> cnf(Expr expression) throws Unsupported {
        return dnf(expression, false).stream().map(clause -> clause.stream().map(Literal::negate).toList()).toList();
    }

    private static List<List<Literal>> union(List<List<Literal>> a, List<List<Literal>> b) {
        List<List<Literal>> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** Distributes: each clause of {@code a} joined with each of {@code b}. */
    private static List<List<Literal>> product(List<List<Literal>> a, List<List<Literal>> b) throws Unsupported {
        if ((long) a.size() * b.size() > MAX_CLAUSES) {
            throw new Unsupported();
        }
        List<List<Literal>> all = new ArrayList<>();
        for (List<Literal> left : a) {
            for (List<Literal> right : b) {
                List<Literal> joined = new ArrayList<>(left);
                joined.addAll(right);
                all.add(joined);
            }
        }
        return all;
    }

    /** Each literal once per clause, each clause once: what was written twice is still meant once. */
    private static List<List<Literal>> simplified(List<List<Literal>> clauses) {
        Set<List<Literal>> unique = new LinkedHashSet<>();
        for (List<Literal> clause : clauses) {
            unique.add(List.copyOf(new LinkedHashSet<>(clause)));
        }
        return List.copyOf(unique);
    }

    private static String render(List<List<Literal>> clauses, String outer, String inner) {
        boolean parenthesize = clauses.size() > 1;
        return clauses.stream().map(clause -> {
            String text = clause.stream().map(Literal::toString).collect(Collectors.joining(inner));
            return parenthesize && clause.size() > 1 ? "(" + text + ")" : text;
        }).collect(Collectors.joining(outer));
    }

    private static boolean isImplication(Expr expression) {
        return expression instanceof Binary binary && ("=>".equals(binary.getOp()) || "->".equals(binary.getOp()));
    }

    private static Expr strip(Expr expression) {
        Expr current = expression;
        while (current instanceof Parenthesized parenthesized) {
            current = parenthesized.getInner();
        }
        return current;
    }
}
