package org.esl.runtime.spectest;

/** Turns the results of an {@code esl test} run into one output format. */
public interface TestRunRenderer {

    String render(TestRun run);
}
