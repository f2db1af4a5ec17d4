package org.esl.cli;

import java.util.Optional;

import picocli.CommandLine.Option;

/** How many threads run a spec's tests: the option {@code esl test} and {@code esl generate tests} share. */
final class TestThreadsArgument {

    @Option(names = "--threads", paramLabel = "N",
            description = "Run the tests on N threads (default: the number of cores), each with a solver of its own;"
                    + " the results keep the order of the tests, whatever N. --threads 1 needs the least memory.")
    private Integer threads;

    /** Why the value given cannot be used, as a command says of bad input; empty when it can. */
    Optional<String> mistake() {
        return threads != null && threads < 1 ? Optional.of("--threads is a positive number, not " + threads) : Optional.empty();
    }

    /** The threads asked for, else one per core. */
    int count() {
        return threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    }
}
