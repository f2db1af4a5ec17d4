package org.esl.lang.compiler;

import static org.esl.lang.compiler.Expressions.present;
import static org.esl.lang.compiler.Expressions.target;
import static org.esl.lang.compiler.Expressions.unwrap;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.esl.lang.esl.After;
import org.esl.lang.esl.Before;
import org.esl.lang.esl.Between;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.BoolLiteral;
import org.esl.lang.esl.Dwyer;
import org.esl.lang.esl.DwyerScope;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Length;
import org.esl.lang.esl.Parenthesized;
import org.esl.lang.esl.Referable;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.ResultPath;
import org.esl.lang.esl.RuleVariable;
import org.esl.lang.esl.Temporal;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.TemplateParam;
import org.esl.lang.esl.ToolParam;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.AlwaysWithin;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.ArgumentConstraint;
import org.esl.runtime.model.temporal.ArgumentTest;
import org.esl.runtime.model.temporal.CallValue;
import org.esl.runtime.model.temporal.Count;
import org.esl.runtime.model.temporal.DwyerPattern;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Historically;
import org.esl.runtime.model.temporal.HistoricallyWithin;
import org.esl.runtime.model.temporal.Iff;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Next;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Once;
import org.esl.runtime.model.temporal.OnceWithin;
import org.esl.runtime.model.temporal.Or;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Quantifier;
import org.esl.runtime.model.temporal.Previously;
import org.esl.runtime.model.temporal.Releases;
import org.esl.runtime.model.temporal.RoleAtom;
import org.esl.runtime.model.temporal.Since;
import org.esl.runtime.model.temporal.SinceWithin;
import org.esl.runtime.model.temporal.StringOperator;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.Unless;
import org.esl.runtime.model.temporal.Until;
import org.esl.runtime.model.temporal.UntilWithin;
import org.esl.runtime.model.temporal.WeakNext;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;

import com.google.re2j.PatternSyntaxException;

/**
 * Temporal properties to {@link TemporalFormula}s. Templates are expanded by substituting the argument
 * formulas for their parameters, Dwyer patterns by {@link DwyerPattern#expand}, and a reference to another
 * property by that property's formula, so the runtime sees only operators and atoms.
 */
public final class TemporalCompiler {

    /** Templates and properties being expanded, innermost last: a repeat is a cycle. */
    private final Deque<EObject> expanding = new ArrayDeque<>();

    public TemporalFormula formula(Expr expr) throws CompileException {
        return formula(expr, Map.of());
    }

    /** A property's formula; a property that refers back to itself, directly or through others, is an error. */
    public TemporalFormula formula(org.esl.lang.esl.Property property) throws CompileException {
        expanding.addLast(property);
        try {
            return formula(present(property.getFormula(), property, "property"), Map.of());
        } finally {
            expanding.removeLast();
        }
    }

    /** {@code bindings}: the formulas the parameters of the template being expanded stand for. */
    private TemporalFormula formula(Expr expr, Map<TemplateParam, TemporalFormula> bindings) throws CompileException {
        Expr inner = unwrap(expr, expr);
        if (inner instanceof BoolLiteral bool) {
            return bool.isValue() ? TemporalFormula.TRUE : TemporalFormula.FALSE;
        }
        if (inner instanceof org.esl.lang.esl.RoleAtom role) {
            return RoleAtom.of(role(role));
        }
        if (inner instanceof org.esl.lang.esl.Not not) {
            return Not.of(formula(present(not.getOperand(), not, "negation"), bindings));
        }
        if (inner instanceof Temporal temporal) {
            return unary(temporal, formula(present(temporal.getOperand(), temporal, "temporal formula"), bindings));
        }
        if (inner instanceof Binary binary) {
            return binary(binary, bindings);
        }
        if (inner instanceof Dwyer dwyer) {
            return dwyer(dwyer, bindings);
        }
        if (inner instanceof Reference reference) {
            return reference(reference, bindings);
        }
        throw new CompileException("`" + SourceRanges.textOf(inner) + "` is not a temporal formula: use tools, predicates, "
                + "roles, templates and temporal operators", SourceRanges.of(inner));
    }

