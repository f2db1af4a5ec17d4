package org.esl.runtime.model.temporal;

import java.util.List;
import java.util.Objects;

/**
 * True at a step that calls the tool and whose arguments meet every constraint, e.g.
 * {@code transfer_funds(amount > 10000, currency = "EUR")}; with no constraints, any call of the tool. An atom with a
 * constraint on the result ({@code get_email(result.sender = "bob@example.com")}) is true at the step of the tool's
 * answer to such a call instead.
 */
public final class ToolAtom extends TemporalFormula {

    private final String tool;
    private final List<ArgumentConstraint> constraints;
    /** Asked of every atom at every step that calls its tool: worked out once. */
    private final boolean readsResult;

    private ToolAtom(String tool, List<ArgumentConstraint> constraints) {
        this.tool = Objects.requireNonNull(tool, "tool");
        this.constraints = List.copyOf(constraints);
        this.readsResult = this.constraints.stream().anyMatch(constraint -> constraint.target().readsResult());
    }

    public static ToolAtom of(String tool, List<ArgumentConstraint> constraints) {
        return new ToolAtom(tool, constraints);
    }

    public static ToolAtom of(String tool) {
        return new ToolAtom(tool, List.of());
    }

    public String tool() {
        return tool;
    }

    /** Whether a constraint reads the call's result: then the atom holds at the step of the result, not of the call. */
    public boolean readsResult() {
        return readsResult;
    }

    /** The constraints in the order they were written. */
    public List<ArgumentConstraint> constraints() {
        return constraints;
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }

    @Override
    protected int computeHash() {
        return 31 * tool.hashCode() + constraints.hashCode();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ToolAtom atom && atom.tool.equals(tool) && atom.constraints.equals(constraints);
    }
}
