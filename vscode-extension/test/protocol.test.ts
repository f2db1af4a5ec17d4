import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import * as protocol from '../src/protocol';
import { EXTENSION_DIR } from './paths';

const JAVA = path.resolve(EXTENSION_DIR, '..', 'lsp-server', 'src', 'main', 'java', 'org', 'esl', 'lang', 'ide', 'commands', 'EslProtocol.java');

describe('protocol.ts', () => {
    it('mirrors every id of EslProtocol.java under the same name', () => {
        const java = fs.readFileSync(JAVA, 'utf8');
        const ids = [...java.matchAll(/public static final String (\w+) = "([^"]*)";/g)];
        assert.ok(ids.length >= 5, 'EslProtocol.java declares its ids');
        for (const [, name, value] of ids) {
            assert.equal((protocol as Record<string, unknown>)[name], value, `${name} in protocol.ts`);
        }
    });

    it('announces the client-side commands of the lenses', () => {
        assert.deepEqual(protocol.CLIENT_COMMANDS, ['esl.check.pickTranscript', 'esl.showResults']);
    });
});
