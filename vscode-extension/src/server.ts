import type { ChildProcess } from 'node:child_process';
import * as readline from 'node:readline';
import type { Readable } from 'node:stream';
import * as vscode from 'vscode';
import {
    CloseAction,
    DidChangeConfigurationNotification,
    ErrorAction,
    ExecuteCommandRequest,
    LanguageClient,
    State,
    type LanguageClientOptions,
    type ServerOptions,
} from 'vscode-languageclient/node';
import { makeArchive } from './classSharing';
import type { EarlyServer } from './earlyServer';
import { findJava, javaHomeSettingsCommand } from './java';
import { CHECK_RESULTS, CLIENT_COMMANDS, SETTINGS_SECTION, TEST_RESULTS } from './protocol';
import { RestartBudget } from './restartBudget';
import type { CheckReport, TestReport } from './results/report';
import type { ResultsStore } from './results/store';
import { toServerSettings } from './settings';
import { jarArguments, locateServerJar, type ServerFiles, unpackServerOnce } from './serverJar';
import { endIfStillRunning, serverLaunch, spawnServer } from './serverLaunch';
import { serverLogLine } from './serverLog';
import { StartTimeline } from './startTimeline';
import type { ServerState } from './status';
import { firstFolderOnDisk, javaLookup } from './windowPlace';

/** How long after its start the class-data sharing archive waits for the server's first code lenses before it is made anyway. */
const FIRST_ANSWER_WAIT_MS = 30_000;
/**
 * How long after the first code lenses the archive waits before it is made: VS Code draws the lenses about half a
 * second after the server's answer, and the dump (a JVM of a few seconds of CPU) would share the two cores with that.
 */
const ARCHIVE_AFTER_ANSWER_MS = 1_000;
/** How long a server asked to end (`shutdown`, `exit`) has before it is ended, as the language client gives its own. */
const PROCESS_END_WAIT_MS = 2_000;
/** Crashes tolerated within CRASH_WINDOW_MS before the extension stops restarting the server. */
const CRASH_LIMIT = 4;
const CRASH_WINDOW_MS = 3 * 60 * 1000;

/** The server's settings from what the user set (at any level) in the section `esl`. */
function serverSettings(scope?: vscode.Uri) {
    const config = vscode.workspace.getConfiguration(SETTINGS_SECTION, scope);
    return toServerSettings((key) => {
        const value = config.inspect(key);
        return value?.workspaceFolderValue ?? value?.workspaceValue ?? value?.globalValue;
    });
}

/**
 * Writes what the server prints to the output channel line by line at the level each line carries
 * ({@link serverLogLine}): stack traces only at debug, a routine warning as a warning.
 */
function logLines(input: Readable, channel: vscode.LogOutputChannel): void {
    readline.createInterface({ input, crlfDelay: Infinity, terminal: false }).on('line', (line) => {
        const { level, text } = serverLogLine(line);
        channel[level](text);
    });
}

/** The language server process (`java -jar server/esl.jar lsp`) and its client. */
export class EslServer implements vscode.Disposable {
    private client: LanguageClient | undefined;
    private readonly budget = new RestartBudget(CRASH_LIMIT, CRASH_WINDOW_MS);
    private readonly stateChanged = new vscode.EventEmitter<ServerState>();
    readonly onDidChangeState = this.stateChanged.event;
    private currentState: ServerState = 'stopped';
    /** The spec of the last check asked for: reports without `specUri` belong to it. */
    private lastCheckedSpec: string | undefined;
    /** The timeline of the last start, until its first code lenses. */
    private timeline: StartTimeline | undefined;
    /**
     * Z3's natives unpacked: at once, but on the first start of a platform VSIX, where the first call begins their
     * unpacking (the server's first answers, or a command that needs them).
     */
    private nativesUnpacked: () => Promise<void> = () => Promise.resolve();
    private readonly reportedNatives = new WeakSet<Promise<void>>();
    /** The process the client talks to (the client does not keep one it was handed: {@link stop} ends it). */
    private serverProcess: ChildProcess | undefined;

    constructor(
        private readonly context: vscode.ExtensionContext,
        private readonly output: vscode.LogOutputChannel,
        private readonly store: ResultsStore,
    ) {}

    get state(): ServerState {
        return this.currentState;
    }

    private setState(state: ServerState): void {
        this.currentState = state;
        this.stateChanged.fire(state);
    }

