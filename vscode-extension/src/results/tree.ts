import * as path from 'node:path';
import * as vscode from 'vscode';
import type { CheckModel, ErrorModel, Outcome, ResultModel, TestModel, TestsModel, TranscriptModel } from './model';
import { checkSummary, resultDescription, transcriptDescription } from './model';
import type { ResultsStore } from './store';

/** A row of the results view. */
export type ResultsNode =
    | { readonly type: 'spec'; readonly specUri: string; readonly check?: CheckModel; readonly tests?: TestsModel }
    | { readonly type: 'transcript'; readonly parent: ResultsNode; readonly transcript: TranscriptModel }
    | { readonly type: 'result'; readonly parent: ResultsNode; readonly transcript: TranscriptModel; readonly result: ResultModel }
    | { readonly type: 'error'; readonly parent: ResultsNode; readonly error: ErrorModel }
    | { readonly type: 'tests'; readonly parent: ResultsNode; readonly tests: TestsModel }
    | { readonly type: 'test'; readonly parent: ResultsNode; readonly test: TestModel };

/** The command a row runs when it is selected. */
export const OPEN_NODE = 'esl.results.open';

function outcomeIcon(outcome: Outcome, verdict: string): vscode.ThemeIcon {
    switch (outcome) {
        case 'failing':
            return new vscode.ThemeIcon('error', new vscode.ThemeColor('testing.iconFailed'));
        case 'passing':
            return new vscode.ThemeIcon('pass', new vscode.ThemeColor('testing.iconPassed'));
        default:
            if (verdict === 'pending') {
                return new vscode.ThemeIcon('circle-large-outline', new vscode.ThemeColor('testing.iconQueued'));
            }
            return new vscode.ThemeIcon(verdict === 'inferred' ? 'lightbulb' : 'question');
    }
}

/** The results view: spec → transcripts → the verdict of every rule, property and claim; spec → tests. */
export class ResultsTree implements vscode.TreeDataProvider<ResultsNode> {
    private readonly changed = new vscode.EventEmitter<void>();
    readonly onDidChangeTreeData = this.changed.event;
    private roots: ResultsNode[] = [];
    private readonly children = new Map<ResultsNode, ResultsNode[]>();

    constructor(private readonly store: ResultsStore) {
        store.onDidChange(() => this.rebuild());
        this.rebuild();
    }

    private rebuild(): void {
        this.children.clear();
        this.roots = this.store.specUris().map((specUri) => {
            const spec: ResultsNode = { type: 'spec', specUri, check: this.store.check(specUri), tests: this.store.testsOf(specUri) };
            const below: ResultsNode[] = [];
            for (const transcript of spec.check?.transcripts ?? []) {
                const node: ResultsNode = { type: 'transcript', parent: spec, transcript };
                below.push(node);
                this.children.set(node, [
                    ...transcript.errors.map((error): ResultsNode => ({ type: 'error', parent: node, error })),
                    ...transcript.results.map((result): ResultsNode => ({ type: 'result', parent: node, transcript, result })),
                ]);
            }
            if (spec.tests) {
                const node: ResultsNode = { type: 'tests', parent: spec, tests: spec.tests };
                below.push(node);
                this.children.set(node, spec.tests.tests.map((test): ResultsNode => ({ type: 'test', parent: node, test })));
            }
            this.children.set(spec, below);
            return spec;
        });
        this.changed.fire();
    }

    getChildren(node?: ResultsNode): ResultsNode[] {
        return node ? this.children.get(node) ?? [] : this.roots;
    }

    getParent(node: ResultsNode): ResultsNode | undefined {
        return node.type === 'spec' ? undefined : node.parent;
    }

