import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { jarArguments, type ServerFiles } from './serverJar';

/** The oldest Java the language server runs on. */
export const MINIMUM_JAVA = 17;

/** Where a Java executable was found, in the order the extension looks. */
export type JavaSource = 'esl.java.home' | 'JAVA_HOME' | 'PATH';

export interface JavaCandidate {
    readonly source: JavaSource;
    /** The home folder as configured (for messages); for PATH the folder the executable is in. */
    readonly home: string;
    readonly executable: string;
}

export interface JavaLookup {
    /** The `esl.java.home` setting, empty when unset. */
    readonly javaHomeSetting: string;
    readonly env: NodeJS.ProcessEnv;
    readonly platform: NodeJS.Platform;
}

/** The Java to start the server with, or why there is none. */
export type JavaResult =
    | { readonly kind: 'found'; readonly java: JavaCandidate; readonly version: number }
    | { readonly kind: 'problem'; readonly message: string };

function javaName(platform: NodeJS.Platform): string {
    return platform === 'win32' ? 'java.exe' : 'java';
}

function isExecutable(file: string): boolean {
    try {
        fs.accessSync(file, fs.constants.X_OK);
        return fs.statSync(file).isFile();
    } catch {
        return false;
    }
}

/**
 * The place the user asked for first: the setting, else JAVA_HOME, else the first `java` on the PATH.
 * A configured home is returned even when it holds no Java, so that the message can name it; the
 * user's explicit choice is never silently skipped.
 */
export function locateJava(lookup: JavaLookup): JavaCandidate | undefined {
    const name = javaName(lookup.platform);
    const setting = lookup.javaHomeSetting.trim();
    if (setting !== '') {
        return { source: 'esl.java.home', home: setting, executable: path.join(setting, 'bin', name) };
    }
    const javaHome = (lookup.env.JAVA_HOME ?? '').trim();
    if (javaHome !== '') {
        return { source: 'JAVA_HOME', home: javaHome, executable: path.join(javaHome, 'bin', name) };
    }
    const dirs = (lookup.env.PATH ?? lookup.env.Path ?? '').split(path.delimiter).filter((d) => d !== '');
    for (const dir of dirs) {
        const executable = path.join(dir, name);
        if (isExecutable(executable)) {
            return { source: 'PATH', home: dir, executable };
        }
    }
    return undefined;
}

/**
 * The feature version from `java -version` output: `1.8.0_392` is 8, `17.0.15` is 17, `"21" 2023-09-19` is 21.
 * Undefined when the output names no version.
 */
export function parseJavaVersion(output: string): number | undefined {
    const match = /version\s+"([^"]+)"/.exec(output);
    return match ? featureVersion(match[1]) : undefined;
}

/** The feature version of a Java version string: `1.8.0_392` is 8, `17.0.15` is 17, `25-ea` is 25. */
function featureVersion(version: string): number | undefined {
    const parts = version.split(/[.+_-]/);
    const first = Number.parseInt(parts[0], 10);
    if (Number.isNaN(first)) {
        return undefined;
    }
    return first === 1 && parts.length > 1 ? Number.parseInt(parts[1], 10) : first;
}

/** Runs `java -version` (which prints to standard error) and returns everything it printed. */
export function runJavaVersion(executable: string): Promise<string> {
    return new Promise((resolve, reject) => {
        // a guard against a hung executable, not a test limit
        execFile(executable, ['-version'], { timeout: 20_000 }, (error, stdout, stderr) => {
            if (error && stdout === '' && stderr === '') {
                reject(error);
            } else {
                resolve(`${stderr}${stdout}`);
            }
        });
    });
}

function describe(java: JavaCandidate): string {
    switch (java.source) {
        case 'esl.java.home':
            return `the setting esl.java.home (${java.home})`;
        case 'JAVA_HOME':
            return `JAVA_HOME (${java.home})`;
        case 'PATH':
            return `the PATH (${java.executable})`;
    }
}

const HOW_TO_FIX = `Install Java ${MINIMUM_JAVA} or newer and set "esl.java.home" to its folder (or set JAVA_HOME), then run "ESL: Restart server".`;

/** For a Java the setting names: the user may just want the setting gone. */
const CLEAR_THE_SETTING = 'Or clear "esl.java.home" to use JAVA_HOME, else the java on the PATH.';

