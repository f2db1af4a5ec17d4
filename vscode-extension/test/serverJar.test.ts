import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import * as zlib from 'node:zlib';
import { locateServerJar, unpackServerJar, unpackServerJarOnce } from '../src/serverJar';

/** An installed extension whose server folder holds `files`, and an empty global storage. */
function installed(files: Record<string, string | Uint8Array>) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-server-jar-'));
    const extension = path.join(root, 'extension');
    fs.mkdirSync(path.join(extension, 'server'), { recursive: true });
    for (const [name, content] of Object.entries(files)) {
        fs.writeFileSync(path.join(extension, 'server', name), content);
    }
    return { extension, storage: path.join(root, 'storage') };
}

const JAR = 'PK\u0003\u0004 a jar, any bytes '.repeat(1000);
const brotli = (text: string) => new Uint8Array(zlib.brotliCompressSync(text));

describe('the server jar', () => {
    it('of the universal VSIX is used where it is', () => {
        const { extension, storage } = installed({ 'esl.jar': JAR });
        assert.deepEqual(locateServerJar(extension, storage, '0.1.0'),
            { kind: 'ready', jar: path.join(extension, 'server', 'esl.jar') });
    });

    it('of a platform VSIX is unpacked into global storage once, byte for byte', async () => {
        const packed = brotli(JAR);
        const { extension, storage } = installed({ 'esl.jar.br': packed });
        const first = locateServerJar(extension, storage, '0.1.0');
        assert.equal(first.kind, 'packed');
        if (first.kind !== 'packed') return;
        assert.equal(first.jar, path.join(storage, 'server', `0.1.0-${packed.length}`, 'esl.jar'));

        await unpackServerJar(first.packed, first.jar);

        assert.equal(fs.readFileSync(first.jar, 'utf8'), JAR);
        assert.deepEqual(locateServerJar(extension, storage, '0.1.0'), { kind: 'ready', jar: first.jar });
        assert.deepEqual(fs.readdirSync(path.dirname(first.jar)), ['esl.jar']);
    });

    it('begun at activation is the one the server\'s start waits for, not a second unpacking', async () => {
        const { extension, storage } = installed({ 'esl.jar.br': brotli(JAR) });
        const found = locateServerJar(extension, storage, '0.1.0');
        if (found.kind !== 'packed') return assert.fail(`expected a packed jar, got ${found.kind}`);

        const atActivation = unpackServerJarOnce(found.packed, found.jar);
        const atStart = unpackServerJarOnce(found.packed, found.jar);

        assert.equal(atStart, atActivation);
        await atStart;
        assert.equal(fs.readFileSync(found.jar, 'utf8'), JAR);
        assert.deepEqual(fs.readdirSync(path.dirname(found.jar)), ['esl.jar']);
    });

    it('of an older version is removed when a newer one is unpacked', async () => {
        const { extension, storage } = installed({ 'esl.jar.br': brotli(JAR) });
        const old = path.join(storage, 'server', '0.0.9-123', 'esl.jar');
        fs.mkdirSync(path.dirname(old), { recursive: true });
        fs.writeFileSync(old, 'old');
        const found = locateServerJar(extension, storage, '0.1.0');
        if (found.kind !== 'packed') return assert.fail(`expected a packed jar, got ${found.kind}`);

        await unpackServerJar(found.packed, found.jar);

        assert.deepEqual(fs.readdirSync(path.join(storage, 'server')), [path.basename(path.dirname(found.jar))]);
    });

    it('that is damaged leaves nothing half-written behind', async () => {
        const { extension, storage } = installed({ 'esl.jar.br': 'not brotli at all' });
        const found = locateServerJar(extension, storage, '0.1.0');
        if (found.kind !== 'packed') return assert.fail(`expected a packed jar, got ${found.kind}`);

        await assert.rejects(unpackServerJar(found.packed, found.jar));

        assert.deepEqual(fs.readdirSync(path.dirname(found.jar)), []);
        assert.equal(locateServerJar(extension, storage, '0.1.0').kind, 'packed');
    });

    it('that is absent is reported with the path expected', () => {
        const { extension, storage } = installed({});
        assert.deepEqual(locateServerJar(extension, storage, '0.1.0'),
            { kind: 'missing', expected: path.join(extension, 'server', 'esl.jar') });
    });
});
