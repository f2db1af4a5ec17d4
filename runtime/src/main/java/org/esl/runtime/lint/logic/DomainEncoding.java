package org.esl.runtime.lint.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Rule;
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

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.BoolSort;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import com.microsoft.z3.FuncDecl;
import com.microsoft.z3.IntSort;
import com.microsoft.z3.RealSort;
import com.microsoft.z3.Sort;
import com.microsoft.z3.UninterpretedSort;

/**
 * Domain rules and facts as Z3 formulas over one uninterpreted sort of objects. Predicates are
 * uninterpreted relations, declared functions uninterpreted functions, a rule the universal closure of
 * {@code lhs => rhs}. Constants are objects too: every string or boolean constant is an object with its
 * own integer label (so distinct constants are distinct objects) that is not a number; a number is the
 * object {@code ofNumber(r)}, and {@code number(o)} reads an object's number back. An ordering comparison
 * holds only between numbers ({@code x > 0} is {@code isNumber(x) and number(x) > 0}, and so is its
 * complement {@code x <= 0}), as in forward chaining, where a comparison is decided only on numbers;
 * {@code =} and {@code !=} between objects are object (in)equality. Rules without function terms or
 * arithmetic over variables are in the effectively propositional fragment, which Z3 decides (and which
 * the checks decide faster by grounding such rules over a finite universe, see {@link HerbrandUniverse}); the
 * others may leave it undecided, which the checks report as such. What {@code ofNumber} means is not one
 * quantified axiom (a quantifier over the reals would leave even simple questions undecided) but, for
 * each ground number a formula puts in an object position, the instance {@code isNumber(ofNumber(e))
 * and number(ofNumber(e)) = e}, conjoined to the formula.
 */
final class DomainEncoding {

    /** The name {@link #pinnedBy} gives the objects' equalities. */
    static final String OBJECTS = "esl!objects";

    private final Context context;
    private final UninterpretedSort objects;
    private final FuncDecl<BoolSort> isNumber;
    private final FuncDecl<RealSort> number;
    private final FuncDecl<UninterpretedSort> ofNumber;
    private final FuncDecl<IntSort> label;
    private final Map<String, FuncDecl<BoolSort>> predicates = new HashMap<>();
    private final Map<String, FuncDecl<UninterpretedSort>> functions = new HashMap<>();
    private final Map<Value, Expr<UninterpretedSort>> named = new LinkedHashMap<>();
    private final Map<Value, BoolExpr> axioms = new HashMap<>();
    /** The constants of the spec being checked, as {@link #constants} declared them. */
    private List<Value> current = List.of();
    /** The instances of what {@code ofNumber} means, met while encoding the current formula. */
    private final List<BoolExpr> numbers = new ArrayList<>();

    DomainEncoding(Context context) {
        this.context = context;
        this.objects = context.mkUninterpretedSort("esl!Object");
        this.isNumber = context.mkFuncDecl("esl!isNumber", objects, context.getBoolSort());
        this.number = context.mkFuncDecl("esl!number", objects, context.getRealSort());
        this.ofNumber = context.mkFuncDecl("esl!ofNumber", context.getRealSort(), objects);
        this.label = context.mkFuncDecl("esl!label", objects, context.getIntSort());
    }

    /**
     * The facts about the spec's constants ({@link #constants}; each string is distinct and not a number), to be
     * asserted unconditionally in every solver: they hold in every reading of the spec.
     */
    List<BoolExpr> axioms() {
        return current.stream().map(axioms::get).toList();
    }

    /**
     * Declares the string and boolean constants of the spec being checked: from now on they and no others are the named
     * objects ({@link #axioms}, {@link #namedObjects}). So every group of the spec sees all of them whatever order the
     * groups are encoded in, and a constant that an edit removed no longer exists in the next lint, as in a lint from
     * scratch.
     */
    void constants(Set<Value> values) {
        values.forEach(this::named);
        current = List.copyOf(values);
    }

    /** The universal closure of the rule. */
    BoolExpr holds(Rule rule) {
        List<Variable> variables = variables(rule);
        Map<Variable, Expr<UninterpretedSort>> bound = new HashMap<>();
        for (Variable variable : variables) {
            bound.put(variable, context.mkConst("esl!var!" + variable.name(), objects));
        }
        numbers.clear();
        BoolExpr body = withNumbers(context.mkImplies(lhs(rule, bound), rhs(rule, bound)));
        if (variables.isEmpty()) {
            return body;
        }
        return context.mkForall(variables.stream().map(bound::get).toArray(Expr<?>[]::new), body, 1, null, null, null, null);
    }

