import { type ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import * as readline from 'node:readline';
import * as vscode from 'vscode';
import { SETTINGS_SECTION } from '../protocol';
import type { TranscriptReport } from '../results/report';
import type { ResultsStore } from '../results/store';
import type { EslServer } from '../server';
import { AuditTail } from './auditTail';
import { exchangeReport, guardReport } from './exchanges';

/** How often the audit log is read for new exchanges. */
const POLL_MILLIS = 500;

/**
 * `esl guard` for the spec in the editor (docs/guard.md, "Editors"): started by a command with the server's Java
 * and jar, its audit log `guard.jsonl` beside the spec, followed so that each exchange shows in the Check results
 * view as it arrives, and a status-bar entry that says where it listens and what it decided; a click stops it.
 * One guard at a time.
 */
export class GuardRunner implements vscode.Disposable {
    private readonly item = vscode.window.createStatusBarItem('esl.guard', vscode.StatusBarAlignment.Left, 9);
    private process: ChildProcess | undefined;
    private timer: NodeJS.Timeout | undefined;
    private poll: (() => Promise<void>) | undefined;

    constructor(
        private readonly server: EslServer,
        private readonly store: ResultsStore,
        private readonly output: vscode.LogOutputChannel,
    ) {
        this.item.name = 'ESL guard';
        this.item.command = 'esl.guard.stop';
    }

    async start(specUri: vscode.Uri): Promise<void> {
        if (this.process) {
            void vscode.window.showInformationMessage('An ESL guard is running already: stop it first.');
            return;
        }
        const settings = vscode.workspace.getConfiguration(SETTINGS_SECTION);
        const upstream = settings.get<string>('guard.upstream') || (await vscode.window.showInputBox({
            title: 'ESL guard: the model it guards',
            prompt: 'The OpenAI-compatible API of the model, e.g. http://localhost:11434/v1 (setting esl.guard.upstream)',
            ignoreFocusOut: true,
        }));
        if (!upstream) {
            return;
        }
        const spec = specUri.fsPath;
        const log = path.join(path.dirname(spec), 'guard.jsonl');
        const listen = settings.get<string>('guard.listen') || '127.0.0.1:8750';
        const command = await this.server.commandLine(['guard', spec, '--upstream', upstream, '--listen', listen, '--log', log]);
        if (command === undefined) {
            return;
        }
        this.output.info(`Starting the ESL guard: ${command.command} ${command.args.join(' ')}`);
        const child = spawn(command.command, command.args, { stdio: ['ignore', 'ignore', 'pipe'] });
        this.process = child;
        this.show('$(loading~spin) ESL guard: starting', `Guarding ${path.basename(spec)}; click to stop`);
        let last = '';
        readline.createInterface({ input: child.stderr! }).on('line', (line) => {
            this.output.info(line);
            last = line;
            const listening = /^esl guard: listening on (\S+)/.exec(line);
            if (listening) {
                this.show(`$(shield) ESL guard: ${listening[1]}`, `Guarding ${path.basename(spec)} on ${listening[1]}, log ${log}; click to stop`);
            }
        });
        child.on('error', (error) => void vscode.window.showErrorMessage(`The ESL guard did not start: ${error.message}`));
        child.on('exit', (code) => {
            if (this.process === child) {
                this.process = undefined;
                this.item.hide();
                // the exchanges the guard finished while stopping are in the log: read them, then stop following
                void this.poll?.().finally(() => this.stopFollowing());
            }
            if (code !== 0 && code !== null) {
                void vscode.window.showErrorMessage(`The ESL guard stopped (exit ${code}): ${last}`);
            }
        });
        this.follow(specUri, path.parse(spec).name, log);
    }

    /** Reads the log from its start, so that the view shows every exchange it holds, earlier runs' too. */
    private follow(specUri: vscode.Uri, specName: string, log: string): void {
        const tail = new AuditTail(log);
        const transcripts: TranscriptReport[] = [];
        let reading: Promise<void> = Promise.resolve();
        // one read at a time, in order: a slow read is followed, not overtaken, by the next
        const poll = () => (reading = reading.then(async () => {
            try {
                // the report names the log as the check reports name transcripts: relative to the spec's folder
                const file = path.basename(log);
                const arrived = (await tail.poll()).map((line) => exchangeReport(line, file)).filter((t) => t !== undefined);
                if (arrived.length > 0) {
                    transcripts.push(...arrived);
                    this.store.setCheck(guardReport({ specUri: specUri.toString(), specName, transcripts }));
                }
            } catch (error) {
                this.output.warn(`The guard's log ${log} could not be read: ${(error as Error).message}`);
            }
        }));
        this.poll = poll;
        this.timer = setInterval(() => void poll(), POLL_MILLIS);
    }

    private show(text: string, tooltip: string): void {
        this.item.text = text;
        this.item.tooltip = tooltip;
        this.item.show();
    }

    private stopFollowing(): void {
        if (this.timer) {
            clearInterval(this.timer);
            this.timer = undefined;
        }
    }

    /** Stops the guard (SIGTERM: it finishes the requests in flight and closes its log). */
    stop(): void {
        this.process?.kill('SIGTERM');
    }

    dispose(): void {
        this.stopFollowing();
        this.stop();
        this.item.dispose();
    }
}
