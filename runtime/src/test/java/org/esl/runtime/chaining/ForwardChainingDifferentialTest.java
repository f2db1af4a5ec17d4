package org.esl.runtime.chaining;

import static org.esl.runtime.chaining.Domains.X;
import static org.esl.runtime.chaining.Domains.Y;
import static org.esl.runtime.chaining.Domains.divide;
import static org.esl.runtime.chaining.Domains.num;
import static org.esl.runtime.chaining.Domains.plus;
import static org.esl.runtime.chaining.Domains.str;
import static org.esl.runtime.chaining.Domains.times;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Arithmetic;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.junit.jupiter.api.Test;

/**
 * Forward chaining against a naive evaluator written here from the definition: every rule bound to every tuple of
 * objects, each binding's rule written as ground disjunctions ({@code not c1 or ... or not cn or d1 or ... or dk}),
 * and unit propagation by rescanning all of them until nothing changes. On random rule sets over numbers (with
 * arithmetic of one and of two variables that has no value on a string object or when it divides by zero) both must
 * know the same literals, or both find the perceptions inconsistent with the rules.
 */
class ForwardChainingDifferentialTest {

    static final List<Predicate> PREDICATES = List.of(Domains.predicate("P", "{a} is p", "a"),
            Domains.predicate("Q", "{a} is q", "a"), Domains.predicate("R", "{a} is r", "a"),
            Domains.predicate("S", "{a} relates to {b}", "a", "b"));
    private static final List<Term> VALUES = List.of(num("0"), num("1"), num("2"), num("3"), str("s"));

    @Test
    void knowsWhatRescanningEveryGroundClauseKnows() {
        int consistent = 0;
        int inconsistent = 0;
        for (int seed = 0; seed < 400; seed++) {
            Random random = new Random(seed);
            List<Rule> rules = new ArrayList<>();
            for (int r = 0, count = 1 + random.nextInt(4); r < count; r++) {
                rules.add(Domains.rule("r" + r, List.of(literals(random, 1 + random.nextInt(2))),
                        List.of(literals(random, 1 + random.nextInt(2)))));
            }
            Map<String, Perception> perceived = new LinkedHashMap<>();
            for (int p = 0, count = 1 + random.nextInt(8); p < count; p++) {
                AtomLiteral literal = groundLiteral(random);
                perceived.putIfAbsent(literal.atom().toString(), Perception.of(literal));
            }
            List<Perception> perceptions = List.copyOf(perceived.values());
            ChainingResult result = assertInstanceOf(ChainingResult.class, ForwardChaining.run(
                    new ChainingProblem(PREDICATES, List.of(), rules, List.of(), BindingLevel.COMPLETE, ChainingProblem.DEFAULT_LIMIT),
                    perceptions));
            Naive naive = new Naive(rules, perceptions);
            String example = "seed " + seed + ": rules " + rules.stream().map(Rule::toString).toList() + ", perceived " + perceptions;
            if (naive.conflict) {
                assertFalse(result.isConsistent(), example);
                inconsistent++;
                continue;
            }
            consistent++;
            assertTrue(result.isConsistent(), example);
            Set<String> known = new TreeSet<>();
            result.knowledge().forEach(literal -> known.add(literal.literal().toString()));
            assertEquals(new TreeSet<>(naive.known.values()), known, example);
            Set<String> inferred = new TreeSet<>();
            result.inferred().forEach(atom -> inferred.add(atom.literal().toString()));
            Set<String> expectedInferred = new TreeSet<>(naive.known.values());
            perceptions.forEach(perception -> expectedInferred.remove(perception.literal().toString()));
            assertEquals(expectedInferred, inferred, example);
        }
        assertTrue(consistent > 100 && inconsistent > 10, consistent + " consistent, " + inconsistent + " inconsistent cases");
    }

