import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { toServerSettings } from '../src/settings';
import { EXTENSION_DIR } from './paths';

function reader(values: Record<string, unknown>) {
    return (key: string) => values[key];
}

/** The settings package.json declares, below `esl.`. */
function declaredSettings(): string[] {
    const manifest = JSON.parse(fs.readFileSync(path.join(EXTENSION_DIR, 'package.json'), 'utf8'));
    return Object.keys(manifest.contributes.configuration.properties).map((key) => key.replace(/^esl\./, ''));
}

describe('toServerSettings', () => {
    it('sends nothing the user did not set, so the spec options stay in charge', () => {
        assert.deepEqual(toServerSettings(reader({})), {});
    });

    it('declares a setting for every key of the server configuration, and the client-only ones', () => {
        assert.deepEqual(declaredSettings().sort(), [
            'check.diagnostics',
            'guard.listen',
            'guard.upstream',
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

    it('passes every explicit setting, nested as the section `esl` reads, and no client-only one', () => {
        const settings = toServerSettings(
            reader({
                interpretation: 2,
                'solver.timeoutMs': 5000,
                'lint.solver': false,
                'lint.redundancy': false,
                'check.diagnostics': 'all',
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
            check: { diagnostics: 'all' },
            llm: { enabled: true, baseUrl: 'http://127.0.0.1:8080/v1', model: 'gpt-4o-mini', keyEnv: 'MY_KEY' },
        });
    });

    it('passes one explicit setting alone', () => {
        assert.deepEqual(toServerSettings(reader({ 'lint.redundancy': true })), { lint: { redundancy: true } });
        assert.deepEqual(toServerSettings(reader({ interpretation: 1 })), { interpretation: 1 });
    });

    it('leaves out values the server could not use rather than sending them', () => {
        const settings = toServerSettings(
            reader({ interpretation: 3, 'solver.timeoutMs': -1, 'llm.baseUrl': '  ', 'llm.keyEnv': '', 'lint.solver': 'no', 'check.diagnostics': 'some' }),
        );
        assert.deepEqual(settings, {});
        assert.deepEqual(toServerSettings(reader({ 'solver.timeoutMs': 2.5 })), {});
    });
});
