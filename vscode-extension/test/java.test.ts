import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { findJava, hugePagesOnRequest, javaHomeSettingsCommand, parseJavaVersion, releaseVersion, serverArguments, versionKey, type KnownVersions } from '../src/java';
import { scratchFolder } from './paths';

const root = scratchFolder('esl-java-');

/** A Java home whose bin/java prints `versionLine` to standard error, as `java -version` does. */
function fakeJavaHome(name: string, versionLine: string): string {
    const home = path.join(root, name);
    fs.mkdirSync(path.join(home, 'bin'), { recursive: true });
    const java = path.join(home, 'bin', 'java');
    fs.writeFileSync(java, `#!/bin/sh\necho '${versionLine}' >&2\necho 'Runtime Environment (build x)' >&2\n`);
    fs.chmodSync(java, 0o755);
    return home;
}

const java17 = fakeJavaHome('jdk17', 'openjdk version "17.0.15" 2025-04-15');
const java21 = fakeJavaHome('jdk21', 'openjdk version "21" 2023-09-19');
const java8 = fakeJavaHome('jdk8', 'java version "1.8.0_392"');
const noJava = path.join(root, 'empty');
fs.mkdirSync(noJava);

const linux = 'linux' as NodeJS.Platform;

describe('parseJavaVersion', () => {
    it('reads the feature version of old and new version strings', () => {
        assert.equal(parseJavaVersion('java version "1.8.0_392"\nJava(TM) SE Runtime Environment'), 8);
        assert.equal(parseJavaVersion('openjdk version "17.0.15" 2025-04-15'), 17);
        assert.equal(parseJavaVersion('openjdk version "21" 2023-09-19'), 21);
        assert.equal(parseJavaVersion('openjdk version "25-ea" 2025-09-16'), 25);
        assert.equal(parseJavaVersion('Picked up JAVA_TOOL_OPTIONS: -Xmx1g\nopenjdk version "11.0.2" 2019-01-15'), 11);
    });

    it('gives nothing for output that names no version', () => {
        assert.equal(parseJavaVersion('command not found'), undefined);
    });
});

