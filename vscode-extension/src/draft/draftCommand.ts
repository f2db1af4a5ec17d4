import * as path from 'node:path';
import * as vscode from 'vscode';
import { DRAFT } from '../protocol';
import type { EslServer } from '../server';
import { appendedText, draftSummary, type DraftAnswer } from './draftText';

/** The palette command "ESL: Draft declarations from selection". */
export const DRAFT_FROM_SELECTION = 'esl.draftFromSelection';
const PROPOSAL_SCHEME = 'esl-draft';

/**
 * Drafts declarations for the lines selected in a document with the server's `esl.draft` (the client's model settings),
 * into an open spec the user picks, and shows the spec with the draft appended as a diff to review; only when the user
 * says Apply is the spec edited (and left unsaved). Without an open spec the draft opens as a new, unsaved spec.
 */
export function registerDraftCommand(server: EslServer, output: vscode.LogOutputChannel): vscode.Disposable[] {
    const proposals = new Map<string, string>();
    const provider: vscode.TextDocumentContentProvider = { provideTextDocumentContent: (uri) => proposals.get(uri.toString()) ?? '' };
    return [
        vscode.workspace.registerTextDocumentContentProvider(PROPOSAL_SCHEME, provider),
        vscode.commands.registerCommand(DRAFT_FROM_SELECTION, () => draftFromSelection(server, output, proposals)),
    ];
}

async function draftFromSelection(server: EslServer, output: vscode.LogOutputChannel, proposals: Map<string, string>): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId === 'esl') {
        void vscode.window.showWarningMessage('Select the paragraphs of a document (Markdown or text) to draft declarations from.');
        return;
    }
    const selection = editor.selection;
    const first = selection.start.line + 1;
    const last = selection.isEmpty ? editor.document.lineCount : selection.end.character === 0 && selection.end.line > selection.start.line
        ? selection.end.line : selection.end.line + 1;
    const spec = await pickSpec();
    if (spec === null) {
        return;
    }
    const answer = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: `Drafting declarations from lines ${first}-${last}…` },
        () => server.query(DRAFT, spec ? [editor.document.uri.toString(), first, last, spec.uri.toString()]
            : [editor.document.uri.toString(), first, last]),
    ) as DraftAnswer | undefined;
    if (!answer) {
        void vscode.window.showWarningMessage('The ESL language server is not running.');
        return;
    }
    if (answer.error) {
        void vscode.window.showErrorMessage(`ESL draft: ${answer.error}`);
        return;
    }
    for (const dropped of answer.dropped ?? []) {
        output.info(`esl draft: not offered (sample ${dropped.sample}): ${dropped.esl}: ${dropped.reason}`);
    }
    const specText = spec ? spec.getText() : 'spec draft\n';
    const appended = appendedText(answer, specText);
    if (!appended) {
        void vscode.window.showInformationMessage(`ESL draft: ${draftSummary(answer)}`);
        return;
    }
    if (!spec) {
        const document = await vscode.workspace.openTextDocument({ language: 'esl', content: specText + appended });
        await vscode.window.showTextDocument(document, vscode.ViewColumn.Beside);
        return;
    }
    const proposal = vscode.Uri.from({ scheme: PROPOSAL_SCHEME, path: spec.uri.path, query: String(Date.now()) });
    proposals.set(proposal.toString(), specText + appended);
    await vscode.commands.executeCommand('vscode.diff', spec.uri, proposal, `${path.posix.basename(spec.uri.path)} ↔ drafted declarations`);
    const apply = await vscode.window.showInformationMessage(`ESL draft: ${draftSummary(answer)}. Append them to ${path.posix.basename(spec.uri.path)}?`, 'Apply', 'Discard');
    proposals.delete(proposal.toString());
    if (apply !== 'Apply') {
        return;
    }
    const edit = new vscode.WorkspaceEdit();
    edit.insert(spec.uri, spec.positionAt(specText.length), appended);
    await vscode.workspace.applyEdit(edit);
    await vscode.window.showTextDocument(spec, vscode.ViewColumn.Beside);
}

/** The open spec to draft into (asked when several are open); undefined for none open, null when the user cancels. */
async function pickSpec(): Promise<vscode.TextDocument | undefined | null> {
    const specs = vscode.workspace.textDocuments.filter((d) => d.languageId === 'esl' && d.uri.scheme === 'file');
    if (specs.length <= 1) {
        return specs[0];
    }
    const picked = await vscode.window.showQuickPick(specs.map((d) => ({ label: path.posix.basename(d.uri.path), description: d.uri.fsPath, spec: d })),
        { title: 'ESL: Draft declarations from selection', placeHolder: 'Into which spec?' });
    return picked ? picked.spec : null;
}
