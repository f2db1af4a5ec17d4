import type { CheckReport, TestReport } from './report';

/**
 * The last results of each spec as the server sent them, kept in the workspace's state (a VS Code Memento)
 * so that the results view, the status item and the timelines come back after a window reload or a server
 * restart. Reports are kept, not models: a model is rebuilt from them by the code that reads it now.
 */
export interface SavedResults {
    /** The last check report of each spec, by spec URI (each carries its `specUri`). */
    readonly checks: Readonly<Record<string, CheckReport>>;
    /** The last test report of each spec, by spec URI. */
    readonly tests: Readonly<Record<string, TestReport>>;
    /** The spec checked last, for the status item. */
    readonly last?: string;
}

/** What of a Memento the results need: VS Code's workspaceState, or a map in tests. */
export interface ResultsMemento {
    get<T>(key: string): T | undefined;
    update(key: string, value: unknown): Thenable<void>;
}

/** The workspace-state key; its version changes when the shape of what is saved does. */
export const SAVED_RESULTS_KEY = 'esl.results.v1';

const EMPTY: SavedResults = { checks: {}, tests: {} };

/** The saved results, or none when nothing (or something of another shape) was saved. */
export function loadResults(memento: ResultsMemento): SavedResults {
    const saved = memento.get<SavedResults>(SAVED_RESULTS_KEY);
    if (!saved || typeof saved !== 'object' || typeof saved.checks !== 'object' || typeof saved.tests !== 'object') {
        return EMPTY;
    }
    return saved;
}

export function withCheck(saved: SavedResults, report: CheckReport & { specUri: string }): SavedResults {
    return { ...saved, checks: { ...saved.checks, [report.specUri]: report }, last: report.specUri };
}

export function withTests(saved: SavedResults, report: TestReport & { specUri: string }): SavedResults {
    return { ...saved, tests: { ...saved.tests, [report.specUri]: report } };
}