/** What to do about a Java that cannot run the server, by where it came from. */
function howToFix(java: JavaCandidate): string {
    return java.source === 'esl.java.home' ? `${HOW_TO_FIX} ${CLEAR_THE_SETTING}` : HOW_TO_FIX;
}

/**
 * The command that opens the settings where `esl.java.home` is seen. The setting is machine-overridable: in
 * a remote window (code-server, Remote-SSH, WSL, a container) the server runs on the remote machine, which
 * reads the Remote settings, not the User settings of the local machine.
 */
export function javaHomeSettingsCommand(remoteName: string | undefined): { command: string; args: { query: string } } {
    // openRemoteSettings drops a plain string argument; both commands take the search as `query`
    const args = { query: 'esl.java.home' };
    return { command: remoteName ? 'workbench.action.openRemoteSettings' : 'workbench.action.openSettings', args };
}

/**
 * The versions of Java executables asked before (the extension keeps them in its global state): asking one its
 * version starts a JVM, a few hundred milliseconds on the way to every start of the server.
 */
export interface KnownVersions {
    get(key: string): number | undefined;
    update(key: string, version: number): unknown;
}

/**
 * What a version is known under: the file the executable resolves to, its size and its time, so that another Java
 * behind the same path (an update in place, a switched link) is asked again. Undefined when it cannot be read.
 */
export function versionKey(executable: string): string | undefined {
    try {
        const file = fs.realpathSync(executable);
        const stat = fs.statSync(file);
        return `java-version:${file}:${stat.size}:${stat.mtimeMs}`;
    } catch {
        return undefined;
    }
}

/**
 * The version the `release` file of the Java image that `executable` belongs to names (`JAVA_VERSION="17.0.15"`, in
 * the folder above the `bin` folder the executable resolves to; every JDK and JRE image since Java 9 has one, and
 * Java 8's too): read without starting a JVM. Undefined when there is none or it names no version (a wrapper script
 * such as a version manager's shim): `java -version` tells then.
 */
export function releaseVersion(executable: string): number | undefined {
    try {
        const release = path.join(path.dirname(path.dirname(fs.realpathSync(executable))), 'release');
        const named = /^JAVA_VERSION="([^"]+)"/m.exec(fs.readFileSync(release, 'utf8'));
        return named ? featureVersion(named[1]) : undefined;
    } catch {
        return undefined;
    }
}

/**
 * The version of `executable`: from its image's `release` file, else the one known under its key, else from
 * `java -version` (then remembered). On a first start the JVM that `java -version` starts would share the cores with
 * the unpacking of the server jar (docs/benchmarks.md, "VS Code").
 */
async function versionOf(executable: string, known: KnownVersions | undefined): Promise<{ output: string; version?: number }> {
    const released = releaseVersion(executable);
    if (released !== undefined) {
        return { output: '', version: released };
    }
    const key = known && versionKey(executable);
    const remembered = key === undefined ? undefined : known?.get(key);
    if (remembered !== undefined) {
        return { output: '', version: remembered };
    }
    const output = await runJavaVersion(executable);
    const version = parseJavaVersion(output);
    if (key !== undefined && version !== undefined) {
        void known?.update(key, version);
    }
    return { output, version };
}

/**
 * Finds the Java to run the server with and checks that it is recent enough; with `known`, asks an executable its
 * version only once.
 */
export async function findJava(lookup: JavaLookup, known?: KnownVersions): Promise<JavaResult> {
    const java = locateJava(lookup);
    if (!java) {
        return {
            kind: 'problem',
            message: `ESL needs Java ${MINIMUM_JAVA} or newer to run its language server, and none was found: esl.java.home and JAVA_HOME are not set and there is no java on the PATH. ${HOW_TO_FIX}`,
        };
    }
    if (!isExecutable(java.executable)) {
        return {
            kind: 'problem',
            message: `ESL cannot start its language server: ${describe(java)} has no executable ${path.join('bin', javaName(lookup.platform))}. ${howToFix(java)}`,
        };
    }
    let output: string;
    let version: number | undefined;
    try {
        ({ output, version } = await versionOf(java.executable, known));
    } catch (error) {
        return {
            kind: 'problem',
            message: `ESL cannot start its language server: running ${java.executable} -version from ${describe(java)} failed (${(error as Error).message}). ${howToFix(java)}`,
        };
    }
    if (version === undefined) {
        return {
            kind: 'problem',
            message: `ESL cannot start its language server: ${java.executable} from ${describe(java)} did not tell its version ("${output.trim().split('\n')[0]}"). ${howToFix(java)}`,
        };
    }
    if (version < MINIMUM_JAVA) {
        return {
            kind: 'problem',
            message: `ESL needs Java ${MINIMUM_JAVA} or newer, but ${describe(java)} is Java ${version}. ${howToFix(java)}`,
        };
    }
    return { kind: 'found', java, version };
}

