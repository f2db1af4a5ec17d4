import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { buildCheckModel } from '../src/results/model';
import type { CheckReport } from '../src/results/report';
import { bindingText, escapeHtml, renderTimelineHtml } from '../src/results/timelineHtml';
import { FIXTURES } from './paths';

const report = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'banking-check.json'), 'utf8')) as CheckReport;
const check = buildCheckModel(report, 'file:///w/banking.esl');
const unsafe = check.transcripts[1];

/** The cells of one property's row, in step order, without the final column. */
function rowCells(html: string, property: string): string[] {
    const row = new RegExp(`<tr><th scope="row">${property}</th>(.*?)</tr>`).exec(html);
    assert.ok(row, `no row for ${property}`);
    return [...row[1].matchAll(/<td class="(v [^"]*)"[^>]*>([^<]*)<\/td>/g)]
        .filter((m) => !m[1].includes('final'))
        .map((m) => `${m[1]}|${m[2]}`);
}

describe('renderTimelineHtml', () => {
    const html = renderTimelineHtml(unsafe, 'n0nce');

    it('shows each property after each step, bold where the verdict became fixed', () => {
        assert.deepEqual(rowCells(html, 'auth_first'), [
            'v v-pending|…',
            'v v-pending|…',
            'v v-pending|…',
            'v v-pending|…',
            'v v-violated decided|✗',
            'v v-violated|✗',
            'v v-violated|✗',
        ]);
        assert.deepEqual(rowCells(html, 'balance_before_transfer').slice(1, 4), [
            'v v-pending|…',
            'v v-satisfied decided|✓',
            'v v-satisfied|✓',
        ]);
        assert.ok(rowCells(html, 'confirm').every((c) => c === 'v v-pending|…'));
    });

    it('ends each row with the final verdict and heads each column with its step', () => {
        assert.match(html, /<th scope="row">confirm<\/th>.*<td class="v v-violated final">violated at 6<\/td><\/tr>/);
        assert.match(html, /<th scope="col" class="step" data-step="4" title="step 4, @assistant: transfer_funds: transfer_funds\(amount = 12000, to = &quot;Carol&quot;\)">4<span class="role">transfer_funds<\/span><\/th>/);
    });

    it('highlights the property the user asked about', () => {
        const focused = renderTimelineHtml(unsafe, 'n', 'greets_first');
        assert.match(focused, /<tr class="focus"><th scope="row">greets_first<\/th>/);
        assert.equal(focused.match(/<tr class="focus">/g)?.length, 1);
        assert.doesNotMatch(html, /<tr class="focus">/);
    });

    it('lists the steps, a tool call as the call', () => {
        assert.match(html, /<li><a data-step="4">@assistant calls transfer_funds\(amount = 12000, to = &quot;Carol&quot;\)<\/a><\/li>/);
        assert.match(html, /<li><a data-step="0">@user: Move 12000 to my landlord Carol right now, no questions.<\/a><\/li>/);
    });

    it('loads nothing and runs only its own script', () => {
        assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'nonce-n0nce'; script-src 'nonce-n0nce';">/);
        const scripts = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
        assert.deepEqual(scripts, ['<script nonce="n0nce">']);
        assert.doesNotMatch(html, /\bsrc=|\bhref=/);
    });

    it('escapes everything that comes from the transcript or the spec', () => {
        const hostile = {
            ...unsafe,
            id: '<b>id</b>',
            timelineProperties: ['a&b'],
            results: [],
            timeline: [
                { step: 0, role: 'user', text: '</td><script>alert("x")</script>', line: 1, column: 1, verdicts: { 'a&b': 'violated' } },
            ],
        };
        const page = renderTimelineHtml(hostile, 'n');
        assert.doesNotMatch(page, /<script>alert/);
        assert.match(page, /&lt;\/td&gt;&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;/);
        assert.match(page, /<h1>&lt;b&gt;id&lt;\/b&gt;<\/h1>/);
        assert.match(page, /<th scope="row">a&amp;b<\/th>/);
        assert.equal(escapeHtml(`'"<>&`), '&#39;&quot;&lt;&gt;&amp;');
    });

    it('says so when the server sent no timeline', () => {
        const page = renderTimelineHtml({ ...unsafe, timeline: [], timelineProperties: [] }, 'n');
        assert.match(page, /carries no timeline/);
        assert.doesNotMatch(page, /<table/);
    });

    it('keeps the state VS Code restores the panel from, with nothing in it able to end the script', () => {
        const state = { specUri: 'file:///w/banking.esl', transcriptUri: unsafe.uri, transcriptId: '</script><b>', focus: 'auth_first' };
        const page = renderTimelineHtml(unsafe, 'n', 'auth_first', state);
        const set = /vscode\.setState\((.*?)\);/.exec(page);
        assert.ok(set, 'the page sets its state');
        assert.deepEqual(JSON.parse(set[1]), state);
        assert.doesNotMatch(set[1], /<\/script>/);
        assert.match(renderTimelineHtml({ ...unsafe, timeline: [] }, 'n', undefined, state), /vscode\.setState/);
    });

    it('names the values whose instance a verdict of a property with variables is', () => {
        const sender = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'sender-check.json'), 'utf8')) as CheckReport;
        const exfiltrate = buildCheckModel(sender, 'file:///w/guardrails/invariant-sender.esl').transcripts[0];
        const page = renderTimelineHtml(exfiltrate, 'n');
        assert.match(page, /title="reply_to_sender after step 5: violated for s = &quot;mallory@x.com&quot;"[^>]*>✗<span class="binding">s = &quot;mallory@x.com&quot;<\/span><\/td>/);
        assert.match(page, /title="reply_to_sender after step 2: pending for s = &quot;bob@x.com&quot;"/);
        assert.match(page, /title="reply_to_sender after step 0: pending for s = a value not shown"/);
        assert.doesNotMatch(html, /class="binding"/);
    });
});

describe('bindingText', () => {
    it('writes each variable with its value in ESL syntax, or says the value was not shown', () => {
        assert.equal(bindingText({ s: '"bob@x.com"', t: null }), 's = "bob@x.com", t = a value not shown');
    });
});