    /** A start's timeline (startTimeline.ts), written to the output channel at level trace. */
    private newTimeline(kind: StartTimeline['kind']): StartTimeline {
        return new StartTimeline(kind, (line) => this.output.trace(line));
    }

    /**
     * Starts the server: the process spawned at the extension's evaluation (`early`, earlyServer.ts) when it runs what
     * this start would, else a new one.
     */
    async start(timeline = this.newTimeline('restart'), early?: EarlyServer): Promise<void> {
        this.timeline = timeline;
        this.setState('starting');
        // side by side: a Java not seen before is asked its version (a JVM start), and the first start of a platform
        // VSIX unpacks the jar
        const [java, files] = await Promise.all([timeline.span('Java lookup', () => this.lookUpJava()), this.serverFiles(timeline)]);
        if (java.kind === 'problem' || files === undefined) {
            early?.discard();
            if (java.kind === 'problem') {
                this.fail(java.message);
            }
            return;
        }
        const launch = serverLaunch({ java: java.java.executable, javaVersion: java.version, files,
            storage: this.context.globalStorageUri.fsPath, folder: firstFolderOnDisk(), env: process.env });
        let adopted = await early?.adopt(launch);
        const tookOver = adopted !== undefined;
        this.output.info(`${tookOver ? 'The ESL language server started while the extension loaded, with' : 'Starting the ESL language server with'}`
            + ` Java ${java.version} (from ${java.java.source}): ${launch.command} ${launch.args.join(' ')}`);
        // the process the client talks to: the early one, then (after a crash) a new one each time the client asks
        const serverOptions: ServerOptions = async () => {
            const server = adopted ?? spawnServer(launch);
            adopted = undefined;
            this.serverProcess = server;
            server.once('exit', (code, signal) => this.output[code === 0 ? 'info' : 'error'](
                `The server process exited with ${signal === null ? `code ${code}` : `signal ${signal}`}`));
            return server;
        };
        let answered = () => {};
        const firstAnswer = new Promise<void>((resolve) => {
            answered = resolve;
            setTimeout(resolve, FIRST_ANSWER_WAIT_MS).unref();
        });
        const client = new LanguageClient('esl', 'ESL Language Server', serverOptions, this.clientOptions(() => answered()));
        client.onNotification(CHECK_RESULTS, (report: CheckReport) => this.checkResults(report));
        client.onNotification(TEST_RESULTS, (report: TestReport) => this.testResults(report));
        client.onDidChangeState((e) => {
            if (e.newState === State.Running) {
                this.setState('running');
            } else if (e.newState === State.Starting) {
                this.setState('starting');
            } else if (this.currentState !== 'failed') {
                this.setState('stopped');
            }
        });
        this.client = client;
        timeline.mark(tookOver ? 'taking over the server spawned at the extension\'s evaluation, initialize follows'
            : 'spawning the server, initialize follows');
        try {
            await client.start();
        } catch (error) {
            this.fail(`The ESL language server did not start: ${(error as Error).message}`);
            return;
        }
        timeline.mark('initialize answered, initialized sent');
        // on the first start of a platform VSIX, Z3's natives once the first answers are shown, not beside the server's
        // start; the solver-backed lint of the opened spec, their first user, begins then too and waits for them
        void firstAnswer.then(() => this.nativesUnpacked()).catch(() => {});
        const make = launch.sharing.make;
        if (make) {
            // after the server's first code lenses, the last of the first answers VS Code shows, and once VS Code has drawn
            // them, so as not to slow them down (on the first start, from the classes listed by then), and not awaited:
            // activation does not wait for it
            void firstAnswer.then(() => new Promise((resolve) => setTimeout(resolve, ARCHIVE_AFTER_ANSWER_MS).unref()))
                .then(() => makeArchive(java.java.executable, files.jar, make)).then((made) => this.output.info(made
                ? `Made the class-data sharing archive ${make.archive}: later starts are quicker`
                : 'Could not make a class-data sharing archive; the next start tries again'));
        }
    }

    private lookUpJava() {
        return findJava(javaLookup(), this.context.globalState);
    }

