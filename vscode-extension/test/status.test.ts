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

    it('shows the errors of the spec in the active editor before anything else', () => {
        const report = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'banking-check.json'), 'utf8'));
        const content = statusBarContent('running', buildCheckModel(report, 'file:///w/banking.esl'), { file: 'banking.esl', errors: 2 });
        assert.equal(content.text, '$(error) ESL 2 errors');
        assert.match(content.tooltip, /banking\.esl has 2 errors/);
        assert.equal(content.command, 'workbench.actions.view.problems');
        assert.equal(statusBarContent('running', undefined, { file: 'banking.esl', errors: 0 }).text, '$(check) ESL');
    });
});
