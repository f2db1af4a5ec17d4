import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { ResultsStore } from './results/store';
import { TimelinePanel } from './results/timelinePanel';
import { ResultsTree } from './results/tree';
import { EslServer } from './server';
import { RESTART_SETTINGS } from './settings';
import { statusBarContent } from './status';

let server: EslServer | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
    const output = vscode.window.createOutputChannel('ESL Language Server', { log: true });
    const store = new ResultsStore();
    const tree = new ResultsTree(store);
    const treeView = vscode.window.createTreeView('esl.results', { treeDataProvider: tree, showCollapseAll: true });
    const timeline = new TimelinePanel();
    server = new EslServer(context, output, store);

    const status = vscode.window.createStatusBarItem('esl.status', vscode.StatusBarAlignment.Left, 10);
    status.name = 'ESL';
    status.command = 'esl.showResults';
    const refreshStatus = () => {
        const content = statusBarContent(server!.state, store.lastCheck());
        status.text = content.text;
        status.tooltip = content.tooltip;
        status.show();
    };
    server.onDidChangeState(refreshStatus);
    store.onDidChange(refreshStatus);

    context.subscriptions.push(
        output,
        store,
        treeView,
        timeline,
        status,
        server,
        ...registerCommands({ context, server, store, tree, treeView, timeline }),
        vscode.workspace.onDidChangeConfiguration((e) => {
            if (RESTART_SETTINGS.some((key) => e.affectsConfiguration(key))) {
                void vscode.window
                    .showInformationMessage('The ESL language server runs with a new Java after a restart.', 'Restart now')
                    .then((choice) => choice && server?.restart());
            } else if (e.affectsConfiguration('esl')) {
                server?.settingsChanged();
            }
        }),
    );
    refreshStatus();
    await server.start();
}

export async function deactivate(): Promise<void> {
    await server?.stop();
}
