import * as vscode from 'vscode';
import type { CheckModel, TestsModel } from './model';

/** The latest check and test results of each spec, by spec URI. */
export class ResultsStore implements vscode.Disposable {
    private readonly checks = new Map<string, CheckModel>();
    private readonly tests = new Map<string, TestsModel>();
    private readonly changed = new vscode.EventEmitter<void>();
    readonly onDidChange = this.changed.event;
    private last: CheckModel | undefined;

    setCheck(check: CheckModel): void {
        this.checks.set(check.specUri, check);
        this.last = check;
        this.changed.fire();
    }

    setTests(tests: TestsModel): void {
        this.tests.set(tests.specUri, tests);
        this.changed.fire();
    }

    clear(): void {
        this.checks.clear();
        this.tests.clear();
        this.last = undefined;
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
        return this.last;
    }

    dispose(): void {
        this.changed.dispose();
    }
}
