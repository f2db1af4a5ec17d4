/**
 * The ids ESL adds to the Language Server Protocol. Mirror of the Java class
 * lsp-server/src/main/java/org/esl/lang/ide/commands/EslProtocol.java, which declares them once:
 * change them there first, then here.
 */

/** workspace/executeCommand: run one test; arguments: the spec's URI, the test's name. */
export const RUN_TEST = 'esl.test.run';
/** workspace/executeCommand: run all tests of a spec; argument: the spec's URI. */
export const RUN_ALL_TESTS = 'esl.test.runAll';
/** workspace/executeCommand: check the spec's transcripts (its `transcripts` globs); argument: the spec's URI. */
export const CHECK_TRANSCRIPTS = 'esl.check.transcripts';
/** workspace/executeCommand: check one transcript file; arguments: the spec's URI, the transcript's URI. */
export const CHECK_TRANSCRIPT = 'esl.check.transcript';
/**
 * workspace/executeCommand: the coverage of the documents a spec cites, answered at once (see coverage/model.ts);
 * argument: the spec's URI.
 */
export const COVERAGE = 'esl.coverage';
/**
 * workspace/executeCommand: declarations a model drafts for lines of a document, the JSON of `esl draft --format json`
 * (see draft/draftText.ts); arguments: the document's URI, the first and last line (1-based), the spec's URI (optional).
 */
export const DRAFT = 'esl.draft';

/**
 * Client-side command of the "▶ Check transcript…" lens (arguments: the spec's URI): the client asks for a
 * file and executes CHECK_TRANSCRIPT. The server shows the lens only to clients that announce it.
 */
export const PICK_TRANSCRIPT = 'esl.check.pickTranscript';
/** Client-side command of the tally lenses (arguments: the spec's URI, a declaration's name): show the results. */
export const SHOW_RESULTS = 'esl.showResults';

/** Notification to the client: the results of a test run, `{"spec", "passed", "failed", "results": [...]}`. */
export const TEST_RESULTS = 'esl/testResults';
/** Notification to the client: the full results of a check, the JSON of `esl check --format json --timeline`. */
export const CHECK_RESULTS = 'esl/checkResults';

/** The diagnostic code of the one Information diagnostic that sums up the last check on the spec's header. */
export const CHECK_SUMMARY = 'check-summary';
/** The configuration section the server reads (workspace/configuration, initializationOptions.settings). */
export const SETTINGS_SECTION = 'esl';

/** The client-side commands announced in `initializationOptions.clientCommands`. */
export const CLIENT_COMMANDS: readonly string[] = [PICK_TRANSCRIPT, SHOW_RESULTS];
