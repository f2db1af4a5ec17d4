package org.esl.lang.run;

import java.util.Objects;

import org.esl.runtime.check.CheckReport;

/** A check run with every transcript's report kept: {@link RunnableSpec#checkAll}. */
public record CollectedCheck(CheckReport report, CheckRun run) {

    public CollectedCheck {
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(run, "run");
    }
}