/**
 * The Java `findJava` finds, when that is known without starting a JVM: its image's release file names a version
 * {@link MINIMUM_JAVA} or newer. Undefined otherwise; `findJava` tells then, and why.
 */
export function javaKnownWithoutRunning(lookup: JavaLookup): { java: JavaCandidate; version: number } | undefined {
    const java = locateJava(lookup);
    if (java === undefined || !isExecutable(java.executable)) {
        return undefined;
    }
    const version = releaseVersion(java.executable);
    return version !== undefined && version >= MINIMUM_JAVA ? { java, version } : undefined;
}

/**
 * The JIT for a start that makes the class-data sharing archive (the first start of an installed version): C1 only. Such
 * a start loads and verifies every class itself, and C2's compilations of the start's code took the other core from it
 * (docs/language-server.md, "Start-up"); ESL_JAVA_OPTS, which comes later, can set another level.
 */
const FIRST_START_JIT = '-XX:TieredStopAtLevel=1';

/**
 * The optimizing JIT compiler's thresholds at three times the JVM's, for every start with the archive: the methods hot
 * only while the server starts are left to the quick compiler, so a start costs less CPU, while an edit costs the same
 * (as `bin/esl lsp` starts it).
 */
const LATER_OPTIMIZING_COMPILER = [
    '-XX:Tier4InvocationThreshold=15000',
    '-XX:Tier4MinInvocationThreshold=1800',
    '-XX:Tier4CompileThreshold=45000',
    '-XX:Tier4BackEdgeThreshold=120000',
];

/** Where Linux says whether it gives transparent huge pages: always, on request (madvise) or never. */
const HUGE_PAGES_MODE = '/sys/kernel/mm/transparent_hugepage/enabled';

/**
 * Whether the kernel gives the JVM huge pages for its heap when asked (Linux's transparent huge pages in madvise mode,
 * the default of most distributions). Only then does the server ask: where the kernel gives none the JVM warns on
 * stdout, the protocol's stream, and where it gives them always there is nothing to ask.
 */
export function hugePagesOnRequest(modeFile = HUGE_PAGES_MODE): boolean {
    try {
        return fs.readFileSync(modeFile, 'utf8').includes('[madvise]');
    } catch {
        return false;
    }
}

/**
 * The arguments of `java` that start the server: the serial garbage collector unless ESL_JAVA_OPTS chooses one (the
 * server's heap is small and its work comes in short bursts: it starts sooner and each edit costs less than with G1,
 * as `bin/esl lsp` does; the JVM refuses two collectors), the JIT's options (C1 only when this start makes the archive,
 * `makesArchive`, otherwise {@link LATER_OPTIMIZING_COMPILER}), huge pages for the heap where the kernel gives them on
 * request (`hugePages`, {@link hugePagesOnRequest}: a start touches tens of MB of fresh heap, whose page faults on 4 KiB
 * pages cost about a tenth of its CPU), the class-data sharing options of this start (classSharing.ts), the options in
 * ESL_JAVA_OPTS (as `bin/esl` reads them; e.g. a JDWP agent to debug the server), then the server's files
 * (`-jar <jar>`, serverJar.ts, `jarArguments`) and `lsp`.
 */
export function serverArguments(files: ServerFiles, javaOpts: string | undefined, sharing: readonly string[] = [], makesArchive = false,
    hugePages = false): string[] {
    const options = (javaOpts ?? '').split(/\s+/).filter((o) => o !== '');
    const collector = options.some((o) => /^-XX:\+Use\w*GC$/.test(o)) ? [] : ['-XX:+UseSerialGC'];
    const jit = makesArchive ? [FIRST_START_JIT] : LATER_OPTIMIZING_COMPILER;
    const pages = hugePages ? ['-XX:+UseTransparentHugePages'] : [];
    return [...collector, ...jit, ...pages, ...sharing, ...options, ...jarArguments(files), 'lsp'];
}
