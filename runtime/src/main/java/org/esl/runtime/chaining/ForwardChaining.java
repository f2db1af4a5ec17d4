package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.chaining.ChainingOutcome.LimitExceeded;
import org.esl.runtime.chaining.ChainingOutcome.Statistics;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.value.Value;

/**
 * Forward chaining over domain rules as RvLLM §4 describes it, as a pure function of the domain knowledge and the
 * perceived literals:
 * <ol>
 * <li>the objects (domain of discourse) are the constants that perceived literals and facts have as arguments;</li>
 * <li>every rule is bound to every tuple of objects that fits its types (level 1) and, at level 2, to partial
 * bindings completed with values of true atoms (see {@link BindingLevel});</li>
 * <li>each bound rule is normalised into rule-like clauses ({@link Normalisation}), arithmetic is evaluated exactly
 * and comparisons between constants are decided;</li>
 * <li>forward chaining over positive and negative literals ({@link ClauseGraph}) finds inconsistencies, reported as
 * violated rules, and new knowledge, reported as inferred atoms with their follow-up questions.</li>
 * </ol>
 * Perceived atoms that are not derived stay as perceived; atoms neither perceived nor derived are Unknown.
 */
public final class ForwardChaining {

    private final ChainingProblem problem;
    private final RuleBinder binder;
    private final FollowUpQuestions questions;
    private final Map<String, Predicate> predicates = new HashMap<>();

    private ForwardChaining(ChainingProblem problem) {
        this.problem = problem;
        this.binder = new RuleBinder(problem.predicates());
        this.questions = new FollowUpQuestions(problem.predicates(), problem.functions());
        problem.predicates().forEach(predicate -> predicates.putIfAbsent(predicate.name(), predicate));
    }

    /**
     * Chains over {@code perceptions} with the problem's rules and facts.
     *
     * @throws IllegalArgumentException when a perceived literal names an undeclared predicate, has the wrong number
     *         of arguments, or has an argument without a value (such as {@code "a" * 2})
     */
    public static ChainingOutcome run(ChainingProblem problem, List<Perception> perceptions) {
        return new ForwardChaining(problem).chain(perceptions);
    }

    private ChainingOutcome chain(List<Perception> perceptions) {
        ClauseGraph graph = new ClauseGraph();
        Set<Value> objects = new TreeSet<>(Value.ORDER);
        for (Fact fact : problem.facts()) {
            AtomLiteral literal = evaluate(fact.literal(), "fact at " + fact.range());
            collectObjects(literal.atom(), objects);
            graph.assertExternal(graph.literal(literal), new Justification.Fact(fact.range()));
        }
        for (Perception perception : perceptions) {
            ChainingProblem.checkDeclared(predicates, perception.literal().atom(), "perceived literal");
            AtomLiteral literal = evaluate(perception.literal(), "perceived literal");
            collectObjects(literal.atom(), objects);
            graph.assertExternal(graph.literal(literal), new Justification.Perceived(perception.step()));
        }
        List<Term> objectTerms = objects.stream().<Term>map(Constant::new).toList();
        Grounder grounder = new Grounder(graph, objectTerms.size());
        for (Rule rule : problem.rules()) {
            if (!binder.complete(rule, objectTerms, binding -> grounder.add(rule, binding))) {
                return grounder.limitExceeded(rule);
            }
        }
        graph.run();
        if (problem.level() == BindingLevel.COMPLETED) {
            Set<Atom> trueAtoms = trueAtoms(graph);
            for (Rule rule : problem.rules()) {
                if (!binder.completions(rule, objectTerms, trueAtoms, binding -> grounder.add(rule, binding))) {
                    return grounder.limitExceeded(rule);
                }
            }
            graph.run();
        }
        return result(graph, grounder.statistics());
    }

    /**
     * A ground literal in the form results report it, its arithmetic evaluated exactly: {@code IsGreater(15.2 * 10, 0)}
     * is {@code IsGreater(152, 0)}, which equals the inferred atom of that name. Tests compare expected literals
     * with results in this form.
     *
     * @throws IllegalArgumentException when an argument has no value (arithmetic on a string, division by zero)
     */
    public static AtomLiteral evaluate(AtomLiteral literal) {
        return evaluate(literal, "literal");
    }

    private static AtomLiteral evaluate(AtomLiteral literal, String where) {
        Optional<Literal> ground = Grounding.ground(literal, new Binding(Map.of()));
        if (ground.isEmpty()) {
            throw new IllegalArgumentException(where + " " + literal
                    + " has an argument without a value (arithmetic on a string, or division by zero)");
        }
        return (AtomLiteral) ground.get();
    }

