package org.esl.runtime.spectest;

import java.util.Locale;

import org.esl.runtime.model.test.ClaimTest;
import org.esl.runtime.model.test.FactsTest;
import org.esl.runtime.model.test.SpecTest;

/** The three forms of a spec's {@code test} block, by the engine that runs them. */
public enum TestKind {

    /** {@code given P claim C expect valid}: the Z3 policy solver. */
    CLAIM,
    /** {@code facts A, B expect violated R}: forward chaining over the rules. */
    FACTS,
    /** {@code trace a; b expect satisfied P}: the temporal monitor. */
    TRACE;

    public static TestKind of(SpecTest test) {
        if (test instanceof ClaimTest) {
            return CLAIM;
        }
        return test instanceof FactsTest ? FACTS : TRACE;
    }

    /** The name in reports: {@code claim}. */
    public String eslName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
