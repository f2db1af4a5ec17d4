package org.esl.cli;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import picocli.CommandLine.Option;

/**
 * How a check binds rules and how long each solver call may take: the options {@code esl check}, {@code esl guard}
 * and {@code esl audit} share, with one check of their values.
 */
public final class SolverArguments {

    @Option(names = "--interpretation", paramLabel = "1|2",
            description = "How rules are bound: 1 complete bindings only, 2 partial ones completed too; default: the spec's option.")
    private Integer interpretation;

    @Option(names = "--timeout", paramLabel = "MS",
            description = "Time limit of each solver call in milliseconds; default: the spec's smt.timeout.")
    private Long timeout;

    /** Why the values given cannot be used, as a command says of bad input; empty when they can. */
    public Optional<String> mistake() {
        if (interpretation != null && interpretation != 1 && interpretation != 2) {
            return Optional.of("--interpretation is 1 or 2, not " + interpretation);
        }
        if (timeout != null && timeout <= 0) {
            return Optional.of("--timeout is a positive number of milliseconds, not " + timeout);
        }
        return Optional.empty();
    }

    /** The interpretation asked for; empty for the spec's own. */
    public OptionalInt interpretation() {
        return interpretation == null ? OptionalInt.empty() : OptionalInt.of(interpretation);
    }

    /** The solver time limit asked for, in milliseconds; empty for the spec's own. */
    public OptionalLong timeout() {
        return timeout == null ? OptionalLong.empty() : OptionalLong.of(timeout);
    }
}