    static List<Literal> literals(Random random, int count) {
        List<Literal> literals = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Predicate predicate = PREDICATES.get(random.nextInt(PREDICATES.size()));
            List<Term> arguments = new ArrayList<>();
            for (int a = 0; a < predicate.parameters().size(); a++) {
                arguments.add(switch (random.nextInt(8)) {
                    case 0, 1 -> X;
                    case 2 -> Y;
                    case 3 -> times(X, num("2"));
                    case 4 -> plus(X, Y);
                    case 5 -> divide(num("1"), X); // no value for 0
                    default -> VALUES.get(random.nextInt(4));
                });
            }
            literals.add(new AtomLiteral(new Atom(predicate.name(), arguments), random.nextInt(3) > 0));
        }
        return literals;
    }

    static AtomLiteral groundLiteral(Random random) {
        Predicate predicate = PREDICATES.get(random.nextInt(PREDICATES.size()));
        List<Term> arguments = new ArrayList<>();
        for (int a = 0; a < predicate.parameters().size(); a++) {
            arguments.add(VALUES.get(random.nextInt(VALUES.size())));
        }
        return new AtomLiteral(new Atom(predicate.name(), arguments), random.nextInt(4) > 0);
    }

    /** The definition, computed the slow way; literals are keyed by their atom's text. */
    private static final class Naive {
        /** Per atom, the known literal as text ({@code not P(1)}). */
        final Map<String, String> known = new HashMap<>();
        boolean conflict;

        Naive(List<Rule> rules, List<Perception> perceptions) {
            Set<Term> objects = new LinkedHashSet<>();
            for (Perception perception : perceptions) {
                objects.addAll(perception.literal().atom().arguments());
                set(perception.literal());
            }
            List<List<AtomLiteral>> clauses = new ArrayList<>();
            for (Rule rule : rules) {
                Set<Variable> variables = new LinkedHashSet<>();
                rule.lhs().forEach(conjunction -> conjunction.forEach(literal -> variables.addAll(literal.variables())));
                rule.rhs().forEach(disjunction -> disjunction.forEach(literal -> variables.addAll(literal.variables())));
                for (Map<Variable, Term> binding : tuples(List.copyOf(variables), List.copyOf(objects))) {
                    clauses.addAll(groundClauses(rule, binding));
                }
            }
            boolean changed = true;
            while (changed && !conflict) {
                changed = false;
                for (List<AtomLiteral> clause : clauses) {
                    AtomLiteral open = null;
                    int opens = 0;
                    boolean satisfied = false;
                    for (AtomLiteral literal : clause) {
                        String value = known.get(literal.atom().toString());
                        if (value == null) {
                            open = literal;
                            opens++;
                        } else if (value.equals(literal.toString())) {
                            satisfied = true;
                        }
                    }
                    if (!satisfied && opens == 0) {
                        conflict = true;
                    } else if (!satisfied && opens == 1) {
                        set(open);
                        changed = true;
                    }
                }
            }
        }

        private void set(AtomLiteral literal) {
            known.put(literal.atom().toString(), literal.toString());
        }

        /** The rule under one binding as ground disjunctions; none when a term has no value under it. */
        private static List<List<AtomLiteral>> groundClauses(Rule rule, Map<Variable, Term> binding) {
            List<List<AtomLiteral>> clauses = new ArrayList<>();
            try {
                for (List<Literal> conjunction : rule.lhs()) {
                    for (List<Literal> disjunction : rule.rhs()) {
                        List<AtomLiteral> clause = new ArrayList<>();
                        conjunction.forEach(literal -> clause.add(ground((AtomLiteral) literal, binding).negated()));
                        disjunction.forEach(literal -> clause.add(ground((AtomLiteral) literal, binding)));
                        clauses.add(clause);
                    }
                }
            } catch (IllegalArgumentException noValue) {
                return List.of();
            }
            return clauses;
        }

        private static AtomLiteral ground(AtomLiteral literal, Map<Variable, Term> binding) {
            List<Term> arguments = new ArrayList<>();
            literal.atom().arguments().forEach(argument -> arguments.add(substitute(argument, binding)));
            return ForwardChaining.evaluate(new AtomLiteral(new Atom(literal.atom().predicate(), arguments), literal.positive()));
        }

        private static Term substitute(Term term, Map<Variable, Term> binding) {
            if (term instanceof Variable variable) {
                return binding.get(variable);
            }
            if (term instanceof Arithmetic arithmetic) {
                return new Arithmetic(arithmetic.operator(), substitute(arithmetic.left(), binding), substitute(arithmetic.right(), binding));
            }
            return (Constant) term;
        }

        private static List<Map<Variable, Term>> tuples(List<Variable> variables, List<Term> objects) {
            List<Map<Variable, Term>> tuples = new ArrayList<>();
            tuples.add(Map.of());
            for (Variable variable : variables) {
                List<Map<Variable, Term>> longer = new ArrayList<>();
                for (Map<Variable, Term> tuple : tuples) {
                    for (Term object : objects) {
                        Map<Variable, Term> extended = new HashMap<>(tuple);
                        extended.put(variable, object);
                        longer.add(extended);
                    }
                }
                tuples = longer;
            }
            return tuples;
        }
    }
}
