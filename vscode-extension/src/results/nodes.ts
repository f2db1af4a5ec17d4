import type { CheckModel, ErrorModel, ResultModel, TestModel, TestsModel, TranscriptModel } from './model';

/** A row of the results view. */
export type ResultsNode =
    | { readonly type: 'spec'; readonly specUri: string; readonly check?: CheckModel; readonly tests?: TestsModel }
    | { readonly type: 'transcript'; readonly parent: ResultsNode; readonly transcript: TranscriptModel }
    | { readonly type: 'result'; readonly parent: ResultsNode; readonly transcript: TranscriptModel; readonly result: ResultModel }
    | { readonly type: 'error'; readonly parent: ResultsNode; readonly error: ErrorModel }
    | { readonly type: 'tests'; readonly parent: ResultsNode; readonly tests: TestsModel }
    | { readonly type: 'test'; readonly parent: ResultsNode; readonly test: TestModel };

export interface SpecResults {
    readonly specUri: string;
    readonly check?: CheckModel;
    readonly tests?: TestsModel;
}

/**
 * The rows of the view: spec → transcripts (errors first, then every result) and spec → tests. The same
 * node objects are returned as children and as parents, as TreeView.reveal needs.
 */
export class ResultsNodes {
    readonly roots: readonly ResultsNode[];
    private readonly children = new Map<ResultsNode, ResultsNode[]>();

    constructor(specs: readonly SpecResults[]) {
        this.roots = specs.map((results) => {
            const spec: ResultsNode = { type: 'spec', ...results };
            const below: ResultsNode[] = [];
            for (const transcript of results.check?.transcripts ?? []) {
                const node: ResultsNode = { type: 'transcript', parent: spec, transcript };
                below.push(node);
                this.children.set(node, [
                    ...transcript.errors.map((error): ResultsNode => ({ type: 'error', parent: node, error })),
                    ...transcript.results.map((result): ResultsNode => ({ type: 'result', parent: node, transcript, result })),
                ]);
            }
            if (results.tests) {
                const node: ResultsNode = { type: 'tests', parent: spec, tests: results.tests };
                below.push(node);
                this.children.set(node, results.tests.tests.map((test): ResultsNode => ({ type: 'test', parent: node, test })));
            }
            this.children.set(spec, below);
            return spec;
        });
    }

    childrenOf(node: ResultsNode): readonly ResultsNode[] {
        return this.children.get(node) ?? [];
    }

    spec(specUri: string): ResultsNode | undefined {
        return this.roots.find((r) => r.type === 'spec' && r.specUri === specUri);
    }

    /**
     * The rows of one declaration's results (or test) in a spec, failing ones first: a tally lens that
     * counts violations (`esl.showResults` [specUri, name]) leads to a violation.
     */
    named(specUri: string, name: string): ResultsNode[] {
        const spec = this.spec(specUri);
        if (!spec) {
            return [];
        }
        return this.childrenOf(spec)
            .flatMap((group) => this.childrenOf(group))
            .filter((n) => (n.type === 'result' && n.result.name === name) || (n.type === 'test' && n.test.name === name))
            .sort((a, b) => Number(isFailing(b)) - Number(isFailing(a)));
    }
}

/** The spec a row belongs to. */
export function specUriOf(node: ResultsNode): string {
    let at: ResultsNode = node;
    while (at.type !== 'spec') {
        at = at.parent;
    }
    return at.specUri;
}

function isFailing(node: ResultsNode): boolean {
    return (node.type === 'result' && node.result.outcome === 'failing') || (node.type === 'test' && node.test.outcome === 'failing');
}

/**
 * The row's `viewItem` for the menus of package.json: what it can open (`step`, `declaration`) and whether
 * it has a timeline.
 */
export function contextValue(node: ResultsNode): string | undefined {
    switch (node.type) {
        case 'transcript':
            return node.transcript.timeline.length > 0 ? 'transcript timeline' : 'transcript';
        case 'result':
            return [
                'result',
                node.result.stepLocation ? 'step' : '',
                node.result.declaration ? 'declaration' : '',
                node.result.kind === 'property' && node.transcript.timeline.length > 0 ? 'timeline' : '',
            ]
                .filter((x) => x !== '')
                .join(' ');
        case 'error':
            return node.error.location ? 'error step' : 'error';
        case 'test':
            return node.test.location ? 'test declaration' : 'test';
        default:
            return undefined;
    }
}
