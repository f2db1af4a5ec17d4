import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Outcome } from './model';
import { checkSummary, resultDescription, transcriptDescription } from './model';
import type { ResultsNode } from './nodes';
import { contextValue, ResultsNodes } from './nodes';
import type { ResultsStore } from './store';

export type { ResultsNode } from './nodes';

/** The command a row runs when it is selected. */
export const OPEN_NODE = 'esl.results.open';

/** A failing verdict and a transcript that could not be checked are errors alike, as in the Problems panel. */
const ERROR_ICON = new vscode.ThemeIcon('error', new vscode.ThemeColor('problemsErrorIcon.foreground'));

/**
 * The icon of a verdict, in the scheme the Problems panel uses for the check's diagnostics
 * (docs/language-server.md): what fails is an error (red), what is undecided information (blue); what passes,
 * which is no problem at all, is a green tick.
 */
function outcomeIcon(outcome: Outcome): vscode.ThemeIcon {
    switch (outcome) {
        case 'failing':
            return ERROR_ICON;
        case 'passing':
            return new vscode.ThemeIcon('pass', new vscode.ThemeColor('testing.iconPassed'));
        default:
            return new vscode.ThemeIcon('info', new vscode.ThemeColor('problemsInfoIcon.foreground'));
    }
}

/** The results view: spec → transcripts → the verdict of every rule, property and claim; spec → tests. */
export class ResultsTree implements vscode.TreeDataProvider<ResultsNode> {
    private readonly changed = new vscode.EventEmitter<void>();
    readonly onDidChangeTreeData = this.changed.event;
    private nodes = new ResultsNodes([]);

    constructor(private readonly store: ResultsStore) {
        store.onDidChange(() => this.rebuild());
        this.rebuild();
    }

    private rebuild(): void {
        this.nodes = new ResultsNodes(
            this.store.specUris().map((specUri) => ({ specUri, check: this.store.check(specUri), tests: this.store.testsOf(specUri) })),
        );
        this.changed.fire();
    }

    getChildren(node?: ResultsNode): ResultsNode[] {
        return [...(node ? this.nodes.childrenOf(node) : this.nodes.roots)];
    }

    getParent(node: ResultsNode): ResultsNode | undefined {
        return node.type === 'spec' ? undefined : node.parent;
    }

    /** The rows of one declaration's results in a spec, failing ones first. */
    resultsNamed(specUri: string, name: string): ResultsNode[] {
        return this.nodes.named(specUri, name);
    }

    spec(specUri: string): ResultsNode | undefined {
        return this.nodes.spec(specUri);
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
                item.iconPath = outcomeIcon(t.failing ? 'failing' : 'passing');
                item.contextValue = contextValue(node);
                item.command = { title: 'Open transcript', command: OPEN_NODE, arguments: [node] };
                return item;
            }
            case 'result': {
                const r = node.result;
                const item = new vscode.TreeItem(`${r.kind} ${r.name}`, vscode.TreeItemCollapsibleState.None);
                item.description = resultDescription(r);
                item.tooltip = new vscode.MarkdownString().appendText(r.message);
                item.iconPath = outcomeIcon(r.outcome);
                item.contextValue = contextValue(node);
                item.accessibilityInformation = { label: `${r.kind} ${r.name}: ${resultDescription(r)}` };
                item.command = { title: 'Open the step and the declaration', command: OPEN_NODE, arguments: [node] };
                return item;
            }
            case 'error': {
                const item = new vscode.TreeItem(node.error.message, vscode.TreeItemCollapsibleState.None);
                item.description = node.error.step === null ? undefined : `step ${node.error.step}`;
                item.iconPath = ERROR_ICON;
                item.contextValue = contextValue(node);
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
                item.iconPath = outcomeIcon(node.test.outcome);
                item.contextValue = contextValue(node);
                item.command = { title: 'Open test', command: OPEN_NODE, arguments: [node] };
                return item;
            }
        }
    }
}