describe('findJava', () => {
    it('uses esl.java.home first', async () => {
        const result = await findJava({ javaHomeSetting: java17, env: { JAVA_HOME: java21, PATH: '' }, platform: linux });
        assert.equal(result.kind, 'found');
        assert.ok(result.kind === 'found');
        assert.equal(result.version, 17);
        assert.equal(result.java.source, 'esl.java.home');
        assert.equal(result.java.executable, path.join(java17, 'bin', 'java'));
    });

    it('then JAVA_HOME', async () => {
        const result = await findJava({ javaHomeSetting: '', env: { JAVA_HOME: java21, PATH: path.join(java8, 'bin') }, platform: linux });
        assert.ok(result.kind === 'found');
        assert.equal(result.version, 21);
        assert.equal(result.java.source, 'JAVA_HOME');
    });

    it('then the first java on the PATH', async () => {
        const PATH = [noJava, path.join(java21, 'bin'), path.join(java17, 'bin')].join(path.delimiter);
        const result = await findJava({ javaHomeSetting: '', env: { PATH }, platform: linux });
        assert.ok(result.kind === 'found');
        assert.equal(result.version, 21);
        assert.equal(result.java.source, 'PATH');
        assert.equal(result.java.executable, path.join(java21, 'bin', 'java'));
    });

    it('refuses Java 8 and says what to do', async () => {
        const result = await findJava({ javaHomeSetting: '', env: { PATH: path.join(java8, 'bin') }, platform: linux });
        assert.ok(result.kind === 'problem');
        assert.match(result.message, /needs Java 17 or newer, but the PATH \(.*jdk8.*java\) is Java 8/);
        assert.match(result.message, /esl\.java\.home/);
        assert.match(result.message, /ESL: Restart server/);
    });

    it('says so when there is no Java at all', async () => {
        const result = await findJava({ javaHomeSetting: '', env: { PATH: noJava }, platform: linux });
        assert.ok(result.kind === 'problem');
        assert.match(result.message, /none was found/);
    });

    it('names the setting that points at a folder without Java instead of looking elsewhere', async () => {
        const result = await findJava({ javaHomeSetting: noJava, env: { JAVA_HOME: java17, PATH: '' }, platform: linux });
        assert.ok(result.kind === 'problem');
        assert.match(result.message, /esl\.java\.home \(.*empty\) has no executable bin.java/);
        assert.match(result.message, /Or clear "esl\.java\.home" to use JAVA_HOME, else the java on the PATH\.$/);
    });

    it('opens the settings where the remote machine reads esl.java.home in a remote window', () => {
        const search = { query: 'esl.java.home' };
        assert.deepEqual(javaHomeSettingsCommand('ssh-remote'), { command: 'workbench.action.openRemoteSettings', args: search });
        assert.deepEqual(javaHomeSettingsCommand(undefined), { command: 'workbench.action.openSettings', args: search });
    });

    it('names JAVA_HOME when it points at a folder without Java', async () => {
        const result = await findJava({ javaHomeSetting: '', env: { JAVA_HOME: noJava, PATH: path.join(java17, 'bin') }, platform: linux });
        assert.ok(result.kind === 'problem');
        assert.match(result.message, /JAVA_HOME \(.*empty\)/);
        assert.doesNotMatch(result.message, /Or clear/);
    });

    it('reports a java that does not tell its version', async () => {
        const odd = fakeJavaHome('odd', 'Error: could not create the Java Virtual Machine.');
        const result = await findJava({ javaHomeSetting: odd, env: {}, platform: linux });
        assert.ok(result.kind === 'problem');
        assert.match(result.message, /did not tell its version \("Error: could not create the Java Virtual Machine\."\)/);
    });
});

/** The extension's global state, as findJava sees it. */
class Memory implements KnownVersions {
    readonly versions = new Map<string, number>();
    get(key: string) {
        return this.versions.get(key);
    }
    update(key: string, version: number) {
        this.versions.set(key, version);
    }
}

describe('findJava with the versions it has seen', () => {
    /** A Java home whose bin/java tells version 17 and counts its runs in `runs`. */
    function countingJava(name: string) {
        const home = fakeJavaHome(name, 'openjdk version "17.0.15" 2025-04-15');
        const runs = path.join(home, 'runs');
        const java = path.join(home, 'bin', 'java');
        fs.appendFileSync(java, `echo run >> '${runs}'\n`);
        return { home, java, runs: () => (fs.existsSync(runs) ? fs.readFileSync(runs, 'utf8').split('\n').length - 1 : 0) };
    }

    it('asks a Java its version once: a later start knows it without starting a JVM', async () => {
        const java = countingJava('counted');
        const known = new Memory();
        const lookup = { javaHomeSetting: java.home, env: {}, platform: linux };
        const first = await findJava(lookup, known);
        const second = await findJava(lookup, known);
        assert.ok(first.kind === 'found' && second.kind === 'found');
        assert.equal(second.version, 17);
        assert.equal(java.runs(), 1);
        assert.deepEqual([...known.versions.values()], [17]);
    });

    it('asks again when the executable changed (a Java updated in place)', async () => {
        const java = countingJava('updated');
        const known = new Memory();
        const lookup = { javaHomeSetting: java.home, env: {}, platform: linux };
        await findJava(lookup, known);
        fs.appendFileSync(java.java, '# updated\n');
        await findJava(lookup, known);
        assert.equal(java.runs(), 2);
        assert.equal(known.versions.size, 2);
    });

    it('knows a Java by the file it resolves to: a link to it shares its version', async () => {
        const java = countingJava('linked');
        const link = path.join(root, 'java-link');
        fs.symlinkSync(java.java, link);
        assert.equal(versionKey(link), versionKey(java.java));
        assert.equal(versionKey(path.join(noJava, 'java')), undefined);
    });

    it('still refuses an old Java it has seen', async () => {
        const known = new Memory();
        const lookup = { javaHomeSetting: '', env: { PATH: path.join(java8, 'bin') }, platform: linux };
        await findJava(lookup, known);
        const again = await findJava(lookup, known);
        assert.ok(again.kind === 'problem');
        assert.match(again.message, /is Java 8/);
    });
});

