package org.esl.runtime.lint.logic;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Literal;

/**
 * A declaration the logic checks reason about: a domain rule, a fact or a policy. Its {@link #key()} is
 * its meaning without its name or position, so an edit elsewhere in the file (which moves it, or renames
 * it) keeps its encoding and the cached findings of its group.
 */
sealed interface Member {

    /** What a member means, independent of where it is written. */
    record Key(String kind, Object structure) {
    }

    Key key();

    /** How a message names it: {@code rule no_gum}, {@code fact Flammable("petrol")}. */
    String label();

    /** Where diagnostics about it go: the name of a rule or policy, the literal of a fact. */
    SourceRange range();

    /** The predicates and functions (of rules and facts) or the policy variables it mentions. */
    Set<String> vocabulary();

    /** Rules and policies can be dead or redundant; facts are data, and are only part of contradictions. */
    default boolean isDeclaredConstraint() {
        return !(this instanceof FactMember);
    }

    record RuleMember(Rule rule) implements Member {
        @Override
        public Key key() {
            return new Key("rule", List.of(rule.lhs(), rule.rhs()));
        }

        @Override
        public String label() {
            return "rule " + rule.name();
        }

        @Override
        public SourceRange range() {
            return rule.range();
        }

        @Override
        public Set<String> vocabulary() {
            Set<String> names = new LinkedHashSet<>();
            literals().forEach(literal -> Vocabulary.collect(literal, names));
            return names;
        }

        /** Whether a function term or arithmetic takes the rule out of the decidable (effectively propositional) fragment. */
        boolean hasFunctionTerms() {
            return literals().stream().anyMatch(Vocabulary::hasFunctionTerms);
        }

        private List<Literal> literals() {
            List<Literal> all = new ArrayList<>();
            rule.lhs().forEach(all::addAll);
            rule.rhs().forEach(all::addAll);
            return all;
        }
    }

    record FactMember(Fact fact) implements Member {
        @Override
        public Key key() {
            return new Key("fact", fact.literal());
        }

        @Override
        public String label() {
            return fact.toString();
        }

        @Override
        public SourceRange range() {
            return fact.range();
        }

        @Override
        public Set<String> vocabulary() {
            Set<String> names = new LinkedHashSet<>();
            Vocabulary.collect(fact.literal(), names);
            return names;
        }
    }

    record PolicyMember(Policy policy) implements Member {
        @Override
        public Key key() {
            return new Key("policy", policy.formula());
        }

        @Override
        public String label() {
            return "policy " + policy.name();
        }

        @Override
        public SourceRange range() {
            return policy.range();
        }

        @Override
        public Set<String> vocabulary() {
            Set<String> names = new LinkedHashSet<>();
            Vocabulary.collect(policy.formula(), names);
            return names;
        }

        /** The left side of a top-level {@code =>}: what must be possible for the policy to ever apply. */
        Optional<PolicyExpression> antecedent() {
            return policy.formula() instanceof PolicyExpression.Implies implies ? Optional.of(implies.premise()) : Optional.empty();
        }
    }

    /** The members of a spec in source order: facts, rules, then policies. */
    static List<Member> of(Spec spec) {
        List<Member> members = new ArrayList<>();
        spec.facts().forEach(fact -> members.add(new FactMember(fact)));
        spec.rules().forEach(rule -> members.add(new RuleMember(rule)));
        spec.policies().forEach(policy -> members.add(new PolicyMember(policy)));
        return members;
    }
}