    /** Some objects for which the rule's premise holds and its conclusion does not: the rule's negation, skolemised. */
    BoolExpr fails(Rule rule) {
        Map<Variable, Expr<UninterpretedSort>> witnesses = witnesses(rule);
        numbers.clear();
        return withNumbers(context.mkAnd(lhs(rule, witnesses), context.mkNot(rhs(rule, witnesses))));
    }

    /** Some objects for which the rule's premise holds: the rule can apply. */
    BoolExpr applies(Rule rule) {
        numbers.clear();
        return withNumbers(lhs(rule, witnesses(rule)));
    }

    BoolExpr holds(Fact fact) {
        numbers.clear();
        return withNumbers(literal(fact.literal(), Map.of()));
    }

    /**
     * The rule grounded over a finite universe: one instance of {@code lhs => rhs} per assignment of the
     * universe's objects to the rule's variables. For a group in the effectively propositional fragment
     * whose universe holds every ground object term of its formulas and the witnesses of its questions,
     * this is equisatisfiable with {@link #holds(Rule)} (Herbrand's theorem), and quantifier-free.
     */
    BoolExpr holds(Rule rule, List<Expr<UninterpretedSort>> universe) {
        List<Variable> variables = variables(rule);
        numbers.clear();
        List<BoolExpr> instances = new ArrayList<>();
        int[] choice = new int[variables.size()];
        do {
            Map<Variable, Expr<UninterpretedSort>> binding = new HashMap<>();
            for (int v = 0; v < choice.length; v++) {
                binding.put(variables.get(v), universe.get(choice[v]));
            }
            instances.add(context.mkImplies(lhs(rule, binding), rhs(rule, binding)));
        } while (next(choice, universe.size()));
        return withNumbers(context.mkAnd(instances.toArray(BoolExpr[]::new)));
    }

    /** Advances an odometer over {@code size}^n assignments; false once every assignment was visited. */
    private static boolean next(int[] choice, int size) {
        for (int v = choice.length - 1; v >= 0; v--) {
            if (++choice[v] < size) {
                return true;
            }
            choice[v] = 0;
        }
        return false;
    }

    /** Like {@link #fails(Rule)}, with the rule's variables bound to the given witnesses in order. */
    BoolExpr fails(Rule rule, List<Expr<UninterpretedSort>> witnesses) {
        Map<Variable, Expr<UninterpretedSort>> binding = bind(rule, witnesses);
        numbers.clear();
        return withNumbers(context.mkAnd(lhs(rule, binding), context.mkNot(rhs(rule, binding))));
    }

    /** Like {@link #applies(Rule)}, with the rule's variables bound to the given witnesses in order. */
    BoolExpr applies(Rule rule, List<Expr<UninterpretedSort>> witnesses) {
        Map<Variable, Expr<UninterpretedSort>> binding = bind(rule, witnesses);
        numbers.clear();
        return withNumbers(lhs(rule, binding));
    }

    private static Map<Variable, Expr<UninterpretedSort>> bind(Rule rule, List<Expr<UninterpretedSort>> witnesses) {
        Map<Variable, Expr<UninterpretedSort>> binding = new HashMap<>();
        List<Variable> variables = variables(rule);
        for (int v = 0; v < variables.size(); v++) {
            binding.put(variables.get(v), witnesses.get(v));
        }
        return binding;
    }

    /** The object a ground term denotes (what a ground number means is asserted where the term is used). */
    Expr<UninterpretedSort> groundObject(Term term) {
        Expr<UninterpretedSort> object = object(term, Map.of());
        numbers.clear();
        return object;
    }

    /** The objects of the spec's string and boolean constants ({@link #constants}): {@link #axioms()} says they exist and differ. */
    List<Expr<UninterpretedSort>> namedObjects() {
        return current.stream().map(named::get).toList();
    }

    /** An object named only by this grounding: a witness of a question, or the one object of an empty universe. */
    Expr<UninterpretedSort> someObject(String name) {
        return context.mkConst("esl!ground!" + name, objects);
    }

    /**
     * What pins a grounded member's reading for {@link Neighbourhood}: the predicates of its atoms ({@code P/2}) and
     * {@link #OBJECTS}, the objects' equalities, which every such member reads; or empty when a literal is not an atom or
     * an (in)equality over variables and named constants (numbers and functions make objects that are not in the
     * universe, which pinning the universe's atoms would not fix).
     */
    static Optional<Set<String>> pinnedBy(List<Literal> literals) {
        Set<String> names = new LinkedHashSet<>();
        names.add(OBJECTS);
        for (Literal literal : literals) {
            List<Term> terms;
            if (literal instanceof AtomLiteral atom) {
                names.add(atom.atom().predicate() + "/" + atom.atom().arguments().size());
                terms = atom.atom().arguments();
            } else if (literal instanceof Comparison comparison
                    && (comparison.operator() == ComparisonOperator.EQUAL || comparison.operator() == ComparisonOperator.NOT_EQUAL)) {
                terms = List.of(comparison.left(), comparison.right());
            } else {
                return Optional.empty();
            }
            if (!terms.stream().allMatch(DomainEncoding::isPlainObject)) {
                return Optional.empty();
            }
        }
        return Optional.of(names);
    }

