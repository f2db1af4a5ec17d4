package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.chaining.ChainingOutcome.LimitExceeded;
import org.esl.runtime.chaining.ChainingOutcome.Statistics;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;

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
 *
 * <p>Every known literal also gets the first step from which it is known ({@link KnownLiteral}): the earliest step
 * {@code i} such that chaining over the perceptions of steps {@code 0..i} (with the facts) knows it. Chaining runs
 * once over the whole transcript; the steps come from stamping the ground clause graph afterwards
 * ({@link ClauseGraph#earliest}): a perceived literal has the step of its earliest perception, an object (a
 * constant of a perceived literal) the step it first appears at, a level-1 binding the latest step of its objects,
 * and a derived literal the latest stamp along its best derivation. At level 2 a completed binding exists at step
 * {@code i} when every value is an object by then or supported by an atom that level-1 chaining knows by then, so
 * level-1 stamps are computed first, then those of all clauses. This equals re-chaining every prefix whenever the
 * transcript is consistent (forward chaining is monotone: a prefix's clauses and premises are a subset of the
 * whole's); after an inconsistency the stamps describe the values chaining kept.
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
        AtomTable table = new AtomTable();
        Domain objects = new Domain(table);
        Grounder grounder = new Grounder(table, objects);
        ClauseGraph graph = new ClauseGraph(table, grounder::origin);
        External external = new External(table, objects, graph);
        reserveForStated(perceptions, table, objects, graph, external);
        for (Fact fact : problem.facts()) {
            AtomLiteral literal = evaluate(fact.literal(), "fact at " + fact.range());
            external.state(literal, ClauseGraph.BEFORE, new Justification.Fact(fact.range()));
        }
        Justification.Perceived perceived = null; // shared by the perceptions of a step, which come one after another
        for (Perception perception : perceptions) {
            ChainingProblem.checkDeclared(predicates, perception.literal().atom(), "perceived literal");
            AtomLiteral literal = evaluate(perception.literal(), "perceived literal");
            if (perceived == null || !perceived.step().equals(perception.step())) {
                perceived = new Justification.Perceived(perception.step());
            }
            external.state(literal, perception.step().orElse(ClauseGraph.BEFORE), perceived);
        }
        List<Term> objectTerms = objects.terms();
        int[] objectNumbers = objects.numbers(objectTerms);
        List<RuleBinder.Tuples> bindings = new ArrayList<>();
        for (Rule rule : problem.rules()) {
            bindings.add(binder.complete(rule, objectNumbers, table));
        }
        grounder.reserve(graph, bindings);
        for (int r = 0; r < problem.rules().size(); r++) {
            int plan = grounder.plan(problem.rules().get(r));
            if (!bindings.get(r).visit(values -> grounder.add(graph, plan, values, null))) {
                return grounder.limitExceeded(graph, problem.rules().get(r));
            }
        }
        graph.run();
        int levelOneClauses = graph.clauseCount();
        if (problem.level() == BindingLevel.COMPLETED) {
            Set<Atom> trueAtoms = trueAtoms(graph);
            for (Rule rule : problem.rules()) {
                int plan = grounder.plan(rule);
                if (!binder.completions(rule, objectTerms, trueAtoms,
                        (binding, values) -> grounder.add(graph, plan, table.numbers(values), binding))) {
                    return grounder.limitExceeded(graph, rule);
                }
            }
            graph.run();
        }
        int[] stamps = new Stamps(graph, objects, external, grounder)
                .stamps(levelOneClauses, problem.level() == BindingLevel.COMPLETED);
        return result(graph, grounder.statistics(graph), stamps);
    }

    /** Sizes the tables for the facts and perceptions, each a proposition whose arguments may be new values. */
    private void reserveForStated(List<Perception> perceptions, AtomTable table, Domain objects, ClauseGraph graph,
            External external) {
        int stated = problem.facts().size() + perceptions.size();
        int arguments = 0;
        for (Fact fact : problem.facts()) {
            arguments += fact.literal().atom().arguments().size();
        }
        for (Perception perception : perceptions) {
            arguments += perception.literal().atom().arguments().size();
        }
        table.reserve(arguments, stated, arguments);
        objects.reserve(arguments);
        graph.reserve(stated, 0, 0);
        external.literals.reserve(stated);
        external.steps.reserve(stated);
    }

    /** The literals stated from outside (facts, perceptions), each with the step it is stated at. */
    private static final class External {
        private final AtomTable table;
        private final Domain objects;
        private final ClauseGraph graph;
        private final ClauseGraph.IntList literals = new ClauseGraph.IntList();
        private final ClauseGraph.IntList steps = new ClauseGraph.IntList();
        /** The value numbers of the atom being stated, reused from literal to literal: the graph copies them. */
        private int[] arguments = new int[0];

        External(AtomTable table, Domain objects, ClauseGraph graph) {
            this.table = table;
            this.objects = objects;
            this.graph = graph;
        }

        /**
         * Asserts {@code literal} (evaluated: its arithmetic done) in the graph and adds its constants to the objects;
         * an atom of constants has its values numbered once for both.
         */
        void state(AtomLiteral literal, int step, Justification justification) {
            Atom atom = literal.atom();
            int code;
            if (ClauseGraph.constantArguments(atom)) {
                int arity = atom.arguments().size();
                if (arity > arguments.length) {
                    arguments = new int[arity];
                }
                for (int i = 0; i < arity; i++) {
                    arguments[i] = table.valueOf(atom.arguments().get(i));
                    objects.add(arguments[i], step);
                }
                code = graph.atomLiteral(table.predicate(atom.predicate()), arguments, arity, literal.positive());
            } else {
                objects.add(atom, step);
                code = graph.literal(literal);
            }
            graph.assertExternal(code, justification);
            literals.add(code);
            steps.add(step);
        }
    }

    /** The steps from which literals are known, as the class comment explains. */
    private static final class Stamps {
        private final ClauseGraph graph;
        private final Domain objects;
        private final External external;
        private final Grounder grounder;

        Stamps(ClauseGraph graph, Domain objects, External external, Grounder grounder) {
            this.graph = graph;
            this.objects = objects;
            this.external = external;
            this.grounder = grounder;
        }

        /**
         * @param completed whether level-2 completions were added; a binding then exists at a step as a level-1 one
         *                  (its objects have appeared) or as a completed one, whichever comes first, even when the
         *                  whole transcript made it a level-1 binding
         */
        int[] stamps(int levelOneClauses, boolean completed) {
            int[] clauseStamps = grounder.clauseStamps();
            if (!completed) {
                return graph.earliest(external.literals, external.steps, clauseStamps, levelOneClauses);
            }
            int[] levelOne = graph.earliest(external.literals, external.steps, clauseStamps, levelOneClauses);
            Map<Integer, Integer> completions = new HashMap<>();
            for (int clause = 0; clause < graph.clauseCount(); clause++) {
                int binding = grounder.bindingOf(clause);
                clauseStamps[clause] = Math.min(clauseStamps[clause], completions.computeIfAbsent(binding,
                        key -> completionStamp(grounder.rule(binding), grounder.binding(binding), levelOne)));
            }
            return graph.earliest(external.literals, external.steps, clauseStamps, graph.clauseCount());
        }

        private int objectStamp(Term value) {
            return objects.step(value);
        }

        /**
         * A completed binding exists at a step when, for one left-hand disjunct, every value is by then an object or
         * supported by a true atom of the disjunct that level-1 chaining knows by then ({@link RuleBinder#completions}).
         */
        private int completionStamp(Rule rule, Binding binding, int[] levelOne) {
            int best = ClauseGraph.NEVER;
            for (List<Literal> conjunction : rule.lhs()) {
                int latest = ClauseGraph.BEFORE;
                for (Map.Entry<org.esl.runtime.model.term.Variable, Term> entry : binding.values().entrySet()) {
                    int stamp = objectStamp(entry.getValue());
                    for (Literal literal : conjunction) {
                        if (literal instanceof AtomLiteral atom && atom.positive()
                                && atom.atom().arguments().contains(entry.getKey())) {
                            stamp = Math.min(stamp, Grounding.ground(atom.atom(), binding)
                                    .flatMap(ground -> graph.find(AtomLiteral.positive(ground)))
                                    .filter(graph::isTrue).map(code -> levelOne[code >> 1]).orElse(ClauseGraph.NEVER));
                        }
                    }
                    latest = Math.max(latest, stamp);
                }
                best = Math.min(best, latest);
            }
            return best;
        }
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
        if (ClauseGraph.constantArguments(literal.atom())) {
            return literal; // nothing to evaluate: most perceived literals
        }
        Optional<Literal> ground = Grounding.ground(literal, new Binding(Map.of()));
        if (ground.isEmpty()) {
            throw new IllegalArgumentException(where + " " + literal
                    + " has an argument without a value (arithmetic on a string, or division by zero)");
        }
        return (AtomLiteral) ground.get();
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

    /**
     * Grounds bound rules into the graph, counts the work against the limit, and keeps each clause's origin in
     * compact form: per binding its rule's plan and its values' numbers, per clause its binding and its place among
     * the plan's clauses. The {@link Binding} a result shows is built when it is shown.
     */
    private final class Grounder {
        private final AtomTable table;
        private final Domain objects;
        private final Map<Rule, Integer> planNumbers = new HashMap<>();
        private final List<Rule> rules = new ArrayList<>();
        private final List<GroundingPlan> plans = new ArrayList<>();
        /** Per binding, the number of its rule's plan, and where its values' numbers start in {@link #values}. */
        private final ClauseGraph.IntList bindingPlans = new ClauseGraph.IntList();
        private final ClauseGraph.IntList bindingStarts = new ClauseGraph.IntList();
        private final ClauseGraph.IntList values = new ClauseGraph.IntList();
        /** The completed (level-2) bindings by number: their values need not be constants. */
        private final Map<Integer, Binding> completed = new HashMap<>();
        /**
         * Per clause added: its binding's number, its index among its plan's clauses, and the step from which its
         * binding's objects have all appeared.
         */
        private final ClauseGraph.IntList clauseBindings = new ClauseGraph.IntList();
        private final ClauseGraph.IntList clauseIndexes = new ClauseGraph.IntList();
        private final ClauseGraph.IntList bindingStamps = new ClauseGraph.IntList();
        /** The premises of the clause being added, reused from clause to clause: the graph copies them. */
        private int[] premises = new int[0];

        Grounder(AtomTable table, Domain objects) {
            this.table = table;
            this.objects = objects;
        }

        /** The number of the rule's compiled clauses, compiled on first use. */
        int plan(Rule rule) {
            return planNumbers.computeIfAbsent(rule, key -> {
                GroundingPlan grounding = new GroundingPlan(Normalisation.clauses(key, problem.contrapositives()),
                        RuleBinder.variables(key), table);
                plans.add(grounding);
                if (grounding.maxPremises() > premises.length) {
                    premises = new int[grounding.maxPremises()];
                }
                rules.add(key);
                return plans.size() - 1;
            });
        }

        /**
         * Adds the ground clauses of plan {@code plan} under the binding whose values have the numbers
         * {@code bindingValues} ({@link RuleBinder#variables} order); false when the limit is reached.
         *
         * @param completion the binding as terms when it is a level-2 completion, else null
         */
        boolean add(ClauseGraph graph, int plan, int[] bindingValues, Binding completion) {
            GroundingPlan grounding = plans.get(plan);
            if (!grounding.ground(bindingValues, completion, table)) {
                return true; // the binding does not fit the rule: some term has no value
            }
            int binding = bindingPlans.size();
            bindingPlans.add(plan);
            bindingStarts.add(values.size());
            int stamp = ClauseGraph.BEFORE; // a level-1 binding exists once all its objects have appeared
            for (int value : bindingValues) {
                values.add(value);
                stamp = Math.max(stamp, objects.step(value));
            }
            if (completion != null) {
                completed.put(binding, completion);
            }
            List<RuleClause> clauses = grounding.clauses();
            for (int i = 0; i < clauses.size(); i++) {
                int conclusion = grounding.conclusion(i, graph);
                int count = grounding.premises(i, graph, premises);
                if (!GroundingPlan.contains(premises, count, conclusion)) {
                    graph.addClause(premises, count, conclusion, clauses.get(i).contrapositive());
                    clauseBindings.add(binding);
                    clauseIndexes.add(i);
                    bindingStamps.add(stamp);
                }
            }
            return bindingPlans.size() <= problem.limit() && graph.clauseCount() <= problem.limit();
        }

        /**
         * Sizes the graph, the table and the origins for the level-1 bindings, at most what they can add (a literal
         * that two clauses or rules share is counted twice); nothing is reserved when they would exceed the limit,
         * where chaining stops anyway.
         */
        void reserve(ClauseGraph graph, List<RuleBinder.Tuples> bindings) {
            long bindingCount = 0;
            long clauses = 0;
            long premiseCount = 0;
            long valueNumbers = 0;
            long propositions = 0;
            long atomArguments = 0;
            long newValues = 0;
            for (int r = 0; r < bindings.size(); r++) {
                long count = bindings.get(r).count();
                GroundingPlan grounding = plans.get(plan(problem.rules().get(r)));
                GroundingPlan.Growth growth = grounding.perBinding();
                if (count > problem.limit()) {
                    return;
                }
                bindingCount += count;
                valueNumbers += count * grounding.variables().size();
                clauses += count * growth.clauses();
                premiseCount += count * growth.premises();
                propositions += count * growth.propositions();
                atomArguments += count * growth.atomArguments();
                newValues += count * growth.values();
            }
            if (bindingCount > problem.limit() || clauses > problem.limit()) {
                return;
            }
            graph.reserve((int) Math.min(graph.propositionCount() + propositions, Integer.MAX_VALUE / 2), (int) clauses,
                    (int) premiseCount);
            table.reserve((int) Math.min(newValues, Integer.MAX_VALUE / 4), (int) Math.min(propositions, Integer.MAX_VALUE / 4),
                    (int) Math.min(atomArguments, Integer.MAX_VALUE / 4));
            bindingPlans.reserve((int) bindingCount);
            bindingStarts.reserve((int) bindingCount);
            values.reserve((int) Math.min(valueNumbers, Integer.MAX_VALUE / 2));
            clauseBindings.reserve((int) clauses);
            clauseIndexes.reserve((int) clauses);
            bindingStamps.reserve((int) clauses);
        }

        /** The number of the binding that made {@code clause}. */
        int bindingOf(int clause) {
            return clauseBindings.get(clause);
        }

        Rule rule(int binding) {
            return rules.get(bindingPlans.get(binding));
        }

        /** The binding numbered {@code binding}, as terms. */
        Binding binding(int binding) {
            Binding completion = completed.get(binding);
            if (completion != null) {
                return completion;
            }
            List<Variable> variables = plans.get(bindingPlans.get(binding)).variables();
            Term[] terms = new Term[variables.size()];
            for (int i = 0; i < terms.length; i++) {
                terms[i] = table.constant(values.get(bindingStarts.get(binding) + i));
            }
            return new Binding(new BindingValues(variables, terms));
        }

        ClauseGraph.Origin origin(int clause) {
            int binding = bindingOf(clause);
            return new ClauseGraph.Origin(rule(binding), binding(binding),
                    plans.get(bindingPlans.get(binding)).clauses().get(clauseIndexes.get(clause)));
        }

        /** Per clause, the step from which its binding's objects have all appeared. */
        int[] clauseStamps() {
            int[] stamps = new int[bindingStamps.size()];
            for (int i = 0; i < stamps.length; i++) {
                stamps[i] = bindingStamps.get(i);
            }
            return stamps;
        }

        Statistics statistics(ClauseGraph graph) {
            return new Statistics(objects.size(), bindingPlans.size(), graph.clauseCount(), graph.propositionCount());
        }

        LimitExceeded limitExceeded(ClauseGraph graph, Rule rule) {
            return new LimitExceeded("forward chaining stopped at the limit of " + problem.limit()
                    + " bindings or ground clauses while binding rule " + rule.name() + " to " + objects.size()
                    + " objects: " + bindingPlans.size() + " bindings and " + graph.clauseCount()
                    + " ground clauses were generated; raise the limit, use interpretation 1, or give the rule"
                    + " fewer variables", statistics(graph));
        }
    }

    private ChainingResult result(ClauseGraph graph, Statistics statistics, int[] stamps) {
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
                List<ChainLink> chain = new ArrayList<>(graph.chain(known, conflict.clause()));
                chain.add(new ChainLink(derived, graph.inferred(conflict.clause())));
                return new Violation(origin.rule(), origin.binding(), derived, chain);
            });
        }
        int[] known = graph.knownLiterals();
        List<InferredAtom> inferred = new ArrayList<>(known.length);
        List<KnownLiteral> knowledge = new ArrayList<>(known.length);
        for (int literal : known) {
            if (!(graph.render(literal) instanceof AtomLiteral atomLiteral)) {
                continue;
            }
            int stamp = stamps[literal >> 1];
            if (stamp != ClauseGraph.NEVER) {
                knowledge.add(new KnownLiteral(atomLiteral,
                        stamp == ClauseGraph.BEFORE ? OptionalInt.empty() : OptionalInt.of(stamp)));
            }
            if (graph.isDerived(literal)) {
                inferred.add(new InferredAtom(atomLiteral, literal, graph, questions));
            }
        }
        return new ChainingResult(List.copyOf(violations.values()), inferred, perceptionConflicts, knowledge, statistics);
    }
}
