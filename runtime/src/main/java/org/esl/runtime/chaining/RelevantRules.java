package org.esl.runtime.chaining;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Predicate;
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
    /** The positions of the declared predicates of each name, to keep those a part of the problem reads in their order. */
    private final Map<String, List<Integer>> declared = new HashMap<>();
    /** The predicates each rule's literals mention. */
    private final List<Set<String>> mentioned = new ArrayList<>();
    private final List<Clause> clauses = new ArrayList<>();
    private final Map<String, List<Integer>> clausesWithPremise = new HashMap<>();
    private final Set<String> factPredicates = new HashSet<>();
    /** How many premise predicates each clause waits for, copied for each question: a question learns few of them. */
    private final int[] premiseCounts;
    /** The clauses with no atom premise, which fire whatever is known. */
    private final List<Integer> fromNothing = new ArrayList<>();

    public RelevantRules(ChainingProblem problem) {
        this.problem = problem;
        for (int i = 0; i < problem.predicates().size(); i++) {
            declared.computeIfAbsent(problem.predicates().get(i).name(), name -> new ArrayList<>()).add(i);
        }
        for (int rule = 0; rule < problem.rules().size(); rule++) {
            Set<String> predicates = new HashSet<>();
            for (List<List<Literal>> side : List.of(problem.rules().get(rule).lhs(), problem.rules().get(rule).rhs())) {
                side.forEach(literals -> literals.forEach(literal -> predicate(literal).ifPresent(predicates::add)));
            }
            mentioned.add(predicates);
            for (RuleClause clause : Normalisation.clauses(problem.rules().get(rule), problem.contrapositives())) {
                Set<String> premises = new HashSet<>();
                clause.premises().forEach(premise -> predicate(premise).ifPresent(premises::add));
                premises.forEach(predicate -> clausesWithPremise.computeIfAbsent(predicate, p -> new ArrayList<>()).add(clauses.size()));
                clauses.add(new Clause(rule, premises, predicate(clause.conclusion()).orElse(null)));
            }
        }
        premiseCounts = new int[clauses.size()];
        for (int i = 0; i < clauses.size(); i++) {
            premiseCounts[i] = clauses.get(i).premises().size();
            if (premiseCounts[i] == 0) {
                fromNothing.add(i);
            }
        }
        for (Fact fact : problem.facts()) {
            factPredicates.add(fact.literal().atom().predicate());
        }
    }

    /**
     * The problem with only the rules chaining from {@code given} (and the facts) may use, in their order, and only the
     * predicates those, the facts and {@code given} mention: chaining prepares every predicate it is given.
     */
    public ChainingProblem problemFor(Collection<AtomLiteral> given) {
        int[] unknownPremises = premiseCounts.clone();
        boolean[] usable = new boolean[problem.rules().size()];
        Set<String> known = new HashSet<>();
        Deque<String> learnt = new ArrayDeque<>();
        fromNothing.forEach(clause -> fire(clauses.get(clause), usable, known, learnt));
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
        Set<String> read = new HashSet<>(factPredicates);
        given.forEach(literal -> read.add(literal.atom().predicate()));
        for (int rule = 0; rule < usable.length; rule++) {
            if (usable[rule]) {
                rules.add(problem.rules().get(rule));
                read.addAll(mentioned.get(rule));
            }
        }
        List<Integer> positions = new ArrayList<>();
        read.forEach(name -> positions.addAll(declared.getOrDefault(name, List.of())));
        Collections.sort(positions);
        List<Predicate> predicates = new ArrayList<>();
        positions.forEach(position -> predicates.add(problem.predicates().get(position)));
        return new ChainingProblem(predicates, problem.functions(), rules, problem.facts(), problem.level(), problem.limit(),
                problem.contrapositives());
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
