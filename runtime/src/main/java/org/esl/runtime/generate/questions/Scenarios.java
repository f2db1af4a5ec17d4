package org.esl.runtime.generate.questions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.chaining.ForwardChaining;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.Parameter;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

/**
 * The scenarios of a spec's rules (docs/generate.md, "Questions"): for every rule and every disjunct of its premises,
 * the premises as hypotheses; for a conclusion {@code A or B}, also the premises with {@code not B} (so that
 * {@code A} follows) and with {@code not A}; and the same with a positive premise replaced by the premises of another
 * rule that concludes it, up to {@link #MOST_RULES} rules in a chain. Variables become fresh individuals named after
 * them ({@code "x1"}), except where a premise matches a fact of the spec, whose constants are used instead.
 *
 * <p>Only premises that are atoms over variables and constants, with variables at string (or untyped) parameters,
 * are made into scenarios: a fresh individual has no number to stand for.
 */
final class Scenarios {

    /** The longest chain of rules a scenario is unfolded into: multi-hop questions of 2 and 3 rules. */
    static final int MOST_RULES = 3;

    private final Spec spec;
    private final Map<String, Predicate> predicates = new HashMap<>();
    private final List<Atom> facts = new ArrayList<>();
    private final Set<Value> constants = new HashSet<>();
    /** The rules of one positive conclusion and one disjunct of premises, by the conclusion's predicate, in order. */
    private final Map<String, List<Rule>> concludingRules = new HashMap<>();
    private int renamed;

    private Scenarios(Spec spec) {
        this.spec = spec;
        spec.predicates().forEach(predicate -> predicates.putIfAbsent(predicate.name(), predicate));
        for (Fact fact : spec.facts()) {
            AtomLiteral literal = ForwardChaining.evaluate(fact.literal());
            if (literal.positive()) {
                facts.add(literal.atom());
            }
            literal.atom().arguments().forEach(argument -> constants.add(((Constant) argument).value()));
        }
        // a goal's premise unfolds only into such rules: looking them up keeps a large spec's unfolding linear
        for (Rule rule : spec.rules()) {
            if (rule.lhs().size() == 1 && rule.rhs().size() == 1 && rule.rhs().get(0).size() == 1
                    && rule.rhs().get(0).get(0) instanceof AtomLiteral conclusion && conclusion.positive()) {
                concludingRules.computeIfAbsent(conclusion.atom().predicate(), predicate -> new ArrayList<>()).add(rule);
            }
        }
    }

    /** The spec's scenarios, each once, in the order of its rules; the facts alone come first. */
    static List<Scenario> of(Spec spec) {
        return new Scenarios(spec).all();
    }

    private record Goal(List<Literal> premises, Set<Rule> rules) {
    }

    private List<Scenario> all() {
        Set<Scenario> scenarios = new LinkedHashSet<>();
        scenarios.add(new Scenario(List.of()));
        for (Rule rule : spec.rules()) {
            for (Goal goal : goals(rule)) {
                for (Goal unfolded : unfold(goal)) {
                    ground(unfolded.premises()).ifPresent(scenarios::add);
                }
            }
        }
        return List.copyOf(scenarios);
    }

    /** The premises of each disjunct, alone and with all but one literal of a disjunctive conclusion denied. */
    private static List<Goal> goals(Rule rule) {
        List<Goal> goals = new ArrayList<>();
        for (List<Literal> conjunction : rule.lhs()) {
            goals.add(new Goal(conjunction, Set.of(rule)));
            for (List<Literal> disjunction : rule.rhs()) {
                if (disjunction.size() < 2) {
                    continue;
                }
                for (Literal kept : disjunction) {
                    List<Literal> premises = new ArrayList<>(conjunction);
                    disjunction.stream().filter(literal -> literal != kept).map(Literal::negated).forEach(premises::add);
                    goals.add(new Goal(premises, Set.of(rule)));
                }
            }
        }
        return goals;
    }

    /** The goal and every goal it unfolds into by replacing positive premises with the premises of rules that conclude them. */
    private List<Goal> unfold(Goal goal) {
        List<Goal> goals = new ArrayList<>();
        goals.add(goal);
        if (goal.rules().size() >= MOST_RULES) {
            return goals;
        }
        for (int i = 0; i < goal.premises().size(); i++) {
            if (!(goal.premises().get(i) instanceof AtomLiteral premise) || !premise.positive()) {
                continue;
            }
            for (Rule rule : concludingRules.getOrDefault(premise.atom().predicate(), List.of())) {
                if (goal.rules().contains(rule)) {
                    continue;
                }
                Optional<List<Literal>> replaced = concluding(rule, premise.atom());
                if (replaced.isPresent()) {
                    List<Literal> premises = new ArrayList<>(goal.premises().subList(0, i));
                    premises.addAll(replaced.get());
                    premises.addAll(goal.premises().subList(i + 1, goal.premises().size()));
                    Set<Rule> rules = new LinkedHashSet<>(goal.rules());
                    rules.add(rule);
                    goals.addAll(unfold(new Goal(premises, rules)));
                }
            }
        }
        return goals;
    }

