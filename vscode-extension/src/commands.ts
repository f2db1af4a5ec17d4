import * as path from 'node:path';
import * as vscode from 'vscode';
import { CHECK_TRANSCRIPT, CHECK_TRANSCRIPTS, PICK_TRANSCRIPT, RUN_ALL_TESTS, SHOW_RESULTS } from './protocol';
import { openLocation } from './results/navigation';
import type { ResultsStore } from './results/store';
import type { TimelinePanel } from './results/timelinePanel';
import type { ResultsNode, ResultsTree } from './results/tree';
import { OPEN_NODE } from './results/tree';
import { specUriOf } from './results/nodes';
import type { EslServer } from './server';

/** The workspace-state key of the transcript last checked against a spec. */
export function lastTranscriptKey(specUri: string): string {
    return `esl.lastTranscript:${specUri}`;
}

/**
 * The spec a command is about: its argument (a URI string from a lens, a Uri from a menu), else the
 * active ESL editor. Saves the spec first: the server checks the saved file.
 */
export async function specOf(arg: unknown): Promise<string | undefined> {
    let uri: vscode.Uri | undefined;
    if (typeof arg === 'string') {
        uri = vscode.Uri.parse(arg);
    } else if (arg instanceof vscode.Uri) {
        uri = arg;
    } else if (vscode.window.activeTextEditor?.document.languageId === 'esl') {
        uri = vscode.window.activeTextEditor.document.uri;
    }
    if (!uri) {
        void vscode.window.showWarningMessage('Open an ESL spec (.esl) first.');
        return undefined;
    }
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (open?.isDirty) {
        await open.save();
    }
    return uri.toString();
}

interface Parts {
    readonly context: vscode.ExtensionContext;
    readonly server: EslServer;
    readonly store: ResultsStore;
    readonly tree: ResultsTree;
    readonly treeView: vscode.TreeView<ResultsNode>;
    readonly timeline: TimelinePanel;
}

/** Asks for a transcript (offering the last one checked against this spec first) and checks it. */
async function pickTranscript(parts: Parts, arg: unknown): Promise<void> {
    const specUri = await specOf(arg);
    if (!specUri) {
        return;
    }
    const key = lastTranscriptKey(specUri);
    const last = parts.context.workspaceState.get<string>(key);
    let chosen: vscode.Uri | undefined;
    if (last) {
        const choose = '$(folder-opened) Choose a transcript file…';
        const again = `$(history) ${path.posix.basename(vscode.Uri.parse(last).path)}`;
        const answer = await vscode.window.showQuickPick(
            [
                { label: again, description: 'checked last time', uri: vscode.Uri.parse(last) },
                { label: choose, uri: undefined },
            ],
            { title: 'ESL: Check transcript', placeHolder: 'Which transcript?' },
        );
        if (!answer) {
            return;
        }
        chosen = answer.uri;
    }
    if (!chosen) {
        const picked = await vscode.window.showOpenDialog({
            title: 'ESL: Check transcript',
            openLabel: 'Check',
            canSelectMany: false,
            defaultUri: last ? vscode.Uri.parse(last) : vscode.Uri.parse(specUri).with({ path: path.posix.dirname(vscode.Uri.parse(specUri).path) }),
            // transcripts only: a spec or any other file is no answer to "which transcript?"
            filters: { 'Transcripts (JSON, JSONL)': ['json', 'jsonl'] },
        });
        chosen = picked?.[0];
    }
    if (!chosen) {
        return;
    }
    await parts.context.workspaceState.update(key, chosen.toString());
    await parts.server.execute(CHECK_TRANSCRIPT, [specUri, chosen.toString()]);
}

/** Shows the results view; with a name, selects that declaration's results. */
async function showResults(parts: Parts, specArg: unknown, name: unknown): Promise<void> {
    await vscode.commands.executeCommand('esl.results.focus');
    const specUri = typeof specArg === 'string' ? specArg : specArg instanceof vscode.Uri ? specArg.toString() : undefined;
    if (!specUri) {
        return;
    }
    const rows = typeof name === 'string' ? parts.tree.resultsNamed(specUri, name) : [];
    const target = rows[0] ?? parts.tree.spec(specUri);
    if (!target) {
        void vscode.window.showInformationMessage('No results for this spec yet: run "ESL: Check all transcripts of this spec".');
        return;
    }
    for (const row of rows.slice(1)) {
        await parts.treeView.reveal(row, { select: false, focus: false, expand: true });
    }
    await parts.treeView.reveal(target, { select: true, focus: true, expand: true });
}

/** Opens what a row points at: the transcript at the step and the spec at the declaration. */
async function openNode(node: ResultsNode): Promise<void> {
    switch (node.type) {
        case 'spec':
            await openLocation({ uri: node.specUri, line: 1, column: 1 });
            return;
        case 'transcript':
            await openLocation({ uri: node.transcript.uri, line: 1, column: 1 });
            return;
        case 'result':
            if (node.result.declaration) {
                await openLocation(node.result.declaration, vscode.ViewColumn.One, !!node.result.stepLocation);
            }
            if (node.result.stepLocation) {
                await openLocation(node.result.stepLocation, vscode.ViewColumn.Two);
            }
            return;
        case 'error':
            if (node.error.location) {
                await openLocation(node.error.location);
            }
            return;
        case 'test':
            if (node.test.location) {
                await openLocation(node.test.location);
            }
            return;
        case 'tests':
            return;
    }
}

function transcriptOf(node: ResultsNode | undefined) {
    return node?.type === 'transcript' || node?.type === 'result' ? node.transcript : undefined;
}

export function registerCommands(parts: Parts): vscode.Disposable[] {
    const { server } = parts;
    const register = (id: string, run: (...args: unknown[]) => unknown) => vscode.commands.registerCommand(id, run);
    return [
        register(PICK_TRANSCRIPT, (spec) => pickTranscript(parts, spec)),
        register(SHOW_RESULTS, (spec, name) => showResults(parts, spec, name)),
        register('esl.checkAllTranscripts', async (spec) => {
            const specUri = await specOf(spec);
            if (specUri) {
                await server.execute(CHECK_TRANSCRIPTS, [specUri]);
            }
        }),
        register('esl.runTests', async (spec) => {
            const specUri = await specOf(spec);
            if (specUri) {
                await server.execute(RUN_ALL_TESTS, [specUri]);
            }
        }),
        register('esl.restartServer', () => server.restart()),
        register('esl.results.clear', () => parts.store.clear()),
        register(OPEN_NODE, (node) => openNode(node as ResultsNode)),
        register('esl.results.showTimeline', (node) => {
            const row = (node as ResultsNode | undefined) ?? parts.treeView.selection[0];
            const transcript = transcriptOf(row);
            if (row && transcript) {
                parts.timeline.show(specUriOf(row), transcript, row.type === 'result' ? row.result.name : undefined);
            }
        }),
        register('esl.results.openStep', async (node) => {
            const n = node as ResultsNode;
            const location = n.type === 'result' ? n.result.stepLocation : n.type === 'error' ? n.error.location : undefined;
            if (location) {
                await openLocation(location);
            }
        }),
        register('esl.results.openDeclaration', async (node) => {
            const n = node as ResultsNode;
            const location = n.type === 'result' ? n.result.declaration : n.type === 'test' ? n.test.location : undefined;
            if (location) {
                await openLocation(location);
            }
        }),
    ];
}