    private static TemporalFormula unary(Temporal temporal, TemporalFormula operand) throws CompileException {
        String op = present(temporal.getOp(), temporal, "temporal operator");
        if (temporal.getBound() != null) {
            return bounded(temporal, op, operand);
        }
        return switch (op.replaceAll("\\s+", " ")) {
            case "always" -> Always.of(operand);
            case "eventually" -> Eventually.of(operand);
            case "next" -> Next.of(operand);
            case "weak next" -> WeakNext.of(operand);
            case "once" -> Once.of(operand);
            case "historically" -> Historically.of(operand);
            case "previously" -> Previously.of(operand);
            default -> throw new CompileException("unknown temporal operator `" + op + "`", SourceRanges.of(temporal));
        };
    }

    /** {@code eventually within N P} (the window [0, N]) or {@code eventually within [a, b] P}, and the others alike. */
    private static TemporalFormula bounded(Temporal temporal, String op, TemporalFormula operand) throws CompileException {
        String operator = op + " within";
        int upper = Expressions.steps(temporal.getBound(), operator, temporal);
        int lower = temporal.getLower() == null ? 0 : Expressions.steps(temporal.getLower(), operator, temporal);
        Optional<String> empty = temporal.getLower() == null ? Optional.empty()
                : StepBounds.windowProblem(operator, temporal.getLower(), temporal.getBound());
        if (empty.isPresent()) {
            throw new CompileException(empty.get(), SourceRanges.of(temporal));
        }
        return switch (op) {
            case "always" -> AlwaysWithin.of(lower, upper, operand);
            case "eventually" -> EventuallyWithin.of(lower, upper, operand);
            case "once" -> OnceWithin.of(lower, upper, operand);
            case "historically" -> HistoricallyWithin.of(lower, upper, operand);
            default -> throw new CompileException("`" + op + "` takes no step bound", SourceRanges.of(temporal));
        };
    }

    private TemporalFormula binary(Binary binary, Map<TemplateParam, TemporalFormula> bindings) throws CompileException {
        String op = present(binary.getOp(), binary, "formula");
        Optional<Counting> counting = Counting.of(binary);
        if (counting.isPresent()) {
            return count(binary, counting.get(), bindings);
        }
        if (ComparisonOperator.bySymbol(op).isPresent()) {
            throw new CompileException("a comparison can only constrain a tool argument, e.g. transfer_funds(amount > 10000)",
                    SourceRanges.of(binary));
        }
        TemporalFormula left = formula(present(binary.getLeft(), binary, "formula"), bindings);
        TemporalFormula right = formula(present(binary.getRight(), binary, "formula"), bindings);
        if (binary.getBound() != null) {
            Optional<String> unbounded = StepBounds.boundedBinaryProblem(op);
            if (unbounded.isPresent()) {
                throw new CompileException(unbounded.get(), SourceRanges.of(binary));
            }
            int steps = Expressions.steps(binary.getBound(), op + " within", binary);
            return "until".equals(op) ? UntilWithin.of(steps, left, right) : SinceWithin.of(steps, left, right);
        }
        return switch (op) {
            case "->", "=>" -> Implies.of(left, right);
            case "<=>" -> Iff.of(left, right);
            case "and" -> And.of(left, right);
            case "or" -> Or.of(left, right);
            case "until" -> Until.of(left, right);
            case "unless" -> Unless.of(left, right);
            case "releases" -> Releases.of(left, right);
            case "since" -> Since.of(left, right);
            default -> throw new CompileException("`" + op + "` is not an operator of temporal properties", SourceRanges.of(binary));
        };
    }

