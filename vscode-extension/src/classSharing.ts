import { execFile } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Class-data sharing for the server's JVM, as `bin/esl` does it (docs/language-server.md, "Start-up"): the
 * classes the server loads at start, parsed and verified once and mapped from an archive on later starts. An
 * archive fits one Java build and one jar (its path, size and time), which only the installed extension knows,
 * so it is made here, in the extension's storage: the first start writes the list of classes the server loads and,
 * once the server has answered, the archive is made from the list so far beside the running server; later starts
 * map it. A start that finds a list but no archive (the first one ended too soon) makes it the same way, if that start
 * got as far as parsing a spec, and writes the list again otherwise. A stale or
 * damaged archive is refused by the JVM, which then starts without one; ESL_CDS=off turns all of it off.
 */
export type ClassSharing =
    /** java options of this start, and the archive to make beside it once the server has answered (from the list this or a former start writes) */
    { options: string[]; make?: { classes: string; archive: string } };

/** Where a start keeps its archive: a folder, and what the archive must fit. */
export interface SharingPlace {
    readonly folder: string;
    readonly java: string;
    readonly javaVersion: number;
    readonly jar: string;
    readonly env: NodeJS.ProcessEnv;
}

/**
 * Options that keep the JVM's own messages off stdout, the protocol stream: the JVM says there when it cannot
 * use an archive, and then starts without one, which is all that is wanted.
 */
const QUIET = ['-Xshare:auto', '-Xlog:disable', '-Xlog:all=error:stderr'];

/** The class of a parsed spec, as the JVM's class list names it. */
const PARSED_SPEC = 'org/esl/lang/esl/impl/SpecImpl';

/** What this start does about the archive; creates the folder when the class list is still to be written. */
export function classSharing(place: SharingPlace): ClassSharing {
    if (place.env.ESL_CDS === 'off') {
        return { options: [] };
    }
    let jar: fs.Stats;
    try {
        jar = fs.statSync(place.jar);
    } catch {
        return { options: [] };
    }
    const key = crypto.createHash('sha256')
        .update([place.java, place.javaVersion, place.jar, jar.size, jar.mtimeMs].join('\n'))
        .digest('hex').slice(0, 16);
    // one archive per Java: a new version of the extension (another jar) or of the Java (the same path) replaces it
    // once its own is made (makeArchive), so the folder does not grow with every update
    const java = crypto.createHash('sha256').update(place.java).digest('hex').slice(0, 8);
    const archive = path.join(place.folder, `${java}-${key}-lsp.jsa`);
    const classes = path.join(place.folder, `${java}-${key}-lsp.classes`);
    if (fs.existsSync(archive)) {
        return { options: [`-XX:SharedArchiveFile=${archive}`, ...QUIET] };
    }
    if (listsAParsedSpec(classes)) {
        return { options: [], make: { classes, archive } };
    }
    try {
        fs.mkdirSync(place.folder, { recursive: true });
    } catch {
        return { options: [] };
    }
    return { options: [`-XX:DumpLoadedClassList=${classes}`, ...QUIET], make: { classes, archive } };
}

/**
 * Whether the class list comes from a start that got as far as parsing a spec: one stopped sooner (a window closed
 * during the server's first second) lists a fraction of the classes, and an archive of those would leave every later
 * start of this jar without the rest, so that list is written again instead.
 */
function listsAParsedSpec(classes: string): boolean {
    try {
        return fs.readFileSync(classes, 'utf8').includes(`\n${PARSED_SPEC}\n`);
    } catch {
        return false;
    }
}

/**
 * Names of the extension's versions before archives were kept one per Java: never looked up again, so removed too.
 */
const BEFORE_ONE_PER_JAVA = /^[0-9a-f]{16}-lsp\.(jsa|classes)$/;

/**
 * Removes the archives and lists made earlier for the same Java as `made` (for another jar or Java build), and those
 * named as before there was one per Java.
 */
function removeReplaced(made: { classes: string; archive: string }): void {
    const folder = path.dirname(made.archive);
    const java = path.basename(made.archive).split('-')[0];
    const kept = [path.basename(made.archive), path.basename(made.classes)];
    for (const name of fs.readdirSync(folder)) {
        const replaced = name.startsWith(`${java}-`) && /-lsp\.(jsa|classes)$/.test(name);
        if ((replaced || BEFORE_ONE_PER_JAVA.test(name)) && !kept.includes(name)) {
            try {
                fs.rmSync(path.join(folder, name), { force: true });
            } catch {
                // mapped by a server still running (Windows keeps such a file): the next archive made removes it
            }
        }
    }
}

/**
 * The complete lines of the class list, written to `snapshot`: the JVM of a running server appends to the list
 * as it loads classes, so its last line may be cut short.
 */
function snapshotOfList(classes: string, snapshot: string): void {
    const text = fs.readFileSync(classes, 'utf8');
    fs.writeFileSync(snapshot, text.slice(0, text.lastIndexOf('\n') + 1));
}

/**
 * Makes the archive with `java` from the classes listed so far (the list of a server still running is fine), through
 * a temporary file renamed at the end, so that a start never maps a half-written archive; a failed dump removes the
 * list, which the next start writes again. Resolves when done, never rejects: a missing archive only makes starts slower.
 */
export function makeArchive(java: string, jar: string, make: { classes: string; archive: string }): Promise<boolean> {
    const partial = `${make.archive}.${process.pid}.partial`;
    const snapshot = `${make.archive}.${process.pid}.classes`;
    try {
        snapshotOfList(make.classes, snapshot);
    } catch {
        return Promise.resolve(false); // no list yet (a JVM that could not write it): the next start writes one
    }
    return new Promise((resolve) => {
        execFile(java, ['-Xshare:dump', `-XX:SharedClassListFile=${snapshot}`, `-XX:SharedArchiveFile=${partial}`, '-cp', jar],
            { timeout: 300_000 }, (error) => {
                try {
                    if (error) {
                        fs.rmSync(make.classes, { force: true });
                    } else {
                        fs.renameSync(partial, make.archive);
                        removeReplaced(make);
                    }
                } catch {
                    // another window made it at the same time, or the storage went away: a later start tries again
                } finally {
                    fs.rmSync(partial, { force: true });
                    fs.rmSync(snapshot, { force: true });
                }
                resolve(!error && fs.existsSync(make.archive));
            });
    });
}
