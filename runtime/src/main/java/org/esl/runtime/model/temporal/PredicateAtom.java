package org.esl.runtime.model.temporal;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.model.value.Value;

/**
 * True at a step where the predicate applied to these constants is labelled true ({@code Greeted},
 * {@code ChewGum("Alex")}); false and unknown labels both count as false inside temporal properties. A check
 * labels a step with what its knowledge base holds there: perceived then or before, a fact, or derived by the
 * rules (docs/check.md).
 */
public final class PredicateAtom extends TemporalFormula {

    private final String predicate;
    private final List<Value> arguments;

    private PredicateAtom(String predicate, List<Value> arguments) {
        this.predicate = Objects.requireNonNull(predicate, "predicate");
        this.arguments = List.copyOf(arguments);
    }

    public static PredicateAtom of(String predicate, List<Value> arguments) {
        return new PredicateAtom(predicate, arguments);
    }

    public static PredicateAtom of(String predicate) {
        return new PredicateAtom(predicate, List.of());
    }

    public String predicate() {
        return predicate;
    }

    public List<Value> arguments() {
        return arguments;
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }

    @Override
    protected int computeHash() {
        return 31 * predicate.hashCode() + arguments.hashCode();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PredicateAtom atom && atom.predicate.equals(predicate) && atom.arguments.equals(arguments);
    }
}
