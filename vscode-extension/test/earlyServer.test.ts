import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { startServerEarly } from '../src/earlyServer';
import { recordStorage, recordedStorage } from '../src/serverJar';
import { serverLaunch } from '../src/serverLaunch';
import { scratchFolder } from './paths';

const scratch = scratchFolder('esl-early-server-');

/**
 * A Java 17 home whose `java` notes its process id in the file `pid` of the home, prints its arguments, one per line,
 * then runs until its standard input is closed, as the server does.
 */
function serverLikeJava(release = 'JAVA_VERSION="17.0.15"\n'): string {
    const home = fs.mkdtempSync(path.join(scratch, 'java-'));
    fs.mkdirSync(path.join(home, 'bin'));
    fs.writeFileSync(path.join(home, 'release'), release);
    const java = path.join(home, 'bin', 'java');
    fs.writeFileSync(java, '#!/bin/sh\necho $$ > "$(dirname "$0")/../pid"\nprintf \'%s\\n\' "$@"\nexec cat > /dev/null\n');
    fs.chmodSync(java, 0o755);
    return home;
}

/** An installed extension of version 1.2.3 with `serverFiles` in its `server` folder, its global storage, and a workspace folder. */
function installed(serverFiles: string[] = ['esl.jar']) {
    const root = fs.mkdtempSync(path.join(scratch, 'installed-'));
    const extensionDir = path.join(root, 'extension');
    fs.mkdirSync(path.join(extensionDir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(extensionDir, 'package.json'), JSON.stringify({ name: 'esl-vscode', version: '1.2.3' }));
    for (const name of serverFiles) {
        fs.writeFileSync(path.join(extensionDir, 'server', name), 'PK\u0003\u0004 a jar');
    }
    const folder = path.join(root, 'workspace');
    fs.mkdirSync(folder);
    return { extensionDir, storage: path.join(root, 'storage'), folder };
}

/** The launch the activation computes for `place` with the Java in `home`, as server.ts does. */
function activationLaunch(place: ReturnType<typeof installed>, home: string, env: NodeJS.ProcessEnv = {}) {
    return serverLaunch({ java: path.join(home, 'bin', 'java'), javaVersion: 17, files: { jar: path.join(place.extensionDir, 'server', 'esl.jar') },
        storage: place.storage, folder: place.folder, env });
}

/** Whether a process of id `pid` runs. */
function runs(pid: number): boolean {
    try {
        process.kill(pid, 0);
        return true;
    } catch {
        return false;
    }
}

/** Waits until `condition` holds, looking every 20 ms; fails after 500 looks (a guard against a hang, not a time limit on what is tested). */
async function until(condition: () => boolean): Promise<void> {
    for (let look = 0; look < 500; look++) {
        if (condition()) {
            return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.fail('the condition never held');
}

const lookup = (home: string, env: NodeJS.ProcessEnv = {}) => ({ javaHomeSetting: home, env, platform: process.platform });

/** What the process printed until it ended, once its standard input is closed. */
async function printedUntilEnded(server: ChildProcess): Promise<string[]> {
    let printed = '';
    server.stdout!.on('data', (piece: Buffer) => (printed += piece.toString()));
    server.stdin!.end();
    await once(server, 'exit');
    return printed.trim().split('\n');
}

describe('a server started before activation', () => {
    it('is spawned once an activation noted the global storage, and handed to the next activation', async () => {
        const place = installed();
        const home = serverLikeJava();
        recordStorage(place.extensionDir, place.storage);
        assert.equal(recordedStorage(place.extensionDir), place.storage);

        const early = startServerEarly({ extensionDir: place.extensionDir, lookup: lookup(home), folder: place.folder });
        assert.ok(early, 'a server begun early');
        const server = await early.adopt(activationLaunch(place, home));
        assert.ok(server, 'the activation takes over the early server');
        assert.equal(await early.adopt(activationLaunch(place, home)), undefined, 'handed over once only');

        const printed = await printedUntilEnded(server);
        assert.deepEqual(printed.slice(-3), ['-jar', path.join(place.extensionDir, 'server', 'esl.jar'), 'lsp']);
        assert.ok(printed.some((arg) => arg.startsWith('-XX:DumpLoadedClassList=' + path.join(place.storage, 'cds'))),
            `its first start lists its classes for the archive: ${printed.join(' ')}`);
    });

    it('has ended when the activation would run another launch, here other options in ESL_JAVA_OPTS', async () => {
        const place = installed();
        const home = serverLikeJava();
        recordStorage(place.extensionDir, place.storage);
        const early = startServerEarly({ extensionDir: place.extensionDir, lookup: lookup(home), folder: place.folder });
        assert.ok(early);
        const pidFile = path.join(home, 'pid');
        await until(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').endsWith('\n'));
        const pid = Number(fs.readFileSync(pidFile, 'utf8'));
        assert.ok(runs(pid), 'the early server runs');
        assert.equal(await early.adopt(activationLaunch(place, home, { ESL_JAVA_OPTS: '-Xmx1g' })), undefined);
        assert.ok(!runs(pid), 'the early server has ended before the activation spawns its own');
    });

    it('is not begun on the first start of an installation, before any activation noted the global storage', () => {
        const place = installed();
        assert.equal(startServerEarly({ extensionDir: place.extensionDir, lookup: lookup(serverLikeJava()), folder: place.folder }), undefined);
    });

    it('is not begun where the installation cannot keep the note of the global storage', () => {
        const place = installed();
        fs.mkdirSync(path.join(place.extensionDir, 'server', 'global-storage')); // a file that cannot be written
        recordStorage(place.extensionDir, place.storage);
        assert.equal(startServerEarly({ extensionDir: place.extensionDir, lookup: lookup(serverLikeJava()), folder: place.folder }), undefined);
    });

    it('is not begun while a platform VSIX\'s jar is still packed', () => {
        const place = installed(['esl.jar.br']);
        recordStorage(place.extensionDir, place.storage);
        assert.equal(startServerEarly({ extensionDir: place.extensionDir, lookup: lookup(serverLikeJava()), folder: place.folder }), undefined);
    });

    it('is begun from a platform VSIX\'s jar and natives once they are unpacked in the global storage', async () => {
        const place = installed(['esl.jar.br']);
        const home = serverLikeJava();
        recordStorage(place.extensionDir, place.storage);
        const packedSize = fs.statSync(path.join(place.extensionDir, 'server', 'esl.jar.br')).size;
        const unpacked = path.join(place.storage, 'server', `1.2.3-${packedSize}`);
        fs.mkdirSync(path.join(unpacked, 'natives'), { recursive: true });
        fs.writeFileSync(path.join(unpacked, 'esl.jar'), 'PK\u0003\u0004 the unpacked jar');
        const files = { jar: path.join(unpacked, 'esl.jar'), natives: path.join(unpacked, 'natives') };

        const early = startServerEarly({ extensionDir: place.extensionDir, lookup: lookup(home), folder: place.folder });
        assert.ok(early);
        const server = await early.adopt(serverLaunch({ java: path.join(home, 'bin', 'java'), javaVersion: 17, files, storage: place.storage,
            folder: place.folder, env: {} }));
        assert.ok(server);
        assert.deepEqual((await printedUntilEnded(server)).slice(-4), [`-Desl.z3.natives=${files.natives}`, '-jar', files.jar, 'lsp']);
    });

    it('is not begun when only running the Java would tell its version', () => {
        const place = installed();
        recordStorage(place.extensionDir, place.storage);
        const home = serverLikeJava('IMPLEMENTOR="a version manager\'s shim"\n');
        assert.equal(startServerEarly({ extensionDir: place.extensionDir, lookup: lookup(home), folder: place.folder }), undefined);
    });
});
