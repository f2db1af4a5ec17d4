import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import {
    buildCheckModel,
    buildTestsModel,
    checkSummary,
    resultDescription,
    resultsNamed,
    transcriptDescription,
} from '../src/results/model';
import type { CheckReport, TestReport } from '../src/results/report';
import { FIXTURES } from './paths';

function report(name: string): CheckReport {
    return JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')) as CheckReport;
}

function testReport(name: string): TestReport {
    return JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')) as TestReport;
}

const BANKING = 'file:///home/ana/specs/banking.esl';

describe('buildCheckModel on the banking example', () => {
    const check = buildCheckModel(report('banking-check.json'), BANKING);
    const [ok, unsafe] = check.transcripts;

    it('tallies transcripts and findings as the server summary does', () => {
        assert.equal(check.specName, 'banking');
        assert.deepEqual(check.transcripts.map((t) => t.id), ['banking-ok', 'banking-unsafe']);
        assert.equal(checkSummary(check), '2 transcripts checked, 1 failing, 4 findings');
        assert.equal(ok.failing, false);
        assert.equal(unsafe.failing, true);
        assert.equal(transcriptDescription(ok), 'ok: 5 satisfied');
        assert.equal(transcriptDescription(unsafe), 'failed: 1 satisfied, 4 violated');
    });

    it('places each verdict at its step in the transcript and at its declaration in the spec', () => {
        const authFirst = unsafe.results.find((r) => r.name === 'auth_first')!;
        assert.equal(authFirst.verdict, 'violated');
        assert.equal(authFirst.outcome, 'failing');
        assert.equal(resultDescription(authFirst), 'violated at step 4');
        assert.deepEqual(authFirst.stepLocation, { uri: 'file:///home/ana/specs/transcripts/banking-unsafe.json', line: 9, column: 21 });
        assert.deepEqual(authFirst.declaration, { uri: BANKING, line: 14, column: 10 });
        assert.equal(unsafe.uri, 'file:///home/ana/specs/transcripts/banking-unsafe.json');
    });

    it('keeps the timeline with the properties in the order of the results', () => {
        assert.equal(unsafe.timeline.length, 7);
        assert.deepEqual(unsafe.timelineProperties, ['auth_first', 'confirm', 'big_needs_approval', 'greets_first', 'balance_before_transfer']);
        assert.equal(unsafe.timeline[4].tool, 'transfer_funds');
        assert.equal(unsafe.timeline[4].verdicts.auth_first, 'violated');
        assert.equal(unsafe.timeline[3].verdicts.auth_first, 'pending');
    });

    it('finds one declaration in every transcript (the tally lens)', () => {
        const found = resultsNamed(check, 'greets_first');
        assert.deepEqual(found.map((f) => `${f.transcript.id}: ${f.result.verdict}`), ['banking-ok: satisfied', 'banking-unsafe: violated']);
    });

    it('prefers the spec URI the server put in the report', () => {
        const other = buildCheckModel({ ...report('banking-check.json'), specUri: 'file:///srv/x/banking.esl' }, BANKING);
        assert.equal(other.specUri, 'file:///srv/x/banking.esl');
        assert.equal(other.transcripts[1].uri, 'file:///srv/x/transcripts/banking-unsafe.json');
    });

    it('refuses a report that cannot be placed', () => {
        assert.throws(() => buildCheckModel(report('banking-check.json')), /names no spec URI/);
    });
});

describe('buildCheckModel on rules, queries and claims', () => {
    it('shows a violated rule as failing and inferred queries as undecided', () => {
        const check = buildCheckModel(report('railway-check.json'), 'file:///w/railway.esl');
        const gum = check.transcripts.find((t) => t.id === 'railway-gum')!;
        const rule = gum.results.find((r) => r.kind === 'rule')!;
        assert.equal(rule.name, 'no_gum');
        assert.equal(rule.outcome, 'failing');
        assert.deepEqual(rule.declaration, { uri: 'file:///w/railway.esl', line: 20, column: 6 });
        assert.ok(gum.results.filter((r) => r.kind === 'query').every((r) => r.outcome === 'undecided' && r.verdict === 'inferred'));
        assert.equal(gum.timeline.length, 0);
        assert.equal(checkSummary(check), '2 transcripts checked, 1 failing, 1 finding');
    });

    it('shows claims by finding', () => {
        const check = buildCheckModel(report('park-check.json'), 'file:///w/park.esl');
        const verdicts = check.transcripts[0].results.map((r) => `${r.name} ${r.verdict} ${r.outcome}`);
        assert.deepEqual(verdicts, ['senior_fee valid passing', 'senior_entry invalid failing', 'adult_entry ambiguous undecided']);
    });

    it('shows the outcome and the failing the server decided, never its own', () => {
        const decided = report('park-check.json');
        const flipped: CheckReport = {
            ...decided,
            transcripts: decided.transcripts.map((t) => ({
                ...t,
                failing: false,
                results: t.results.map((r) => ({ ...r, failing: false, outcome: 'undecided' as const })),
            })),
            summary: { ...decided.summary, failing: 0, findings: 0 },
            headline: '1 transcript checked, 0 failing, 0 findings',
        };
        const check = buildCheckModel(flipped, 'file:///w/park.esl');
        assert.ok(check.transcripts[0].results.every((r) => r.outcome === 'undecided'));
        assert.equal(check.transcripts[0].failing, false);
        assert.equal(check.failingCount, 0);
        assert.equal(checkSummary(check), '1 transcript checked, 0 failing, 0 findings');
    });
});

describe('buildTestsModel', () => {
    it('places each test at its name in the spec, from a real esl test --format json', () => {
        const tests = buildTestsModel(testReport('banking-test.json'), BANKING);
        assert.equal(tests.specUri, BANKING);
        assert.deepEqual([tests.passed, tests.failed], [2, 0]);
        assert.deepEqual(tests.tests.map((t) => `${t.name} ${t.verdict} ${t.outcome}`), [
            'happy_path passed passing',
            'unauthenticated passed passing',
        ]);
        assert.deepEqual(tests.tests[1].location, { uri: BANKING, line: 29, column: 6 });
    });

    it('shows a failed test as failing, as its passed field says', () => {
        const real = testReport('banking-test.json');
        const failed: TestReport = {
            ...real,
            specUri: 'file:///srv/banking.esl',
            specs: real.specs.map((spec) => ({
                ...spec,
                tests: spec.tests.map((t, i) => (i === 1 ? { ...t, passed: false, outcome: 'failed' } : t)),
            })),
        };
        const tests = buildTestsModel(failed, BANKING);
        assert.equal(tests.specUri, 'file:///srv/banking.esl', 'the report\'s own spec URI wins');
        assert.deepEqual(tests.tests.map((t) => t.outcome), ['passing', 'failing']);
    });

    it('refuses a report that cannot be placed', () => {
        assert.throws(() => buildTestsModel(testReport('banking-test.json')), /names no spec URI/);
    });
});
