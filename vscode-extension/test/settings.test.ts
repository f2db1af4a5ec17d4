import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { toServerSettings } from '../src/settings';
import { EXTENSION_DIR } from './paths';

function reader(values: Record<string, unknown>) {
    return (key: string) => values[key];
}

/** The defaults package.json declares, keyed below `esl.`, as VS Code's configuration returns them. */
function declaredDefaults(): Record<string, unknown> {
    const manifest = JSON.parse(fs.readFileSync(path.join(EXTENSION_DIR, 'package.json'), 'utf8'));
    const properties = manifest.contributes.configuration.properties as Record<string, { default: unknown }>;
    return Object.fromEntries(Object.entries(properties).map(([key, p]) => [key.replace(/^esl\./, ''), p.default]));
}

describe('toServerSettings', () => {
    it('maps the declared defaults to the server defaults, leaving the spec options in charge', () => {
        assert.deepEqual(toServerSettings(reader(declaredDefaults())), {
            lint: { solver: true, redundancy: true },
            llm: { enabled: false, keyEnv: 'OPENAI_API_KEY' },
        });
    });

    it('declares a setting for every key of the server configuration, and the client-only ones', () => {
        assert.deepEqual(Object.keys(declaredDefaults()).sort(), [
            'interpretation',
            'java.home',
            'lint.redundancy',
            'lint.solver',
            'llm.baseUrl',
            'llm.enabled',
            'llm.keyEnv',
            'llm.model',
            'solver.timeoutMs',
            'trace.server',
        ]);
    });

    it('passes every explicit setting, nested as the section `esl` reads', () => {
        const settings = toServerSettings(
            reader({
                interpretation: 2,
                'solver.timeoutMs': 5000,
                'lint.solver': false,
                'lint.redundancy': false,
                'llm.enabled': true,
                'llm.baseUrl': ' http://127.0.0.1:8080/v1 ',
                'llm.model': 'gpt-4o-mini',
                'llm.keyEnv': 'MY_KEY',
                'java.home': '/opt/jdk',
                'trace.server': 'verbose',
            }),
        );
        assert.deepEqual(settings, {
            interpretation: 2,
            solver: { timeoutMs: 5000 },
            lint: { solver: false, redundancy: false },
            llm: { enabled: true, baseUrl: 'http://127.0.0.1:8080/v1', model: 'gpt-4o-mini', keyEnv: 'MY_KEY' },
        });
    });

    it('leaves out values the server could not use rather than sending them', () => {
        const settings = toServerSettings(
            reader({ interpretation: 3, 'solver.timeoutMs': -1, 'llm.baseUrl': '  ', 'llm.keyEnv': '', 'lint.solver': 'no' }),
        );
        assert.deepEqual(settings, {
            lint: { solver: true, redundancy: true },
            llm: { enabled: false, keyEnv: 'OPENAI_API_KEY' },
        });
        assert.equal(toServerSettings(reader({ 'solver.timeoutMs': 2.5 })).solver, undefined);
    });
});