    /**
     * The Java and arguments that run the server jar's command line with `args` (e.g. `guard SPEC …`), with the
     * server's Java; undefined after telling the user why not.
     */
    async commandLine(args: readonly string[]): Promise<{ command: string; args: string[] } | undefined> {
        const java = await this.lookUpJava();
        if (java.kind === 'problem') {
            void vscode.window.showErrorMessage(java.message);
            return undefined;
        }
        const files = await this.serverFiles();
        if (files === undefined) {
            return undefined;
        }
        // unlike the server, a command may ask the solver at once (a failure is reported already)
        await this.nativesUnpacked().catch(() => {});
        return { command: java.java.executable, args: [...jarArguments(files), ...args] };
    }

    /**
     * The server's files; on the first start of a platform VSIX the jar is unpacked first, and Z3's natives when first
     * asked for ({@link nativesUnpacked}); undefined after telling the user why not.
     */
    private async serverFiles(timeline?: StartTimeline): Promise<ServerFiles | undefined> {
        const found = locateServerJar(this.context.extensionPath, this.context.globalStorageUri.fsPath,
            this.context.extension.packageJSON.version);
        if (found.kind === 'missing') {
            this.fail(`The ESL language server is missing from the extension (${found.expected}). Reinstall the extension.`);
            return undefined;
        }
        if (found.kind === 'packed') {
            const started = Date.now();
            const unpacking = unpackServerOnce(found);
            try {
                await vscode.window.withProgress(
                    { location: vscode.ProgressLocation.Window, title: 'ESL: unpacking the language server (first start)' },
                    () => (timeline ? timeline.span('unpacking the server jar', () => unpacking.jar) : unpacking.jar),
                );
            } catch (error) {
                this.fail(`The ESL language server could not be unpacked into ${found.jar}: ${(error as Error).message}`);
                return undefined;
            }
            this.output.info(`Unpacked the language server to ${found.jar} in ${Date.now() - started} ms`);
            this.nativesUnpacked = () => this.reportNatives(found.natives, unpacking.natives(), timeline);
        }
        return { jar: found.jar, natives: found.natives };
    }

    /** Notes when Z3's natives are unpacked, and tells the user when they could not be (solver questions fail then). */
    private reportNatives(natives: string, unpacked: Promise<void>, timeline?: StartTimeline): Promise<void> {
        if (!this.reportedNatives.has(unpacked)) {
            this.reportedNatives.add(unpacked);
            unpacked.then(() => {
                timeline?.mark('Z3\'s natives unpacked');
                this.output.info(`Unpacked Z3's native libraries to ${natives}`);
            }, (error: Error) => {
                const message = `Z3's native libraries could not be unpacked into ${natives}: ${error.message}. The solver-backed lints and tests fail until the next start unpacks them.`;
                this.output.error(message);
                void vscode.window.showErrorMessage(message);
            });
        }
        return unpacked;
    }

    /** The client's options; `onCodeLenses` is called whenever the server has answered a code lens request. */
    private clientOptions(onCodeLenses: () => void): LanguageClientOptions {
        return {
            documentSelector: [{ language: 'esl' }],
            outputChannel: this.output,
            stdioOptions: { stdout: logLines, stderr: logLines },
            traceOutputChannel: this.output,
            initializationOptions: { clientCommands: CLIENT_COMMANDS, settings: serverSettings() },
            middleware: {
                handleDiagnostics: (uri, diagnostics, next) => {
                    this.timeline?.markFirst('first diagnostics published');
                    next(uri, diagnostics);
                },
                // the start's timeline ends with the first answer that has lenses
                provideCodeLenses: async (document, token, next) => {
                    this.timeline?.markFirst('first code lens request');
                    const lenses = await next(document, token);
                    this.timeline?.mark(`code lens answer: ${lenses?.length ?? 0} lenses`);
                    onCodeLenses();
                    if (lenses?.length) {
                        this.timeline = undefined;
                    }
                    return lenses;
                },
                // the lenses run the server's commands directly: remember their spec for reports without specUri
                executeCommand: (command, args, next) => {
                    this.noteCheckedSpec(command, args);
                    return next(command, args);
                },
                workspace: {
                    // the server reads the section `esl`; it gets the same mapped object as on initialization
                    configuration: async (params, token, next) => {
                        const answers = await next(params, token);
                        if (!Array.isArray(answers)) {
                            return answers;
                        }
                        return params.items.map((item, i) =>
                            item.section === SETTINGS_SECTION
                                ? serverSettings(item.scopeUri ? vscode.Uri.parse(item.scopeUri) : undefined)
                                : answers[i],
                        );
                    },
                },
            },
            errorHandler: {
                error: () => ({ action: ErrorAction.Continue }),
                closed: () =>
                    this.budget.crashed()
                        ? { action: CloseAction.Restart }
                        : {
                              action: CloseAction.DoNotRestart,
                              message: `The ESL language server stopped ${CRASH_LIMIT + 1} times within 3 minutes and is not restarted again. See the output "ESL Language Server", then run "ESL: Restart server".`,
                          },
            },
        };
    }

