import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type ClassSharing, classSharing } from './classSharing';
import { hugePagesOnRequest, serverArguments } from './java';
import type { ServerFiles } from './serverJar';

/** How the server process of one start is run: the same for a start at activation and for one begun before it (earlyServer.ts). */
export interface ServerLaunch {
    readonly command: string;
    readonly args: readonly string[];
    /** The folder the process runs in, as the language client would choose it: the window's first folder on disk. */
    readonly cwd: string | undefined;
    /** The class-data sharing archive this start maps or helps to make (classSharing.ts). */
    readonly sharing: ClassSharing;
}

/** What a start knows when it computes its launch. */
export interface LaunchPlace {
    readonly java: string;
    readonly javaVersion: number;
    readonly files: ServerFiles;
    /** The extension's global storage, where the class-data sharing archive is kept. */
    readonly storage: string;
    /** The window's first workspace folder on disk, if any. */
    readonly folder: string | undefined;
    readonly env: NodeJS.ProcessEnv;
}

/** The launch of a server from `place`: its class sharing, then `java`'s arguments (java.ts, `serverArguments`). */
export function serverLaunch(place: LaunchPlace): ServerLaunch {
    const sharing = classSharing({ folder: path.join(place.storage, 'cds'), java: place.java, javaVersion: place.javaVersion,
        jar: place.files.jar, env: place.env });
    const args = serverArguments(place.files, place.env.ESL_JAVA_OPTS, sharing.options, sharing.make !== undefined, hugePagesOnRequest());
    return { command: place.java, args, cwd: existingFolder(place.folder), sharing };
}

function existingFolder(folder: string | undefined): string | undefined {
    try {
        return folder !== undefined && fs.statSync(folder).isDirectory() ? folder : undefined;
    } catch {
        return undefined;
    }
}

/** Whether two launches run the same process: the same command, arguments and folder. */
export function sameLaunch(a: ServerLaunch, b: ServerLaunch): boolean {
    return a.command === b.command && a.cwd === b.cwd && a.args.length === b.args.length && a.args.every((arg, i) => arg === b.args[i]);
}

/**
 * Spawns the server of `launch` with its standard streams piped (the protocol on stdin and stdout); throws when the
 * process could not be created.
 */
export function spawnServer(launch: ServerLaunch): ChildProcess {
    const server = spawn(launch.command, [...launch.args], { cwd: launch.cwd, stdio: 'pipe' });
    // an 'error' event nobody listens to is thrown in the extension host: a failed spawn is said below, a failed kill
    // (of a process that has ended) needs nothing
    server.on('error', () => {});
    if (server.pid === undefined) {
        throw new Error(`Launching the server with ${launch.command} failed`);
    }
    return server;
}

/** Whether `server` is still running. */
export function isRunning(server: ChildProcess): boolean {
    return server.exitCode === null && server.signalCode === null;
}

/**
 * Ends `server` if it has not ended `afterMs` after being asked to (with `shutdown` and `exit`), as the language client
 * does for a process it spawned itself.
 */
export function endIfStillRunning(server: ChildProcess, afterMs: number): void {
    setTimeout(() => {
        if (isRunning(server)) {
            server.kill();
        }
    }, afterMs).unref();
}
