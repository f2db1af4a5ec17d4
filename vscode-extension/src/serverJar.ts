import * as fs from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Where the server jar of an installed extension is: `server/esl.jar` in the universal VSIX; in a platform
 * VSIX `server/esl.jar.br` (scripts/platformVsix.ts), unpacked once into the extension's global storage.
 */
export type ServerJar =
    | { kind: 'ready'; jar: string }
    | { kind: 'packed'; packed: string; jar: string }
    | { kind: 'missing'; expected: string };

/** Finds the jar; `storageDir` is the extension's global storage, `version` the extension's version. */
export function locateServerJar(extensionDir: string, storageDir: string, version: string): ServerJar {
    const plain = path.join(extensionDir, 'server', 'esl.jar');
    if (fs.existsSync(plain)) {
        return { kind: 'ready', jar: plain };
    }
    const packed = `${plain}.br`;
    if (!fs.existsSync(packed)) {
        return { kind: 'missing', expected: plain };
    }
    // a reinstall of the same version with another jar (a development build) has another size
    const jar = path.join(storageDir, 'server', `${version}-${fs.statSync(packed).size}`, 'esl.jar');
    return fs.existsSync(jar) ? { kind: 'ready', jar } : { kind: 'packed', packed, jar };
}

/** Unpacks `packed` to `partial` in a worker thread (unpackWorker.ts, bundled beside this code). */
function unpackInWorker(packed: string, partial: string): Promise<void> {
    return new Promise((resolve, reject) => {
        const worker = new Worker(path.join(__dirname, 'unpackWorker.js'), { workerData: { packed, partial } });
        worker.once('error', reject);
        worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the unpacking stopped (exit code ${code})`))));
    });
}

/**
 * Unpacks `packed` to `jar` through a temporary file renamed at the end, so that a window starting at the
 * same time or an interrupted unpack never leaves a partial jar; then removes older unpacked versions.
 */
export async function unpackServerJar(packed: string, jar: string): Promise<void> {
    const folder = path.dirname(jar);
    fs.mkdirSync(folder, { recursive: true });
    const partial = `${jar}.${process.pid}.partial`;
    try {
        await unpackInWorker(packed, partial);
        fs.renameSync(partial, jar);
    } finally {
        fs.rmSync(partial, { force: true });
    }
    const versions = path.dirname(folder);
    for (const other of fs.readdirSync(versions)) {
        if (other !== path.basename(folder)) {
            try {
                fs.rmSync(path.join(versions, other), { recursive: true, force: true });
            } catch {
                // still open in a window of the older version (Windows locks it): a later start removes it
            }
        }
    }
}

/** The unpackings under way, by jar. */
const unpacking = new Map<string, Promise<void>>();

/**
 * `unpackServerJar`, once at a time per jar: activation begins it before loading the rest of the extension's code, and the
 * server's start, which needs the jar, waits for the same unpacking.
 */
export function unpackServerJarOnce(packed: string, jar: string): Promise<void> {
    let unpacked = unpacking.get(jar);
    if (unpacked === undefined) {
        unpacked = unpackServerJar(packed, jar).finally(() => unpacking.delete(jar));
        unpacking.set(jar, unpacked);
    }
    return unpacked;
}