    private testResults(report: TestReport): void {
        const specUri = report.specUri;
        if (specUri === undefined) {
            this.output.warn('Ignored test results: the report names no spec URI');
            return;
        }
        try {
            this.store.setTests({ ...report, specUri });
        } catch (error) {
            this.output.warn(`Ignored test results: ${(error as Error).message}`);
        }
    }

    /** A report without `specUri` (an older server) belongs to the spec of the last check asked for. */
    private checkResults(report: CheckReport): void {
        const specUri = report.specUri ?? this.lastCheckedSpec;
        if (specUri === undefined) {
            this.output.warn('Ignored check results: the report names no spec URI');
            return;
        }
        try {
            this.store.setCheck({ ...report, specUri });
        } catch (error) {
            this.output.warn(`Ignored check results: ${(error as Error).message}`);
        }
    }

    private fail(message: string): void {
        this.output.error(message);
        this.setState('failed');
        void vscode.window.showErrorMessage(message, 'Open Settings', 'Show Output').then((choice) => {
            if (choice === 'Open Settings') {
                const settings = javaHomeSettingsCommand(vscode.env.remoteName);
                void vscode.commands.executeCommand(settings.command, settings.args);
            } else if (choice === 'Show Output') {
                this.output.show();
            }
        });
    }

    async stop(timeline?: StartTimeline): Promise<void> {
        const client = this.client;
        this.client = undefined;
        const serverProcess = this.serverProcess;
        this.serverProcess = undefined;
        if (client && client.state !== State.Stopped) {
            if (timeline && serverProcess) {
                serverProcess.once('exit', () => timeline.mark('the old server process exited'));
            }
            await (timeline ? timeline.span('stopping the old server (shutdown, exit)', () => client.stop()) : client.stop());
        }
        if (serverProcess) {
            endIfStillRunning(serverProcess, PROCESS_END_WAIT_MS);
        }
        this.setState('stopped');
    }

    async restart(): Promise<void> {
        const timeline = this.newTimeline('restart');
        this.budget.reset();
        await this.stop(timeline);
        await this.start(timeline);
    }

    private noteCheckedSpec(command: string, args: unknown[]): void {
        if (command.startsWith('esl.check.') && typeof args[0] === 'string') {
            this.lastCheckedSpec = args[0];
        }
    }

    /** Sends `workspace/executeCommand` for a command that answers at once (`esl.coverage`); undefined when the server is not running. */
    async query(command: string, args: unknown[]): Promise<unknown> {
        if (!this.client || this.client.state !== State.Running) {
            return undefined;
        }
        return this.client.sendRequest(ExecuteCommandRequest.type, { command, arguments: args });
    }

    /** Sends `workspace/executeCommand` to the server; the run reports through notifications. */
    async execute(command: string, args: unknown[]): Promise<void> {
        if (!this.client || this.client.state !== State.Running) {
            void vscode.window.showWarningMessage('The ESL language server is not running. Run "ESL: Restart server" (see the output "ESL Language Server").');
            return;
        }
        this.noteCheckedSpec(command, args);
        try {
            await this.client.sendRequest(ExecuteCommandRequest.type, { command, arguments: args });
        } catch (error) {
            // e.g. a server too old for the command: say which, rather than a bare "command failed"
            const message = `The ESL language server could not run ${command}: ${(error as Error).message}`;
            this.output.error(message);
            void vscode.window.showErrorMessage(message);
        }
    }

    /** Tells the server the settings changed (contract item 4: `settings.esl`). */
    settingsChanged(): void {
        if (this.client && this.client.state === State.Running) {
            void this.client.sendNotification(DidChangeConfigurationNotification.type, { settings: { [SETTINGS_SECTION]: serverSettings() } });
        }
    }

    dispose(): void {
        void this.stop();
        this.stateChanged.dispose();
    }
}