    /** The rows of one declaration's results in a spec (for `esl.showResults` [specUri, name]). */
    resultsNamed(specUri: string, name: string): ResultsNode[] {
        const spec = this.roots.find((r) => r.type === 'spec' && r.specUri === specUri);
        if (!spec) {
            return [];
        }
        return (this.children.get(spec) ?? [])
            .flatMap((t) => this.children.get(t) ?? [])
            .filter((n) => (n.type === 'result' && n.result.name === name) || (n.type === 'test' && n.test.name === name));
    }

    spec(specUri: string): ResultsNode | undefined {
        return this.roots.find((r) => r.type === 'spec' && r.specUri === specUri);
    }

    getTreeItem(node: ResultsNode): vscode.TreeItem {
        switch (node.type) {
            case 'spec': {
                const item = new vscode.TreeItem(
                    node.check?.specName ?? path.posix.basename(vscode.Uri.parse(node.specUri).path),
                    vscode.TreeItemCollapsibleState.Expanded,
                );
                item.description = node.check ? checkSummary(node.check) : undefined;
                item.tooltip = node.check?.specTitle;
                item.resourceUri = vscode.Uri.parse(node.specUri);
                item.iconPath = new vscode.ThemeIcon('file-code');
                item.command = { title: 'Open spec', command: OPEN_NODE, arguments: [node] };
                return item;
            }
            case 'transcript': {
                const t = node.transcript;
                const item = new vscode.TreeItem(
                    t.id,
                    t.failing ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed,
                );
                item.description = transcriptDescription(t);
                item.tooltip = t.file;
                item.iconPath = outcomeIcon(t.failing ? 'failing' : 'passing', t.failing ? 'failed' : 'ok');
                item.contextValue = t.timeline.length > 0 ? 'transcript timeline' : 'transcript';
                item.command = { title: 'Open transcript', command: OPEN_NODE, arguments: [node] };
                return item;
            }
            case 'result': {
                const r = node.result;
                const item = new vscode.TreeItem(`${r.kind} ${r.name}`, vscode.TreeItemCollapsibleState.None);
                item.description = resultDescription(r);
                item.tooltip = new vscode.MarkdownString().appendText(r.message);
                item.iconPath = outcomeIcon(r.outcome, r.verdict);
                const roles = [
                    'result',
                    r.stepLocation ? 'step' : '',
                    r.declaration ? 'declaration' : '',
                    r.kind === 'property' && node.transcript.timeline.length > 0 ? 'timeline' : '',
                ];
                item.contextValue = roles.filter((x) => x !== '').join(' ');
                item.accessibilityInformation = { label: `${r.kind} ${r.name}: ${resultDescription(r)}` };
                item.command = { title: 'Open the step and the declaration', command: OPEN_NODE, arguments: [node] };
                return item;
            }
            case 'error': {
                const item = new vscode.TreeItem(node.error.message, vscode.TreeItemCollapsibleState.None);
                item.description = node.error.step === null ? undefined : `step ${node.error.step}`;
                item.iconPath = new vscode.ThemeIcon('warning', new vscode.ThemeColor('problemsWarningIcon.foreground'));
                item.contextValue = node.error.location ? 'error step' : 'error';
                item.command = { title: 'Open', command: OPEN_NODE, arguments: [node] };
                return item;
            }
            case 'tests': {
                const item = new vscode.TreeItem('tests', vscode.TreeItemCollapsibleState.Expanded);
                item.description = `${node.tests.passed} passed, ${node.tests.failed} failed`;
                item.iconPath = new vscode.ThemeIcon('beaker');
                return item;
            }
            case 'test': {
                const item = new vscode.TreeItem(`test ${node.test.name}`, vscode.TreeItemCollapsibleState.None);
                item.description = node.test.verdict;
                item.tooltip = node.test.message;
                item.iconPath = outcomeIcon(node.test.outcome, node.test.verdict);
                item.contextValue = node.test.location ? 'test declaration' : 'test';
                item.command = { title: 'Open test', command: OPEN_NODE, arguments: [node] };
                return item;
            }
        }
    }
}
