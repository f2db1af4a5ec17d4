package org.esl.runtime.lint.logic;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.lint.logic.Member.FactMember;
import org.esl.runtime.lint.logic.Member.RuleMember;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.term.Arithmetic;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Comparison;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.FunctionApplication;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Negation;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.Value;

/**
 * The finite universe over which a group of domain rules and facts is decided without quantifiers. In the
 * effectively propositional fragment (no function term or arithmetic over a variable in any rule of the
 * group) a set of universally quantified rules is satisfiable exactly when its instances over the ground
 * object terms it mentions are (Herbrand's theorem; the interpreted numbers do not change this, since a
 * model restricted to the objects those terms denote still satisfies every universal rule). A question
 * adds existential witnesses (the objects for which a rule fails, or for which its premise holds); at most
 * one such question is asked at a time, so one shared set of witnesses, as many as the widest rule has
 * variables, serves them all. The universe also holds every string or boolean constant the solver is told
 * exists (the distinctness facts about the spec's constants are asserted in every group's solver, so they
 * are objects of every model, as they are for the quantified encoding). Grounding over it is quick where
 * quantifier instantiation is slow (many rules over shared predicates), but grows as the universe to the
 * power of a rule's variables, so past a limit the group keeps the quantified encoding.
 *
 * @param terms the ground object terms of the group, in order of first occurrence
 * @param witnesses how many witnesses the group's questions need
 */
record HerbrandUniverse(List<Term> terms, int witnesses) {

    /** The grounding of a group, or empty when a member is outside the fragment (a policy, a rule with function terms). */
    static Optional<HerbrandUniverse> of(List<Member> group) {
        Set<Term> terms = new LinkedHashSet<>();
        int witnesses = 0;
        for (Member member : group) {
            if (member instanceof RuleMember rule) {
                if (rule.hasFunctionTerms()) {
                    return Optional.empty();
                }
                witnesses = Math.max(witnesses, DomainEncoding.variableCount(rule.rule()));
                rule.rule().lhs().forEach(clause -> clause.forEach(literal -> collect(literal, terms)));
                rule.rule().rhs().forEach(clause -> clause.forEach(literal -> collect(literal, terms)));
            } else if (member instanceof FactMember fact) {
                collect(fact.fact().literal(), terms);
            } else {
                return Optional.empty();
            }
        }
        return Optional.of(new HerbrandUniverse(List.copyOf(terms), witnesses));
    }

    /**
     * The string and boolean constants the rules and facts among {@code members} mention: the named objects of the spec,
     * which every reading of it holds ({@link DomainEncoding#constants}).
     */
    static Set<Value> constants(List<Member> members) {
        Set<Term> terms = new LinkedHashSet<>();
        for (Member member : members) {
            if (member instanceof RuleMember rule) {
                rule.rule().lhs().forEach(clause -> clause.forEach(literal -> collect(literal, terms)));
                rule.rule().rhs().forEach(clause -> clause.forEach(literal -> collect(literal, terms)));
            } else if (member instanceof FactMember fact) {
                collect(fact.fact().literal(), terms);
            }
        }
        Set<Value> constants = new LinkedHashSet<>();
        for (Term term : terms) {
            if (term instanceof Constant constant && !(constant.value() instanceof Rational)) {
                constants.add(constant.value());
            }
        }
        return constants;
    }

    /** How many rule instances grounding the group's rules over a universe of {@code size} objects makes. */
    static double instances(List<Member> group, int size) {
        return group.stream().filter(RuleMember.class::isInstance)
                .mapToDouble(member -> Math.pow(size, DomainEncoding.variableCount(((RuleMember) member).rule())))
                .sum();
    }

    private static void collect(Literal literal, Set<Term> into) {
        if (literal instanceof AtomLiteral atomLiteral) {
            atomLiteral.atom().arguments().forEach(argument -> object(argument, into));
            return;
        }
        Comparison comparison = (Comparison) literal;
        boolean objects = (comparison.operator() == ComparisonOperator.EQUAL || comparison.operator() == ComparisonOperator.NOT_EQUAL)
                && !isArithmetic(comparison.left()) && !isArithmetic(comparison.right());
        if (objects) {
            object(comparison.left(), into);
            object(comparison.right(), into);
        } else {
            number(comparison.left(), into);
            number(comparison.right(), into);
        }
    }

    /** A term in an object position (as DomainEncoding reads it): a ground one is an element of the universe. */
    private static void object(Term term, Set<Term> into) {
        if (term instanceof Variable) {
            return;
        }
        into.add(term);
        if (term instanceof FunctionApplication application) {
            application.arguments().forEach(argument -> object(argument, into));
        } else if (term instanceof Arithmetic arithmetic) {
            number(arithmetic.left(), into);
            number(arithmetic.right(), into);
        } else if (term instanceof Negation negation) {
            number(negation.operand(), into);
        }
    }

    /** A term in a numeric position: numerals and arithmetic stay numbers, anything else is read from an object. */
    private static void number(Term term, Set<Term> into) {
        if (term instanceof Constant constant && constant.value() instanceof Rational) {
            return;
        }
        if (term instanceof Arithmetic arithmetic) {
            number(arithmetic.left(), into);
            number(arithmetic.right(), into);
        } else if (term instanceof Negation negation) {
            number(negation.operand(), into);
        } else {
            object(term, into);
        }
    }

    private static boolean isArithmetic(Term term) {
        return term instanceof Arithmetic || term instanceof Negation;
    }
}
