import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import * as zlib from 'node:zlib';
import { beginEarlyUnpacking, locateServerJar, recordUnpacked, unpackServer, unpackServerOnce, type ServerJar } from '../src/serverJar';
import { scratchFolder } from './paths';

const scratch = scratchFolder('esl-server-jar-');

/** An installed extension whose server folder holds `files` (a name with `/` in a subfolder), and an empty global storage. */
function installed(files: Record<string, string | Uint8Array>) {
    const root = fs.mkdtempSync(path.join(scratch, 'installed-'));
    const extension = path.join(root, 'extension');
    for (const [name, content] of Object.entries(files)) {
        const file = path.join(extension, 'server', name);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, content);
    }
    fs.mkdirSync(path.join(extension, 'server'), { recursive: true });
    return { extension, storage: path.join(root, 'storage') };
}

const JAR = 'PK\u0003\u0004 a jar, any bytes '.repeat(1000);
const LIBZ3 = '\u007fELF the solver '.repeat(2000);
const LIBZ3JAVA = '\u007fELF its Java binding '.repeat(100);
const LIST = '<properties><entry key="load-commands.0">libz3java.so</entry></properties>';
const brotli = (text: string) => new Uint8Array(zlib.brotliCompressSync(text));

/** The server files of a platform VSIX: the packed jar, and Z3's natives packed one by one beside their list. */
const PLATFORM = {
    'esl.jar.br': brotli(JAR),
    'natives/libz3.so.br': brotli(LIBZ3),
    'natives/libz3java.so.br': brotli(LIBZ3JAVA),
    'natives/turnkey.xml': LIST,
};

function packed(found: ServerJar) {
    if (found.kind !== 'packed') {
        return assert.fail(`expected a packed server, got ${found.kind}`);
    }
    return found;
}

