import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { javaKnownWithoutRunning, type JavaLookup } from './java';
import { locateServerJar, recordedStorage } from './serverJar';
import { isRunning, sameLaunch, serverLaunch, spawnServer, type ServerLaunch } from './serverLaunch';

/**
 * How long a server begun before activation waits for the activation to take it over before it is ended: VS Code calls
 * `activate` 0.1 to 1.6 s after evaluating the extension's code on this machine; an activation that never comes
 * (it failed before starting the server) must not leave a JVM behind.
 */
const ADOPTION_WAIT_MS = 60_000;
/** How long an early server that is not taken over has to end before it is killed outright. */
const END_WAIT_MS = 2_000;

/**
 * A server process begun when VS Code evaluated the extension's code, for the activation to take over: the JVM's start
 * and the language's set-up (most of a start's time to its first answer) then overlap the rest of VS Code's work
 * before it calls `activate`.
 */
export interface EarlyServer {
    /** When the process was spawned, on the extension host's clock (`performance.now()`). */
    readonly spawnedAt: number;
    /**
     * The process, if it runs `launch` (what the activation computed from its own knowledge) and still runs; otherwise
     * undefined once it has ended, so that the activation's own server never runs beside it (on the same class list
     * or debugging port). Once only: later calls resolve to undefined.
     */
    adopt(launch: ServerLaunch): Promise<ChildProcess | undefined>;
    /** Ends the process unless it was taken over: the activation starts no server (it found a problem first). */
    discard(): void;
}

/** What the extension knows before activation: where it is installed, its Java settings, the window's first folder. */
export interface EarlyPlace {
    readonly extensionDir: string;
    readonly lookup: JavaLookup;
    readonly folder: string | undefined;
}

/**
 * Spawns the server before activation when everything its launch depends on is known without the activation: the
 * global storage an earlier activation noted in the installation's folder (serverJar.ts, `recordStorage`), the server's
 * files there or in the installation (not on the first start of a platform VSIX, which unpacks them first), and a Java
 * whose version its release file tells. Undefined when any is missing; the activation starts the server then.
 */
export function startServerEarly(place: EarlyPlace): EarlyServer | undefined {
    const storage = recordedStorage(place.extensionDir);
    const version = extensionVersion(place.extensionDir);
    if (storage === undefined || version === undefined) {
        return undefined;
    }
    const files = locateServerJar(place.extensionDir, storage, version);
    const java = javaKnownWithoutRunning(place.lookup);
    if (files.kind !== 'ready' || java === undefined) {
        return undefined;
    }
    const launch = serverLaunch({ java: java.java.executable, javaVersion: java.version, files, storage, folder: place.folder,
        env: place.lookup.env });
    let server: ChildProcess | undefined;
    try {
        server = spawnServer(launch);
    } catch {
        return undefined;
    }
    const spawnedAt = performance.now();
    const unclaimed = setTimeout(() => server?.kill(), ADOPTION_WAIT_MS);
    unclaimed.unref();
    /** The process, now no longer the early server's to end. */
    const claimed = () => {
        const early = server;
        server = undefined;
        clearTimeout(unclaimed);
        return early;
    };
    return {
        spawnedAt,
        adopt: async (wanted) => {
            const early = claimed();
            if (early !== undefined && isRunning(early) && sameLaunch(launch, wanted)) {
                return early;
            }
            if (early !== undefined && isRunning(early)) {
                const ended = once(early, 'exit');
                early.kill();
                // a JVM that ignores the request to end (stuck in its shutdown) is not waited for longer
                const forced = setTimeout(() => early.kill('SIGKILL'), END_WAIT_MS);
                await ended;
                clearTimeout(forced);
            }
            return undefined;
        },
        discard: () => claimed()?.kill(),
    };
}

/** The version in the installed extension's manifest, as the activation reads it. */
function extensionVersion(extensionDir: string): string | undefined {
    try {
        const manifest = JSON.parse(fs.readFileSync(path.join(extensionDir, 'package.json'), 'utf8')) as { version?: unknown };
        return typeof manifest.version === 'string' ? manifest.version : undefined;
    } catch {
        return undefined;
    }
}
