package org.esl.runtime.lint.logic;

import java.util.List;
import java.util.Optional;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Expr;
import com.microsoft.z3.Model;

/**
 * A reading Z3 found, kept as the witness of a satisfiable answer: {@code model}, with the terms {@code changed} given
 * their values in {@code changedBy} when there is one (a question answered near it, {@link Neighbourhood}: the group's
 * reading changed on the free variables), found in a group of encoding {@code encoding} ({@link GroupProver#encoding}).
 */
record Z3Reading(Model model, Optional<Model> changedBy, List<Expr<?>> changed, Object encoding) implements GroupProver.Witness {

    Z3Reading {
        changed = List.copyOf(changed);
    }

    /** Whether {@code formula} is true in the reading (evaluated; a symbol it does not interpret takes a default value). */
    boolean holds(BoolExpr formula) {
        BoolExpr read = formula;
        if (changedBy.isPresent() && !changed.isEmpty()) {
            Expr<?>[] from = changed.toArray(Expr<?>[]::new);
            Expr<?>[] to = changed.stream().map(term -> changedBy.get().eval(term, true)).toArray(Expr<?>[]::new);
            read = (BoolExpr) formula.substitute(from, to);
        }
        return model.eval(read, true).isTrue();
    }
}
