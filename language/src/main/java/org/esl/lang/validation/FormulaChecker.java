package org.esl.lang.validation;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.esl.lang.compiler.Counting;
import org.esl.lang.compiler.Detectors;
import org.esl.lang.compiler.StepBounds;
import org.esl.lang.esl.After;
import org.esl.lang.esl.Before;
import org.esl.lang.esl.Between;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.BoolLiteral;
import org.esl.lang.esl.Count;
import org.esl.lang.esl.Dwyer;
import org.esl.lang.esl.DwyerScope;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.EnumType;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Function;
import org.esl.lang.esl.IfThenElse;
import org.esl.lang.esl.Length;
import org.esl.lang.esl.Minus;
import org.esl.lang.esl.Not;
import org.esl.lang.esl.NumberLiteral;
import org.esl.lang.esl.Param;
import org.esl.lang.esl.Parenthesized;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.ResultPath;
import org.esl.lang.esl.RoleAtom;
import org.esl.lang.esl.RuleVariable;
import org.esl.lang.esl.StringLiteral;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.TemplateParam;
import org.esl.lang.esl.Temporal;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolParam;

/**
 * The ESL005 type checker for one formula in its {@link Place}: which constructs and names the place
 * allows, and whether terms, comparisons, arithmetic, arguments and tool argument constraints have
 * fitting types. Every problem is reported once; an expression with a reported problem has the type
 * {@link EslType#UNKNOWN}, which fits everywhere, so one mistake does not cascade.
 */
final class FormulaChecker {

    /** Receives the problems found, each on an object and optionally one of its features. */
    interface Problems {
        void report(String message, EObject source, EStructuralFeature feature);
    }

    private static final String TEMPORAL_PLACES = "properties and templates";

    private final Place place;
    private final Problems problems;

    FormulaChecker(Place place, Problems problems) {
        this.place = place;
        this.problems = problems;
    }

    /** Checks the root formula of a rule, property, template, policy or claim. */
    void checkFormula(Expr root) {
        formula(root);
    }

    /** A fact: one atom (a predicate applied to constants) or its negation. */
    void checkFact(Expr root) {
        Expr atom = strip(root);
        if (atom instanceof Not not) {
            atom = strip(not.getOperand());
        }
        if (atom == null) {
            return;
        }
        if (!(atom instanceof Reference reference) || reference.getRef() instanceof Tool) {
            error("a fact is one atom, a predicate applied to constants such as InRailway(\"Alex\"), or its negation", root);
            return;
        }
        formula(root);
    }

    /** A trace step: the tool calls, predicates and roles that hold at it, joined by 'and'. */
    void checkTraceStep(Expr root) {
        for (Expr conjunct : conjuncts(root)) {
            Expr atom = strip(conjunct);
            if (atom instanceof Reference || atom instanceof RoleAtom) {
                formula(atom);
            } else if (atom != null) {
                error("a trace step lists what happens at it: tool calls, predicates and roles joined by 'and'", conjunct);
            }
        }
    }

    // ------------------------------------------------------------------ positions

    /** An expression that must be a formula (a truth value; Bool in policies). */
    private void formula(Expr expression) {
        EslType type = type(expression);
        if (type.isKnown() && !type.isBool()) {
            if (place.style() == Place.Style.POLICY) {
                error("expected a Bool formula, but " + Describe.quote(expression) + " is " + article(type), expression);
            } else {
                error("expected a formula, but " + Describe.quote(expression) + " is a term", expression);
            }
        }
    }

    /** An expression that must be a term (a value). In policies a Bool is a value too. */
    private EslType term(Expr expression) {
        EslType type = type(expression);
        if (type.isBool() && place.style() != Place.Style.POLICY) {
            error("expected a term, but " + Describe.quote(expression) + " is a formula", expression);
            return EslType.UNKNOWN;
        }
        return type;
    }

    /** A term that must be a number. */
    private EslType number(Expr expression) {
        EslType type = term(expression);
        if (!type.mayBeNumber()) {
            error("arithmetic and ordering need numbers, but " + Describe.quote(expression) + " is " + article(type), expression);
            return EslType.UNKNOWN;
        }
        return type;
    }

