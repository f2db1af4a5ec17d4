package org.esl.runtime.chaining;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

import org.esl.runtime.model.term.Literal;

/**
 * A rule-like clause of a normalised rule: a conjunction of literals that implies one literal,
 * {@code InRailway(x) and Carries(x, y) and Animal(y) and not GuideDog(y) => Violation(x)}.
 *
 * @param contrapositive whether the clause concludes the negation of a left-hand-side literal rather than a
 *        right-hand-side literal; forward chaining fires the rule's own direction first, so a violation is charged to
 *        the rule whose conclusion contradicts what is known
 */
public record RuleClause(List<Literal> premises, Literal conclusion, boolean contrapositive) {

    public RuleClause {
        premises = List.copyOf(premises);
        Objects.requireNonNull(conclusion, "conclusion");
    }

    /** {@code InTrain(x) => InRailway(x)}; a clause with no premises reads {@code true => ...}. */
    @Override
    public String toString() {
        String lhs = premises.isEmpty() ? "true"
                : premises.stream().map(Literal::toString).collect(Collectors.joining(" and "));
        return lhs + " => " + conclusion;
    }
}
