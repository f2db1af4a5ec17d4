import * as vscode from 'vscode';
import type { CheckModel, TestsModel } from './model';
import { buildCheckModel, buildTestsModel } from './model';
import type { CheckReport, TestReport } from './report';
import type { ResultsMemento, SavedResults } from './saved';
import { loadResults, SAVED_RESULTS_KEY, withCheck, withTests } from './saved';

/**
 * The latest check and test results of each spec, by spec URI, saved in the workspace's state so that they
 * survive a window reload and a server restart.
 */
export class ResultsStore implements vscode.Disposable {
    private readonly checks = new Map<string, CheckModel>();
    private readonly tests = new Map<string, TestsModel>();
    private readonly changed = new vscode.EventEmitter<void>();
    readonly onDidChange = this.changed.event;
    private saved: SavedResults;

    constructor(private readonly memento: ResultsMemento) {
        this.saved = loadResults(memento);
        for (const report of Object.values(this.saved.checks)) {
            this.restore(() => this.checks.set(report.specUri ?? '', buildCheckModel(report)));
        }
        for (const report of Object.values(this.saved.tests)) {
            this.restore(() => this.tests.set(report.specUri ?? '', buildTestsModel(report)));
        }
    }

    /** A saved report an older extension wrote in another shape is dropped, not fatal. */
    private restore(add: () => void): void {
        try {
            add();
        } catch {
            // the next check replaces it
        }
    }

    setCheck(report: CheckReport & { specUri: string }): CheckModel {
        const check = buildCheckModel(report);
        this.checks.set(check.specUri, check);
        this.save(withCheck(this.saved, report));
        return check;
    }

    setTests(report: TestReport & { specUri: string }): void {
        this.tests.set(report.specUri, buildTestsModel(report));
        this.save(withTests(this.saved, report));
    }

    clear(): void {
        this.checks.clear();
        this.tests.clear();
        this.save({ checks: {}, tests: {} });
    }

    private save(saved: SavedResults): void {
        this.saved = saved;
        void this.memento.update(SAVED_RESULTS_KEY, saved);
        this.changed.fire();
    }

    specUris(): string[] {
        return [...new Set([...this.checks.keys(), ...this.tests.keys()])].sort();
    }

    check(specUri: string): CheckModel | undefined {
        return this.checks.get(specUri);
    }

    testsOf(specUri: string): TestsModel | undefined {
        return this.tests.get(specUri);
    }

    lastCheck(): CheckModel | undefined {
        return this.saved.last === undefined ? undefined : this.checks.get(this.saved.last);
    }

    dispose(): void {
        this.changed.dispose();
    }
}
