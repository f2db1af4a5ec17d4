package org.esl.runtime.chaining;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Literal;

/**
 * The rules of a problem that chaining from given literals can use. A clause ({@link Normalisation}) fires only when
 * each of its atom premises is known, so only once some literal of each premise's predicate is known: from the given
 * literals, the facts, or the conclusion of a clause that fired before. Following the predicates that way finds every
 * clause that may fire (more than fire, since a predicate stands for all its atoms); a rule none of whose clauses may
 * fire derives nothing and is violated by nothing, so chaining over the others gives the same result, at the cost of
 * the rules that matter instead of all of them. That matters to whoever chains many small scenarios over a large spec.
 */
public final class RelevantRules {

    /** A clause of a rule: the predicates of its atom premises, and that of its conclusion (null: a comparison). */
    private record Clause(int rule, Set<String> premises, String conclusion) {
    }

    private final ChainingProblem problem;
    private final List<Clause> clauses = new ArrayList<>();
    private final Map<String, List<Integer>> clausesWithPremise = new HashMap<>();
    private final Set<String> factPredicates = new HashSet<>();

    public RelevantRules(ChainingProblem problem) {
        this.problem = problem;
        for (int rule = 0; rule < problem.rules().size(); rule++) {
            for (RuleClause clause : Normalisation.clauses(problem.rules().get(rule), problem.contrapositives())) {
                Set<String> premises = new HashSet<>();
                clause.premises().forEach(premise -> predicate(premise).ifPresent(premises::add));
                premises.forEach(predicate -> clausesWithPremise.computeIfAbsent(predicate, p -> new ArrayList<>()).add(clauses.size()));
                clauses.add(new Clause(rule, premises, predicate(clause.conclusion()).orElse(null)));
            }
        }
        for (Fact fact : problem.facts()) {
            factPredicates.add(fact.literal().atom().predicate());
        }
    }

    /** The problem with only the rules chaining from {@code given} (and the facts) may use, in their order. */
    public ChainingProblem problemFor(Collection<AtomLiteral> given) {
        int[] unknownPremises = new int[clauses.size()];
        boolean[] usable = new boolean[problem.rules().size()];
        Set<String> known = new HashSet<>();
        Deque<String> learnt = new ArrayDeque<>();
        for (int i = 0; i < clauses.size(); i++) {
            unknownPremises[i] = clauses.get(i).premises().size();
            if (unknownPremises[i] == 0) {
                fire(clauses.get(i), usable, known, learnt);
            }
        }
        factPredicates.forEach(predicate -> know(predicate, known, learnt));
        given.forEach(literal -> know(literal.atom().predicate(), known, learnt));
        while (!learnt.isEmpty()) {
            for (int i : clausesWithPremise.getOrDefault(learnt.poll(), List.of())) {
                if (--unknownPremises[i] == 0) {
                    fire(clauses.get(i), usable, known, learnt);
                }
            }
        }
        List<Rule> rules = new ArrayList<>();
        for (int rule = 0; rule < usable.length; rule++) {
            if (usable[rule]) {
                rules.add(problem.rules().get(rule));
            }
        }
        return problem.withRules(rules);
    }

    private static void fire(Clause clause, boolean[] usable, Set<String> known, Deque<String> learnt) {
        usable[clause.rule()] = true;
        if (clause.conclusion() != null) {
            know(clause.conclusion(), known, learnt);
        }
    }

    private static void know(String predicate, Set<String> known, Deque<String> learnt) {
        if (known.add(predicate)) {
            learnt.add(predicate);
        }
    }

    private static Optional<String> predicate(Literal literal) {
        return literal instanceof AtomLiteral atom ? Optional.of(atom.atom().predicate()) : Optional.empty();
    }
}
