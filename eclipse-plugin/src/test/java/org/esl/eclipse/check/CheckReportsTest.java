package org.esl.eclipse.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The results view's heading, as the real workbench showed it before and after a refused check. */
class CheckReportsTest {

    @Test
    void beforeAnyCheckTheHeadingSaysSo() {
        assertEquals("No check has run yet.", new CheckReports().heading());
    }

    @Test
    void aRefusedCheckShowsOnlyTheServersReason() {
        CheckReports reports = new CheckReports();
        String refusal = "railway.esl: the spec has 1 error that must be fixed before it can run; the first: 21:5: ESL001: "
                + "unknown predicate or function 'InRailwy'; did you mean 'InRailway'?";

        reports.message(refusal);

        assertEquals(refusal, reports.heading());
    }
}
