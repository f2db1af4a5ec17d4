package org.esl.runtime.spectest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.SourceRange;
import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.Arithmetic;
import org.esl.runtime.model.policy.PolicyExpression.Comparison;
import org.esl.runtime.model.policy.PolicyExpression.NumberConstant;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.test.ClaimTest;
import org.esl.runtime.model.test.SpecTest;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.policy.SolverCalls;
import org.esl.runtime.policy.SolverLimits;
import org.junit.jupiter.api.Test;

/**
 * Cancelling a run of a spec's tests, with the real Z3: the spec states x, y, z positive, and its tests are
 * {@code fermat}, whose claim x³ + y³ ≠ z³ is beyond the solver (it searches until its limit), and two
 * claims decided at once.
 */
class CancelledTestRunTest {

    private static final String FILE = "cubes.esl";
    private static final VariableRef X = new VariableRef("x", BuiltinType.INT);
    private static final VariableRef Y = new VariableRef("y", BuiltinType.INT);
    private static final VariableRef Z = new VariableRef("z", BuiltinType.INT);
    private static final SolverLimits A_MINUTE = new SolverLimits(60_000, Integer.MAX_VALUE);

    private final Spec cubes = spec(
            test("x_positive", 10, compare(X, ComparisonOperator.GREATER, num("0")), Finding.VALID),
            test("fermat", 12, compare(plus(cube(X), cube(Y)), ComparisonOperator.NOT_EQUAL, cube(Z)), Finding.VALID),
            test("y_positive", 14, compare(Y, ComparisonOperator.GREATER, num("0")), Finding.VALID));
    /** The tests the run started, as "index/count name". */
    private final List<String> started = new CopyOnWriteArrayList<>();

    @Test
    void aRunCancelledBetweenTestsStopsBeforeTheNext() {
        CancelSignal signal = new CancelSignal();
        List<SpecTest> quick = List.of(cubes.tests().get(0), cubes.tests().get(2));

        SpecTestReport report = SpecTestRunner.run(cubes, quick, A_MINUTE, 1, signal, (test, index, count) -> {
            started.add(index + "/" + count + " " + test.name());
            if (index == 0) {
                signal.cancel(); // the user cancels as the first test starts: it gets no result, the second never starts
            }
        });

        assertEquals(List.of("0/2 x_positive"), started);
        assertEquals(List.of(), report.results());
    }

    @Test
    void aSolverCallInterruptedByTheCancelIsNeitherAPassNorAFailure() throws InterruptedException {
        CancelSignal signal = new CancelSignal();
        Thread running = Thread.currentThread();
        Thread user = new Thread(() -> {
            try {
                SolverCalls.awaitRunning(running);
            } finally {
                signal.cancel(); // also when the wait gave up, so that the run ends
            }
        });

        SpecTestReport report = SpecTestRunner.run(cubes, cubes.tests(), A_MINUTE, 1, signal, (test, index, count) -> {
            started.add(index + "/" + count + " " + test.name());
            if (test.name().equals("fermat")) {
                user.start(); // the user cancels once fermat's solver call runs
            }
        });
        user.join();

        assertEquals(List.of("0/3 x_positive", "1/3 fermat"), started);
        assertEquals(List.of("x_positive passed"), report.results().stream().map(result -> result.name() + " " + result.outcome().eslName()).toList());
    }

    /**
     * On two threads, one is held by fermat while the other runs both quick claims; the user cancels once those
     * have passed, which interrupts fermat's solver call on the other thread.
     */
    @Test
    void onTwoThreadsTheCancelInterruptsTheTestStillRunningAndKeepsThoseThatFinished() {
        CancelSignal signal = new CancelSignal();
        List<String> finished = new CopyOnWriteArrayList<>();

        SpecTestReport report = SpecTestRunner.run(cubes, cubes.tests(), A_MINUTE, 2, signal, new SpecTestRunner.Progress() {
            @Override
            public void starting(SpecTest test, int index, int count) {
                started.add(index + "/" + count + " " + test.name());
            }

            @Override
            public void finished(TestResult result) {
                finished.add(result.name());
                if (finished.size() == 2) {
                    signal.cancel();
                }
            }
        });

        assertEquals(List.of("0/3 x_positive", "1/3 fermat", "2/3 y_positive"), started.stream().sorted().toList());
        assertEquals(List.of("x_positive passed", "y_positive passed"),
                report.results().stream().map(result -> result.name() + " " + result.outcome().eslName()).toList());
    }

    @Test
    void aRunNobodyCancelsRunsTheTestsItIsGiven() {
        SpecTestReport report = SpecTestRunner.run(cubes, List.of(cubes.tests().get(2)), A_MINUTE, 1, new CancelSignal(),
                (test, index, count) -> started.add(index + "/" + count + " " + test.name()));

        assertEquals(List.of("0/1 y_positive"), started);
        assertEquals(List.of("y_positive passed"), report.results().stream().map(result -> result.name() + " " + result.outcome().eslName()).toList());
    }

    private static Spec spec(SpecTest... tests) {
        List<PolicyVariable> variables = List.of(X, Y, Z).stream()
                .map(variable -> new PolicyVariable(variable.name(), BuiltinType.INT, "an integer", at(3))).toList();
        List<Policy> positive = List.of(X, Y, Z).stream()
                .map(variable -> new Policy(variable.name() + "_positive", "", compare(variable, ComparisonOperator.GREATER, num("0")), at(6)))
                .toList();
        return new Spec("cubes", "", FILE, Options.DEFAULTS, List.of(), List.<Path>of(), List.of(), List.of(), List.of(), List.of(),
                List.of(), List.of(), List.of(), List.of(), List.of(), variables, positive, List.of(tests));
    }

    private static ClaimTest test(String name, int line, PolicyExpression claim, Finding expected) {
        return new ClaimTest(name, "", Optional.empty(), claim, expected, at(line));
    }

    private static PolicyExpression cube(VariableRef variable) {
        return new Arithmetic(ArithmeticOperator.MULTIPLY, new Arithmetic(ArithmeticOperator.MULTIPLY, variable, variable), variable);
    }

    private static PolicyExpression plus(PolicyExpression left, PolicyExpression right) {
        return new Arithmetic(ArithmeticOperator.ADD, left, right);
    }

    private static Comparison compare(PolicyExpression left, ComparisonOperator operator, PolicyExpression right) {
        return new Comparison(operator, left, right);
    }

    private static NumberConstant num(String value) {
        return new NumberConstant(Rational.parse(value));
    }

    private static SourceRange at(int line) {
        return new SourceRange(FILE, line, 6, line, 12);
    }
}
