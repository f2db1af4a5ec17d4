package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Literal;

/**
 * Turns a rule in deductive normal form into rule-like clauses (RvLLM §4.2). For each left-hand disjunct
 * {@code c1 and ... and cn} and each right-hand clause {@code d1 or ... or dk}, the implication is the disjunction
 * {@code not c1 or ... or not cn or d1 or ... or dk}, and every one of its literals is derived from the negations of
 * all the others:
 * <ul>
 * <li>k forward clauses {@code c1 and ... and cn and not d1 ... (without dm) ... and not dk => dm}, in the order of
 * the right-hand literals;</li>
 * <li>n contrapositives {@code c1 ... (without ci) ... cn and not d1 and ... and not dk => not ci}, in the order of the
 * left-hand literals.</li>
 * </ul>
 * With both kinds, forward chaining over positive and negative literals is complete for unit propagation: whatever
 * one ground clause forces, given the others' values, is derived. Without contrapositives ({@code option
 * chaining.contrapositives = false}) only the forward clauses are made, exactly the clause set of RvLLM §4.2: fewer
 * derived literals, so fewer follow-up questions, at the price of missing what a rule says about its premises
 * (docs/check.md). Duplicates (the same premises, as a set, and the same conclusion) are dropped, so is a clause
 * that concludes one of its own premises.
 */
public final class Normalisation {

    private Normalisation() {
    }

    /** The forward clauses and the contrapositives of {@code rule}. */
    public static List<RuleClause> clauses(Rule rule) {
        return clauses(rule, true);
    }

    /** The forward clauses of {@code rule}, and its contrapositives when {@code contrapositives} is set. */
    public static List<RuleClause> clauses(Rule rule, boolean contrapositives) {
        List<RuleClause> clauses = new ArrayList<>();
        Set<List<Object>> seen = new HashSet<>();
        for (List<Literal> conjunction : rule.lhs()) {
            for (List<Literal> disjunction : rule.rhs()) {
                for (int m = 0; m < disjunction.size(); m++) {
                    List<Literal> premises = new ArrayList<>(conjunction);
                    for (int other = 0; other < disjunction.size(); other++) {
                        if (other != m) {
                            premises.add(disjunction.get(other).negated());
                        }
                    }
                    add(clauses, seen, new RuleClause(premises, disjunction.get(m), false));
                }
                for (int i = 0; contrapositives && i < conjunction.size(); i++) {
                    List<Literal> premises = new ArrayList<>();
                    for (int other = 0; other < conjunction.size(); other++) {
                        if (other != i) {
                            premises.add(conjunction.get(other));
                        }
                    }
                    disjunction.forEach(literal -> premises.add(literal.negated()));
                    add(clauses, seen, new RuleClause(premises, conjunction.get(i).negated(), true));
                }
            }
        }
        return List.copyOf(clauses);
    }

    private static void add(List<RuleClause> clauses, Set<List<Object>> seen, RuleClause clause) {
        if (clause.premises().contains(clause.conclusion())) {
            return;
        }
        if (seen.add(List.of(Set.copyOf(clause.premises()), clause.conclusion()))) {
            clauses.add(clause);
        }
    }
}
