import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linesLabel, marksOf, sameFile, summary, type CoverageAnswer } from '../src/coverage/model';

const ACT = 'file:///w/rapid-transit-act.md';

/** The railway example's coverage as the server answers it (CoverageFromTheEditorTest), cut to three paragraphs. */
const RAILWAY: CoverageAnswer = {
    documents: [
        {
            uri: ACT,
            paragraphs: [
                { first: 2, last: 3, citedBy: [] },
                { first: 7, last: 8, citedBy: [{ name: 'InRailway', uri: 'file:///w/railway.esl', line: 7 }] },
                { first: 24, last: 24, citedBy: [] },
            ],
        },
    ],
    unsourced: ['Carries'],
};

/** Another spec citing the act's smoking ban, the paragraph railway.esl leaves uncovered. */
const SMOKING: CoverageAnswer = {
    documents: [
        {
            uri: 'file:///w/rapid%2Dtransit-act.md',
            paragraphs: [
                { first: 2, last: 3, citedBy: [] },
                { first: 7, last: 8, citedBy: [] },
                { first: 24, last: 24, citedBy: [{ name: 'no_smoking', uri: 'file:///w/smoking.esl', line: 3 }] },
            ],
        },
    ],
};

describe('coverage marks of a cited document', () => {
    it('marks every paragraph no declaration cites, and lists the citing declarations of the others', () => {
        const marks = marksOf(ACT, [RAILWAY]);
        assert.deepEqual(marks.map((m) => `${linesLabel(m)} ${m.uncovered ? 'uncovered' : m.citedBy.map((d) => d.name).join(', ')}`), [
            'lines 3-4 uncovered',
            'lines 8-9 InRailway',
            'line 25 uncovered',
        ]);
        assert.equal(summary(marks), '1 of 3 paragraphs cited');
    });

    it('joins the specs that cite the same document: a paragraph is covered when any of them cites it', () => {
        const marks = marksOf(ACT, [RAILWAY, SMOKING]);
        assert.deepEqual(marks.map((m) => m.uncovered), [true, false, false]);
        assert.deepEqual(marks[2].citedBy, [{ name: 'no_smoking', uri: 'file:///w/smoking.esl', line: 3 }]);
    });

    it('has no marks for a document no spec cites', () => {
        assert.deepEqual(marksOf('file:///w/other.md', [RAILWAY]), []);
    });

    it('takes two spellings of one file URI as the same file', () => {
        assert.ok(sameFile('file:///c%3A/w/act.md', 'file:///C:/w/act.md'));
        assert.ok(!sameFile('file:///w/act.md', 'file:///w/act2.md'));
    });
});
