package org.esl.lang.compiler;

import static org.esl.lang.compiler.Expressions.present;
import static org.esl.lang.compiler.Expressions.target;
import static org.esl.lang.compiler.Expressions.unwrap;
import static org.esl.lang.compiler.RuleCompiler.nullToEmpty;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.BoolLiteral;
import org.esl.lang.esl.ConsistentExpectation;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.FactsExpectation;
import org.esl.lang.esl.InferredExpectation;
import org.esl.lang.esl.Referable;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.ResultPath;
import org.esl.lang.esl.Test;
import org.esl.lang.esl.TestBody;
import org.esl.lang.esl.ToolParam;
import org.esl.lang.esl.TraceExpectation;
import org.esl.lang.esl.TraceStep;
import org.esl.lang.esl.ViolatedExpectation;
import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.ResultSyntax;
import org.esl.runtime.model.temporal.ResultValue;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.ToolResult;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.test.ClaimTest;
import org.esl.runtime.model.test.FactsTest;
import org.esl.runtime.model.test.SpecTest;
import org.esl.runtime.model.test.TraceTest;
import org.esl.runtime.model.value.Value;

/** The spec's own tests: claims against the policies, facts through the rules, traces against the properties. */
final class TestCompiler {

    private final RuleCompiler rules = new RuleCompiler();
    private final PolicyCompiler policies = new PolicyCompiler();

    SpecTest test(Test test) throws CompileException {
        String name = Expressions.name(test.getName(), test);
        String description = nullToEmpty(test.getDescription());
        SourceRange range = SourceRanges.ofName(test);
        TestBody body = present(test.getBody(), test, "test");
        if (body instanceof org.esl.lang.esl.ClaimTest claim) {
            Optional<PolicyExpression> given = claim.getGiven() == null
                    ? Optional.empty()
                    : Optional.of(policies.formula(claim.getGiven()));
            return new ClaimTest(name, description, given, policies.formula(present(claim.getClaim(), claim, "claim")),
                    Finding.valueOf(claim.getExpected().name()), range);
        }
        if (body instanceof org.esl.lang.esl.FactsTest facts) {
            List<AtomLiteral> literals = new ArrayList<>();
            for (Expr fact : facts.getFacts()) {
                literals.add(rules.groundLiteral(fact));
            }
            List<org.esl.runtime.model.test.FactsExpectation> expectations = new ArrayList<>();
            for (FactsExpectation expectation : facts.getExpectations()) {
                expectations.add(factsExpectation(expectation));
            }
            return new FactsTest(name, description, literals, expectations, range);
        }
        org.esl.lang.esl.TraceTest trace = (org.esl.lang.esl.TraceTest) body;
        List<Step> steps = new ArrayList<>();
        for (TraceStep step : trace.getSteps()) {
            steps.add(step(present(step.getFormula(), step, "trace step")));
        }
        List<org.esl.runtime.model.test.TraceExpectation> expectations = new ArrayList<>();
        for (TraceExpectation expectation : trace.getExpectations()) {
            List<String> properties = new ArrayList<>();
            for (org.esl.lang.esl.Property property : expectation.getProperties()) {
                properties.add(declared(property, expectation).getName());
            }
            expectations.add(new org.esl.runtime.model.test.TraceExpectation(
                    Verdict.valueOf(expectation.getVerdict().name()), properties));
        }
        return new TraceTest(name, description, steps, expectations, range);
    }

    private org.esl.runtime.model.test.FactsExpectation factsExpectation(FactsExpectation expectation) throws CompileException {
        if (expectation instanceof ViolatedExpectation violated) {
            List<String> names = new ArrayList<>();
            for (org.esl.lang.esl.Rule rule : violated.getRules()) {
                names.add(declared(rule, violated).getName());
            }
            return new org.esl.runtime.model.test.FactsExpectation.Violated(names);
        }
        if (expectation instanceof InferredExpectation inferred) {
            List<AtomLiteral> literals = new ArrayList<>();
            for (Expr atom : inferred.getAtoms()) {
                literals.add(rules.groundLiteral(atom));
            }
            return new org.esl.runtime.model.test.FactsExpectation.Inferred(literals);
        }
        if (expectation instanceof ConsistentExpectation) {
            return new org.esl.runtime.model.test.FactsExpectation.Consistent();
        }
        throw new CompileException("incomplete expectation", SourceRanges.of(expectation));
    }