    // ------------------------------------------------------------------ typing

    private EslType type(Expr expression) {
        if (expression instanceof IfThenElse ite) {
            return ifThenElse(ite);
        } else if (expression instanceof Binary binary) {
            return binary(binary);
        } else if (expression instanceof Not not) {
            formula(not.getOperand());
            return EslType.BOOL;
        } else if (expression instanceof Temporal temporal) {
            return temporal(temporal);
        } else if (expression instanceof Minus minus) {
            return number(minus.getOperand());
        } else if (expression instanceof NumberLiteral number) {
            return number.getValue() != null && isWhole(number.getValue()) ? EslType.INT : EslType.REAL;
        } else if (expression instanceof StringLiteral) {
            return EslType.STRING;
        } else if (expression instanceof BoolLiteral) {
            return EslType.BOOL;
        } else if (expression instanceof RoleAtom role) {
            return role(role);
        } else if (expression instanceof Dwyer dwyer) {
            return dwyer(dwyer);
        } else if (expression instanceof Reference reference) {
            return reference(reference);
        } else if (expression instanceof Parenthesized parenthesized) {
            return type(parenthesized.getInner());
        } else if (expression instanceof Count count) {
            error("a count is compared with a number, e.g. count(scroll) >= 3", count);
            return EslType.UNKNOWN;
        } else if (expression instanceof Length length) {
            error("length(...) reads a string argument inside a tool call, e.g. send_email(length(body) > 2000)", length);
            return EslType.UNKNOWN;
        } else if (expression instanceof ResultPath path) {
            error("'result' reads a tool's result inside a call of the tool, e.g. get_email(result.sender = \"bob@example.com\")",
                    path);
            return EslType.UNKNOWN;
        }
        return EslType.UNKNOWN; // an expression the parser could not complete
    }

    private EslType ifThenElse(IfThenElse ite) {
        if (place.style() != Place.Style.POLICY) {
            if (place != Place.RULE) { // in a rule it breaks the normal form, which ESL006 reports
                error("if-then-else is only allowed in policies and claims", ite);
                return EslType.UNKNOWN;
            }
            formula(ite.getCondition());
            formula(ite.getThen());
            formula(ite.getElse());
            return EslType.BOOL;
        }
        formula(ite.getCondition());
        EslType then = term(ite.getThen());
        EslType otherwise = term(ite.getElse());
        if (!then.comparableWith(otherwise)) {
            error("the branches of if-then-else must have the same type, but the then-branch is " + then.label()
                    + " and the else-branch is " + otherwise.label(), ite, Literals.IF_THEN_ELSE__ELSE);
            return EslType.UNKNOWN;
        }
        return then.join(otherwise);
    }

    private EslType binary(Binary binary) {
        String op = binary.getOp();
        if (op == null) {
            return EslType.UNKNOWN;
        }
        if (Operators.ARITHMETIC.contains(op)) {
            EslType left = number(binary.getLeft());
            EslType right = number(binary.getRight());
            EslType result = left.arithmetic(right);
            return op.equals("/") && result.kind() == EslType.Kind.INT ? EslType.REAL : result;
        }
        if (Operators.isComparison(op)) {
            return comparison(binary);
        }
        if (Operators.STRING_TESTS.contains(op)) {
            error("'" + op + "' tests a tool argument inside a call, e.g. send_email(to matches \".*@example[.]com\")",
                    binary, Literals.BINARY__OP);
            return EslType.UNKNOWN;
        }
        if (Operators.TEMPORAL_BINARY.contains(op) && !temporalOperatorsAllowed()) {
            error("temporal operator '" + op + "' is only allowed in " + TEMPORAL_PLACES + ", not in a " + place.noun(),
                    binary, Literals.BINARY__OP);
            return EslType.UNKNOWN;
        }
        if (binary.getBound() != null) {
            StepBounds.boundedBinaryProblem(op).or(() -> StepBounds.problem(op + " within", binary.getBound()))
                    .ifPresent(problem -> error(problem, binary, Literals.BINARY__BOUND));
        }
        formula(binary.getLeft());
        formula(binary.getRight());
        return EslType.BOOL;
    }

