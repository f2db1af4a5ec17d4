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

    /** workspace/executeCommand: check one transcript file (JSON or JSONL); arguments: the spec's URI, the transcript's URI. */
    public static final String CHECK_TRANSCRIPT = "esl.check.transcript";
    /**
     * Client-side command of the lens "▶ Check transcript…", offered only to a client that announces it in
     * {@code initializationOptions.clientCommands}: it asks the user for a transcript and executes
     * {@link #CHECK_TRANSCRIPT}; argument: the spec's URI.
     */
    public static final String PICK_TRANSCRIPT = "esl.check.pickTranscript";
    /**
     * workspace/executeCommand: the coverage of the documents a spec cites ({@code esl coverage}), answered at once
     * with {@code {"documents": [{"uri", "paragraphs": [{"first", "last", "citedBy": [{"name", "uri", "line"}]}]}],
     * "unsourced": [...]}} (0-based lines), or {@code {"error": "…"}} for a spec that cannot be read; argument: the
     * spec's URI.
     */
    public static final String COVERAGE = "esl.coverage";
    /**
     * workspace/executeCommand: declarations a model drafts for lines of a document ({@code esl draft}), answered when
     * the model has; the JSON of {@code esl draft --format json}, or {@code {"error": "…"}}; arguments: the document's
     * URI, the first and last line (1-based), and optionally the URI of the spec drafted into.
     */
    public static final String DRAFT = "esl.draft";
    /** Client-side command of a tally lens: show the last check's results of one declaration; arguments: the spec's URI, the name. */
    public static final String SHOW_RESULTS = "esl.showResults";

    /** Notification to the client: the results of a test run, {@code {"spec", "passed", "failed", "results": [...]}}. */
    public static final String TEST_RESULTS = "esl/testResults";
    /**
     * Notification to the client: the full results of a check, the JSON of {@code esl check --format json
     * --timeline}, plus {@code "specUri"}.
     */
    public static final String CHECK_RESULTS = "esl/checkResults";

    /** The diagnostic code of the summary a check leaves on its spec's header. */
    public static final String CHECK_SUMMARY = "check-summary";

    /** The client's settings section ({@code workspace/configuration}), also {@code initializationOptions.settings}. */
    public static final String SETTINGS_SECTION = "esl";

    private EslProtocol() {
    }
}
