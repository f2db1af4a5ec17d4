package org.esl.lang.draft;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.temporal.Iff;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.monitor.TraceSearch;
import org.esl.runtime.policy.Claim;
import org.esl.runtime.policy.Equivalence;
import org.esl.runtime.policy.PolicyModel;
import org.esl.runtime.policy.SolverException;
import org.esl.runtime.policy.SolverLimits;
import org.esl.runtime.policy.Z3PolicySolver;

/**
 * What a drafted declaration says, as far as samples must agree on it (docs/drafting.md, Agreement): a policy's
 * formula, equivalent to another's when Z3 finds no assignment that tells them apart; a property's formula, equivalent
 * when the lint's trace search finds no finite trace that satisfies one and not the other; a rule's text with its
 * variables renamed in order of appearance; any other declaration its kind and name.
 */
sealed interface Meaning {

    /** Time one comparison may take; a comparison that runs out counts as a disagreement, never as agreement. */
    int COMPARISON_MILLIS = 10_000;

    boolean same(Meaning other);

    /** The meaning of the candidate called {@code name} in the spec compiled with it. */
    static Meaning of(Candidate candidate, Spec spec) {
        return switch (candidate.kind()) {
            case "policy" -> spec.policy(candidate.name()).<Meaning>map(p -> new PolicyFormula(p.formula(), spec.policyVariables()))
                    .orElse(new Named(candidate.kind(), candidate.name()));
            case "property" -> spec.property(candidate.name()).<Meaning>map(p -> new PropertyFormula(p.formula()))
                    .orElse(new Named(candidate.kind(), candidate.name()));
            case "rule" -> spec.rule(candidate.name()).<Meaning>map(r -> new Named("rule", normalised(r)))
                    .orElse(new Named(candidate.kind(), candidate.name()));
            default -> new Named(candidate.kind(), candidate.name());
        };
    }

    /** {@code InTrain(?1) => not EatOrDrink(?1)}: the rule with its variables numbered in order of appearance. */
    static String normalised(Rule rule) {
        List<String> variables = rule.variables().stream().map(v -> v.name()).toList();
        Map<String, String> numbered = new LinkedHashMap<>();
        Matcher word = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"|[A-Za-z_][A-Za-z0-9_]*").matcher(rule.toString());
        return word.replaceAll(match -> Matcher.quoteReplacement(variables.contains(match.group())
                ? numbered.computeIfAbsent(match.group(), v -> "?" + (numbered.size() + 1)) : match.group()));
    }

    /** Compared by kind and a key: a rule's normalised text, another declaration's name. */
    record Named(String kind, String key) implements Meaning {
        @Override
        public boolean same(Meaning other) {
            return equals(other);
        }
    }

    /** A policy's formula over the variables of the spec it was compiled in. */
    record PolicyFormula(PolicyExpression formula, List<PolicyVariable> variables) implements Meaning {
        @Override
        public boolean same(Meaning other) {
            if (!(other instanceof PolicyFormula that)) {
                return false;
            }
            Map<String, PolicyVariable> both = new LinkedHashMap<>();
            variables.forEach(v -> both.putIfAbsent(v.name(), v));
            that.variables.forEach(v -> both.putIfAbsent(v.name(), v));
            // no policies in the model: two drafts agree when their formulas are equivalent on their own
            try (Z3PolicySolver solver = Z3PolicySolver.open(new PolicyModel(new ArrayList<>(both.values()), List.of()),
                    new SolverLimits(COMPARISON_MILLIS, SolverLimits.DEFAULT_RESOURCE_LIMIT))) {
                return solver.compare(Claim.unconditional(formula), Claim.unconditional(that.formula)) instanceof Equivalence.Same;
            } catch (SolverException e) {
                return false;
            }
        }
    }

    /** A property's formula: the same as another's when no finite trace of at least one step tells them apart. */
    record PropertyFormula(TemporalFormula formula) implements Meaning {
        @Override
        public boolean same(Meaning other) {
            if (!(other instanceof PropertyFormula that)) {
                return false;
            }
            Property differ = new Property("differ", "", Not.of(Iff.of(formula, that.formula)), SourceRange.at("draft", 1, 1));
            try {
                return TraceSearch.satisfying(List.of(differ), new TraceSearch.Limits(COMPARISON_MILLIS, 200_000, () -> false))
                        instanceof TraceSearch.Impossible;
            } catch (IllegalArgumentException e) {
                return false;
            }
        }
    }
}
