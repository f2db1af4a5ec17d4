import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { buildCheckModel } from '../src/results/model';
import { statusBarContent } from '../src/status';
import { FIXTURES } from './paths';

describe('statusBarContent', () => {
    it('shows the server state until a check has run', () => {
        assert.equal(statusBarContent('starting', undefined).text, '$(sync~spin) ESL');
        assert.equal(statusBarContent('running', undefined).text, '$(check) ESL');
        assert.match(statusBarContent('failed', undefined).tooltip, /could not start/);
    });

    it('then the tally of the last check', () => {
        const report = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'banking-check.json'), 'utf8'));
        const content = statusBarContent('running', buildCheckModel(report, 'file:///w/banking.esl'));
        assert.equal(content.text, '$(error) ESL 1/2 failing');
        assert.match(content.tooltip, /Last check \(banking\): 2 transcripts checked, 1 failing, 4 findings/);
    });
});