    private static void collectObjects(Atom atom, Set<Value> objects) {
        for (Term argument : atom.arguments()) {
            if (argument instanceof Constant constant) {
                objects.add(constant.value());
            }
        }
    }

    private static Set<Atom> trueAtoms(ClauseGraph graph) {
        Set<Atom> atoms = new LinkedHashSet<>();
        for (int literal : graph.knownLiterals()) {
            if ((literal & 1) == 0 && graph.proposition(literal) instanceof AtomLiteral atomLiteral) {
                atoms.add(atomLiteral.atom());
            }
        }
        return atoms;
    }

    /** Grounds bound rules into the graph and counts the work against the limit. */
    private final class Grounder {
        private final ClauseGraph graph;
        private final int objects;
        private final Map<Rule, List<RuleClause>> clausesByRule = new LinkedHashMap<>();
        private int bindings;

        Grounder(ClauseGraph graph, int objects) {
            this.graph = graph;
            this.objects = objects;
        }

        /** Adds the ground clauses of {@code rule} under {@code binding}; false when the limit is reached. */
        boolean add(Rule rule, Binding binding) {
            List<RuleClause> clauses = clausesByRule.computeIfAbsent(rule, Normalisation::clauses);
            List<List<Literal>> groundPremises = new ArrayList<>(clauses.size());
            List<Literal> groundConclusions = new ArrayList<>(clauses.size());
            for (RuleClause clause : clauses) {
                List<Literal> premises = new ArrayList<>(clause.premises().size());
                for (Literal premise : clause.premises()) {
                    Optional<Literal> ground = Grounding.ground(premise, binding);
                    if (ground.isEmpty()) {
                        return true; // the binding does not fit the rule: some term has no value
                    }
                    premises.add(ground.get());
                }
                Optional<Literal> conclusion = Grounding.ground(clause.conclusion(), binding);
                if (conclusion.isEmpty()) {
                    return true;
                }
                groundPremises.add(premises);
                groundConclusions.add(conclusion.get());
            }
            bindings++;
            for (int i = 0; i < clauses.size(); i++) {
                int conclusion = graph.literal(groundConclusions.get(i));
                int[] premises = groundPremises.get(i).stream().mapToInt(graph::literal).distinct().toArray();
                if (Arrays.stream(premises).noneMatch(premise -> premise == conclusion)) {
                    RuleClause clause = clauses.get(i);
                    graph.addClause(premises, conclusion, clause.contrapositive(),
                            new ClauseGraph.Origin(rule, binding, clause));
                }
            }
            return bindings <= problem.limit() && graph.clauseCount() <= problem.limit();
        }

        Statistics statistics() {
            return new Statistics(objects, bindings, graph.clauseCount(), graph.propositionCount());
        }

        LimitExceeded limitExceeded(Rule rule) {
            return new LimitExceeded("forward chaining stopped at the limit of " + problem.limit()
                    + " bindings or ground clauses while binding rule " + rule.name() + " to " + objects
                    + " objects: " + bindings + " bindings and " + graph.clauseCount()
                    + " ground clauses were generated; raise the limit, use interpretation 1, or give the rule"
                    + " fewer variables", statistics());
        }
    }

    private ChainingResult result(ClauseGraph graph, Statistics statistics) {
        Map<List<Object>, Violation> violations = new LinkedHashMap<>();
        List<PerceptionConflict> perceptionConflicts = new ArrayList<>();
        for (ClauseGraph.Conflict conflict : graph.conflicts()) {
            int known = conflict.literal() ^ 1;
            if (conflict.clause() < 0) {
                perceptionConflicts.add(new PerceptionConflict(graph.render(conflict.literal()),
                        graph.justificationOf(known), conflict.external()));
                continue;
            }
            ClauseGraph.Origin origin = graph.origin(conflict.clause());
            violations.computeIfAbsent(List.of(origin.rule(), origin.binding()), key -> {
                Literal derived = graph.render(conflict.literal());
                List<ChainLink> chain = new ArrayList<>(graph.chain(List.of(known), conflict.clause()));
                chain.add(new ChainLink(derived, graph.inferred(conflict.clause())));
                return new Violation(origin.rule(), origin.binding(), derived, chain);
            });
        }
        List<InferredAtom> inferred = new ArrayList<>();
        for (int literal : graph.knownLiterals()) {
            if (graph.derivingClause(literal).isPresent() && graph.render(literal) instanceof AtomLiteral atomLiteral) {
                inferred.add(new InferredAtom(atomLiteral, questions.question(atomLiteral.atom()),
                        atomLiteral.positive(), graph.chain(List.of(literal), -1)));
            }
        }
        return new ChainingResult(List.copyOf(violations.values()), inferred, perceptionConflicts, statistics);
    }
}