    private EslType comparison(Binary comparison) {
        Optional<Counting> counting = Counting.of(comparison);
        if (counting.isPresent()) {
            return counting(counting.get(), comparison);
        }
        if (place.style() == Place.Style.TEMPORAL) {
            error("a comparison cannot stand alone in a " + place.noun()
                    + ": compare tool arguments inside a call, e.g. transfer_funds(amount > 10000)", comparison);
            return EslType.UNKNOWN;
        }
        if (Operators.ORDERINGS.contains(comparison.getOp())) {
            number(comparison.getLeft());
            number(comparison.getRight());
            return EslType.BOOL;
        }
        EslType left = term(comparison.getLeft());
        EslType right = term(comparison.getRight());
        if (!left.comparableWith(right)) {
            error("cannot compare " + Describe.quote(comparison.getLeft()) + " (" + left.label() + ") with "
                    + Describe.quote(comparison.getRight()) + " (" + right.label() + ")", comparison);
        }
        return EslType.BOOL;
    }

    /** {@code count(P) OP K}: a formula of properties and templates, P a formula, K a whole number (the monitor checks that P is past-time). */
    private EslType counting(Counting counting, Binary comparison) {
        if (!temporalOperatorsAllowed()) {
            error("count(...) is only allowed in " + TEMPORAL_PLACES + ", not in a " + place.noun(), comparison);
            return EslType.UNKNOWN;
        }
        Optional<String> problem = counting.problem();
        if (problem.isPresent()) {
            error(problem.get(), comparison);
            return EslType.UNKNOWN;
        }
        formula(counting.count().getOperand());
        return EslType.BOOL;
    }

    private EslType temporal(Temporal temporal) {
        String op = "weaknext".equals(temporal.getOp()) ? "weak next" : temporal.getOp();
        if (!temporalOperatorsAllowed()) {
            error("temporal operator '" + op + "' is only allowed in " + TEMPORAL_PLACES + ", not in a " + place.noun(),
                    temporal, Literals.TEMPORAL__OP);
            return EslType.UNKNOWN;
        }
        String operator = op + " within";
        if (temporal.getLower() != null) {
            StepBounds.problem(operator, temporal.getLower())
                    .ifPresent(problem -> error(problem, temporal, Literals.TEMPORAL__LOWER));
        }
        if (temporal.getBound() != null) {
            StepBounds.problem(operator, temporal.getBound())
                    .or(() -> temporal.getLower() == null ? Optional.empty()
                            : StepBounds.windowProblem(operator, temporal.getLower(), temporal.getBound()))
                    .ifPresent(problem -> error(problem, temporal, Literals.TEMPORAL__BOUND));
        }
        formula(temporal.getOperand());
        return EslType.BOOL;
    }

    private EslType role(RoleAtom role) {
        if (place.style() != Place.Style.TEMPORAL) {
            error("role '@" + role.getRole() + "' is only allowed in properties, templates and trace steps, not in a "
                    + place.noun(), role);
            return EslType.UNKNOWN;
        }
        return EslType.BOOL;
    }

    private EslType dwyer(Dwyer dwyer) {
        String pattern = dwyer.getPattern().getLiteral();
        if (!temporalOperatorsAllowed()) {
            error("pattern '" + pattern + "' is only allowed in " + TEMPORAL_PLACES + ", not in a " + place.noun(), dwyer,
                    Literals.DWYER__PATTERN);
            return EslType.UNKNOWN;
        }
        dwyer.getArgs().forEach(this::formula);
        for (Expr operand : scopeOperands(dwyer.getScope())) {
            formula(operand);
        }
        return EslType.BOOL;
    }

