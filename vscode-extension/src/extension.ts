import * as path from 'node:path';
import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { CoverageView } from './coverage/coverageView';
import { registerDraftCommand } from './draft/draftCommand';
import { ResultsStore } from './results/store';
import { TimelinePanel } from './results/timelinePanel';
import { ResultsTree } from './results/tree';
import { SETTINGS_SECTION } from './protocol';
import type { EslServer } from './server';
import { type EarlyServer, startServerEarly } from './earlyServer';
import { beginEarlyUnpacking, locateServerJar, recordStorage, recordUnpacked, unpackServerOnce } from './serverJar';
import { StartTimeline } from './startTimeline';
import { RESTART_SETTINGS } from './settings';
import { EslStatusBar } from './statusBar';
import { firstFolderOnDisk, javaLookup } from './windowPlace';
import { registerGuardCommands } from './guard/commands';

let server: EslServer | undefined;

/** When the extension host had evaluated this module, on its clock (which starts with the extension host's process). */
const EVALUATED_AT = performance.now();

/** The folder the extension is installed in. */
const INSTALLED = path.resolve(__dirname, '..');

/** The first start of a platform VSIX's installation unpacks its jar from here on, before activation (serverJar.ts). */
const EARLY = beginEarlyUnpacking(INSTALLED);

/** Every later start spawns the server from here on, before activation, when it knows how (earlyServer.ts). */
const EARLY_SERVER = serverStartedEarly();

function serverStartedEarly(): EarlyServer | undefined {
    try {
        return startServerEarly({ extensionDir: INSTALLED, lookup: javaLookup(), folder: firstFolderOnDisk() });
    } catch {
        // a head start only: whatever went wrong here, the activation starts the server and reports its problems
        return undefined;
    }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
    const output = vscode.window.createOutputChannel('ESL Language Server', { log: true });
    const firstStart = new StartTimeline('activation', (line) => output.trace(line));
    firstStart.mark('extension activated');
    // what happened before activation (the end-to-end test compares the wall clock with its own opening of a spec)
    const activated = performance.now();
    firstStart.note(`activated at ${new Date().toISOString()}, the extension host's process started ${Math.round(activated)} ms `
        + `before, this extension's code evaluated ${Math.round(activated - EVALUATED_AT)} ms before`
        + (EARLY_SERVER ? `, the server spawned ${Math.round(activated - EARLY_SERVER.spawnedAt)} ms before` : ''));
    recordStorage(context.extensionPath, context.globalStorageUri.fsPath);
    beginUnpacking(context, firstStart);
    // the language client's code, the larger part of the extension's, loads now, beside the unpacking
    const { EslServer } = await import('./server.js');
    firstStart.mark('language client loaded');
    const store = new ResultsStore(context.workspaceState);
    const tree = new ResultsTree(store);
    const treeView = vscode.window.createTreeView('esl.results', { treeDataProvider: tree, showCollapseAll: true });
    const timeline = new TimelinePanel(store);
    const started = new EslServer(context, output, store);
    server = started;
    context.subscriptions.push(
        output,
        store,
        treeView,
        timeline,
        started,
        new EslStatusBar(started, store),
        new CoverageView(started),
        ...registerDraftCommand(started, output),
        ...registerCommands({ context, server: started, store, tree, treeView, timeline }),
        ...registerGuardCommands(started, store, output),
        vscode.workspace.onDidChangeConfiguration((e) => settingsChanged(e)),
    );
    await started.start(firstStart, EARLY_SERVER);
}

/**
 * The first start of a platform VSIX unpacks the server jar (serverJar.ts): in a worker thread, begun when this module
 * was evaluated (into memory, written out now that the place is known) or else now, before the rest of the
 * extension's code is loaded; the server's start waits for it, and reports its failure.
 */
function beginUnpacking(context: vscode.ExtensionContext, timeline: StartTimeline): void {
    const found = locateServerJar(context.extensionPath, context.globalStorageUri.fsPath, context.extension.packageJSON.version);
    if (found.kind === 'packed') {
        timeline.mark(`unpacking the server jar: begun at ${EARLY === undefined ? 'activation' : 'the module\'s evaluation'}`);
        unpackServerOnce(found, EARLY).jar.then(() => recordUnpacked(context.extensionPath, found.jar), () => {});
    } else if (EARLY !== undefined) {
        // another window unpacked it meanwhile
        EARLY.discard();
        if (found.kind === 'ready') {
            recordUnpacked(context.extensionPath, found.jar);
        }
    }
}

function settingsChanged(e: vscode.ConfigurationChangeEvent): void {
    if (RESTART_SETTINGS.some((key) => e.affectsConfiguration(key))) {
        void vscode.window
            .showInformationMessage('The ESL language server runs with a new Java after a restart.', 'Restart now')
            .then((choice) => choice && server?.restart());
    } else if (e.affectsConfiguration(SETTINGS_SECTION)) {
        server?.settingsChanged();
    }
}

export async function deactivate(): Promise<void> {
    await server?.stop();
}
