import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appendedText, draftSummary, type DraftAnswer } from '../src/draft/draftText';

/** Two samples of the act's smoking ban, as the server answers (DraftFromTheEditorTest). */
const SMOKING: DraftAnswer = {
    file: 'rapid-transit-act.md',
    lines: [25, 25],
    samples: 2,
    variables: '',
    declarations: [
        { kind: 'predicate', name: 'Smokes', esl: 'predicate Smokes(x) "a person {x} smokes" source "rapid-transit-act.md" line 25', agreement: '2/2' },
        { kind: 'rule', name: 'no_smoking', esl: 'rule no_smoking "No smoking" source "rapid-transit-act.md" line 25: InRailway(x) => not Smokes(x)', agreement: '2/2' },
    ],
    dropped: [{ sample: 2, esl: 'policy p: x = = 1', reason: 'syntax error' }],
};

describe('the drafted declarations as an edit of the spec', () => {
    it('appends each declaration after its agreement, below a comment naming the lines drafted from', () => {
        assert.equal(appendedText(SMOKING, 'spec railway\n'), [
            '',
            '// Drafted from rapid-transit-act.md lines 25-25 (2 samples): review before keeping.',
            '',
            '// agreement 2/2',
            'predicate Smokes(x) "a person {x} smokes" source "rapid-transit-act.md" line 25',
            '',
            '// agreement 2/2',
            'rule no_smoking "No smoking" source "rapid-transit-act.md" line 25: InRailway(x) => not Smokes(x)',
            '',
        ].join('\n'));
    });

    it('ends the spec\'s last line first when it has no line break', () => {
        assert.ok(appendedText(SMOKING, 'spec railway').startsWith('\n\n// Drafted'));
    });

    it('says so when the lint did not finish, so a partly checked draft never reads as clean', () => {
        assert.ok(appendedText({ ...SMOKING, unfinished: 'the time budget ran out' }, 'spec railway\n')
            .includes('review before keeping.\n// Not fully linted: the time budget ran out\n'));
    });

    it('proposes nothing when no declaration is offered', () => {
        assert.equal(appendedText({ ...SMOKING, declarations: [] }, 'spec railway\n'), '');
    });

    it('sums up what was drafted and what not', () => {
        assert.equal(draftSummary(SMOKING),
            '2 declarations drafted: predicate Smokes (2/2), rule no_smoking (2/2); 1 not offered (see the output "ESL Language Server")');
    });
});
