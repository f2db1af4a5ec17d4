import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { CoverageView } from './coverage/coverageView';
import { registerDraftCommand } from './draft/draftCommand';
import { ResultsStore } from './results/store';
import { TimelinePanel } from './results/timelinePanel';
import { ResultsTree } from './results/tree';
import { SETTINGS_SECTION } from './protocol';
import { EslServer } from './server';
import { StartTimeline } from './startTimeline';
import { RESTART_SETTINGS } from './settings';
import { EslStatusBar } from './statusBar';
import { registerGuardCommands } from './guard/commands';

let server: EslServer | undefined;

/** When the extension host had evaluated this module, on its clock (which starts with the extension host's process). */
const EVALUATED_AT = performance.now();

export async function activate(context: vscode.ExtensionContext): Promise<void> {
    const output = vscode.window.createOutputChannel('ESL Language Server', { log: true });
    const firstStart = new StartTimeline('activation', (line) => output.trace(line));
    firstStart.mark('extension activated');
    // what happened before activation (the end-to-end test compares the wall clock with its own opening of a spec)
    const activated = performance.now();
    firstStart.note(`activated at ${new Date().toISOString()}, the extension host's process started ${Math.round(activated)} ms `
        + `before, this extension's code evaluated ${Math.round(activated - EVALUATED_AT)} ms before`);
    const store = new ResultsStore(context.workspaceState);
    const tree = new ResultsTree(store);
    const treeView = vscode.window.createTreeView('esl.results', { treeDataProvider: tree, showCollapseAll: true });
    const timeline = new TimelinePanel(store);
    server = new EslServer(context, output, store);
    context.subscriptions.push(
        output,
        store,
        treeView,
        timeline,
        server,
        new EslStatusBar(server, store),
        new CoverageView(server),
        ...registerDraftCommand(server, output),
        ...registerCommands({ context, server, store, tree, treeView, timeline }),
        ...registerGuardCommands(server, store, output),
        vscode.workspace.onDidChangeConfiguration((e) => settingsChanged(e)),
    );
    await server.start(firstStart);
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
