package org.esl.lang.ide.commands;

/**
 * The ids ESL adds to the Language Server Protocol, declared once: clients (the VS Code extension's
 * TypeScript mirror) point back here.
 */
public final class EslProtocol {

    /** workspace/executeCommand: run one test; arguments: the spec's URI, the test's name. */
    public static final String RUN_TEST = "esl.test.run";
    /** workspace/executeCommand: run all tests of a spec; argument: the spec's URI. */
    public static final String RUN_ALL_TESTS = "esl.test.runAll";
    /** workspace/executeCommand: check the spec's transcripts (its {@code transcripts} globs); argument: the spec's URI. */
    public static final String CHECK_TRANSCRIPTS = "esl.check.transcripts";

    /** Notification to the client: the results of a test run, {@code {"spec", "passed", "failed", "results": [...]}}. */
    public static final String TEST_RESULTS = "esl/testResults";
    /** Notification to the client: the full results of a check, the JSON of {@code esl check --format json}. */
    public static final String CHECK_RESULTS = "esl/checkResults";

    private EslProtocol() {
    }
}
