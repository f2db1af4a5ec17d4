import * as fs from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The files a server runs from: its jar and, from a platform VSIX, the folder of Z3's native libraries beside it (the
 * jar of a platform VSIX has none; the server loads them from the folder on its first solver question).
 */
export interface ServerFiles {
    readonly jar: string;
    readonly natives?: string;
}

/**
 * Where the server of an installed extension is: `server/esl.jar` in the universal VSIX; in a platform VSIX
 * `server/esl.jar.br` and `server/natives/` (scripts/platformVsix.ts), unpacked once into the extension's global
 * storage: the jar first (the server's start waits for it), then the natives, when first asked for.
 */
export type ServerJar =
    | ({ kind: 'ready' } & ServerFiles)
    | { kind: 'packed'; packed: string; packedNatives: string; jar: string; natives: string }
    | { kind: 'missing'; expected: string };

export type PackedServer = Extract<ServerJar, { kind: 'packed' }>;

/**
 * The file z3-turnkey keeps beside each platform's natives, naming them and the order to load them in: packed beside
 * them as it is (scripts/platformVsix.ts), copied last into the unpacked folder, read by the server.
 */
export const NATIVES_LIST = 'turnkey.xml';

/** The file in an installation's `server` folder that names the jar unpacked from it, once it is there. */
const UNPACKED_RECORD = 'unpacked-to';
/** The file in an installation's `server` folder that names the extension's global storage, once an activation has told it. */
const STORAGE_RECORD = 'global-storage';

/** The files of the `server` folder of the extension installed in `extensionDir`. */
function installedServer(extensionDir: string) {
    const server = path.join(extensionDir, 'server');
    return {
        plain: path.join(server, 'esl.jar'),
        packed: path.join(server, 'esl.jar.br'),
        packedNatives: path.join(server, 'natives'),
        unpackedRecord: path.join(server, UNPACKED_RECORD),
        storageRecord: path.join(server, STORAGE_RECORD),
    };
}

/** Finds the server; `storageDir` is the extension's global storage, `version` the extension's version. */
export function locateServerJar(extensionDir: string, storageDir: string, version: string): ServerJar {
    const { plain, packed, packedNatives } = installedServer(extensionDir);
    if (fs.existsSync(plain)) {
        return { kind: 'ready', jar: plain };
    }
    if (!fs.existsSync(packed)) {
        return { kind: 'missing', expected: plain };
    }
    // a reinstall of the same version with another jar (a development build) has another size
    const folder = path.join(storageDir, 'server', `${version}-${fs.statSync(packed).size}`);
    const jar = path.join(folder, 'esl.jar');
    const natives = path.join(folder, 'natives');
    return fs.existsSync(jar) && fs.existsSync(natives)
        ? { kind: 'ready', jar, natives }
        : { kind: 'packed', packed, packedNatives, jar, natives };
}

/** A file to unpack: the Brotli-packed `packed` into `into`. */
interface Unpack {
    readonly packed: string;
    readonly into: string;
}

/**
 * An unpacking of a platform VSIX's jar begun before activation, into memory: `writeTo` writes it into a file once
 * it is whole and settles then; `discard` drops it.
 */
export interface EarlyUnpacking {
    readonly packed: string;
    writeTo(into: string): Promise<void>;
    discard(): void;
}

/**
 * Begins unpacking the jar of the platform VSIX installed in `extensionDir` into memory, in a worker thread, when the
 * extension's code is evaluated: VS Code calls `activate`, which is told where the jar goes (the global storage),
 * 0.1 to 1.6 s later. Only on the first start of an installation, which the record of the jar unpacked from it tells;
 * and only when that record can be kept (the installation's folder is writable), or every start would unpack the jar
 * to drop it.
 */
export function beginEarlyUnpacking(extensionDir: string): EarlyUnpacking | undefined {
    const { packed, unpackedRecord: record } = installedServer(extensionDir);
    try {
        if (!fs.existsSync(packed) || (fs.existsSync(record) && fs.existsSync(fs.readFileSync(record, 'utf8')))) {
            return undefined;
        }
        // an empty record until the jar is there: a folder that refuses it is read-only (an access check does not
        // see Windows' access lists)
        fs.writeFileSync(record, '');
    } catch {
        return undefined;
    }
    const worker = new Worker(path.join(__dirname, 'unpackWorker.js'), { workerData: { held: packed } });
    const ended = workerEnded(worker);
    ended.catch(() => {}); // a failure is reported to the one who waits for the jar, through writeTo
    return {
        packed,
        writeTo: (into) => {
            worker.postMessage({ into });
            return ended;
        },
        discard: () => void worker.terminate(),
    };
}

/** Notes in the installation's folder that its jar is unpacked at `jar` (serverJar.ts, `beginEarlyUnpacking`). */
export function recordUnpacked(extensionDir: string, jar: string): void {
    try {
        fs.writeFileSync(installedServer(extensionDir).unpackedRecord, jar);
    } catch {
        // a read-only installation: no unpacking begins early there
    }
}

/**
 * Notes in the installation's folder where the extension's global storage is (known from activation on), so that the
 * next start can find the server's files and its class-data sharing archive before activation (earlyServer.ts).
 */
