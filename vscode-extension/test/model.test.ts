import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import {
    buildCheckModel,
    buildTestsModel,
    checkSummary,
    outcomeOf,
    resultDescription,
    resultsNamed,
    transcriptDescription,
} from '../src/results/model';
import type { CheckReport } from '../src/results/report';
import { FIXTURES } from './paths';

function report(name: string): CheckReport {
    return JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')) as CheckReport;
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

    it('classifies every verdict of the contract', () => {
        assert.deepEqual(
            ['violated', 'invalid', 'impossible', 'contradicted'].map(outcomeOf),
            ['failing', 'failing', 'failing', 'failing'],
        );
        assert.deepEqual(['satisfied', 'valid', 'confirmed'].map(outcomeOf), ['passing', 'passing', 'passing']);
        assert.deepEqual(
            ['pending', 'satisfiable', 'too_complex', 'ambiguous', 'no_translation', 'inferred'].map(outcomeOf),
            Array(6).fill('undecided'),
        );
    });
});

describe('buildTestsModel', () => {
    it('places each test at its line in the spec', () => {
        const tests = buildTestsModel({
            spec: BANKING,
            passed: 1,
            failed: 1,
            results: [
                { name: 'happy_path', outcome: 'passed', message: '', line: 23 },
                { name: 'unauthenticated', outcome: 'failed', message: 'expected violated auth_first, got satisfied', line: 27 },
            ],
        });
        assert.deepEqual(tests.tests.map((t) => t.outcome), ['passing', 'failing']);
        assert.deepEqual(tests.tests[1].location, { uri: BANKING, line: 27, column: 1 });
    });
});
