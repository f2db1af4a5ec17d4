import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { TranscriptModel } from './model';
import { openLocation } from './navigation';
import type { ResultsStore } from './store';
import { renderMissingTimelineHtml, renderTimelineHtml } from './timelineHtml';

/** The webview's type, also in package.json's activation event `onWebviewPanel:esl.timeline`. */
export const TIMELINE_VIEW = 'esl.timeline';

/** What a timeline panel keeps as its webview state, to be shown again after a reload. */
interface TimelineState {
    readonly specUri: string;
    readonly transcriptUri: string;
    readonly transcriptId: string;
    readonly focus?: string;
}

/**
 * One webview that shows the timeline of the transcript last asked for. After a window reload VS Code
 * restores the panel, and it shows the same transcript from the saved results.
 */
export class TimelinePanel implements vscode.Disposable {
    private panel: vscode.WebviewPanel | undefined;
    private transcript: TranscriptModel | undefined;
    private readonly serializer: vscode.Disposable;

    constructor(private readonly store: ResultsStore) {
        this.serializer = vscode.window.registerWebviewPanelSerializer(TIMELINE_VIEW, {
            deserializeWebviewPanel: async (panel, state: TimelineState | undefined) => this.restore(panel, state),
        });
    }

    /** Shows the timeline of `transcript` of the check of `specUri`, highlighting the property `focus` when given. */
    show(specUri: string, transcript: TranscriptModel, focus?: string): void {
        if (!this.panel) {
            this.adopt(
                vscode.window.createWebviewPanel(
                    TIMELINE_VIEW,
                    'ESL timeline',
                    { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
                    { enableScripts: true, localResourceRoots: [] },
                ),
            );
        }
        this.render(specUri, transcript, focus);
        this.panel?.reveal(undefined, true);
    }

    private restore(panel: vscode.WebviewPanel, state: TimelineState | undefined): void {
        panel.webview.options = { enableScripts: true, localResourceRoots: [] };
        this.panel?.dispose();
        this.adopt(panel);
        const transcript = state && this.store.check(state.specUri)?.transcripts.find(
            (t) => t.uri === state.transcriptUri && t.id === state.transcriptId,
        );
        if (state && transcript) {
            this.render(state.specUri, transcript, state.focus);
        } else {
            panel.webview.html = renderMissingTimelineHtml(state?.transcriptId ?? 'timeline');
        }
    }

    private adopt(panel: vscode.WebviewPanel): void {
        this.panel = panel;
        panel.onDidDispose(() => {
            if (this.panel === panel) {
                this.panel = undefined;
            }
        });
        panel.webview.onDidReceiveMessage((message: { type?: string; step?: number }) => this.openStep(message));
    }

    private render(specUri: string, transcript: TranscriptModel, focus?: string): void {
        if (!this.panel) {
            return;
        }
        this.transcript = transcript;
        const state: TimelineState = { specUri, transcriptUri: transcript.uri, transcriptId: transcript.id, focus };
        this.panel.title = `Timeline: ${transcript.id}`;
        this.panel.webview.html = renderTimelineHtml(transcript, randomBytes(16).toString('hex'), focus, state);
    }

    private async openStep(message: { type?: string; step?: number }): Promise<void> {
        const step = this.transcript?.timeline.find((s) => s.step === message.step);
        if (message.type === 'openStep' && this.transcript && step) {
            await openLocation({ uri: this.transcript.uri, line: step.line, column: step.column }, vscode.ViewColumn.One);
        }
    }

    dispose(): void {
        this.serializer.dispose();
        this.panel?.dispose();
    }
}