    /** A variable or a string or boolean constant: an object of the universe itself, not one made from others. */
    private static boolean isPlainObject(Term term) {
        return term instanceof Variable || term instanceof Constant constant && !(constant.value() instanceof Rational);
    }

    /** The terms whose values in a reading pin {@code name} of {@link #pinnedBy} over {@code universe}. */
    List<Expr<?>> pinned(String name, List<Expr<UninterpretedSort>> universe) {
        List<Expr<?>> terms = new ArrayList<>();
        if (name.equals(OBJECTS)) {
            for (int i = 0; i < universe.size(); i++) {
                for (int j = i + 1; j < universe.size(); j++) {
                    terms.add(context.mkEq(universe.get(i), universe.get(j)));
                }
            }
            return terms;
        }
        FuncDecl<BoolSort> predicate = predicates.get(name);
        int arity = predicate.getDomainSize();
        int[] choice = new int[arity];
        do {
            Expr<?>[] arguments = new Expr<?>[arity];
            for (int k = 0; k < arity; k++) {
                arguments[k] = universe.get(choice[k]);
            }
            terms.add(predicate.apply(arguments));
        } while (next(choice, universe.size()));
        return terms;
    }

    static int variableCount(Rule rule) {
        return variables(rule).size();
    }

    private BoolExpr withNumbers(BoolExpr formula) {
        if (numbers.isEmpty()) {
            return formula;
        }
        List<BoolExpr> conjuncts = new ArrayList<>(new LinkedHashSet<>(numbers));
        conjuncts.add(formula);
        return context.mkAnd(conjuncts.toArray(BoolExpr[]::new));
    }

    /**
     * The object of a number. For a ground number the instance of what that means is recorded for the
     * current formula; for arithmetic over variables it is not: each such instance makes a new number from
     * old ones, and Z3's model search would chase them without end. So a value computed from variables in
     * a predicate's argument is an object of its own, not known to be that number: an incompleteness that
     * can hide a contradiction, never invent one.
     */
    private Expr<UninterpretedSort> asObject(ArithExpr<RealSort> value, boolean ground) {
        Expr<UninterpretedSort> object = ofNumber.apply(value);
        if (ground) {
            numbers.add(context.mkAnd((BoolExpr) isNumber.apply(object), context.mkEq(number.apply(object), value)));
        }
        return object;
    }

    private Map<Variable, Expr<UninterpretedSort>> witnesses(Rule rule) {
        Map<Variable, Expr<UninterpretedSort>> witnesses = new HashMap<>();
        for (Variable variable : variables(rule)) {
            witnesses.put(variable, context.mkFreshConst("esl!some!" + variable.name(), objects));
        }
        return witnesses;
    }

    private static List<Variable> variables(Rule rule) {
        Set<Variable> found = new LinkedHashSet<>(rule.variables());
        rule.lhs().forEach(clause -> clause.forEach(literal -> found.addAll(literal.variables())));
        rule.rhs().forEach(clause -> clause.forEach(literal -> found.addAll(literal.variables())));
        return List.copyOf(found);
    }

    private BoolExpr lhs(Rule rule, Map<Variable, Expr<UninterpretedSort>> binding) {
        return context.mkOr(rule.lhs().stream()
                .map(conjunction -> context.mkAnd(literals(conjunction, binding)))
                .toArray(BoolExpr[]::new));
    }

    private BoolExpr rhs(Rule rule, Map<Variable, Expr<UninterpretedSort>> binding) {
        return context.mkAnd(rule.rhs().stream()
                .map(disjunction -> context.mkOr(literals(disjunction, binding)))
                .toArray(BoolExpr[]::new));
    }

    private BoolExpr[] literals(List<Literal> literals, Map<Variable, Expr<UninterpretedSort>> binding) {
        return literals.stream().map(literal -> literal(literal, binding)).toArray(BoolExpr[]::new);
    }

