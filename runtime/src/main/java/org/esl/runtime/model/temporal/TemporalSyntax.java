package org.esl.runtime.model.temporal;

import java.util.List;
import java.util.stream.Collectors;

import org.esl.runtime.model.value.Value;

/**
 * Temporal formulas in ESL syntax with the fewest parentheses that ESL's precedence allows (lowest
 * first: {@code ->} right-associative, {@code or}, {@code and}, the binary temporal operators
 * right-associative, the prefix operators). The text parses back to an equal formula, so it is stable
 * and can be shown to users, written into reports and compared in tests:
 * {@code always (transfer_funds -> eventually notify_user)}, {@code not transfer_funds unless get_balance}.
 */
public final class TemporalSyntax implements TemporalVisitor<String> {

    private static final int IMPLIES = 1;
    private static final int OR = 2;
    private static final int AND = 3;
    private static final int BINARY = 4;
    private static final int UNARY = 5;
    private static final int ATOM = 6;

    private static final TemporalSyntax PRINTER = new TemporalSyntax();

    private TemporalSyntax() {
    }

    public static String render(TemporalFormula formula) {
        return formula.accept(PRINTER);
    }

    /** {@code formula} in a place that needs at least {@code minimum} precedence, bracketed if it binds less. */
    private String operand(TemporalFormula formula, int minimum) {
        String text = formula.accept(this);
        return precedence(formula) < minimum ? "(" + text + ")" : text;
    }

    private static int precedence(TemporalFormula formula) {
        if (formula instanceof Implies) {
            return IMPLIES;
        }
        if (formula instanceof Or) {
            return OR;
        }
        if (formula instanceof And) {
            return AND;
        }
        if (formula instanceof BinaryFormula) {
            return BINARY;
        }
        return formula instanceof UnaryFormula ? UNARY : ATOM;
    }

    private String prefix(String keyword, UnaryFormula formula) {
        return keyword + " " + operand(formula.operand(), UNARY);
    }

    /** Binary temporal operators are right-associative: {@code a until b until c} is {@code a until (b until c)}. */
    private String binary(String keyword, BinaryFormula formula) {
        return operand(formula.left(), UNARY) + " " + keyword + " " + operand(formula.right(), BINARY);
    }

    private String junction(String keyword, List<TemporalFormula> operands, int minimum) {
        return operands.stream().map(operand -> operand(operand, minimum)).collect(Collectors.joining(" " + keyword + " "));
    }

    @Override
    public String visit(BooleanConstant constant) {
        return Boolean.toString(constant.value());
    }

    @Override
    public String visit(ToolAtom atom) {
        if (atom.constraints().isEmpty()) {
            return atom.tool();
        }
        return atom.tool() + atom.constraints().stream().map(ArgumentConstraint::toString).collect(Collectors.joining(", ", "(", ")"));
    }

    @Override
    public String visit(PredicateAtom atom) {
        if (atom.arguments().isEmpty()) {
            return atom.predicate();
        }
        return atom.predicate() + atom.arguments().stream().map(Value::toEsl).collect(Collectors.joining(", ", "(", ")"));
    }

    @Override
    public String visit(RoleAtom atom) {
        return atom.role().toString();
    }

    @Override
    public String visit(Not not) {
        return prefix("not", not);
    }

    @Override
    public String visit(And and) {
        return junction("and", and.operands(), BINARY);
    }

    @Override
    public String visit(Or or) {
        return junction("or", or.operands(), AND);
    }

    /** Right-associative: {@code a -> b -> c} is {@code a -> (b -> c)}; an implication on the left is bracketed. */
    @Override
    public String visit(Implies implies) {
        return operand(implies.left(), OR) + " -> " + operand(implies.right(), IMPLIES);
    }

    @Override
    public String visit(Until until) {
        return binary("until", until);
    }

    @Override
    public String visit(Unless unless) {
        return binary("unless", unless);
    }

    @Override
    public String visit(Releases releases) {
        return binary("releases", releases);
    }

    @Override
    public String visit(Since since) {
        return binary("since", since);
    }

    @Override
    public String visit(Next next) {
        return prefix("next", next);
    }

    @Override
    public String visit(WeakNext weakNext) {
        return prefix("weak next", weakNext);
    }

    @Override
    public String visit(Always always) {
        return prefix("always", always);
    }

    @Override
    public String visit(Eventually eventually) {
        return prefix("eventually", eventually);
    }

    @Override
    public String visit(Once once) {
        return prefix("once", once);
    }

    @Override
    public String visit(Historically historically) {
        return prefix("historically", historically);
    }

    @Override
    public String visit(Previously previously) {
        return prefix("previously", previously);
    }

    @Override
    public String visit(EventuallyWithin eventuallyWithin) {
        return prefix("eventually within " + eventuallyWithin.bound(), eventuallyWithin);
    }

    @Override
    public String visit(AlwaysWithin alwaysWithin) {
        return prefix("always within " + alwaysWithin.bound(), alwaysWithin);
    }
}
