package org.esl.runtime.spectest;

import java.util.Locale;

/** How one test ended. */
public enum Outcome {

    /** Every expectation of the test held. */
    PASSED,
    /** The test ran and an expectation did not hold. */
    FAILED,
    /**
     * The test could not run to a verdict: the solver did not start or failed, forward chaining hit its limit,
     * a fact has no value, a property cannot be monitored. It counts as failed; JUnit XML reports it as an error.
     */
    ERROR;

    /** The name in reports: {@code passed}. */
    public String eslName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
