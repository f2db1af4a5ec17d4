package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.value.Value;

/**
 * The domain of discourse (RvLLM §4.1): the constants that perceived literals and facts have as arguments, each
 * with the earliest step it appears at, kept by their numbers in the graph's {@link AtomTable}.
 */
final class Domain {

    private final AtomTable table;
    /** Per value number, the step its value first appears at as an object; {@link ClauseGraph#NEVER} for no object. */
    private int[] steps = new int[0];
    private final ClauseGraph.IntList members = new ClauseGraph.IntList();

    Domain(AtomTable table) {
        this.table = table;
    }

    /** Makes room for objects numbered below {@code values} (the table's value numbers), and as many objects. */
    void reserve(int values) {
        if (values > steps.length) {
            int old = steps.length;
            steps = Arrays.copyOf(steps, values);
            Arrays.fill(steps, old, values, ClauseGraph.NEVER);
        }
        members.reserve(values);
    }

    /** Adds the constants of {@code atom} to the objects, each with the earliest step it appears at. */
    void add(Atom atom, int step) {
        for (Term argument : atom.arguments()) {
            if (argument instanceof Constant constant) {
                add(table.value(constant), step);
            }
        }
    }

    /** Adds the value numbered {@code value} to the objects, appearing at {@code step}. */
    void add(int value, int step) {
        if (value >= steps.length) {
            int old = steps.length;
            steps = Arrays.copyOf(steps, Math.max(value + 1, 2 * old));
            Arrays.fill(steps, old, steps.length, ClauseGraph.NEVER);
        }
        if (steps[value] == ClauseGraph.NEVER) {
            members.add(value);
        }
        steps[value] = Math.min(steps[value], step);
    }

    /** The step an object first appears at; {@link ClauseGraph#NEVER} for a value that is no object. */
    int step(Term value) {
        return step(table.valueOf(value));
    }

    /** The step the object numbered {@code value} first appears at; {@link ClauseGraph#NEVER} for no object. */
    int step(int value) {
        return value >= 0 && value < steps.length ? steps[value] : ClauseGraph.NEVER;
    }

    int size() {
        return members.size();
    }

    /** The value numbers of {@code terms}, objects as {@link #terms} lists them. */
    int[] numbers(List<Term> terms) {
        return table.numbers(terms.toArray(new Term[0]));
    }

    /** The objects as terms, in {@link Value#ORDER}: the order bindings enumerate them in. */
    List<Term> terms() {
        List<Constant> constants = new ArrayList<>(members.size());
        for (int i = 0; i < members.size(); i++) {
            constants.add(table.constant(members.get(i)));
        }
        constants.sort((a, b) -> Value.ORDER.compare(a.value(), b.value()));
        return new ArrayList<>(constants);
    }
}