describe('findJava with a Java image\'s release file', () => {
    /** A Java home whose release file says `release` and whose bin/java would tell 11, counting its runs. */
    function releasedJava(name: string, release: string) {
        const home = fakeJavaHome(name, 'openjdk version "11.0.2" 2019-01-15');
        fs.writeFileSync(path.join(home, 'release'), release);
        const runs = path.join(home, 'runs');
        fs.appendFileSync(path.join(home, 'bin', 'java'), `echo run >> '${runs}'\n`);
        return { home, runs: () => (fs.existsSync(runs) ? fs.readFileSync(runs, 'utf8').split('\n').length - 1 : 0) };
    }

    it('takes the version from the release file without starting a JVM', async () => {
        const java = releasedJava('released21', 'IMPLEMENTOR="Eclipse Adoptium"\nJAVA_VERSION="21.0.2"\nOS_NAME="Linux"\n');
        const result = await findJava({ javaHomeSetting: java.home, env: {}, platform: linux }, new Memory());
        assert.ok(result.kind === 'found');
        assert.equal(result.version, 21);
        assert.equal(java.runs(), 0);
    });

    it('refuses an old Java its release file names', async () => {
        const java = releasedJava('released8', 'JAVA_VERSION="1.8.0_392"\n');
        const result = await findJava({ javaHomeSetting: java.home, env: {}, platform: linux });
        assert.ok(result.kind === 'problem');
        assert.match(result.message, /is Java 8/);
        assert.equal(java.runs(), 0);
    });

    it('asks java -version when the release file names no version', async () => {
        const java = releasedJava('releasedNothing', 'IMPLEMENTOR="nobody"\n');
        assert.equal(releaseVersion(path.join(java.home, 'bin', 'java')), undefined);
        const result = await findJava({ javaHomeSetting: java.home, env: {}, platform: linux });
        assert.ok(result.kind === 'problem');
        assert.match(result.message, /is Java 11/);
        assert.equal(java.runs(), 1);
    });

    it('reads the release file of the image a link resolves to', () => {
        const java = releasedJava('releasedLinked', 'JAVA_VERSION="17.0.15"\n');
        const link = path.join(root, 'java-17-link');
        fs.symlinkSync(path.join(java.home, 'bin', 'java'), link);
        assert.equal(releaseVersion(link), 17);
    });
});

/** The optimizing compiler's thresholds at three times the JVM's, as `bin/esl lsp` sets them. */
const LATER_OPTIMIZING_COMPILER = [
    '-XX:Tier4InvocationThreshold=15000',
    '-XX:Tier4MinInvocationThreshold=1800',
    '-XX:Tier4CompileThreshold=45000',
    '-XX:Tier4BackEdgeThreshold=120000',
];

