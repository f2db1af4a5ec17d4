package org.esl.runtime.generate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.esl.runtime.chaining.ChainLink;
import org.esl.runtime.chaining.ChainingOutcome;
import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.chaining.ChainingProblem;
import org.esl.runtime.chaining.ForwardChaining;
import org.esl.runtime.chaining.InferredAtom;
import org.esl.runtime.chaining.Justification;
import org.esl.runtime.chaining.Perception;
import org.esl.runtime.chaining.RelevantRules;
import org.esl.runtime.generate.questions.QuestionGenerator;
import org.esl.runtime.generate.questions.QuestionGenerator.Derivation;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.AtomLiteral;

/**
 * Facts tests of a spec's domain rules (docs/generate.md, "Rule tests"), from the derivations of the ground-truth
 * questions: for every rule of the spec's own file, the first scenario in which the rule itself derives a literal
 * that the rules without it do not ({@code RULE_fires}, {@code expect inferred}), and that scenario with the
 * literal denied ({@code RULE_violated}, {@code expect violated}) when the rule is then the one violated.
 */
public final class RuleTestGenerator {

    private final Spec spec;
    private final TestNames names;

    public RuleTestGenerator(Spec spec, TestNames names) {
        this.spec = spec;
        this.names = names;
    }

    /** The rules tests are generated for: those written in the spec's own file, in source order. */
    public static List<Rule> ownRules(Spec spec) {
        return spec.rules().stream().filter(rule -> rule.range().file().equals(spec.file())).toList();
    }

    /** The tests, and a line for each rule that got none. */
    public PolicyTestGenerator.Generated<RuleTest> generate() {
        return generate(ownRules(spec));
    }

    /** The tests of {@code rules} alone (the editor's action on one rule), and a line for each rule that got none. */
    public PolicyTestGenerator.Generated<RuleTest> generate(List<Rule> rules) {
        List<Derivation> derivations = new QuestionGenerator(spec).derivations();
        // each scenario is chained over the rules its literals can use (and without the rule, over those but the rule)
        RelevantRules relevant = new RelevantRules(ChainingProblem.of(spec, ChainingProblem.DEFAULT_LIMIT));
        List<RuleTest> tests = new ArrayList<>();
        List<String> gaps = new ArrayList<>();
        // each rule's derivations, in their order: a spec's rules times its derivations would be too many to scan
        Map<Rule, List<Derivation>> byRule = new IdentityHashMap<>();
        for (Derivation derivation : derivations) {
            if (!derivation.given().isEmpty()) {
                derivingRules(derivation.inferred()).forEach(rule -> byRule.computeIfAbsent(rule, r -> new ArrayList<>()).add(derivation));
            }
        }
        for (Rule rule : rules) {
            Optional<Derivation> needed = byRule.getOrDefault(rule, List.of()).stream()
                    .filter(derivation -> !infers(without(relevant.problemFor(derivation.given()), rule), derivation.given(),
                            derivation.inferred().literal()))
                    .findFirst();
            if (needed.isEmpty()) {
                gaps.add("rule " + rule.name() + ": no scenario of named individuals needs it for a conclusion");
                continue;
            }
            List<AtomLiteral> given = needed.get().given();
            AtomLiteral literal = needed.get().inferred().literal();
            tests.add(new RuleTest(names.unique(rule.name() + "_fires"), "given " + list(given) + ", rule " + rule.name()
                    + " derives " + literal + " (without it: not derived)", rule.name(), given, "inferred " + literal));
            List<AtomLiteral> denied = new ArrayList<>(given);
            denied.add(literal.negated());
            if (violates(relevant.problemFor(denied), denied, rule)) {
                tests.add(new RuleTest(names.unique(rule.name() + "_violated"), "given " + list(denied) + ", rule "
                        + rule.name() + " is violated", rule.name(), denied, "violated " + rule.name()));
            }
        }
        return new PolicyTestGenerator.Generated<>(tests, gaps);
    }

    private static ChainingProblem without(ChainingProblem problem, Rule rule) {
        return problem.withRules(problem.rules().stream().filter(other -> other != rule).toList());
    }

    /** The rules whose clauses are the literal's own step, each once. */
    private static Set<Rule> derivingRules(InferredAtom inferred) {
        Set<Rule> rules = Collections.newSetFromMap(new IdentityHashMap<>());
        inferred.chain().stream().filter(link -> link.literal().equals(inferred.literal())).map(ChainLink::justification)
                .forEach(justification -> {
                    if (justification instanceof Justification.Inferred by) {
                        rules.add(by.rule());
                    }
                });
        return rules;
    }

    private static boolean infers(ChainingProblem problem, List<AtomLiteral> given, AtomLiteral literal) {
        return chain(problem, given).map(result -> result.inferred().stream()
                .anyMatch(inferred -> inferred.literal().equals(literal))).orElse(false);
    }

    private static boolean violates(ChainingProblem problem, List<AtomLiteral> given, Rule rule) {
        return chain(problem, given).map(result -> result.violations().stream()
                .anyMatch(violation -> violation.rule() == rule)).orElse(false);
    }

    private static Optional<ChainingResult> chain(ChainingProblem problem, List<AtomLiteral> given) {
        ChainingOutcome outcome = ForwardChaining.run(problem, given.stream().map(Perception::of).toList());
        return outcome instanceof ChainingResult result ? Optional.of(result) : Optional.empty();
    }

    private static String list(List<AtomLiteral> literals) {
        return literals.stream().map(AtomLiteral::toString).collect(Collectors.joining(", "));
    }
}
