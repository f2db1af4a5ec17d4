package org.esl.runtime.policy;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Predicate;

/** For tests that cancel a solver call while it runs: where a thread is, as a user who waits for a long call sees it. */
public final class SolverCalls {

    /** How long a thread may take to reach Z3's check before the test gives up (a safety net, not a measure). */
    private static final long PATIENCE_NANOS = TimeUnit.MINUTES.toNanos(2);

    private SolverCalls() {
    }

    /**
     * Returns once {@code thread} is inside Z3's native check, so that a cancel then interrupts a running call.
     * Looks every millisecond rather than spinning, so that on a machine with two cores the wait does not
     * compete with the thread it waits for (asking for a running thread's stack stops it for a moment).
     */
    public static void awaitRunning(Thread thread) {
        await(thread, frames -> true);
    }

    /**
     * Returns once {@code thread} is inside Z3's check of a claim, past the check of the model's consistency
     * that opening a solver makes: for a caller that opens the solver on its own, at its first claim.
     */
    public static void awaitDeciding(Thread thread) {
        await(thread, frames -> Arrays.stream(frames).anyMatch(frame -> frame.getClassName().equals(Z3PolicySolver.class.getName())
                && frame.getMethodName().equals("decide")));
    }

    private static void await(Thread thread, Predicate<StackTraceElement[]> where) {
        long deadline = System.nanoTime() + PATIENCE_NANOS;
        while (!inCheck(thread, where)) {
            if (!thread.isAlive() || System.nanoTime() > deadline) {
                throw new AssertionError(thread.getName() + " did not reach Z3's check; it is at "
                        + Arrays.toString(thread.getStackTrace()));
            }
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
        }
    }

    private static boolean inCheck(Thread thread, Predicate<StackTraceElement[]> where) {
        StackTraceElement[] frames = thread.getStackTrace();
        return Arrays.stream(frames).anyMatch(frame -> frame.isNativeMethod()
                && frame.getClassName().equals("com.microsoft.z3.Native") && frame.getMethodName().contains("solverCheck"))
                && where.test(frames);
    }
}