    /** {@code count(P) OP K}, {@code count(P, within N) OP K}: a counter over a past-time P (the monitor refuses others). */
    private TemporalFormula count(Binary comparison, Counting counting, Map<TemplateParam, TemporalFormula> bindings) throws CompileException {
        Optional<String> problem = counting.problem();
        if (problem.isPresent()) {
            throw new CompileException(problem.get(), SourceRanges.of(comparison));
        }
        org.esl.lang.esl.Count count = counting.count();
        TemporalFormula operand = formula(present(count.getOperand(), count, "count"), bindings);
        int window = count.getWindow() == null ? Count.UNBOUNDED : Expressions.steps(count.getWindow(), "count within", count);
        return Count.of(operand, window, counting.operator(), counting.bound().getAsInt());
    }

    private TemporalFormula dwyer(Dwyer dwyer, Map<TemplateParam, TemporalFormula> bindings) throws CompileException {
        DwyerPattern pattern = DwyerPattern.valueOf(dwyer.getPattern().name());
        if (dwyer.getArgs().size() != pattern.arity()) {
            throw new CompileException(pattern.eslName() + " takes " + pattern.arity() + " formula(s), not "
                    + dwyer.getArgs().size(), SourceRanges.of(dwyer));
        }
        List<TemporalFormula> arguments = new ArrayList<>();
        for (Expr argument : dwyer.getArgs()) {
            arguments.add(formula(argument, bindings));
        }
        return pattern.expand(arguments, scope(dwyer.getScope(), bindings));
    }

    private org.esl.runtime.model.temporal.DwyerScope scope(DwyerScope scope, Map<TemplateParam, TemporalFormula> bindings)
            throws CompileException {
        if (scope instanceof Before before) {
            return new org.esl.runtime.model.temporal.DwyerScope.Before(formula(before.getR(), bindings));
        }
        if (scope instanceof After after) {
            TemporalFormula q = formula(after.getQ(), bindings);
            return after.getR() == null
                    ? new org.esl.runtime.model.temporal.DwyerScope.After(q)
                    : new org.esl.runtime.model.temporal.DwyerScope.AfterUntil(q, formula(after.getR(), bindings));
        }
        if (scope instanceof Between between) {
            return new org.esl.runtime.model.temporal.DwyerScope.Between(formula(between.getQ(), bindings),
                    formula(between.getR(), bindings));
        }
        return new org.esl.runtime.model.temporal.DwyerScope.Globally();
    }

    private TemporalFormula reference(Reference reference, Map<TemplateParam, TemporalFormula> bindings) throws CompileException {
        Referable target = target(reference);
        if (reference.isCall() && (target instanceof TemplateParam || target instanceof org.esl.lang.esl.Property)) {
            throw new CompileException(Expressions.describe(target) + " stands for a formula and takes no arguments",
                    SourceRanges.of(reference));
        }
        if (target instanceof TemplateParam parameter) {
            TemporalFormula bound = bindings.get(parameter);
            if (bound == null) {
                throw new CompileException("the template parameter `" + parameter.getName() + "` is used outside its template",
                        SourceRanges.of(reference));
            }
            return bound;
        }
        if (target instanceof org.esl.lang.esl.Tool tool) {
            return toolAtom(reference, tool);
        }
        if (target instanceof org.esl.lang.esl.Predicate predicate) {
            return PredicateAtom.of(predicate.getName(), constantArguments(reference, predicate.getParams().size()));
        }
        if (target instanceof Template template) {
            return expand(reference, template, bindings);
        }
        if (target instanceof org.esl.lang.esl.Property property) {
            refuseCycle(property, reference);
            return formula(property);
        }
        throw new CompileException(Expressions.describe(target) + " cannot be used in a temporal property: use tools, "
                + "predicates, roles, templates and other properties", SourceRanges.of(reference));
    }

