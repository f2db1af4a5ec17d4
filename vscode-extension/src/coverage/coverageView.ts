import * as vscode from 'vscode';
import { COVERAGE } from '../protocol';
import type { EslServer } from '../server';
import { linesLabel, marksOf, summary, type CitingDeclaration, type CoverageAnswer, type ParagraphMarks } from './model';

/** Client-side command of a coverage lens or tree item: open a declaration; arguments: its URI, its 0-based line. */
export const OPEN_DECLARATION = 'esl.coverage.openDeclaration';
/** Opens a cited document at a paragraph; arguments: the document's URI, the paragraph's 0-based first and last line. */
export const OPEN_PARAGRAPH = 'esl.coverage.openParagraph';
/** Asks the server again for the coverage of the open specs. */
export const REFRESH = 'esl.coverage.refresh';

type CoverageNode =
    | { readonly type: 'document'; readonly uri: string; readonly marks: readonly ParagraphMarks[] }
    | { readonly type: 'paragraph'; readonly uri: string; readonly marks: ParagraphMarks };

/**
 * The documents the open specs cite, as the server's `esl.coverage` computes them: in a cited document opened beside
 * the spec, a lens above each paragraph per declaration that cites it (it jumps to the declaration) and, on a
 * paragraph no declaration cites, a lens and a highlighted background that say so; and the "Spec coverage" view of
 * the ESL container, with each document's paragraphs. Asked again when a spec or a document is saved.
 */
export class CoverageView implements vscode.TreeDataProvider<CoverageNode>, vscode.CodeLensProvider, vscode.Disposable {
    private readonly answers = new Map<string, CoverageAnswer>();
    private readonly changed = new vscode.EventEmitter<void>();
    readonly onDidChangeTreeData = this.changed.event;
    readonly onDidChangeCodeLenses = this.changed.event;
    private readonly uncovered = vscode.window.createTextEditorDecorationType({
        isWholeLine: true,
        backgroundColor: new vscode.ThemeColor('diffEditor.removedLineBackground'),
        overviewRulerColor: new vscode.ThemeColor('editorWarning.foreground'),
        overviewRulerLane: vscode.OverviewRulerLane.Right,
    });
    private readonly subscriptions: vscode.Disposable[] = [];

    constructor(private readonly server: EslServer) {
        const documents: vscode.DocumentSelector = [
            { scheme: 'file', language: 'markdown' },
            { scheme: 'file', language: 'plaintext' },
        ];
        this.subscriptions.push(
            this.changed,
            this.uncovered,
            vscode.window.createTreeView('esl.coverage', { treeDataProvider: this }),
            vscode.languages.registerCodeLensProvider(documents, this),
            vscode.commands.registerCommand(OPEN_DECLARATION, (uri: string, line: number) => openAt(uri, line, line)),
            vscode.commands.registerCommand(OPEN_PARAGRAPH, (uri: string, first: number, last: number) => openAt(uri, first, last)),
            vscode.commands.registerCommand(REFRESH, () => this.refreshOpenSpecs()),
            vscode.workspace.onDidSaveTextDocument((document) => {
                if (document.languageId === 'esl') {
                    void this.refresh(document.uri.toString());
                } else if (this.cites(document.uri.toString())) {
                    void this.refreshOpenSpecs();
                }
            }),
            vscode.workspace.onDidOpenTextDocument((document) => {
                if (document.languageId === 'esl') {
                    void this.refresh(document.uri.toString());
                }
            }),
            vscode.window.onDidChangeVisibleTextEditors(() => this.decorate()),
            server.onDidChangeState((state) => {
                if (state === 'running') {
                    void this.refreshOpenSpecs();
                }
            }),
        );
    }

    /** Asks again for every open spec's coverage. */
    async refreshOpenSpecs(): Promise<void> {
        const specs = vscode.workspace.textDocuments.filter((d) => d.languageId === 'esl').map((d) => d.uri.toString());
        await Promise.all(specs.map((spec) => this.refresh(spec)));
    }

    private async refresh(specUri: string): Promise<void> {
        let answer: unknown;
        try {
            answer = await this.server.query(COVERAGE, [specUri]);
        } catch {
            return; // a server too old for the command: no coverage, and nothing else hurt
        }
        if (answer === undefined || answer === null || typeof answer !== 'object') {
            return;
        }
        if ((answer as CoverageAnswer).error !== undefined) {
            this.answers.delete(specUri); // a spec with errors has no coverage until it is fixed: its diagnostics say why
        } else {
            this.answers.set(specUri, answer as CoverageAnswer);
        }
        this.changed.fire();
        this.decorate();
    }

    private cites(documentUri: string): boolean {
        return marksOf(documentUri, [...this.answers.values()]).length > 0;
    }

    private marks(documentUri: string): ParagraphMarks[] {
        return marksOf(documentUri, [...this.answers.values()]);
    }

    private decorate(): void {
        for (const editor of vscode.window.visibleTextEditors) {
            const ranges = this.marks(editor.document.uri.toString())
                .filter((m) => m.uncovered)
                .map((m) => new vscode.Range(m.first, 0, m.last, 0));
            editor.setDecorations(this.uncovered, ranges);
        }
    }

    provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
        const lenses: vscode.CodeLens[] = [];
        for (const marks of this.marks(document.uri.toString())) {
            const range = new vscode.Range(marks.first, 0, marks.first, 0);
            if (marks.uncovered) {
                lenses.push(new vscode.CodeLens(range, { title: '$(warning) Not cited by any declaration', command: '' }));
            }
            for (const declaration of marks.citedBy) {
                lenses.push(new vscode.CodeLens(range, lensCommand(declaration)));
            }
        }
        return lenses;
    }

    getTreeItem(node: CoverageNode): vscode.TreeItem {
        if (node.type === 'document') {
            const item = new vscode.TreeItem(vscode.Uri.parse(node.uri), vscode.TreeItemCollapsibleState.Expanded);
            item.description = summary(node.marks);
            return item;
        }
        const item = new vscode.TreeItem(linesLabel(node.marks), vscode.TreeItemCollapsibleState.None);
        item.description = node.marks.uncovered ? 'not cited' : node.marks.citedBy.map((d) => d.name).join(', ');
        item.iconPath = new vscode.ThemeIcon(node.marks.uncovered ? 'warning' : 'pass');
        item.command = { title: 'Open', command: OPEN_PARAGRAPH, arguments: [node.uri, node.marks.first, node.marks.last] };
        return item;
    }

    getChildren(node?: CoverageNode): CoverageNode[] {
        if (node === undefined) {
            const uris = new Set<string>();
            for (const answer of this.answers.values()) {
                (answer.documents ?? []).forEach((d) => uris.add(d.uri));
            }
            return [...uris].map((uri) => ({ type: 'document', uri, marks: this.marks(uri) }));
        }
        return node.type === 'document' ? node.marks.map((marks) => ({ type: 'paragraph', uri: node.uri, marks })) : [];
    }

    dispose(): void {
        this.subscriptions.forEach((s) => s.dispose());
    }
}

function lensCommand(declaration: CitingDeclaration): vscode.Command {
    return declaration.uri === undefined
        ? { title: `cited by ${declaration.name}`, command: '' }
        : { title: `cited by ${declaration.name}`, command: OPEN_DECLARATION, arguments: [declaration.uri, declaration.line ?? 0] };
}

async function openAt(uri: string, first: number, last: number): Promise<void> {
    await vscode.window.showTextDocument(vscode.Uri.parse(uri), {
        viewColumn: vscode.ViewColumn.Beside,
        preview: true,
        selection: new vscode.Range(first, 0, last, 0),
    });
}