    /**
     * One step of a trace: what holds at it, joined by {@code and}: at most one tool call with argument
     * values ({@code transfer_funds(amount = 500)}) or one tool's result ({@code get_email(result.sender = "b@x.com")}),
     * predicates applied to constants, and at most one role.
     * {@code true} is a step at which nothing in particular holds.
     */
    private static Step step(Expr formula) throws CompileException {
        Optional<Role> role = Optional.empty();
        Optional<ToolCall> toolCall = Optional.empty();
        Optional<ToolResult> result = Optional.empty();
        Set<PredicateAtom> predicates = new LinkedHashSet<>();
        for (Expr part : conjuncts(formula)) {
            if (part instanceof org.esl.lang.esl.RoleAtom roleAtom) {
                Role spoken = TemporalCompiler.role(roleAtom);
                if (role.isPresent() && role.get() != spoken) {
                    throw new CompileException("a step has one speaker, not " + role.get() + " and " + spoken, SourceRanges.of(part));
                }
                role = Optional.of(spoken);
            } else if (part instanceof Reference reference && target(reference) instanceof org.esl.lang.esl.Tool tool) {
                if (toolCall.isPresent() || result.isPresent()) {
                    throw new CompileException("a step calls at most one tool; write the second call as the next step",
                            SourceRanges.of(part));
                }
                WrittenCall written = toolCall(reference, tool);
                if (written.result().isEmpty()) {
                    toolCall = Optional.of(written.call());
                } else {
                    result = Optional.of(new ToolResult(written.call(), resultValue(written.result(), part)));
                }
            } else if (part instanceof Reference reference && target(reference) instanceof org.esl.lang.esl.Predicate predicate) {
                predicates.add(PredicateAtom.of(predicate.getName(),
                        TemporalCompiler.constantArguments(reference, predicate.getParams().size())));
            } else if (!(part instanceof BoolLiteral bool && bool.isValue())) {
                throw new CompileException("`" + SourceRanges.textOf(part) + "` cannot describe a trace step: a step lists "
                        + "what holds at it (a tool call, predicates, a role), joined by `and`", SourceRanges.of(part));
            }
        }
        if (toolCall.isPresent() && role.isPresent() && role.get() != Role.ASSISTANT) {
            throw new CompileException("a tool call is made by @assistant, not by " + role.get(), SourceRanges.of(formula));
        }
        if (result.isPresent() && role.isPresent() && role.get() != Role.TOOL) {
            throw new CompileException("a tool's result is spoken by @tool, not by " + role.get(), SourceRanges.of(formula));
        }
        return new Step(role, toolCall, result, predicates);
    }

    private static ResultValue resultValue(List<ResultSyntax.Entry> entries, Expr call) throws CompileException {
        try {
            return ResultSyntax.build(entries);
        } catch (IllegalArgumentException e) {
            throw new CompileException(e.getMessage(), SourceRanges.of(call));
        }
    }

    private static List<Expr> conjuncts(Expr expr) throws CompileException {
        Expr inner = unwrap(expr, expr);
        if (inner instanceof Binary binary && "and".equals(binary.getOp())) {
            List<Expr> parts = new ArrayList<>(conjuncts(present(binary.getLeft(), binary, "trace step")));
            parts.addAll(conjuncts(present(binary.getRight(), binary, "trace step")));
            return parts;
        }
        return List.of(inner);
    }

    /** A trace step's call: its arguments, and the values of its result when the step is the tool's answer. */
    private record WrittenCall(ToolCall call, List<ResultSyntax.Entry> result) {
    }

    /**
     * {@code transfer_funds(amount = 500, to = "Bob")}: each argument gives a parameter its value; {@code
     * get_email(id = 3, result.sender = "bob@x.com")} gives the result's values too (docs/language.md, "Tool results").
     */
    private static WrittenCall toolCall(Reference reference, org.esl.lang.esl.Tool tool) throws CompileException {
        Map<String, Value> arguments = new LinkedHashMap<>();
        List<ResultSyntax.Entry> result = new ArrayList<>();
        for (Expr argument : reference.getArgs()) {
            Expr inner = unwrap(argument, argument);
            Optional<Value> value = inner instanceof Binary binary && "=".equals(binary.getOp())
                    ? Expressions.constant(binary.getRight())
                    : Optional.empty();
            if (value.isPresent() && ((Binary) inner).getLeft() instanceof ResultPath path) {
                result.add(new ResultSyntax.Entry(TemporalCompiler.resultPath(path), value.get()));
                continue;
            }
            Optional<String> parameter = inner instanceof Binary binary && binary.getLeft() instanceof Reference left
                    && left.getRef() instanceof ToolParam param && !param.eIsProxy()
                    ? Optional.of(param.getName())
                    : Optional.empty();
            if (value.isEmpty() || parameter.isEmpty()) {
                throw new CompileException("`" + SourceRanges.textOf(inner) + "` does not give an argument of `" + tool.getName()
                        + "` a value: write parameter = constant, e.g. amount = 500", SourceRanges.of(inner));
            }
            if (arguments.put(parameter.get(), value.get()) != null) {
                throw new CompileException("the argument `" + parameter.get() + "` is given twice", SourceRanges.of(inner));
            }
        }
        return new WrittenCall(new ToolCall(ToolNames.called(tool), arguments), result);
    }

    /** A cross-reference to a rule or property that linked. */
    private static <T extends Referable> T declared(T target, EObject where) throws CompileException {
        if (target == null || target.eIsProxy()) {
            throw new CompileException("a name in `" + SourceRanges.textOf(where) + "` is not declared", SourceRanges.of(where));
        }
        return target;
    }
}
