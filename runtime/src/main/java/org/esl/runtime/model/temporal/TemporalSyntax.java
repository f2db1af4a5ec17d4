package org.esl.runtime.model.temporal;

import java.util.List;
import java.util.stream.Collectors;

import org.esl.runtime.model.Precedence;
import org.esl.runtime.model.value.Value;

/**
 * Temporal formulas in ESL syntax with the fewest parentheses that ESL's {@link Precedence} allows ({@code ->}
 * right-associative, {@code <=>} left-associative, {@code or}, {@code and}, the binary temporal operators
 * right-associative, the prefix operators). The text parses back to an equal formula, so it is stable and can be
 * shown to users, written into reports and compared in tests: {@code always (transfer_funds -> eventually
 * notify_user)}, {@code not transfer_funds unless get_balance}, {@code eventually within [2, 5] p}.
 */
public final class TemporalSyntax implements TemporalVisitor<String> {

    private static final TemporalSyntax PRINTER = new TemporalSyntax();

    private TemporalSyntax() {
    }

    public static String render(TemporalFormula formula) {
        return formula.accept(PRINTER);
    }

    /** {@code formula} in a place that needs at least {@code minimum} precedence, bracketed if it binds less. */
    private String operand(TemporalFormula formula, Precedence minimum) {
        return precedence(formula).in(formula.accept(this), minimum);
    }

    private static Precedence precedence(TemporalFormula formula) {
        if (formula instanceof Implies) {
            return Precedence.IMPLIES;
        }
        if (formula instanceof Iff) {
            return Precedence.IFF;
        }
        if (formula instanceof Or) {
            return Precedence.OR;
        }
        if (formula instanceof And) {
            return Precedence.AND;
        }
        if (formula instanceof BinaryFormula) {
            return Precedence.TEMPORAL_BINARY;
        }
        return formula instanceof UnaryFormula ? Precedence.PREFIX : Precedence.PRIMARY;
    }

    private String prefix(String keyword, UnaryFormula formula) {
        return keyword + " " + operand(formula.operand(), Precedence.PREFIX);
    }

    /** {@code eventually within 3 P} for the window [0, 3], {@code eventually within [2, 5] P} otherwise. */
    private String bounded(String keyword, BoundedFormula formula) {
        String window = formula.lower() == 0 ? Integer.toString(formula.upper())
                : "[" + formula.lower() + ", " + formula.upper() + "]";
        return prefix(keyword + " within " + window, formula);
    }

    /** Binary temporal operators are right-associative: {@code a until b until c} is {@code a until (b until c)}. */
    private String binary(String keyword, BinaryFormula formula) {
        return operand(formula.left(), Precedence.PREFIX) + " " + keyword + " "
                + operand(formula.right(), Precedence.TEMPORAL_BINARY);
    }

    private String junction(String keyword, List<TemporalFormula> operands, Precedence minimum) {
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
        return junction("and", and.operands(), Precedence.TEMPORAL_BINARY);
    }

    @Override
    public String visit(Or or) {
        return junction("or", or.operands(), Precedence.AND);
    }

    /** Right-associative: {@code a -> b -> c} is {@code a -> (b -> c)}; an implication on the left is bracketed. */
    @Override
    public String visit(Implies implies) {
        return operand(implies.left(), Precedence.IFF) + " -> " + operand(implies.right(), Precedence.IMPLIES);
    }

    /** Left-associative: {@code a <=> b <=> c} is {@code (a <=> b) <=> c}. */
    @Override
    public String visit(Iff iff) {
        return operand(iff.left(), Precedence.IFF) + " <=> " + operand(iff.right(), Precedence.OR);
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
    public String visit(UntilWithin untilWithin) {
        return binary("until within " + untilWithin.bound(), untilWithin);
    }

    @Override
    public String visit(SinceWithin sinceWithin) {
        return binary("since within " + sinceWithin.bound(), sinceWithin);
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
        return bounded("eventually", eventuallyWithin);
    }

    @Override
    public String visit(AlwaysWithin alwaysWithin) {
        return bounded("always", alwaysWithin);
    }

    @Override
    public String visit(OnceWithin onceWithin) {
        return bounded("once", onceWithin);
    }

    @Override
    public String visit(HistoricallyWithin historicallyWithin) {
        return bounded("historically", historicallyWithin);
    }

    /** {@code count(P) >= 3}, {@code count(P, within 9) < 2}: a comparison, so an operand of a prefix operator. */
    @Override
    public String visit(Count count) {
        String window = count.bounded() ? ", within " + count.window() : "";
        return "count(" + count.operand().accept(this) + window + ") " + count.operator().symbol() + " " + count.bound();
    }
}
