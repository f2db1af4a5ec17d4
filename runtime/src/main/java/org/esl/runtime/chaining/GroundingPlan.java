package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;

/**
 * A rule's clauses compiled once for grounding them under many bindings. The clauses of a rule (its forward clauses
 * and contrapositives) share their literals, so each distinct literal is ground once per binding; an atom whose
 * arguments are variables and constants is ground to value numbers of the graph's {@link AtomTable} and found there
 * by its int tuple, building no term. Arguments that need evaluating (arithmetic, function applications) and
 * comparisons are ground by {@link Grounding}; an atom whose argument evaluates to something other than a constant
 * (an uninterpreted function application) is then interned as a literal, like a comparison.
 *
 * <p>Not thread-safe: the codes of the last binding are kept in scratch arrays until the next one.
 */
final class GroundingPlan {

    /** What {@link #groundArguments} found: value numbers, no value for some argument, or a term that is no constant. */
    private static final int NUMBERED = 0;
    private static final int NO_FIT = 1;
    private static final int AS_TERMS = 2;

    private final List<RuleClause> clauses;
    /** The distinct literals of the clauses; an atom's literal is its positive one. */
    private final List<Literal> literals = new ArrayList<>();
    /** Per literal, its predicate's number when it is an atom, else -1 (a comparison: ground by {@link Grounding}). */
    private final int[] predicates;
    /** Per literal and argument: a constant's value number (>= 0), or -1 - i for the binding's i-th variable. */
    private final int[][] arguments;
    /** Per literal and argument, a term to evaluate under the binding; null where {@link #arguments} decides. */
    private final Term[][] evaluated;
    /** Per literal and argument, the term of {@link #evaluated} compiled for value numbers, when it can be. */
    private final NumberedArithmetic[][] numbered;
    private final List<Variable> variables;
    /** Per clause, its premises and conclusion as {@code 2 * literal + (negated ? 1 : 0)}. */
    private final int[][] premiseRefs;
    private final int[] conclusionRefs;

    /** Per literal, under the last binding: its arguments' value numbers, or its ground form, and its code. */
    private final int[][] values;
    private final Literal[] ground;
    private final int[] codes;
    /** The value numbers of the binding being ground, and the binding itself once a term needed it. */
    private int[] boundValues;
    private Binding binding;

    /** @param variables the variables in the order of the values each binding gives ({@link RuleBinder#variables}) */
    GroundingPlan(List<RuleClause> clauses, List<Variable> variables, AtomTable table) {
        this.clauses = clauses;
        this.variables = variables;
        premiseRefs = new int[clauses.size()][];
        conclusionRefs = new int[clauses.size()];
        for (int c = 0; c < clauses.size(); c++) {
            RuleClause clause = clauses.get(c);
            conclusionRefs[c] = ref(clause.conclusion());
            List<Literal> premises = clause.premises();
            premiseRefs[c] = new int[premises.size()];
            for (int p = 0; p < premises.size(); p++) {
                premiseRefs[c][p] = ref(premises.get(p));
            }
        }
        int count = literals.size();
        predicates = new int[count];
        arguments = new int[count][];
        evaluated = new Term[count][];
        numbered = new NumberedArithmetic[count][];
        values = new int[count][];
        ground = new Literal[count];
        codes = new int[count];
        for (int i = 0; i < count; i++) {
            if (!(literals.get(i) instanceof AtomLiteral atomLiteral)) {
                predicates[i] = -1;
                continue;
            }
            Atom atom = atomLiteral.atom();
            predicates[i] = table.predicate(atom.predicate());
            int arity = atom.arguments().size();
            arguments[i] = new int[arity];
            evaluated[i] = new Term[arity];
            numbered[i] = new NumberedArithmetic[arity];
            values[i] = new int[arity];
            for (int a = 0; a < arity; a++) {
                Term argument = atom.arguments().get(a);
                if (argument instanceof Variable variable && variables.contains(variable)) {
                    arguments[i][a] = -1 - variables.indexOf(variable);
                } else if (argument instanceof Constant constant) {
                    arguments[i][a] = table.value(constant);
                } else {
                    evaluated[i][a] = argument;
                    numbered[i][a] = NumberedArithmetic.of(argument, variables);
                }
            }
        }
    }

    private int ref(Literal literal) {
        boolean negated = literal instanceof AtomLiteral atomLiteral && !atomLiteral.positive();
        Literal key = literal instanceof AtomLiteral atomLiteral ? AtomLiteral.positive(atomLiteral.atom()) : literal;
        int index = literals.indexOf(key);
        if (index < 0) {
            index = literals.size();
            literals.add(key);
        }
        return 2 * index + (negated ? 1 : 0);
    }

    List<RuleClause> clauses() {
        return clauses;
    }

    /** The variables, in the order of the values each binding gives. */
    List<Variable> variables() {
        return variables;
    }