export function recordStorage(extensionDir: string, storageDir: string): void {
    const { storageRecord } = installedServer(extensionDir);
    try {
        if (recordedStorage(extensionDir) !== storageDir) {
            fs.writeFileSync(storageRecord, storageDir);
        }
    } catch {
        // a read-only installation: its server starts at activation
    }
}

/** The global storage an earlier activation noted ({@link recordStorage}), if any. */
export function recordedStorage(extensionDir: string): string | undefined {
    try {
        return fs.readFileSync(installedServer(extensionDir).storageRecord, 'utf8') || undefined;
    } catch {
        return undefined;
    }
}

function workerEnded(worker: Worker): Promise<void> {
    return new Promise((resolve, reject) => {
        worker.once('error', reject);
        worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the unpacking stopped (exit code ${code})`))));
    });
}

/** Unpacks `files`, one after the other, in a worker thread (unpackWorker.ts, bundled beside this code). */
function unpackInWorker(files: readonly Unpack[]): Promise<void> {
    return workerEnded(new Worker(path.join(__dirname, 'unpackWorker.js'), { workerData: { files } }));
}

/**
 * Makes `target` by writing a partial copy beside it and renaming that at the end, so that a window starting at the same
 * time or an interrupted unpacking never leaves a partial jar or folder; a `target` another window made meanwhile wins.
 */
async function renamedIntoPlace(target: string, write: (partial: string) => Promise<void>): Promise<void> {
    const partial = `${target}.${process.pid}.partial`;
    try {
        await write(partial);
        if (!fs.existsSync(target)) {
            try {
                fs.renameSync(partial, target);
            } catch (error) {
                // another window renamed its own in between (a folder cannot replace another, nor a file on Windows)
                if (!fs.existsSync(target)) {
                    throw error;
                }
            }
        }
    } finally {
        fs.rmSync(partial, { recursive: true, force: true });
    }
}

/**
 * The unpacking of a platform VSIX's server: `jar` settles when the jar is there; `natives()` begins unpacking Z3's
 * natives, once the jar is there, on its first call (so that they do not take the cores from the server's start), and
 * settles when they are there too.
 */
export interface Unpacking {
    readonly jar: Promise<void>;
    natives(): Promise<void>;
}

/**
 * Unpacks `server` into global storage: the jar at once (from `early`, the unpacking begun before activation, when it
 * is of the same file), Z3's natives when asked (each `*.br` of the packed folder unpacked, their list copied); then
 * removes older unpacked versions.
 */
export function unpackServer(server: PackedServer, early?: EarlyUnpacking): Unpacking {
    const folder = path.dirname(server.jar);
    fs.mkdirSync(folder, { recursive: true });
    const present = fs.existsSync(server.jar);
    const fromEarly = early?.packed === server.packed && !present;
    if (early !== undefined && !fromEarly) {
        early.discard();
    }
    const jar = present
        ? Promise.resolve()
        : renamedIntoPlace(server.jar, (partial) => (fromEarly
            ? early!.writeTo(partial)
            : unpackInWorker([{ packed: server.packed, into: partial }])));
    let natives: Promise<void> | undefined;
    return {
        jar,
        natives: () => (natives ??= jar
            .then(() => renamedIntoPlace(server.natives, async (partial) => {
                // a partial folder of an earlier process with the same id, ended before its cleanup, is written over
                fs.mkdirSync(partial, { recursive: true });
                const packed = fs.readdirSync(server.packedNatives).filter((name) => name.endsWith('.br'));
                await unpackInWorker(packed.map((name) => ({
                    packed: path.join(server.packedNatives, name),
                    into: path.join(partial, name.slice(0, -'.br'.length)),
                })));
                fs.copyFileSync(path.join(server.packedNatives, NATIVES_LIST), path.join(partial, NATIVES_LIST));
            }))
            .then(() => removeOtherVersions(folder))),
    };
}

function removeOtherVersions(folder: string): void {
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
const unpacking = new Map<string, Unpacking>();

/**
 * `unpackServer`, once at a time per jar: activation begins it before loading the rest of the extension's code, and the
 * server's start, which needs the jar, waits for the same unpacking.
 */
export function unpackServerOnce(server: PackedServer, early?: EarlyUnpacking): Unpacking {
    const under = unpacking.get(server.jar);
    if (under !== undefined) {
        return under;
    }
    const forget = () => unpacking.delete(server.jar);
    const begun = unpackServer(server, early);
    let natives: Promise<void> | undefined;
    const once: Unpacking = {
        jar: begun.jar,
        natives: () => {
            if (natives === undefined) {
                natives = begun.natives();
                natives.then(forget, forget);
            }
            return natives;
        },
    };
    begun.jar.catch(forget);
    unpacking.set(server.jar, once);
    return once;
}

/** The Java arguments that run `files`' jar: `-jar` and the folder of the natives, when there is one. */
export function jarArguments(files: ServerFiles): string[] {
    return [...(files.natives === undefined ? [] : [`-Desl.z3.natives=${files.natives}`]), '-jar', files.jar];
}