    /** {@code transfer_funds(amount > 10000)}: each argument compares a parameter of the tool with a constant. */
    private static TemporalFormula toolAtom(Reference reference, org.esl.lang.esl.Tool tool) throws CompileException {
        List<ArgumentConstraint> constraints = new ArrayList<>();
        for (Expr argument : reference.getArgs()) {
            constraints.add(constraint(argument, tool));
        }
        return ToolAtom.of(ToolNames.called(tool), constraints);
    }

    private static ArgumentConstraint constraint(Expr argument, org.esl.lang.esl.Tool tool) throws CompileException {
        Expr inner = unwrap(argument, argument);
        if (inner instanceof Binary binary && binary.getOp() != null) {
            Optional<ComparisonOperator> operator = ComparisonOperator.bySymbol(binary.getOp());
            Optional<StringOperator> stringTest = StringOperator.bySymbol(binary.getOp());
            Optional<CallValue> left = callValue(binary.getLeft());
            Optional<CallValue> right = callValue(binary.getRight());
            Optional<Value> leftConstant = Expressions.constant(binary.getLeft());
            Optional<Value> rightConstant = Expressions.constant(binary.getRight());
            Optional<Value> leftVariable = variable(binary.getLeft());
            Optional<Value> rightVariable = variable(binary.getRight());
            if (operator.filter(ComparisonOperator.EQUAL::equals).isPresent() && left.isPresent() && rightVariable.isPresent()) {
                return new ArgumentConstraint(left.get(), new ArgumentTest.Comparison(ComparisonOperator.EQUAL, rightVariable.get()));
            }
            if (operator.filter(ComparisonOperator.EQUAL::equals).isPresent() && right.isPresent() && leftVariable.isPresent()) {
                return new ArgumentConstraint(right.get(), new ArgumentTest.Comparison(ComparisonOperator.EQUAL, leftVariable.get()));
            }
            if (stringTest.isPresent() && left.isPresent() && rightConstant.orElse(null) instanceof StringValue text) {
                return new ArgumentConstraint(left.get(), stringTest(stringTest.get(), text.value(), binary));
            }
            Optional<String> detector = stringTest.filter(StringOperator.MATCHES::equals)
                    .flatMap(matches -> Detectors.pattern(binary.getRight()));
            if (left.isPresent() && detector.isPresent()) {
                return new ArgumentConstraint(left.get(), stringTest(StringOperator.MATCHES, detector.get(), binary));
            }
            if (operator.isPresent() && left.isPresent() && rightConstant.isPresent()) {
                return new ArgumentConstraint(left.get(), new ArgumentTest.Comparison(operator.get(), rightConstant.get()));
            }
            if (operator.isPresent() && right.isPresent() && leftConstant.isPresent()) {
                return new ArgumentConstraint(right.get(), new ArgumentTest.Comparison(operator.get().flipped(), leftConstant.get()));
            }
        }
        throw new CompileException("`" + SourceRanges.textOf(inner) + "` does not constrain an argument of `" + tool.getName()
                + "`: compare a parameter with a constant, e.g. amount > 10000, or test a string, e.g. to matches \".*@x[.]com\"",
                SourceRanges.of(inner));
    }

    private static ArgumentTest stringTest(StringOperator operator, String text, Binary test) throws CompileException {
        try {
            return ArgumentTest.StringTest.of(operator, text);
        } catch (PatternSyntaxException e) {
            throw new CompileException("\"" + text + "\" is not an RE2 regular expression: " + e.getMessage(),
                    SourceRanges.of(test.getRight()));
        }
    }

    /** A tool parameter ({@code to}), a result path ({@code result.sender}) or the length of either ({@code length(body)}). */
    private static Optional<CallValue> callValue(Expr expr) {
        Expr inner = expr instanceof Parenthesized parenthesized ? parenthesized.getInner() : expr;
        if (inner instanceof Reference reference && reference.getRef() instanceof ToolParam parameter && !parameter.eIsProxy()) {
            return Optional.of(new CallValue.Argument(parameter.getName()));
        }
        if (inner instanceof Length length) {
            return callValue(length.getOperand()).map(CallValue.Length::new);
        }
        if (inner instanceof ResultPath path) {
            return Optional.of(resultPath(path));
        }
        return Optional.empty();
    }

