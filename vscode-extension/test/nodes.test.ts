import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { buildCheckModel, buildTestsModel } from '../src/results/model';
import { contextValue, ResultsNodes, type ResultsNode } from '../src/results/nodes';
import { FIXTURES } from './paths';

function check(name: string, specUri: string) {
    return buildCheckModel(JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')), specUri);
}

const BANKING = 'file:///w/banking.esl';
const RAILWAY = 'file:///w/railway.esl';
const tests = buildTestsModel(JSON.parse(fs.readFileSync(path.join(FIXTURES, 'banking-test.json'), 'utf8')), BANKING);
const nodes = new ResultsNodes([
    { specUri: BANKING, check: check('banking-check.json', BANKING), tests },
    { specUri: RAILWAY, check: check('railway-check.json', RAILWAY) },
]);

function label(node: ResultsNode): string {
    switch (node.type) {
        case 'spec':
            return node.specUri;
        case 'transcript':
            return node.transcript.id;
        case 'result':
            return `${node.result.name} ${node.result.verdict}`;
        case 'error':
            return node.error.message;
        case 'tests':
            return 'tests';
        case 'test':
            return node.test.name;
    }
}

describe('ResultsNodes', () => {
    it('lists per spec its transcripts, then its tests', () => {
        const banking = nodes.spec(BANKING)!;
        assert.deepEqual(nodes.childrenOf(banking).map(label), ['banking-ok', 'banking-unsafe', 'tests']);
        const unsafe = nodes.childrenOf(banking)[1];
        assert.deepEqual(nodes.childrenOf(unsafe).map(label), [
            'auth_first violated',
            'confirm violated',
            'big_needs_approval violated',
            'greets_first violated',
            'balance_before_transfer satisfied',
        ]);
        assert.deepEqual(nodes.childrenOf(nodes.childrenOf(banking)[2]).map(label), ['happy_path', 'unauthenticated']);
    });

    it('gives each row the parent that lists it, as reveal needs', () => {
        for (const root of nodes.roots) {
            for (const group of nodes.childrenOf(root)) {
                assert.equal(group.type !== 'spec' && group.parent, root);
                for (const row of nodes.childrenOf(group)) {
                    assert.equal(row.type !== 'spec' && row.parent, group);
                }
            }
        }
    });

    it('finds a declaration in every transcript, the failing ones first', () => {
        assert.deepEqual(nodes.named(BANKING, 'auth_first').map((n) => n.type === 'result' && n.transcript.id), ['banking-unsafe', 'banking-ok']);
        assert.deepEqual(nodes.named(BANKING, 'happy_path').map(label), ['happy_path']);
        assert.deepEqual(nodes.named(RAILWAY, 'no_gum').map(label), ['no_gum violated']);
        assert.deepEqual(nodes.named('file:///w/other.esl', 'no_gum'), []);
    });
});

describe('contextValue', () => {
    it('offers the timeline on a property only when the check carried one', () => {
        const unsafe = nodes.childrenOf(nodes.spec(BANKING)!)[1];
        assert.equal(contextValue(unsafe), 'transcript timeline');
        assert.equal(contextValue(nodes.childrenOf(unsafe)[0]), 'result step declaration timeline');
        const gum = nodes.childrenOf(nodes.spec(RAILWAY)!)[1];
        assert.equal(contextValue(gum), 'transcript');
        assert.equal(contextValue(nodes.childrenOf(gum)[0]), 'result step declaration');
    });

    it('lets a test open its declaration', () => {
        const testsGroup = nodes.childrenOf(nodes.spec(BANKING)!)[2];
        assert.equal(contextValue(nodes.childrenOf(testsGroup)[0]), 'test declaration');
        assert.equal(contextValue(testsGroup), undefined);
    });
});
