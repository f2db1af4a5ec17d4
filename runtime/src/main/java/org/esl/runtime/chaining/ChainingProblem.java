package org.esl.runtime.chaining;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Literal;

/**
 * The domain knowledge forward chaining works with: the described predicates and functions, the rules, the facts,
 * the binding level, a limit on the number of bindings and of ground clauses, past which chaining stops with
 * {@link ChainingOutcome.LimitExceeded} instead of exhausting memory, and whether rules are normalised with their
 * contrapositives ({@link Normalisation}).
 */
public record ChainingProblem(List<Predicate> predicates, List<org.esl.runtime.model.rule.Function> functions,
        List<Rule> rules, List<Fact> facts, BindingLevel level, int limit, boolean contrapositives) {

    /** Enough for specs written by hand against long transcripts, small enough to stop a runaway grounding early. */
    public static final int DEFAULT_LIMIT = 1_000_000;

    public ChainingProblem {
        predicates = List.copyOf(predicates);
        functions = List.copyOf(functions);
        rules = List.copyOf(rules);
        facts = List.copyOf(facts);
        Objects.requireNonNull(level, "level");
        if (limit < 1) {
            throw new IllegalArgumentException("the limit on bindings and ground clauses must be positive, not " + limit);
        }
        Map<String, Predicate> declared = predicates.stream()
                .collect(Collectors.toMap(Predicate::name, Function.identity(), (a, b) -> a));
        for (Rule rule : rules) {
            for (List<List<Literal>> side : List.of(rule.lhs(), rule.rhs())) {
                side.stream().flatMap(List::stream).filter(AtomLiteral.class::isInstance)
                        .forEach(literal -> checkDeclared(declared, ((AtomLiteral) literal).atom(), "rule " + rule.name()));
            }
        }
        facts.forEach(fact -> checkDeclared(declared, fact.literal().atom(), "fact at " + fact.range()));
    }

    /** A problem whose rules are normalised with their contrapositives (the default). */
    public ChainingProblem(List<Predicate> predicates, List<org.esl.runtime.model.rule.Function> functions,
            List<Rule> rules, List<Fact> facts, BindingLevel level, int limit) {
        this(predicates, functions, rules, facts, level, limit, true);
    }

    /**
     * The rules, facts, predicates and functions of a compiled spec, bound at its {@code interpretation} level and
     * normalised as its {@code chaining.contrapositives} option says.
     */
    public static ChainingProblem of(Spec spec, int limit) {
        return of(spec, spec.options().interpretation(), limit);
    }

    /** As {@link #of(Spec, int)}, bound at {@code interpretation} instead of the spec's own level. */
    public static ChainingProblem of(Spec spec, int interpretation, int limit) {
        return new ChainingProblem(spec.predicates(), spec.functions(), spec.rules(), spec.facts(),
                BindingLevel.of(interpretation), limit, spec.options().contrapositives());
    }

    /** The same problem with {@code rules} instead of its own (a part of them, or all but one). */
    public ChainingProblem withRules(List<Rule> rules) {
        return new ChainingProblem(predicates, functions, rules, facts, level, limit, contrapositives);
    }

    static void checkDeclared(Map<String, Predicate> declared, Atom atom, String where) {
        Predicate predicate = declared.get(atom.predicate());
        if (predicate == null) {
            throw new IllegalArgumentException(where + " uses " + atom + ", but no predicate " + atom.predicate()
                    + " is declared");
        }
        if (predicate.arity() != atom.arguments().size()) {
            throw new IllegalArgumentException(where + " uses " + atom + ", but " + atom.predicate() + " takes "
                    + predicate.arity() + " argument(s)");
        }
    }
}