    /**
     * Grounds the literals under the binding whose values have the numbers {@code bindingValues}, in the plan's
     * variable order ({@link AtomTable#NO_VALUE} for a value that is no constant, which only a level-2 completion
     * binds); false when some term has no value (arithmetic on a string, division by zero): the binding does not fit
     * the rule, and nothing is added to the graph. Otherwise {@link #premises} and {@link #conclusion} give the
     * clauses' codes, interned in the graph when first asked for: clause by clause, conclusion first, so that
     * propositions (and comparisons decided on sight) are numbered in the order the clauses list them.
     *
     * @param given the binding as terms when the caller has it (a completion), else null: it is then built only if a
     *              literal has to be ground as terms (a comparison, a function application)
     */
    boolean ground(int[] bindingValues, Binding given, AtomTable table) {
        boundValues = bindingValues;
        binding = given;
        for (int i = 0; i < predicates.length; i++) {
            codes[i] = -1;
            ground[i] = null;
            int numbers = predicates[i] < 0 ? AS_TERMS : groundArguments(i, table);
            if (numbers == NO_FIT) {
                return false;
            }
            if (numbers == AS_TERMS) {
                Optional<Literal> literal = Grounding.ground(literals.get(i), binding(table));
                if (literal.isEmpty()) {
                    return false;
                }
                ground[i] = literal.get();
            }
        }
        return true;
    }

    /** The value numbers of literal {@code i}'s arguments, into {@link #values}. */
    private int groundArguments(int i, AtomTable table) {
        int[] specs = arguments[i];
        for (int a = 0; a < specs.length; a++) {
            int value;
            if (numbered[i][a] != null) {
                value = numbered[i][a].value(boundValues, table);
                if (value == NumberedArithmetic.OPEN) {
                    value = evaluate(evaluated[i][a], table);
                }
            } else if (evaluated[i][a] != null) {
                value = evaluate(evaluated[i][a], table);
            } else {
                value = specs[a] >= 0 ? specs[a] : boundValues[-1 - specs[a]];
                if (value == AtomTable.NO_VALUE) {
                    return AS_TERMS;
                }
            }
            if (value == AtomTable.NO_VALUE) {
                return NO_FIT;
            }
            if (value == NumberedArithmetic.OPEN) {
                return AS_TERMS;
            }
            values[i][a] = value;
        }
        return NUMBERED;
    }

    /** The number of the term's value: {@link AtomTable#NO_VALUE} for none, {@link NumberedArithmetic#OPEN} for no constant. */
    private int evaluate(Term term, AtomTable table) {
        Optional<Term> ground = Grounding.ground(term, binding(table));
        if (ground.isEmpty()) {
            return AtomTable.NO_VALUE;
        }
        int value = table.valueOf(ground.get());
        return value == AtomTable.NO_VALUE ? NumberedArithmetic.OPEN : value;
    }

    /** The binding being ground, as terms. */
    private Binding binding(AtomTable table) {
        if (binding == null) {
            Term[] terms = new Term[boundValues.length];
            for (int i = 0; i < terms.length; i++) {
                terms[i] = table.constant(boundValues[i]);
            }
            binding = new Binding(new BindingValues(variables, terms));
        }
        return binding;
    }

    /** The code of clause {@code clause}'s conclusion under the last binding ground. */
    int conclusion(int clause, ClauseGraph graph) {
        return code(conclusionRefs[clause], graph);
    }

    /**
     * The codes of clause {@code clause}'s premises under the last binding ground, each once, into {@code into} (as
     * long as the clause's longest premise list, {@link #maxPremises}); returns how many.
     */
    int premises(int clause, ClauseGraph graph, int[] into) {
        int count = 0;
        for (int ref : premiseRefs[clause]) {
            int code = code(ref, graph);
            if (!contains(into, count, code)) {
                into[count++] = code;
            }
        }
        return count;
    }

    /**
     * What grounding the plan under one binding adds at most: clauses, premises over all of them, propositions (each
     * distinct literal may be new) with the arguments of those that are atoms, and values (each argument to evaluate
     * may give a new one).
     */
    record Growth(int clauses, int premises, int propositions, int atomArguments, int values) {
    }

    Growth perBinding() {
        int premiseCount = 0;
        for (int[] refs : premiseRefs) {
            premiseCount += refs.length;
        }
        int atomArguments = 0;
        int evaluatedCount = 0;
        for (Term[] terms : evaluated) {
            atomArguments += terms == null ? 0 : terms.length;
            for (int a = 0; terms != null && a < terms.length; a++) {
                evaluatedCount += terms[a] == null ? 0 : 1;
            }
        }
        return new Growth(clauses.size(), premiseCount, literals.size(), atomArguments, evaluatedCount);
    }

    /** The most premises a clause of the plan has: the size of the array {@link #premises} fills. */
    int maxPremises() {
        int most = 0;
        for (int[] refs : premiseRefs) {
            most = Math.max(most, refs.length);
        }
        return most;
    }

    static boolean contains(int[] codes, int length, int code) {
        for (int i = 0; i < length; i++) {
            if (codes[i] == code) {
                return true;
            }
        }
        return false;
    }

    private int code(int ref, ClauseGraph graph) {
        int i = ref >> 1;
        if (codes[i] < 0) {
            codes[i] = ground[i] != null ? graph.literal(ground[i])
                    : graph.atomLiteral(predicates[i], values[i], values[i].length, true);
        }
        return codes[i] ^ (ref & 1);
    }
}
