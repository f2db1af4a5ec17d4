package org.esl.runtime.model.temporal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The expansions in ESL syntax; the language module checks every pattern and scope against the table too. */
class DwyerPatternTest {

    private static final TemporalFormula S = ToolAtom.of("get_balance");
    private static final TemporalFormula P = ToolAtom.of("transfer_funds");
    private static final TemporalFormula Q = ToolAtom.of("login");
    private static final TemporalFormula R = ToolAtom.of("logout");

    @Test
    void precedenceGloballyIsAWeakUntil() {
        assertEquals("not transfer_funds unless get_balance",
                DwyerPattern.PRECEDENCE.expand(List.of(S, P), new DwyerScope.Globally()).toString());
    }

    @Test
    void precedenceBetweenOpensAndClosesTheScope() {
        assertEquals("always (login and not logout and eventually logout -> not transfer_funds until (get_balance or logout))",
                DwyerPattern.PRECEDENCE.expand(List.of(S, P), new DwyerScope.Between(Q, R)).toString());
    }

    @Test
    void responseAfterUntilNestsTheAnswerInsideAWeakUntil() {
        assertEquals("always (login and not logout -> (transfer_funds -> not logout until (get_balance and not logout)) unless logout)",
                DwyerPattern.RESPONSE.expand(List.of(P, S), new DwyerScope.AfterUntil(Q, R)).toString());
    }

    @Test
    void existenceAfterIsADisjunction() {
        assertEquals("always not login or eventually (login and eventually transfer_funds)",
                DwyerPattern.EXISTENCE.expand(List.of(P), new DwyerScope.After(Q)).toString());
    }

    @Test
    void theNumberOfArgumentsMustBeThePatternsArity() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DwyerPattern.RESPONSE.expand(List.of(P), new DwyerScope.Globally()));
        assertEquals("response takes 2 formula(s), got 1", e.getMessage());
    }
}
