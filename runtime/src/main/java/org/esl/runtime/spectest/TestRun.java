package org.esl.runtime.spectest;

import java.util.List;

/** One {@code esl test} run: the reports of the specs tested, in the order they were named. */
public record TestRun(List<SpecTestReport> specs) {

    public TestRun {
        specs = List.copyOf(specs);
    }

    public long passed() {
        return specs.stream().mapToLong(SpecTestReport::passed).sum();
    }

    public long failed() {
        return specs.stream().mapToLong(SpecTestReport::failed).sum();
    }

    public boolean allPassed() {
        return failed() == 0;
    }
}