describe('the server jar', () => {
    it('of the universal VSIX is used where it is, with the natives inside', () => {
        const { extension, storage } = installed({ 'esl.jar': JAR });
        assert.deepEqual(locateServerJar(extension, storage, '0.1.0'),
            { kind: 'ready', jar: path.join(extension, 'server', 'esl.jar') });
    });

    it('of a platform VSIX is unpacked into global storage once, byte for byte, the natives beside it', async () => {
        const { extension, storage } = installed(PLATFORM);
        const first = packed(locateServerJar(extension, storage, '0.1.0'));
        const folder = path.join(storage, 'server', `0.1.0-${PLATFORM['esl.jar.br'].length}`);
        assert.equal(first.jar, path.join(folder, 'esl.jar'));
        assert.equal(first.natives, path.join(folder, 'natives'));

        await unpackServer(first).natives();

        assert.equal(fs.readFileSync(first.jar, 'utf8'), JAR);
        assert.equal(fs.readFileSync(path.join(first.natives, 'libz3.so'), 'utf8'), LIBZ3);
        assert.equal(fs.readFileSync(path.join(first.natives, 'libz3java.so'), 'utf8'), LIBZ3JAVA);
        assert.equal(fs.readFileSync(path.join(first.natives, 'turnkey.xml'), 'utf8'), LIST);
        assert.deepEqual(locateServerJar(extension, storage, '0.1.0'), { kind: 'ready', jar: first.jar, natives: first.natives });
        assert.deepEqual(fs.readdirSync(folder).sort(), ['esl.jar', 'natives']);
        assert.deepEqual(fs.readdirSync(first.natives).sort(), ['libz3.so', 'libz3java.so', 'turnkey.xml']);
    });

    it('is there for the server to start before the natives, which are unpacked when asked for, and come whole', async () => {
        const { extension, storage } = installed(PLATFORM);
        const found = packed(locateServerJar(extension, storage, '0.1.0'));
        const unpacking = unpackServer(found);

        await unpacking.jar;
        assert.equal(fs.readFileSync(found.jar, 'utf8'), JAR);
        assert.equal(fs.existsSync(found.natives), false);

        await unpacking.natives();
        assert.equal(fs.readFileSync(path.join(found.natives, 'libz3.so'), 'utf8'), LIBZ3);
    });

    it('begun at activation is the one the server\'s start waits for, not a second unpacking', async () => {
        const { extension, storage } = installed(PLATFORM);
        const found = packed(locateServerJar(extension, storage, '0.1.0'));

        const atActivation = unpackServerOnce(found);
        const atStart = unpackServerOnce(found);

        assert.equal(atStart, atActivation);
        await atStart.natives();
        assert.equal(fs.readFileSync(found.jar, 'utf8'), JAR);
        assert.deepEqual(fs.readdirSync(path.dirname(found.jar)).sort(), ['esl.jar', 'natives']);
    });

    it('whose natives another window unpacked meanwhile keeps that window\'s, and leaves nothing half-written', async () => {
        const { extension, storage } = installed(PLATFORM);
        const found = packed(locateServerJar(extension, storage, '0.1.0'));
        const unpacking = unpackServer(found);
        await unpacking.jar;

        const natives = unpacking.natives();
        fs.mkdirSync(found.natives);
        fs.writeFileSync(path.join(found.natives, 'turnkey.xml'), 'the other window\'s');
        await natives;

        assert.deepEqual(fs.readdirSync(found.natives), ['turnkey.xml']);
        assert.equal(fs.readFileSync(path.join(found.natives, 'turnkey.xml'), 'utf8'), 'the other window\'s');
        assert.deepEqual(fs.readdirSync(path.dirname(found.jar)).sort(), ['esl.jar', 'natives']);
    });

    it('whose natives were not unpacked (an interrupted start) gets them, the jar left as it is', async () => {
        const { extension, storage } = installed(PLATFORM);
        const first = packed(locateServerJar(extension, storage, '0.1.0'));
        fs.mkdirSync(path.dirname(first.jar), { recursive: true });
        fs.writeFileSync(first.jar, 'the jar unpacked before');

        const again = packed(locateServerJar(extension, storage, '0.1.0'));
        await unpackServer(again).natives();

        assert.equal(fs.readFileSync(again.jar, 'utf8'), 'the jar unpacked before');
        assert.equal(fs.readFileSync(path.join(again.natives, 'libz3java.so'), 'utf8'), LIBZ3JAVA);
    });

    it('of an older version is removed when a newer one is unpacked', async () => {
        const { extension, storage } = installed(PLATFORM);
        const old = path.join(storage, 'server', '0.0.9-123', 'esl.jar');
        fs.mkdirSync(path.dirname(old), { recursive: true });
        fs.writeFileSync(old, 'old');
        const found = packed(locateServerJar(extension, storage, '0.1.0'));

        await unpackServer(found).natives();

        assert.deepEqual(fs.readdirSync(path.join(storage, 'server')), [path.basename(path.dirname(found.jar))]);
    });

    it('that is damaged leaves nothing half-written behind', async () => {
        const { extension, storage } = installed({ ...PLATFORM, 'esl.jar.br': 'not brotli at all' });
        const found = packed(locateServerJar(extension, storage, '0.1.0'));

        const unpacking = unpackServer(found);
        await assert.rejects(unpacking.jar);
        await assert.rejects(unpacking.natives());

        assert.deepEqual(fs.readdirSync(path.dirname(found.jar)), []);
        assert.equal(locateServerJar(extension, storage, '0.1.0').kind, 'packed');
    });

    it('with damaged natives leaves the jar and no half-written folder', async () => {
        const { extension, storage } = installed({ ...PLATFORM, 'natives/libz3.so.br': 'not brotli at all' });
        const found = packed(locateServerJar(extension, storage, '0.1.0'));

        const unpacking = unpackServer(found);
        await unpacking.jar;
        await assert.rejects(unpacking.natives());

        assert.deepEqual(fs.readdirSync(path.dirname(found.jar)), ['esl.jar']);
        assert.equal(locateServerJar(extension, storage, '0.1.0').kind, 'packed');
    });

    it('of a first start is unpacked into memory before activation, and written where activation says', async () => {
        const { extension, storage } = installed(PLATFORM);
        const early = beginEarlyUnpacking(extension);
        assert.ok(early, 'the first start of a platform VSIX unpacks its jar early');

        const found = packed(locateServerJar(extension, storage, '0.1.0'));
        await unpackServerOnce(found, early).natives();
        recordUnpacked(extension, found.jar);

        assert.equal(fs.readFileSync(found.jar, 'utf8'), JAR);
        assert.deepEqual(fs.readdirSync(path.dirname(found.jar)).sort(), ['esl.jar', 'natives']);
        assert.equal(beginEarlyUnpacking(extension), undefined, 'a later start finds the jar and unpacks nothing early');
    });

    it('of a first start unpacked early but damaged leaves nothing half-written behind', async () => {
        const { extension, storage } = installed({ ...PLATFORM, 'esl.jar.br': 'not brotli at all' });
        const found = packed(locateServerJar(extension, storage, '0.1.0'));

        await assert.rejects(unpackServer(found, beginEarlyUnpacking(extension)).jar);

        assert.deepEqual(fs.readdirSync(path.dirname(found.jar)), []);
    });

    it('is unpacked early again when the jar it was unpacked to is gone (the global storage cleared)', () => {
        const { extension, storage } = installed(PLATFORM);
        recordUnpacked(extension, path.join(storage, 'server', 'gone', 'esl.jar'));
        const early = beginEarlyUnpacking(extension);
        assert.ok(early);
        early.discard();
    });

    it('is not unpacked early from the universal VSIX, whose jar is used where it is', () => {
        assert.equal(beginEarlyUnpacking(installed({ 'esl.jar': JAR }).extension), undefined);
    });

    it('is not unpacked early where the installation cannot keep the record of it (every start would unpack it)', () => {
        const { extension } = installed(PLATFORM);
        fs.mkdirSync(path.join(extension, 'server', 'unpacked-to')); // a file that cannot be written
        assert.equal(beginEarlyUnpacking(extension), undefined);
    });

    it('that is absent is reported with the path expected', () => {
        const { extension, storage } = installed({});
        assert.deepEqual(locateServerJar(extension, storage, '0.1.0'),
            { kind: 'missing', expected: path.join(extension, 'server', 'esl.jar') });
    });
});
