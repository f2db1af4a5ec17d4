import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { TranscriptModel } from './model';
import { openLocation } from './navigation';
import { renderTimelineHtml } from './timelineHtml';

/** One webview that shows the timeline of the transcript last asked for. */
export class TimelinePanel implements vscode.Disposable {
    private panel: vscode.WebviewPanel | undefined;
    private transcript: TranscriptModel | undefined;

    /** Shows the timeline of `transcript`, highlighting the property `focus` when given. */
    show(transcript: TranscriptModel, focus?: string): void {
        this.transcript = transcript;
        if (!this.panel) {
            this.panel = vscode.window.createWebviewPanel(
                'esl.timeline',
                'ESL timeline',
                { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
                { enableScripts: true, localResourceRoots: [] },
            );
            this.panel.onDidDispose(() => (this.panel = undefined));
            this.panel.webview.onDidReceiveMessage((message: { type?: string; step?: number }) => this.openStep(message));
        }
        this.panel.title = `Timeline: ${transcript.id}`;
        this.panel.webview.html = renderTimelineHtml(transcript, randomBytes(16).toString('hex'), focus);
        this.panel.reveal(undefined, true);
    }

    private async openStep(message: { type?: string; step?: number }): Promise<void> {
        const step = this.transcript?.timeline.find((s) => s.step === message.step);
        if (message.type === 'openStep' && this.transcript && step) {
            await openLocation({ uri: this.transcript.uri, line: step.line, column: step.column }, vscode.ViewColumn.One);
        }
    }

    dispose(): void {
        this.panel?.dispose();
    }
}