    private EslType reference(Reference reference) {
        EObject target = reference.getRef();
        if (target == null || target.eIsProxy()) {
            return EslType.UNKNOWN; // ESL001 reports it
        }
        if (target instanceof RuleVariable variable) {
            return ruleVariable(reference, variable);
        } else if (target instanceof Predicate predicate) {
            if (place.style() == Place.Style.POLICY) {
                return misplaced(reference, "policies speak about variables declared with 'var'");
            }
            arguments(reference, predicate.getParams());
            return EslType.BOOL;
        } else if (target instanceof Function function) {
            if (place.style() == Place.Style.POLICY) {
                return misplaced(reference, "policies speak about variables declared with 'var'");
            }
            arguments(reference, function.getParams());
            return EslType.of(function.getType());
        } else if (target instanceof Tool tool) {
            if (place.style() != Place.Style.TEMPORAL) {
                return misplaced(reference, "tool calls are atoms of properties, templates and trace steps");
            }
            constraints(reference, tool);
            return EslType.BOOL;
        } else if (target instanceof Template) {
            if (!temporalOperatorsAllowed()) {
                return misplaced(reference, "templates are used in properties and templates");
            }
            reference.getArgs().forEach(this::formula);
            return EslType.BOOL;
        } else if (target instanceof TemplateParam) {
            return EslType.BOOL;
        } else if (target instanceof PolicyVar variable) {
            if (place.style() != Place.Style.POLICY) {
                return misplaced(reference, "policy variables are used in policies and claims");
            }
            return EslType.of(variable.getType());
        } else if (target instanceof EnumLiteral literal) {
            return literal.eContainer() instanceof EnumType type ? EslType.ofEnum(type) : EslType.UNKNOWN;
        } else if (target instanceof ToolParam) {
            return EslType.UNKNOWN; // only visible in a tool call's constraints, checked there
        }
        error(Describe.declaration(target) + " cannot be used inside a formula", reference, Literals.REFERENCE__REF);
        return EslType.UNKNOWN;
    }

    private EslType ruleVariable(Reference reference, RuleVariable variable) {
        switch (place) {
            case RULE:
                return EslType.OBJECT;
            case PROPERTY:
                return EslType.OBJECT; // where no atom binds it, ESL024 says so (PropertyVariableValidator)
            case FACT:
                error("a fact must be ground, but '" + variable.getName() + "' is a rule variable", reference,
                        Literals.REFERENCE__REF);
                return EslType.UNKNOWN;
            default:
                return misplaced(reference, place.style() == Place.Style.POLICY
                        ? "policies use variables declared with 'var'"
                        : "a " + place.noun() + " speaks about constants");
        }
    }

    private EslType misplaced(Reference reference, String why) {
        error(Describe.declaration(reference.getRef()) + " cannot be used in a " + place.noun() + ": " + why, reference,
                Literals.REFERENCE__REF);
        return EslType.UNKNOWN;
    }

    /** Arguments of a predicate or function: terms whose types fit the declared parameter types. */
    private void arguments(Reference call, List<Param> params) {
        String name = Describe.name(call.getRef());
        for (int i = 0; i < call.getArgs().size(); i++) {
            Expr argument = call.getArgs().get(i);
            EslType type = term(argument);
            if (i < params.size()) { // a wrong count is ESL004
                EslType declared = EslType.of(params.get(i).getType());
                if (!declared.accepts(type)) {
                    error("argument " + (i + 1) + " of '" + name + "' must be " + article(declared) + ", but "
                            + Describe.quote(argument) + " is " + article(type), argument);
                }
            }
        }
    }

