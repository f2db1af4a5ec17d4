package org.esl.runtime.generate.questions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.esl.runtime.chaining.ChainLink;
import org.esl.runtime.chaining.ChainingOutcome;
import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.chaining.ChainingProblem;
import org.esl.runtime.chaining.ForwardChaining;
import org.esl.runtime.chaining.InferredAtom;
import org.esl.runtime.chaining.Justification;
import org.esl.runtime.chaining.Perception;
import org.esl.runtime.chaining.RelevantRules;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;

/**
 * Ground-truth questions from a spec's facts and rules (Drowzee; docs/generate.md, "Questions"): forward chaining
 * runs over each {@link Scenarios scenario}, and every literal it derives gives a question asked directly and one
 * asked negated, whose right answers are opposite; the derivation chain is forward chaining's own.
 */
public final class QuestionGenerator {

    private final Spec spec;
    private final ChainingProblem problem;
    /** A scenario is chained over the rules it can use: a spec's scenarios are many, and each uses a few rules. */
    private final RelevantRules relevant;
    private final Map<String, Predicate> predicates = new HashMap<>();

    public QuestionGenerator(Spec spec) {
        this.spec = spec;
        this.problem = ChainingProblem.of(spec, ChainingProblem.DEFAULT_LIMIT);
        this.relevant = new RelevantRules(problem);
        spec.predicates().forEach(predicate -> predicates.putIfAbsent(predicate.name(), predicate));
    }

    /** Whether the spec has anything to derive from: rules, or facts. */
    public static boolean hasKnowledge(Spec spec) {
        return !spec.rules().isEmpty() || !spec.facts().isEmpty();
    }

    /**
     * A literal forward chaining derived from {@code given}, the hypotheses of a scenario its chain uses (the facts it
     * uses are in the chain).
     */
    public record Derivation(List<AtomLiteral> given, InferredAtom inferred) {
        public Derivation {
            given = List.copyOf(given);
        }
    }

    /**
     * What the rules derive from each scenario, in the order of the scenarios and of the derivations; the same literal
     * from the same hypotheses once.
     */
    public List<Derivation> derivations() {
        List<Derivation> derivations = new ArrayList<>();
        Set<List<Object>> seen = new HashSet<>();
        for (Scenario scenario : Scenarios.of(spec)) {
            ChainingOutcome outcome = ForwardChaining.run(relevant.problemFor(scenario.hypotheses()),
                    scenario.hypotheses().stream().map(Perception::of).toList());
            // a scenario the rules refute (or too large to chain) has no ground truth to ask about
            if (!(outcome instanceof ChainingResult result) || !result.isConsistent()) {
                continue;
            }
            for (InferredAtom inferred : result.inferred()) {
                // a derived value that is no constant (a completion by a function application) has no statement
                if (!inferred.literal().atom().arguments().stream().allMatch(Constant.class::isInstance)) {
                    continue;
                }
                List<AtomLiteral> used = used(scenario, inferred.chain());
                // the same literal from the same hypotheses comes again from every larger scenario
                if (seen.add(List.of(Set.copyOf(used), inferred.literal()))) {
                    derivations.add(new Derivation(used, inferred));
                }
            }
        }
        return derivations;
    }

    /** The questions, numbered {@code q1}, {@code q2}, …: each derivation asked directly, then negated. */
    public List<GroundTruthQuestion> generate() {
        List<GroundTruthQuestion> questions = new ArrayList<>();
        for (Derivation derivation : derivations()) {
            InferredAtom inferred = derivation.inferred();
            List<String> given = given(derivation.given(), inferred.chain());
            boolean inverse = derivedByInversion(inferred);
            int hops = (int) inferred.chain().stream().filter(link -> link.justification() instanceof Justification.Inferred).count();
            String statement = statement(inferred.literal());
            questions.add(new GroundTruthQuestion("q" + (questions.size() + 1), inverse ? "inverse" : "direct", hops,
                    given, ask(given, inferred.question()), inferred.literal(), inferred.confirmingAnswer(), inferred.chain()));
            questions.add(new GroundTruthQuestion("q" + (questions.size() + 1), inverse ? "inverse negated" : "negated",
                    hops, given, ask(given, "Is it false that " + statement + "?"), inferred.literal(),
                    !inferred.confirmingAnswer(), inferred.chain()));
        }
        return questions;
    }

    /** The hypotheses of the scenario the chain uses: a question states only what its answer depends on. */
    private static List<AtomLiteral> used(Scenario scenario, List<ChainLink> chain) {
        Set<Literal> perceived = new HashSet<>();
        chain.stream().filter(link -> link.justification() instanceof Justification.Perceived)
                .forEach(link -> perceived.add(link.literal()));
        return scenario.hypotheses().stream().filter(perceived::contains).toList();
    }

    /** The hypotheses, then the facts the chain uses, as statements. */
    private List<String> given(List<AtomLiteral> hypotheses, List<ChainLink> chain) {
        List<String> given = new ArrayList<>();
        hypotheses.forEach(hypothesis -> given.add(literalStatement(hypothesis)));
        chain.stream().filter(link -> link.justification() instanceof Justification.Fact)
                .map(link -> literalStatement((AtomLiteral) link.literal())).forEach(given::add);
        return given;
    }

    private static String ask(List<String> given, String question) {
        return given.isEmpty() ? question : "Suppose that " + String.join(", and that ", given) + ". " + question;
    }

    private String literalStatement(AtomLiteral literal) {
        return literal.positive() ? statement(literal) : "it is not the case that " + statement(literal);
    }

    /** The predicate's description with the literal's constants substituted. */
    private String statement(AtomLiteral literal) {
        return predicates.get(literal.atom().predicate())
                .statement(literal.atom().arguments().stream().map(term -> ((Constant) term).value()).toList());
    }

    /** Whether the literal's own derivation is by a rule that states a symmetry or an inversion. */
    private static boolean derivedByInversion(InferredAtom inferred) {
        return inferred.chain().stream().filter(link -> link.literal().equals(inferred.literal()))
                .map(ChainLink::justification).filter(Justification.Inferred.class::isInstance)
                .anyMatch(justification -> statesInversion(((Justification.Inferred) justification).rule()));
    }

    /**
     * {@code Married(x, y) => Married(y, x)} or {@code Parent(x, y) => Child(y, x)}: one atom over distinct variables
     * implies one atom over the same variables in another order.
     */
    static boolean statesInversion(Rule rule) {
        if (rule.lhs().size() != 1 || rule.lhs().get(0).size() != 1 || rule.rhs().size() != 1 || rule.rhs().get(0).size() != 1) {
            return false;
        }
        Literal premise = rule.lhs().get(0).get(0);
        Literal conclusion = rule.rhs().get(0).get(0);
        if (!(premise instanceof AtomLiteral from) || !(conclusion instanceof AtomLiteral to) || !from.positive() || !to.positive()) {
            return false;
        }
        List<Term> before = from.atom().arguments();
        List<Term> after = to.atom().arguments();
        return before.size() >= 2 && before.stream().allMatch(Variable.class::isInstance)
                && Set.copyOf(before).size() == before.size() && Set.copyOf(after).equals(Set.copyOf(before))
                && after.size() == before.size() && !after.equals(before);
    }
}
