package org.esl.runtime.lint.logic;

import static org.esl.runtime.lint.logic.GroupProver.Literal.APPLIES;
import static org.esl.runtime.lint.logic.GroupProver.Literal.FAILS;
import static org.esl.runtime.lint.logic.GroupProver.Literal.HOLDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import org.esl.runtime.SourceRange;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.logic.GroupProver.Assumption;
import org.esl.runtime.lint.logic.GroupProver.Outcome;
import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.And;
import org.esl.runtime.model.policy.PolicyExpression.Arithmetic;
import org.esl.runtime.model.policy.PolicyExpression.Comparison;
import org.esl.runtime.model.policy.PolicyExpression.Implies;
import org.esl.runtime.model.policy.PolicyExpression.NumberConstant;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.policy.SolverCalls;
import org.esl.runtime.policy.SolverException;
import org.junit.jupiter.api.Test;

/**
 * What the rule-and-policy checks ask of their solver ({@link LogicSolver}, {@link GroupProver}), answered by Z3:
 * checks under assumptions about members' tracking literals, unsat cores over those assumptions, and no answer
 * (with the reason) when a check runs out of time or the run is cancelled.
 */
class Z3LogicSolverTest {

    private static final VariableRef FEE = new VariableRef("fee", BuiltinType.INT);
    private static final VariableRef X = new VariableRef("x", BuiltinType.INT);
    private static final VariableRef Y = new VariableRef("y", BuiltinType.INT);
    private static final VariableRef Z = new VariableRef("z", BuiltinType.INT);

    /** policy cheap: fee <= 10; policy dear: fee >= 20; policy waived: fee > 100 => fee = 0 */
    private static final List<Member> FEES = List.of(
            policy("cheap", compare(FEE, ComparisonOperator.LESS_OR_EQUAL, 10)),
            policy("dear", compare(FEE, ComparisonOperator.GREATER_OR_EQUAL, 20)),
            policy("waived", new Implies(compare(FEE, ComparisonOperator.GREATER, 100), compare(FEE, ComparisonOperator.EQUAL, 0))));

    @Test
    void membersThatCannotHoldTogetherAreAnUnsatCoreOfTheirAssumptions() throws SolverException {
        try (LogicSolver solver = new Z3LogicSolver(); GroupProver fees = prover(solver, FEES, 10_000, LintOptions.Cancellation.NEVER)) {
            assertInstanceOf(Outcome.Satisfiable.class, fees.check(List.of(holds(0), holds(2))));

            Outcome both = fees.check(List.of(holds(0), holds(1), holds(2)));

            assertEquals(Set.of(holds(0), holds(1)), assertInstanceOf(Outcome.Unsatisfiable.class, both).core());
        }
    }

    @Test
    void aPremiseAndAFailureAreAssumedLikeAMembersHolding() throws SolverException {
        try (LogicSolver solver = new Z3LogicSolver(); GroupProver fees = prover(solver, FEES, 10_000, LintOptions.Cancellation.NEVER)) {
            assertTrue(fees.hasPremise(2));
            assertFalse(fees.hasPremise(0));

            // cheap leaves no room for waived's premise, fee > 100; while dear holds, cheap can still fail (fee = 20)
            Outcome premise = fees.check(List.of(holds(0), new Assumption(APPLIES, 2)));
            Outcome failure = fees.check(List.of(holds(1), new Assumption(FAILS, 0)));

            assertEquals(Set.of(holds(0), new Assumption(APPLIES, 2)), assertInstanceOf(Outcome.Unsatisfiable.class, premise).core());
            assertInstanceOf(Outcome.Satisfiable.class, failure);
        }
    }

    /** Fermat's last theorem for n = 3, which Z3 searches without end: only a time limit or a cancel stops it. */
    private static final List<Member> CUBES = List.of(policy("fermat", new And(List.of(
            new Comparison(ComparisonOperator.EQUAL, plus(cube(X), cube(Y)), cube(Z)),
            compare(X, ComparisonOperator.GREATER, 0), compare(Y, ComparisonOperator.GREATER, 0), compare(Z, ComparisonOperator.GREATER, 0)))));

    @Test
    void aCheckThatRunsOutOfTimeIsUndecidedAndSaysSo() throws SolverException {
        try (LogicSolver solver = new Z3LogicSolver(); GroupProver cubes = prover(solver, CUBES, 1, LintOptions.Cancellation.NEVER)) {
            Outcome outcome = cubes.check(List.of(holds(0)));

            assertEquals(new Outcome.Undecided("could not decide within 1 ms"), outcome);
        }
    }

    @Test
    void aCheckTheRunCancelsWhileItRunsIsInterruptedAndUndecided() throws Exception {
        AtomicBoolean cancelled = new AtomicBoolean();
        // a time limit of ten minutes: only the cancel ends the check before the test's patience does
        try (LogicSolver solver = new Z3LogicSolver(); GroupProver cubes = prover(solver, CUBES, 600_000, cancelled::get)) {
            Thread checking = Thread.currentThread();
            Thread editor = new Thread(() -> {
                try {
                    SolverCalls.awaitRunning(checking);
                } finally {
                    cancelled.set(true); // also when the wait gave up, so that the check ends
                }
            });
            editor.start();
            Outcome outcome = cubes.check(List.of(holds(0)));
            editor.join();

            assertEquals(new Outcome.Undecided("the lint was cancelled"), outcome);
        }
    }

    private static GroupProver prover(LogicSolver solver, List<Member> group, int timeoutMillis, LintOptions.Cancellation cancellation)
            throws SolverException {
        List<PolicyVariable> variables = List.of(FEE, X, Y, Z).stream()
                .map(variable -> new PolicyVariable(variable.name(), variable.type(), "a number", SourceRange.at("fees.esl", 1, 1))).toList();
        solver.prepare(variables, group);
        return solver.prover(group, timeoutMillis, cancellation);
    }

    private static Assumption holds(int member) {
        return new Assumption(HOLDS, member);
    }

    private static Member policy(String name, PolicyExpression formula) {
        return new Member.PolicyMember(new Policy(name, "", formula, SourceRange.at("fees.esl", 2, 8)));
    }

    private static Comparison compare(VariableRef variable, ComparisonOperator operator, int value) {
        return new Comparison(operator, variable, new NumberConstant(Rational.parse(Integer.toString(value))));
    }

    private static Arithmetic cube(VariableRef variable) {
        return new Arithmetic(ArithmeticOperator.MULTIPLY, new Arithmetic(ArithmeticOperator.MULTIPLY, variable, variable), variable);
    }

    private static Arithmetic plus(PolicyExpression left, PolicyExpression right) {
        return new Arithmetic(ArithmeticOperator.ADD, left, right);
    }
}