    /**
     * The argument constraints of a tool call: {@code param op constant}, {@code length(param) op number} or a string
     * test {@code param matches "REGEX"}, with fitting types.
     */
    private void constraints(Reference call, Tool tool) {
        for (Expr argument : call.getArgs()) {
            Expr constraint = strip(argument);
            if (!(constraint instanceof Binary comparison)
                    || !(Operators.isComparison(comparison.getOp()) || Operators.STRING_TESTS.contains(comparison.getOp()))) {
                error("a tool argument is constrained as 'name op value', e.g. amount > 10000", argument);
                continue;
            }
            if (Operators.STRING_TESTS.contains(comparison.getOp())) {
                stringTest(comparison);
                continue;
            }
            boolean paramFirst = isCallValue(comparison.getLeft());
            Expr param = paramFirst ? comparison.getLeft() : comparison.getRight();
            Expr value = paramFirst ? comparison.getRight() : comparison.getLeft();
            if (!isCallValue(param)) {
                if (!isUnresolved(comparison.getLeft()) && !isUnresolved(comparison.getRight())
                        && !isUnresolvedLength(comparison.getLeft()) && !isUnresolvedLength(comparison.getRight())) {
                    error("a tool argument is constrained as 'name op value', e.g. amount > 10000", argument);
                }
                continue;
            }
            if (place == Place.TRACE_STEP && (!comparison.getOp().equals("=") || strip(param) instanceof Length)) {
                error("a trace step gives each tool argument its value with '='", comparison, Literals.BINARY__OP);
                continue;
            }
            if (place == Place.PROPERTY && strip(value) instanceof Reference variable && variable.getRef() instanceof RuleVariable) {
                continue; // a property's variable: bound by '=', else ESL024 (PropertyVariableValidator)
            }
            if (strip(param) instanceof Length length) {
                lengthComparison(length, value);
                continue;
            }
            if (strip(param) instanceof ResultPath) {
                if (constant(value) == null) {
                    error("a result is compared with a constant", value);
                }
                continue; // a result has no declared type: a value of another type makes the constraint false
            }
            ToolParam declared = (ToolParam) ((Reference) strip(param)).getRef();
            EslType valueType = constant(value);
            if (valueType == null) {
                error("the value of tool argument '" + declared.getName() + "' must be a constant", value);
                continue;
            }
            EslType paramType = EslType.of(declared.getType());
            if (Operators.ORDERINGS.contains(comparison.getOp())) {
                if (!paramType.mayBeNumber()) {
                    error("tool argument '" + declared.getName() + "' is " + article(paramType)
                            + ": compare it with = or !=", comparison, Literals.BINARY__OP);
                } else if (!valueType.mayBeNumber()) {
                    error("tool argument '" + declared.getName() + "' is compared with " + Describe.quote(value)
                            + ", which is not a number", value);
                }
            } else if (!paramType.accepts(valueType)) {
                error("tool argument '" + declared.getName() + "' is " + article(paramType) + ", but "
                        + Describe.quote(value) + " is " + article(valueType), value);
            }
        }
    }

    /** {@code to matches "REGEX"}, {@code body contains "text"}: a String argument on the left, a string constant on the right. */
    private void stringTest(Binary test) {
        String op = test.getOp();
        if (place == Place.TRACE_STEP) {
            error("a trace step gives each tool argument its value with '='", test, Literals.BINARY__OP);
            return;
        }
        if (!isToolParam(test.getLeft()) && !(strip(test.getLeft()) instanceof ResultPath)) {
            if (!isUnresolved(test.getLeft())) {
                error("'" + op + "' tests a tool argument written on its left, e.g. to " + op + " \"text\"", test);
            }
            return;
        }
        if (isToolParam(test.getLeft())) {
            ToolParam declared = (ToolParam) ((Reference) strip(test.getLeft())).getRef();
            if (!EslType.of(declared.getType()).accepts(EslType.STRING)) {
                error("tool argument '" + declared.getName() + "' is " + article(EslType.of(declared.getType())) + ": '" + op
                        + "' tests strings", test, Literals.BINARY__OP);
                return;
            }
        }
        if (op.equals("matches") && Detectors.pattern(test.getRight()).isPresent()) {
            return; // a detector: its own declaration checks its pattern
        }
        if (!(strip(test.getRight()) instanceof StringLiteral text) || text.getValue() == null) {
            error("'" + op + "' needs a string constant on its right, e.g. to " + op + " \"text\""
                    + (op.equals("matches") ? ", or a predicate with a pattern, e.g. body matches email_address" : ""),
                    test.getRight());
            return;
        }
        if (op.equals("matches")) {
            Patterns.problem(text.getValue()).ifPresent(problem -> error(Describe.quote(text) + " " + problem, text));
        }
    }

    /** {@code length(body) > 2000}: the length of a String argument compared with a whole number. */
    private void lengthComparison(Length length, Expr value) {
        if (strip(length.getOperand()) instanceof Reference reference && reference.getRef() instanceof ToolParam declared
                && !EslType.of(declared.getType()).accepts(EslType.STRING)) {
            error("tool argument '" + declared.getName() + "' is " + article(EslType.of(declared.getType()))
                    + ": length(...) reads strings", length);
            return;
        }
        EslType valueType = constant(value);
        if (valueType == null || !valueType.mayBeNumber()) {
            error(Describe.quote(length) + " is a number of characters: compare it with a number", value);
        }
    }

