import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { before, describe, it } from 'node:test';
import * as oniguruma from 'vscode-oniguruma';
import * as textmate from 'vscode-textmate';
import { EXAMPLES, EXTENSION_DIR } from './paths';

interface Token {
    readonly text: string;
    readonly scopes: readonly string[];
}

let grammar: textmate.IGrammar;

before(async () => {
    await oniguruma.loadWASM(fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm')));
    const grammarFile = path.join(EXTENSION_DIR, 'syntaxes', 'esl.tmLanguage.json');
    const registry = new textmate.Registry({
        onigLib: Promise.resolve({
            createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
            createOnigString: (s: string) => new oniguruma.OnigString(s),
        }),
        loadGrammar: async (scopeName) =>
            scopeName === 'source.esl' ? textmate.parseRawGrammar(fs.readFileSync(grammarFile, 'utf8'), grammarFile) : null,
    });
    const loaded = await registry.loadGrammar('source.esl');
    assert.ok(loaded, 'the grammar loads');
    grammar = loaded;
});

/** The tokens of each line, and whether each line ended outside any open string or comment. */
function tokenize(text: string): { lines: Token[][]; openAfter: number[] } {
    const outside = grammar.tokenizeLine('', textmate.INITIAL).ruleStack;
    let stack = textmate.INITIAL;
    const lines: Token[][] = [];
    const openAfter: number[] = [];
    text.split(/\r?\n/).forEach((line, i) => {
        const result = grammar.tokenizeLine(line, stack);
        lines.push(result.tokens.map((t) => ({ text: line.substring(t.startIndex, t.endIndex), scopes: t.scopes })));
        stack = result.ruleStack;
        if (!stack.equals(outside)) {
            openAfter.push(i + 1);
        }
    });
    return { lines, openAfter };
}

/** The scopes of the `nth` token that is exactly `text`, on the first line containing `lineHint`. */
function scopesOf(tokens: Token[][], lineHint: string, text: string, nth = 0): readonly string[] {
    const line = tokens.find((l) => l.map((t) => t.text).join('').includes(lineHint));
    assert.ok(line, `no line contains ${lineHint}`);
    const token = line.filter((t) => t.text === text)[nth];
    assert.ok(token, `no token '${text}' on the line with ${lineHint}: ${JSON.stringify(line.map((t) => t.text))}`);
    return token.scopes;
}

function assertScope(tokens: Token[][], lineHint: string, text: string, scope: string, nth = 0): void {
    const scopes = scopesOf(tokens, lineHint, text, nth);
    assert.ok(scopes.includes(scope), `'${text}' (line with ${lineHint}) has ${scopes.join(' ')}, not ${scope}`);
}

function example(name: string): Token[][] {
    return tokenize(fs.readFileSync(path.join(EXAMPLES, name), 'utf8')).lines;
}

describe('the TextMate grammar', () => {
    it('closes every string and comment on the line it opens, in every example spec', () => {
        for (const file of fs.readdirSync(EXAMPLES).filter((f) => f.endsWith('.esl'))) {
            assert.deepEqual(tokenize(fs.readFileSync(path.join(EXAMPLES, file), 'utf8')).openAfter, [], file);
        }
    });

    it('colours declarations, templates, properties and tests of banking.esl', () => {
        const t = example('banking.esl');
        assertScope(t, 'spec banking', 'spec', 'keyword.other.spec.esl');
        assertScope(t, 'spec banking', 'banking', 'entity.name.namespace.esl');
        assertScope(t, 'spec banking', 'Online banking agent: payment-safety properties (after PSD2-style rules)', 'string.quoted.double.esl');
        assertScope(t, 'tools from', 'tools', 'keyword.control.import.esl');
        assertScope(t, 'tools from', 'from', 'keyword.control.import.esl');
        assertScope(t, 'predicate Greeted', 'predicate', 'storage.type.predicate.esl');
        assertScope(t, 'predicate Greeted', 'Greeted', 'entity.name.function.esl');
        assertScope(t, 'template restricted', 'template', 'storage.type.template.esl');
        assertScope(t, 'template restricted', 'action', 'variable.parameter.esl');
        assertScope(t, 'template restricted', '{', 'punctuation.definition.parameter.begin.esl');
        assertScope(t, 'not ((not check) until action)', 'until', 'keyword.operator.temporal.esl');
        assertScope(t, 'not ((not check) until action)', 'not', 'keyword.operator.logical.esl');
        assertScope(t, 'always (trigger -> eventually outcome)', '->', 'keyword.operator.implication.esl');
        assertScope(t, 'always (trigger -> eventually outcome)', 'eventually', 'keyword.operator.temporal.esl');
        assertScope(t, 'property auth_first', 'auth_first', 'entity.name.section.property.esl');
        assertScope(t, 'amount > 10000', '10000', 'constant.numeric.decimal.esl');
        assertScope(t, 'amount > 10000', '>', 'keyword.operator.comparison.esl');
        assertScope(t, 'amount > 10000', 'once', 'keyword.operator.temporal.esl');
        assertScope(t, 'eventually within 2 Greeted', 'within', 'keyword.operator.temporal.esl');
        assertScope(t, 'eventually within 2 Greeted', '2', 'constant.numeric.decimal.esl');
        assertScope(t, 'precedence(get_balance', 'precedence', 'support.function.pattern.esl');
        assertScope(t, 'test happy_path', 'test', 'storage.type.test.esl');
        assertScope(t, 'trace check_auth', 'trace', 'keyword.other.esl');
        assertScope(t, 'expect satisfied', 'expect', 'keyword.other.esl');
        assertScope(t, 'expect satisfied', 'satisfied', 'constant.language.verdict.esl');
    });

    it('reads a `matches` string as a regular expression with its escapes, after an @role', () => {
        const t = example('banking.esl');
        assertScope(t, 'when @assistant', '@assistant', 'variable.language.role.esl');
        assertScope(t, 'when @assistant', 'matches', 'keyword.other.matches.esl');
        assertScope(t, 'when @assistant', '\\b', 'constant.character.escape.regexp.esl');
        assertScope(t, 'when @assistant', '(?i)', 'keyword.other.group-option.regexp.esl');
        assertScope(t, 'when @assistant', '|', 'keyword.operator.or.regexp.esl');
        assertScope(t, 'when @assistant', 'hello', 'string.regexp.esl');
    });

    it('colours rules, facts, options and comments of railway.esl', () => {
        const t = example('railway.esl');
        assertScope(t, 'option interpretation', 'option', 'keyword.other.option.esl');
        assertScope(t, 'option interpretation', 'interpretation', 'variable.other.option.esl');
        assertScope(t, 'variables x, y', 'variables', 'storage.type.variables.esl');
        assertScope(t, 'predicate Carries', 'x', 'variable.parameter.esl', 1);
        assertScope(t, 'predicate Carries', 'y', 'variable.parameter.esl');
        assertScope(t, 'fact Flammable', 'fact', 'storage.type.fact.esl');
        assertScope(t, 'fact Flammable', ' ground knowledge: always true', 'comment.line.double-slash.esl');
        assertScope(t, 'fact Flammable', '//', 'punctuation.definition.comment.esl');
        assertScope(t, 'rule no_gum', 'rule', 'storage.type.rule.esl');
        assertScope(t, 'rule no_gum', 'no_gum', 'entity.name.section.rule.esl');
        assertScope(t, 'InRailway(x) => not ChewGum(x)', '=>', 'keyword.operator.implication.esl');
        assertScope(t, 'InRailway(x) => not ChewGum(x)', 'ChewGum', 'entity.name.function.call.esl');
        assertScope(t, 'facts InRailway("Ravi")', 'facts', 'keyword.other.esl');
        assertScope(t, 'expect inferred', 'inferred', 'constant.language.verdict.esl');
    });

    it('colours types, policy variables and policies of park.esl', () => {
        const t = example('park.esl');
        assertScope(t, 'type AgeClass', 'type', 'storage.type.type.esl');
        assertScope(t, 'type AgeClass', 'AgeClass', 'entity.name.type.enum.esl');
        assertScope(t, 'var isLowSeason', 'var', 'storage.type.var.esl');
        assertScope(t, 'var isLowSeason', 'isLowSeason', 'variable.other.declaration.esl');
        assertScope(t, 'var isLowSeason', 'Bool', 'support.type.primitive.esl');
        assertScope(t, 'admissionFee = 0.75 * baseFee', '0.75', 'constant.numeric.decimal.esl');
        assertScope(t, 'admissionFee = 0.75 * baseFee', '*', 'keyword.operator.arithmetic.esl');
        assertScope(t, 'isEntryAllowed <=> budget', '<=>', 'keyword.operator.implication.esl');
        assertScope(t, 'if ageClass = SENIOR', 'if', 'keyword.control.conditional.esl');
        assertScope(t, 'else if ageClass', 'else', 'keyword.control.conditional.esl');
        assertScope(t, 'expect valid', 'valid', 'constant.language.verdict.esl');
    });

    it('knows the constructs the examples do not use', () => {
        const t = tokenize(
            [
                '/* a block',
                '   comment */ import "common.esl"',
                'property p: weak next (@tool releases q) and r since s',
                'property d: absence(leak) between login and logout',
                'predicate Said(x) "the text \\"{x}\\" is said\\n" // why',
                'test t: trace a; b expect pending p',
                'option smt.timeout = 1e3',
            ].join('\n'),
        ).lines;
        assertScope(t, '/* a block', '/*', 'punctuation.definition.comment.begin.esl');
        assertScope(t, 'comment */', '   comment ', 'comment.block.esl');
        assertScope(t, 'comment */', 'import', 'keyword.control.import.esl');
        assertScope(t, 'weak next', 'weak next', 'keyword.operator.temporal.esl');
        assertScope(t, 'weak next', '@tool', 'variable.language.role.esl');
        assertScope(t, 'weak next', 'releases', 'keyword.operator.temporal.esl');
        assertScope(t, 'weak next', 'since', 'keyword.operator.temporal.esl');
        assertScope(t, 'absence(leak)', 'absence', 'support.function.pattern.esl');
        assertScope(t, 'absence(leak)', 'between', 'keyword.other.scope.esl');
        assertScope(t, 'absence(leak)', 'and', 'keyword.operator.logical.esl');
        assertScope(t, 'predicate Said', '\\"', 'constant.character.escape.esl');
        assertScope(t, 'predicate Said', '\\n', 'constant.character.escape.esl');
        assertScope(t, 'predicate Said', 'x', 'variable.parameter.esl', 1);
        assertScope(t, 'predicate Said', ' why', 'comment.line.double-slash.esl');
        assertScope(t, 'trace a; b', ';', 'punctuation.terminator.step.esl');
        assertScope(t, 'trace a; b', 'pending', 'constant.language.verdict.esl');
        assertScope(t, 'smt.timeout', 'smt.timeout', 'variable.other.option.esl');
        assertScope(t, 'smt.timeout', '1e3', 'constant.numeric.decimal.esl');
    });

    it('colours counting, enforcement hints and tool aliases, and leaves count alone as a name', () => {
        const t = tokenize(
            [
                'tool "AugustSmartLock.UnlockDoor" as UnlockDoor(count: Int) "unlocks"',
                'property p: always count(scroll, within 2) < 3 on violation block "Stop scrolling."',
                'property q: always not list_items(count > 5)',
            ].join('\n'),
        ).lines;
        assertScope(t, 'UnlockDoor(count', ' as', 'keyword.other.alias.esl');
        assertScope(t, 'count(scroll', 'count', 'support.function.count.esl');
        assertScope(t, 'count(scroll', 'on violation', 'keyword.other.enforcement.esl');
        const name = t[2].find((tok) => tok.text.includes('count'));
        assert.ok(name && !name.scopes.includes('support.function.count.esl'), JSON.stringify(name));
    });

    it('leaves a name that contains a keyword alone', () => {
        const t = tokenize('property untilNow: always notify_user').lines;
        assert.ok(!scopesOf(t, 'untilNow', 'always').includes('entity.name.section.property.esl'));
        const notify = t[0].find((tok) => tok.text.includes('notify_user'));
        assert.ok(notify && !notify.scopes.some((s) => s.startsWith('keyword')), JSON.stringify(notify));
    });

    it('colours names of other scripts, and names in backquotes as names even when they are reserved words', () => {
        const t = tokenize('predicate Café(x) "a café {x}"\nproperty sent: eventually `send-record`(`until` > 3)').lines;
        assertScope(t, 'predicate Café', 'Café', 'entity.name.function.esl');
        assertScope(t, 'property sent', '`send-record`', 'variable.other.quoted.esl');
        assertScope(t, 'property sent', '`until`', 'variable.other.quoted.esl');
        assert.ok(!scopesOf(t, 'property sent', '`until`').some((s) => s.startsWith('keyword')));
    });
});
