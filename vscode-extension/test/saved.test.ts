import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { buildCheckModel, buildTestsModel } from '../src/results/model';
import type { CheckReport, TestReport } from '../src/results/report';
import type { ResultsMemento } from '../src/results/saved';
import { loadResults, SAVED_RESULTS_KEY, withCheck, withTests } from '../src/results/saved';
import { FIXTURES } from './paths';

/** A workspace state as VS Code keeps it: values go through JSON. */
class Memento implements ResultsMemento {
    private readonly values = new Map<string, string>();
    get<T>(key: string): T | undefined {
        const value = this.values.get(key);
        return value === undefined ? undefined : (JSON.parse(value) as T);
    }
    update(key: string, value: unknown): Thenable<void> {
        this.values.set(key, JSON.stringify(value));
        return Promise.resolve();
    }
}

const BANKING = 'file:///w/banking.esl';
const PARK = 'file:///w/park.esl';
const check = (name: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')) as CheckReport;
const tests = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'banking-test.json'), 'utf8')) as TestReport;

describe('saved results', () => {
    it('come back after a reload as the same results of every spec, the last check last', async () => {
        const before = new Memento();
        let saved = loadResults(before);
        saved = withCheck(saved, { ...check('banking-check.json'), specUri: BANKING });
        saved = withTests(saved, { ...tests, specUri: BANKING });
        saved = withCheck(saved, { ...check('park-check.json'), specUri: PARK });
        await before.update(SAVED_RESULTS_KEY, saved);

        const after = loadResults(before);
        assert.deepEqual(Object.keys(after.checks).sort(), [BANKING, PARK]);
        assert.equal(after.last, PARK);
        assert.deepEqual(buildCheckModel(after.checks[BANKING]), buildCheckModel(check('banking-check.json'), BANKING));
        assert.deepEqual(buildTestsModel(after.tests[BANKING]), buildTestsModel(tests, BANKING));
    });

    it('a newer check of a spec replaces its older one', () => {
        const first = withCheck(loadResults(new Memento()), { ...check('banking-check.json'), specUri: BANKING });
        const again = withCheck(first, { ...check('banking-check.json'), specUri: BANKING, headline: 'later' });
        assert.equal(again.checks[BANKING].headline, 'later');
    });

    it('nothing saved, or something of another shape, is no results', async () => {
        const memento = new Memento();
        assert.deepEqual(loadResults(memento), { checks: {}, tests: {} });
        await memento.update(SAVED_RESULTS_KEY, 'not results');
        assert.deepEqual(loadResults(memento), { checks: {}, tests: {} });
    });
});