    /** A tool parameter, a result path, or the length of either. */
    private static boolean isCallValue(Expr expression) {
        Expr value = strip(expression) instanceof Length length ? strip(length.getOperand()) : strip(expression);
        return value instanceof ResultPath || isToolParam(value);
    }

    private static boolean isUnresolvedLength(Expr expression) {
        return strip(expression) instanceof Length length && isUnresolved(length.getOperand());
    }

    /** The type of a constant (a number, possibly negated, a string or a Boolean), or null. */
    private static EslType constant(Expr expression) {
        Expr constant = strip(expression);
        if (constant instanceof Minus minus) {
            constant = strip(minus.getOperand());
            return constant instanceof NumberLiteral number ? numberType(number) : null;
        }
        if (constant instanceof NumberLiteral number) {
            return numberType(number);
        } else if (constant instanceof StringLiteral) {
            return EslType.STRING;
        } else if (constant instanceof BoolLiteral) {
            return EslType.BOOL;
        }
        return null;
    }

    private static EslType numberType(NumberLiteral number) {
        return number.getValue() != null && isWhole(number.getValue()) ? EslType.INT : EslType.REAL;
    }

    private static boolean isToolParam(Expr expression) {
        return strip(expression) instanceof Reference reference && reference.getRef() instanceof ToolParam param
                && !param.eIsProxy();
    }

    private static boolean isUnresolved(Expr expression) {
        return strip(expression) instanceof Reference reference && (reference.getRef() == null || reference.getRef().eIsProxy());
    }

    // ------------------------------------------------------------------ helpers

    /** Properties and templates are temporal formulas; a trace step is one step, so it has no operators over time. */
    private boolean temporalOperatorsAllowed() {
        return place == Place.PROPERTY || place == Place.TEMPLATE;
    }

    static boolean isWhole(BigDecimal value) {
        return value.signum() == 0 || value.stripTrailingZeros().scale() <= 0;
    }

    /** The expression inside any number of parentheses. */
    static Expr strip(Expr expression) {
        Expr current = expression;
        while (current instanceof Parenthesized parenthesized) {
            current = parenthesized.getInner();
        }
        return current;
    }

    /** The operands of a chain of 'and' (through parentheses), in order. */
    static List<Expr> conjuncts(Expr expression) {
        List<Expr> result = new ArrayList<>();
        Expr current = strip(expression);
        if (current instanceof Binary binary && "and".equals(binary.getOp())) {
            result.addAll(conjuncts(binary.getLeft()));
            result.addAll(conjuncts(binary.getRight()));
        } else if (expression != null) {
            result.add(expression);
        }
        return result;
    }

    private static List<Expr> scopeOperands(DwyerScope scope) {
        List<Expr> operands = new ArrayList<>();
        if (scope instanceof Before before) {
            operands.add(before.getR());
        } else if (scope instanceof After after) {
            operands.add(after.getQ());
            if (after.getR() != null) {
                operands.add(after.getR());
            }
        } else if (scope instanceof Between between) {
            operands.add(between.getQ());
            operands.add(between.getR());
        }
        operands.removeIf(Objects::isNull);
        return operands;
    }

    private static String article(EslType type) {
        return switch (type.kind()) {
            case BOOL -> "a Bool";
            case INT -> "an Int";
            case REAL -> "a Real";
            case STRING -> "a String";
            case ENUM -> (startsWithVowel(type.label()) ? "an " : "a ") + type.label();
            case OBJECT -> "an untyped term";
            case UNKNOWN -> "of unknown type";
        };
    }

    private static boolean startsWithVowel(String word) {
        return !word.isEmpty() && "AEIOUaeiou".indexOf(word.charAt(0)) >= 0;
    }

    private void error(String message, EObject source) {
        problems.report(message, source, null);
    }

    private void error(String message, EObject source, EStructuralFeature feature) {
        problems.report(message, source, feature);
    }
}
