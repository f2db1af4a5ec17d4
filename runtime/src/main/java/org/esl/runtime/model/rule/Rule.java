package org.esl.runtime.model.rule;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Declaration;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Variable;

/**
 * A domain rule in deductive normal form: the universal closure of {@code lhs => rhs}, where {@code lhs}
 * is a disjunction of conjunctions of literals (DNF) and {@code rhs} a conjunction of disjunctions of
 * literals (CNF). {@code InRailway(x) and Carries(x, y) and Animal(y) => GuideDog(y) or Violation(x)}
 * has lhs {@code [[InRailway(x), Carries(x, y), Animal(y)]]} and rhs {@code [[GuideDog(y), Violation(x)]]}.
 */
public record Rule(String name, String description, List<Variable> variables, List<List<Literal>> lhs,
        List<List<Literal>> rhs, SourceRange range) implements Declaration {

    public Rule {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        variables = List.copyOf(variables);
        lhs = copy(lhs);
        rhs = copy(rhs);
        Objects.requireNonNull(range, "range");
        if (lhs.isEmpty() || rhs.isEmpty() || lhs.contains(List.of()) || rhs.contains(List.of())) {
            throw new IllegalArgumentException("rule " + name + " needs literals on both sides of =>");
        }
    }

    private static List<List<Literal>> copy(List<List<Literal>> clauses) {
        return clauses.stream().map(List::copyOf).toList();
    }

    /** The rule in ESL syntax, {@code InTrain(x) => not EatOrDrink(x)}. */
    @Override
    public String toString() {
        return join(lhs, " and ", " or ") + " => " + join(rhs, " or ", " and ");
    }

    private static String join(List<List<Literal>> clauses, String inner, String outer) {
        boolean bracket = clauses.size() > 1;
        return clauses.stream()
                .map(clause -> clause.stream().map(Literal::toString).collect(Collectors.joining(inner)))
                .map(text -> bracket && text.contains(inner) ? "(" + text + ")" : text)
                .collect(Collectors.joining(outer));
    }
}
