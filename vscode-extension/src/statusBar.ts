import * as path from 'node:path';
import * as vscode from 'vscode';
import type { ResultsStore } from './results/store';
import type { EslServer } from './server';
import type { ActiveSpec } from './status';
import { statusBarContent } from './status';

/**
 * The status-bar item, the one owner of what it shows: the server's state, the errors of the spec in the
 * active editor, then the last check's tally; a click shows the problems or the results.
 */
export class EslStatusBar implements vscode.Disposable {
    private readonly item = vscode.window.createStatusBarItem('esl.status', vscode.StatusBarAlignment.Left, 10);
    private readonly subscriptions: vscode.Disposable[];

    constructor(
        private readonly server: EslServer,
        private readonly store: ResultsStore,
    ) {
        this.item.name = 'ESL';
        this.subscriptions = [
            server.onDidChangeState(() => this.refresh()),
            store.onDidChange(() => this.refresh()),
            vscode.window.onDidChangeActiveTextEditor(() => this.refresh()),
            vscode.languages.onDidChangeDiagnostics((e) => {
                const active = vscode.window.activeTextEditor?.document.uri.toString();
                if (e.uris.some((uri) => uri.toString() === active)) {
                    this.refresh();
                }
            }),
        ];
        this.refresh();
    }

    private activeSpec(): ActiveSpec | undefined {
        const document = vscode.window.activeTextEditor?.document;
        if (document?.languageId !== 'esl') {
            return undefined;
        }
        const errors = vscode.languages
            .getDiagnostics(document.uri)
            .filter((d) => d.severity === vscode.DiagnosticSeverity.Error).length;
        return { file: path.posix.basename(document.uri.path), errors };
    }

    private refresh(): void {
        const content = statusBarContent(this.server.state, this.store.lastCheck(), this.activeSpec());
        this.item.text = content.text;
        this.item.tooltip = content.tooltip;
        this.item.command = content.command;
        this.item.show();
    }

    dispose(): void {
        this.subscriptions.forEach((s) => s.dispose());
        this.item.dispose();
    }
}