    private BoolExpr literal(Literal literal, Map<Variable, Expr<UninterpretedSort>> binding) {
        if (literal instanceof AtomLiteral atomLiteral) {
            List<Term> arguments = atomLiteral.atom().arguments();
            FuncDecl<BoolSort> predicate = predicates.computeIfAbsent(atomLiteral.atom().predicate() + "/" + arguments.size(),
                    key -> context.mkFuncDecl("esl!predicate!" + key, sorts(arguments.size()), context.getBoolSort()));
            BoolExpr atom = (BoolExpr) predicate.apply(objects(arguments, binding));
            return atomLiteral.positive() ? atom : context.mkNot(atom);
        }
        Comparison comparison = (Comparison) literal;
        Term left = comparison.left();
        Term right = comparison.right();
        switch (comparison.operator()) {
            case EQUAL:
                if (!isArithmetic(left) && !isArithmetic(right)) {
                    return context.mkEq(object(left, binding), object(right, binding));
                }
                break;
            case NOT_EQUAL:
                if (!isArithmetic(left) && !isArithmetic(right)) {
                    return context.mkNot(context.mkEq(object(left, binding), object(right, binding)));
                }
                break;
            default:
                break;
        }
        ArithExpr<RealSort> l = number(left, binding);
        ArithExpr<RealSort> r = number(right, binding);
        BoolExpr compared = switch (comparison.operator()) {
            case LESS -> context.mkLt(l, r);
            case LESS_OR_EQUAL -> context.mkLe(l, r);
            case EQUAL -> context.mkEq(l, r);
            case NOT_EQUAL -> context.mkNot(context.mkEq(l, r));
            case GREATER_OR_EQUAL -> context.mkGe(l, r);
            case GREATER -> context.mkGt(l, r);
        };
        return context.mkAnd(isNumeric(left, binding), isNumeric(right, binding), compared);
    }

    private static boolean isArithmetic(Term term) {
        return term instanceof Arithmetic || term instanceof Negation;
    }

    private Sort[] sorts(int arity) {
        Sort[] sorts = new Sort[arity];
        Arrays.fill(sorts, objects);
        return sorts;
    }

    private Expr<?>[] objects(List<Term> terms, Map<Variable, Expr<UninterpretedSort>> binding) {
        return terms.stream().map(term -> object(term, binding)).toArray(Expr<?>[]::new);
    }

    private Expr<UninterpretedSort> object(Term term, Map<Variable, Expr<UninterpretedSort>> binding) {
        if (term instanceof Variable variable) {
            return binding.get(variable);
        }
        if (term instanceof Constant constant) {
            return constant.value() instanceof Rational value ? asObject(numeral(value), true) : named(constant.value());
        }
        if (term instanceof FunctionApplication application) {
            FuncDecl<UninterpretedSort> function = functions.computeIfAbsent(application.function() + "/" + application.arguments().size(),
                    key -> context.mkFuncDecl("esl!function!" + key, sorts(application.arguments().size()), objects));
            return function.apply(objects(application.arguments(), binding));
        }
        return asObject(number(term, binding), term.isGround());
    }

    private ArithExpr<RealSort> number(Term term, Map<Variable, Expr<UninterpretedSort>> binding) {
        if (term instanceof Constant constant && constant.value() instanceof Rational value) {
            return numeral(value);
        }
        if (term instanceof Arithmetic arithmetic) {
            ArithExpr<RealSort> left = number(arithmetic.left(), binding);
            ArithExpr<RealSort> right = number(arithmetic.right(), binding);
            return switch (arithmetic.operator()) {
                case ADD -> context.mkAdd(left, right);
                case SUBTRACT -> context.mkSub(left, right);
                case MULTIPLY -> context.mkMul(left, right);
                case DIVIDE -> context.mkDiv(left, right);
            };
        }
        if (term instanceof Negation negation) {
            return context.mkUnaryMinus(number(negation.operand(), binding));
        }
        return (ArithExpr<RealSort>) number.apply(object(term, binding));
    }

    /** Whether a term denotes a number: numerals and arithmetic do; a variable or function value may not. */
    private BoolExpr isNumeric(Term term, Map<Variable, Expr<UninterpretedSort>> binding) {
        if (term instanceof Constant constant) {
            return context.mkBool(constant.value() instanceof Rational);
        }
        if (term instanceof Arithmetic arithmetic) {
            return context.mkAnd(isNumeric(arithmetic.left(), binding), isNumeric(arithmetic.right(), binding));
        }
        if (term instanceof Negation negation) {
            return isNumeric(negation.operand(), binding);
        }
        return (BoolExpr) isNumber.apply(object(term, binding));
    }

    private ArithExpr<RealSort> numeral(Rational value) {
        return context.mkReal(value.numerator() + "/" + value.denominator());
    }

    /** The object of a string or boolean constant: labelled with its own integer, and not a number. */
    private Expr<UninterpretedSort> named(Value value) {
        return named.computeIfAbsent(value, v -> {
            Expr<UninterpretedSort> constant = context.mkFreshConst("esl!constant", objects);
            axioms.put(v, context.mkAnd(context.mkNot((BoolExpr) isNumber.apply(constant)),
                    context.mkEq(label.apply(constant), context.mkInt(named.size()))));
            return constant;
        });
    }
}
