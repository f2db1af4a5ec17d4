package org.esl.runtime.spectest;

/**
 * One line per test, compiler-style so terminals and editors link it to the test
 * ({@code examples/park.esl:29:6: PASS senior_low_season}, {@code ...: FAIL name: reason}), then, always as the
 * last line, {@code N passed, N failed}, which CI scripts read.
 */
public final class TextTestRenderer implements TestRunRenderer {

    @Override
    public String render(TestRun run) {
        StringBuilder out = new StringBuilder();
        for (SpecTestReport spec : run.specs()) {
            for (TestResult result : spec.results()) {
                out.append(result.range()).append(": ");
                if (result.passed()) {
                    out.append("PASS ").append(result.name());
                } else {
                    out.append("FAIL ").append(result.name()).append(": ").append(oneLine(result.message()));
                }
                out.append('\n');
            }
        }
        return out.append(summary(run)).append('\n').toString();
    }

    /** {@code 5 passed, 1 failed}: the last line of the text output. */
    public static String summary(TestRun run) {
        return run.passed() + " passed, " + run.failed() + " failed";
    }

    /** A line break inside a message would break the one-test-per-line shape that tools parse. */
    private static String oneLine(String message) {
        return message.replaceAll("\\s*\\R\\s*", " ");
    }
}
