import * as vscode from 'vscode';
import type { ResultsStore } from './results/store';
import type { EslServer } from './server';
import { statusBarContent } from './status';

/** The status-bar item: the server's state, then the last check's tally; a click shows the results. */
export class EslStatusBar implements vscode.Disposable {
    private readonly item = vscode.window.createStatusBarItem('esl.status', vscode.StatusBarAlignment.Left, 10);
    private readonly subscriptions: vscode.Disposable[];

    constructor(
        private readonly server: EslServer,
        private readonly store: ResultsStore,
    ) {
        this.item.name = 'ESL';
        this.item.command = 'esl.showResults';
        this.subscriptions = [server.onDidChangeState(() => this.refresh()), store.onDidChange(() => this.refresh())];
        this.refresh();
    }

    private refresh(): void {
        const content = statusBarContent(this.server.state, this.store.lastCheck());
        this.item.text = content.text;
        this.item.tooltip = content.tooltip;
        this.item.show();
    }

    dispose(): void {
        this.subscriptions.forEach((s) => s.dispose());
        this.item.dispose();
    }
}
