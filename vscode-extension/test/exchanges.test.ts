import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exchangeReport, guardReport } from '../src/guard/exchanges';
import { buildCheckModel } from '../src/results/model';

const BLOCKED = JSON.stringify({
    id: 'c7/2',
    messages: [],
    esl: {
        verdict: 'blocked',
        conversation: 'c7',
        properties: ['auth_before_transfer'],
        findings: [{ kind: 'property', name: 'auth_before_transfer', message: 'property auth_before_transfer is violated at step 1' }],
    },
});
const PASSED = JSON.stringify({ id: 'c8/4', messages: [], esl: { verdict: 'pass', properties: [], findings: [] } });
const PENDING = JSON.stringify({ id: 'c8/6', messages: [], esl: { verdict: 'pending', properties: ['confirm_after_transfer'], findings: [] } });
const FAILED = JSON.stringify({ id: 'c9/1', messages: [], esl: { verdict: 'error', status: 502, error: 'connection refused' } });

describe('exchangeReport', () => {
    it('shows a blocked exchange failing with what the stopped answer would have broken', () => {
        const report = exchangeReport(BLOCKED, 'guard.jsonl');
        assert.equal(report?.id, 'c7/2 blocked');
        assert.equal(report?.failing, true);
        assert.deepEqual(report?.results.map((r) => [r.name, r.outcome, r.message]), [
            ['auth_before_transfer', 'failing', 'property auth_before_transfer is violated at step 1'],
        ]);
    });

    it('shows a passed exchange passing, and a pending one with the properties it owes', () => {
        assert.deepEqual(exchangeReport(PASSED, 'guard.jsonl'), {
            id: 'c8/4 pass', file: 'guard.jsonl', checked: true, failing: false, results: [], errors: [],
        });
        const pending = exchangeReport(PENDING, 'guard.jsonl');
        assert.equal(pending?.failing, false);
        assert.deepEqual(pending?.results.map((r) => [r.name, r.verdict, r.outcome]), [['confirm_after_transfer', 'pending', 'undecided']]);
    });

    it('shows an exchange the upstream failed as unchecked, with the reason', () => {
        const report = exchangeReport(FAILED, 'guard.jsonl');
        assert.equal(report?.checked, false);
        assert.equal(report?.failing, true);
        assert.deepEqual(report?.errors, [{ message: 'the upstream failed: connection refused' }]);
    });

    it('skips a line the guard does not write', () => {
        assert.equal(exchangeReport('{"id": "x", "messages": []}', 'guard.jsonl'), undefined);
        assert.equal(exchangeReport('{"id": "x", "mess', 'guard.jsonl'), undefined);
    });
});

describe('guardReport', () => {
    it('is a check report the results view builds its model from', () => {
        const transcripts = [BLOCKED, PASSED, PENDING, FAILED].map((line) => exchangeReport(line, 'guard.jsonl')!);
        const model = buildCheckModel(guardReport({ specUri: 'file:///w/banking.esl', specName: 'banking', transcripts }));
        assert.equal(model.headline, 'guard: 4 exchanges, 2 blocked or failed');
        assert.equal(model.failingCount, 2);
        assert.equal(model.checkedCount, 3);
        assert.equal(model.findingCount, 1);
        assert.deepEqual(model.transcripts.map((t) => t.id), ['c7/2 blocked', 'c8/4 pass', 'c8/6 pending', 'c9/1 error']);
        assert.equal(model.transcripts[0].uri, 'file:///w/guard.jsonl');
    });
});
