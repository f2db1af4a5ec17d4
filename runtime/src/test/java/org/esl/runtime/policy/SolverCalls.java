package org.esl.runtime.policy;

import java.util.Arrays;

/** For tests that cancel a solver call while it runs: where a thread is, as a user who waits for a long call sees it. */
public final class SolverCalls {

    private SolverCalls() {
    }

    /** Returns once {@code thread} is inside Z3's native check, so that a cancel then interrupts a running call. */
    public static void awaitRunning(Thread thread) {
        while (Arrays.stream(thread.getStackTrace()).noneMatch(frame -> frame.isNativeMethod()
                && frame.getClassName().equals("com.microsoft.z3.Native") && frame.getMethodName().contains("solverCheck"))) {
            Thread.yield();
        }
    }
}
