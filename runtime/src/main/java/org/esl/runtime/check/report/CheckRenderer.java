package org.esl.runtime.check.report;

import org.esl.runtime.check.CheckReport;

/** Turns the results of {@code esl check} into the text of one output format. */
@FunctionalInterface
public interface CheckRenderer {

    String render(CheckReport report);
}