describe('serverArguments', () => {
    it('starts the jar as a language server with the serial collector and the optimizing compiler called later', () => {
        assert.deepEqual(serverArguments({ jar: '/ext/server/esl.jar' }, undefined), [
            '-XX:+UseSerialGC',
            ...LATER_OPTIMIZING_COMPILER,
            '-jar',
            '/ext/server/esl.jar',
            'lsp',
        ]);
    });

    it('names the folder of the Z3 natives of a platform VSIX before the jar', () => {
        assert.deepEqual(serverArguments({ jar: '/storage/server/0.1.0-7/esl.jar', natives: '/storage/server/0.1.0-7/natives' }, undefined), [
            '-XX:+UseSerialGC',
            ...LATER_OPTIMIZING_COMPILER,
            '-Desl.z3.natives=/storage/server/0.1.0-7/natives',
            '-jar',
            '/storage/server/0.1.0-7/esl.jar',
            'lsp',
        ]);
    });

    it('leaves the collector to ESL_JAVA_OPTS when it chooses one', () => {
        assert.deepEqual(serverArguments({ jar: 'esl.jar' }, '-XX:+UseG1GC', ['-Xshare:auto']), [
            ...LATER_OPTIMIZING_COMPILER,
            '-Xshare:auto',
            '-XX:+UseG1GC',
            '-jar',
            'esl.jar',
            'lsp',
        ]);
    });

    it('runs C1 only in the start that makes the class-data sharing archive, the later optimizing compiler in the others; ESL_JAVA_OPTS can choose another level', () => {
        assert.deepEqual(serverArguments({ jar: 'esl.jar' }, undefined, ['-XX:DumpLoadedClassList=a.classes'], true),
            ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:DumpLoadedClassList=a.classes', '-jar', 'esl.jar', 'lsp']);
        assert.deepEqual(serverArguments({ jar: 'esl.jar' }, '-XX:TieredStopAtLevel=4', [], true),
            ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:TieredStopAtLevel=4', '-jar', 'esl.jar', 'lsp']);
        assert.deepEqual(serverArguments({ jar: 'esl.jar' }, undefined, ['-XX:SharedArchiveFile=a.jsa'], false),
            ['-XX:+UseSerialGC', ...LATER_OPTIMIZING_COMPILER, '-XX:SharedArchiveFile=a.jsa', '-jar', 'esl.jar', 'lsp']);
    });

    it('puts the options of ESL_JAVA_OPTS after its own, so that they win, as bin/esl does', () => {
        assert.deepEqual(serverArguments({ jar: 'esl.jar' }, ' -Xmx2g -XX:Tier4InvocationThreshold=5000 -agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=5005 '), [
            '-XX:+UseSerialGC',
            ...LATER_OPTIMIZING_COMPILER,
            '-Xmx2g',
            '-XX:Tier4InvocationThreshold=5000',
            '-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=5005',
            '-jar',
            'esl.jar',
            'lsp',
        ]);
    });

    it('asks for huge pages for the heap when told the kernel gives them, before the options of ESL_JAVA_OPTS, which can refuse them', () => {
        assert.deepEqual(serverArguments({ jar: 'esl.jar' }, '-XX:-UseTransparentHugePages', ['-XX:SharedArchiveFile=a.jsa'], false, true), [
            '-XX:+UseSerialGC',
            ...LATER_OPTIMIZING_COMPILER,
            '-XX:+UseTransparentHugePages',
            '-XX:SharedArchiveFile=a.jsa',
            '-XX:-UseTransparentHugePages',
            '-jar',
            'esl.jar',
            'lsp',
        ]);
    });
});

describe('hugePagesOnRequest', () => {
    /** A file as Linux writes its transparent huge pages mode, the mode in force in brackets. */
    function mode(name: string, text: string): string {
        const file = path.join(root, name);
        fs.writeFileSync(file, text);
        return file;
    }

    it('is true only where the kernel gives huge pages on request', () => {
        assert.equal(hugePagesOnRequest(mode('madvise', 'always [madvise] never\n')), true);
        assert.equal(hugePagesOnRequest(mode('never', 'always madvise [never]\n')), false, 'the JVM would warn on the protocol stream');
        assert.equal(hugePagesOnRequest(mode('always', '[always] madvise never\n')), false, 'the kernel gives them unasked');
    });

    it('is false where the kernel says nothing of huge pages (macOS, Windows, an old kernel)', () => {
        assert.equal(hugePagesOnRequest(path.join(root, 'no-such-mode')), false);
    });
});
