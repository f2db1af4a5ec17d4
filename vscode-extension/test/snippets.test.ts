import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { EXTENSION_DIR } from './paths';

interface Snippet {
    readonly prefix: string;
    readonly body: readonly string[];
    readonly description: string;
}

const snippets = JSON.parse(fs.readFileSync(path.join(EXTENSION_DIR, 'snippets', 'esl.json'), 'utf8')) as Record<string, Snippet>;

/** The text a snippet inserts when every placeholder keeps its default (the first choice of a choice). */
function expand(snippet: Snippet): string {
    const values = new Map<string, string>();
    let text = snippet.body.join('\n').replace(/\$\{(\d+)\|([^|]*)\|\}/g, (_, n: string, choices: string) => {
        values.set(n, choices.split(',')[0]);
        return choices.split(',')[0];
    });
    let previous;
    do {
        previous = text;
        text = text.replace(/\$\{(\d+):((?:[^{}\\]|\\.|\{[^{}]*\})*)\}/g, (_, n: string, value: string) => {
            values.set(n, value);
            return value;
        });
    } while (text !== previous);
    return text.replace(/\$(\d+)/g, (_, n: string) => values.get(n) ?? '').replace(/\\([}\\$])/g, '$1');
}

const DECLARATIONS = ['spec', 'import', 'tools from', 'transcripts', 'option', 'variables', 'predicate', 'function', 'fact', 'rule', 'tool', 'template', 'property', 'type', 'var', 'policy', 'test'];
const PATTERNS = ['absence', 'existence', 'universality', 'precedence', 'response'];

describe('snippets', () => {
    const expansions = Object.values(snippets).map(expand);

    it('start every kind of declaration', () => {
        for (const keyword of DECLARATIONS) {
            assert.ok(expansions.some((e) => e.startsWith(`${keyword} `)), `no snippet for ${keyword}`);
        }
    });

    it('write each Dwyer pattern with a choice of every scope', () => {
        for (const pattern of PATTERNS) {
            const snippet = Object.values(snippets).find((s) => s.prefix === pattern);
            assert.ok(snippet, `no snippet for ${pattern}`);
            assert.match(snippet.body[0], /\|globally,before R,after Q,between Q and R,after Q until R\|/);
        }
    });

    it('expand to ESL text with descriptions that name their parameters', () => {
        assert.equal(expand(snippets.predicate), 'predicate Name(x) "a person {x} ..."');
        assert.equal(expand(snippets['predicate matched by a pattern']), 'predicate Greeted "the assistant greets the user"\n    when @assistant matches "(?i)\\b(hello|hi)\\b"');
        assert.equal(expand(snippets['Dwyer precedence']), 'precedence(S, P) globally');
        assert.equal(expand(snippets['test with a claim']), 'test name "description":\n    given premise\n    claim conclusion\n    expect valid');
    });

    it('have distinct prefixes and a description each', () => {
        const prefixes = Object.values(snippets).map((s) => s.prefix);
        assert.equal(new Set(prefixes).size, prefixes.length);
        assert.ok(Object.values(snippets).every((s) => s.description.length > 0));
    });
});