    /** {@code result.sender}, {@code any result.emails.sender}. */
    static CallValue.Result resultPath(ResultPath path) {
        // an enum feature is never "unset" to EMF when it holds its first literal (any): the text says whether it was written
        boolean written = !NodeModelUtils.findNodesForFeature(path, EslPackage.Literals.RESULT_PATH__QUANTIFIER).isEmpty();
        Optional<Quantifier> quantifier = written ? Optional.of(Quantifier.valueOf(path.getQuantifier().name())) : Optional.empty();
        return new CallValue.Result(quantifier, path.getPath());
    }

    /**
     * A property's variable ({@code s} in {@code send_email(to = s)}) as the placeholder its compiled atoms hold; the
     * monitor binds it to the values a transcript shows (docs/language.md, "Variables in properties").
     */
    private static Optional<Value> variable(Expr expr) {
        Expr inner = expr instanceof Parenthesized parenthesized ? parenthesized.getInner() : expr;
        if (inner instanceof Reference reference && reference.getRef() instanceof RuleVariable variable && !variable.eIsProxy()) {
            return Optional.of(StringValue.variable(variable.getName()));
        }
        return Optional.empty();
    }

    /** The arguments of a predicate atom, which are constants inside temporal properties and traces. */
    static List<Value> constantArguments(Reference reference, int arity) throws CompileException {
        if (reference.getArgs().size() != arity) {
            throw new CompileException(Expressions.describe(target(reference)) + " takes " + arity + " argument(s), not "
                    + reference.getArgs().size(), SourceRanges.of(reference));
        }
        List<Value> values = new ArrayList<>();
        for (Expr argument : reference.getArgs()) {
            Optional<Value> variable = variable(argument);
            if (variable.isPresent()) {
                values.add(variable.get());
                continue;
            }
            values.add(Expressions.constant(argument).orElseThrow(() -> new CompileException("`" + SourceRanges.textOf(argument)
                    + "` is not a constant: here a predicate applies to constants, e.g. ChewGum(\"Alex\")",
                    SourceRanges.of(argument))));
        }
        return values;
    }

    /** The template's body with each parameter replaced by the formula given for it (compiled where the call is). */
    private TemporalFormula expand(Reference call, Template template, Map<TemplateParam, TemporalFormula> bindings)
            throws CompileException {
        if (call.getArgs().size() != template.getParams().size()) {
            throw new CompileException("the template `" + template.getName() + "` takes " + template.getParams().size()
                    + " formula(s), not " + call.getArgs().size(), SourceRanges.of(call));
        }
        Map<TemplateParam, TemporalFormula> arguments = new HashMap<>();
        for (int i = 0; i < template.getParams().size(); i++) {
            arguments.put(template.getParams().get(i), formula(call.getArgs().get(i), bindings));
        }
        refuseCycle(template, call);
        expanding.addLast(template);
        try {
            return formula(present(template.getBody(), template, "template"), arguments);
        } finally {
            expanding.removeLast();
        }
    }

    private void refuseCycle(Referable declaration, Reference use) throws CompileException {
        if (expanding.contains(declaration)) {
            throw new CompileException(Expressions.describe(declaration)
                    + " refers to itself (directly or through others), so it cannot be expanded", SourceRanges.of(use));
        }
    }

    static Role role(org.esl.lang.esl.RoleAtom atom) throws CompileException {
        String name = present(atom.getRole(), atom, "role");
        return Role.named(name).orElseThrow(() -> new CompileException(
                "unknown role @" + name + ": expected @user, @assistant, @tool or @system", SourceRanges.of(atom)));
    }
}