    /**
     * The premises of {@code rule} that give {@code atom}, its variables renamed apart: only for a rule with one
     * disjunct of premises and one positive conclusion of the atom's predicate over distinct variables.
     */
    private Optional<List<Literal>> concluding(Rule rule, Atom atom) {
        if (rule.lhs().size() != 1 || rule.rhs().size() != 1 || rule.rhs().get(0).size() != 1
                || !(rule.rhs().get(0).get(0) instanceof AtomLiteral conclusion) || !conclusion.positive()
                || !conclusion.atom().predicate().equals(atom.predicate())
                || Set.copyOf(conclusion.atom().arguments()).size() != atom.arguments().size()
                || !conclusion.atom().arguments().stream().allMatch(Variable.class::isInstance)) {
            return Optional.empty();
        }
        Map<Variable, Term> renaming = new HashMap<>();
        for (int i = 0; i < atom.arguments().size(); i++) {
            renaming.put((Variable) conclusion.atom().arguments().get(i), atom.arguments().get(i));
        }
        List<Literal> premises = new ArrayList<>();
        for (Literal literal : rule.lhs().get(0)) {
            if (!(literal instanceof AtomLiteral premise)) {
                return Optional.empty();
            }
            List<Term> arguments = new ArrayList<>();
            for (Term argument : premise.atom().arguments()) {
                arguments.add(argument instanceof Variable variable
                        ? renaming.computeIfAbsent(variable, key -> new Variable(key.name() + "'" + ++renamed))
                        : argument);
            }
            premises.add(new AtomLiteral(new Atom(premise.atom().predicate(), arguments), premise.positive()));
        }
        return Optional.of(premises);
    }

    /** The premises made ground: facts where a premise matches one, fresh individuals for the other variables. */
    private Optional<Scenario> ground(List<Literal> premises) {
        Map<Variable, Term> binding = new LinkedHashMap<>();
        List<AtomLiteral> open = new ArrayList<>();
        for (Literal literal : premises) {
            if (!(literal instanceof AtomLiteral premise) || !fitsIndividuals(premise.atom())) {
                return Optional.empty();
            }
            if (!premise.positive() || !matchesFact(premise.atom(), binding)) {
                open.add(premise);
            }
        }
        Map<String, Integer> used = new HashMap<>();
        List<AtomLiteral> hypotheses = new ArrayList<>();
        for (AtomLiteral premise : open) {
            List<Term> arguments = new ArrayList<>();
            for (Term argument : premise.atom().arguments()) {
                arguments.add(argument instanceof Variable variable
                        ? binding.computeIfAbsent(variable, key -> fresh(key, used)) : argument);
            }
            AtomLiteral hypothesis = new AtomLiteral(new Atom(premise.atom().predicate(), arguments), premise.positive());
            if (!hypotheses.contains(hypothesis)) {
                hypotheses.add(hypothesis);
            }
        }
        return Optional.of(new Scenario(hypotheses));
    }

    /** Whether every variable of the atom sits at a parameter a named individual can fill. */
    private boolean fitsIndividuals(Atom atom) {
        List<Parameter> parameters = predicates.get(atom.predicate()).parameters();
        for (int i = 0; i < atom.arguments().size(); i++) {
            Term argument = atom.arguments().get(i);
            if (!(argument instanceof Variable || argument instanceof Constant)) {
                return false;
            }
            if (argument instanceof Variable && parameters.get(i).type().filter(type -> type != BuiltinType.STRING).isPresent()) {
                return false;
            }
        }
        return true;
    }

    /** Binds the atom's variables to the first fact it matches under {@code binding}; false when none matches. */
    private boolean matchesFact(Atom atom, Map<Variable, Term> binding) {
        for (Atom fact : facts) {
            if (!fact.predicate().equals(atom.predicate())) {
                continue;
            }
            Map<Variable, Term> extended = new LinkedHashMap<>(binding);
            boolean matches = true;
            for (int i = 0; i < atom.arguments().size() && matches; i++) {
                Term argument = atom.arguments().get(i);
                Term value = fact.arguments().get(i);
                Term bound = argument instanceof Variable variable ? extended.putIfAbsent(variable, value) : argument;
                matches = bound == null || bound.equals(value);
            }
            if (matches) {
                binding.putAll(extended);
                return true;
            }
        }
        return false;
    }

    /** {@code x1}, {@code x2}, … for variable {@code x} (renamed copies {@code x'3} too), avoiding the spec's constants. */
    private Term fresh(Variable variable, Map<String, Integer> used) {
        String base = variable.name().contains("'") ? variable.name().substring(0, variable.name().indexOf('\'')) : variable.name();
        while (true) {
            int number = used.merge(base, 1, Integer::sum);
            StringValue value = new StringValue(base + number);
            if (!constants.contains(value)) {
                return new Constant(value);
            }
        }
    }
}
