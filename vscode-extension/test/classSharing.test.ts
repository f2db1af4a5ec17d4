import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { classSharing, makeArchive } from '../src/classSharing';
import { serverArguments } from '../src/java';
import { scratchFolder } from './paths';

const JAVA = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';

/** The Java's home, from its own settings (which it prints on stderr). */
const JAVA_HOME = /java\.home = (.*)/.exec(execFileSync('sh', ['-c', `"${JAVA}" -XshowSettings:properties -version 2>&1`],
    { encoding: 'utf8' }))![1].trim();

const root = scratchFolder('esl-cds-');

/** A jar in a fresh folder (the JDK's own jrt-fs.jar: a real jar any Java can load classes from) and an archive folder. */
function place(env: NodeJS.ProcessEnv = {}) {
    const folder = fs.mkdtempSync(path.join(root, 'place-'));
    const jar = path.join(folder, 'esl.jar');
    fs.copyFileSync(path.join(JAVA_HOME, 'lib', 'jrt-fs.jar'), jar);
    return { folder: path.join(folder, 'cds'), java: JAVA, javaVersion: 17, jar, env };
}

/** The class list a start writes. */
function listOf(options: string[]): string {
    const list = options.find((o) => o.startsWith('-XX:DumpLoadedClassList='))?.split('=')[1];
    assert.ok(list, `this start lists its classes: ${options.join(' ')}`);
    return list;
}

describe('class-data sharing of the server', () => {
    it('lists the classes on the first start and makes the archive beside it, which the second start maps', async () => {
        const where = place();

        const first = classSharing(where);
        const list = listOf(first.options);
        assert.ok(first.options.includes('-Xlog:disable'), 'the JVM says nothing on stdout, the protocol stream');
        assert.deepEqual(first.make, { classes: list, archive: list.replace(/\.classes$/, '.jsa') });
        // what the server's JVM does on its first start
        execFileSync(where.java, [...first.options, '-cp', where.jar, '-version'], { stdio: 'ignore' });
        assert.equal(await makeArchive(where.java, where.jar, first.make), true);

        const second = classSharing(where);
        assert.deepEqual(second.options.slice(0, 2), [`-XX:SharedArchiveFile=${first.make.archive}`, '-Xshare:auto']);
        assert.equal(second.make, undefined);
        assert.deepEqual(fs.readdirSync(where.folder).sort(), [path.basename(first.make.archive), path.basename(list)].sort());
        const output = execFileSync(where.java, [...second.options, '-Xshare:on', '-cp', where.jar, '-version'], { stdio: ['ignore', 'pipe', 'pipe'] });
        assert.equal(output.toString(), '', 'nothing on stdout');
    });

    it('makes the archive from the list of a server still running, whose last line may be cut short', async () => {
        const where = place();
        const first = classSharing(where);
        execFileSync(where.java, [...first.options, '-cp', where.jar, '-version'], { stdio: 'ignore' });
        fs.appendFileSync(listOf(first.options), 'java/util/concurrent/ConcurrentHashM');
        assert.equal(await makeArchive(where.java, where.jar, first.make!), true);
        assert.ok(classSharing(where).options[0].startsWith('-XX:SharedArchiveFile='));
    });

    it('makes the archive on a later start when the first ended before it was made, after parsing a spec', async () => {
        const where = place();
        const first = classSharing(where);
        execFileSync(where.java, [...first.options, '-cp', where.jar, '-version'], { stdio: 'ignore' });
        // the class of a parsed spec, which a server's start lists once it has parsed one (this jar has no such
        // class: the dump passes over it)
        fs.appendFileSync(listOf(first.options), 'org/esl/lang/esl/impl/SpecImpl\n');

        const second = classSharing(where);
        assert.deepEqual(second.options, []);
        assert.deepEqual(second.make, first.make);
        assert.equal(await makeArchive(where.java, where.jar, second.make!), true);
    });

    it('lists the classes again when the first start ended before parsing a spec, rather than archive a fraction', () => {
        const where = place();
        const first = classSharing(where);
        execFileSync(where.java, [...first.options, '-cp', where.jar, '-version'], { stdio: 'ignore' });
        assert.ok(fs.statSync(listOf(first.options)).size > 0, 'the first start listed the classes it loaded');

        const second = classSharing(where);
        assert.deepEqual(second.options, first.options);
        assert.deepEqual(second.make, first.make);
    });

    it('replaces the archive made for an earlier jar with the same Java once the new one is made, not another Java\'s', async () => {
        const where = place();
        const first = classSharing(where);
        execFileSync(where.java, [...first.options, '-cp', where.jar, '-version'], { stdio: 'ignore' });
        assert.equal(await makeArchive(where.java, where.jar, first.make!), true);
        const anotherJava = path.join(where.folder, 'deadbeef-0123456789abcdef-lsp.jsa');
        fs.writeFileSync(anotherJava, 'the archive of another Java');
        // as an extension's version before one archive per Java named them
        fs.writeFileSync(path.join(where.folder, '0123456789abcdef-lsp.jsa'), 'an older version\'s archive');
        fs.writeFileSync(path.join(where.folder, '0123456789abcdef-lsp.classes'), 'its list');

        fs.appendFileSync(where.jar, ' '); // an update of the extension: another jar
        const updated = classSharing(where);
        execFileSync(where.java, [...updated.options, '-cp', where.jar, '-version'], { stdio: 'ignore' });
        assert.deepEqual(fs.readdirSync(where.folder).length, 6, 'the earlier archive stays until the new one is made');
        assert.equal(await makeArchive(where.java, where.jar, updated.make!), true);

        assert.deepEqual(fs.readdirSync(where.folder).sort(),
            [path.basename(updated.make!.archive), path.basename(updated.make!.classes), path.basename(anotherJava)].sort());
    });

    it('makes a new archive for a rebuilt jar', () => {
        const where = place();
        const before = classSharing(where).options[0];
        fs.appendFileSync(where.jar, ' ');
        assert.notEqual(classSharing(where).options[0], before);
    });

    it('a stale or damaged archive is refused by the JVM quietly, and the server starts without it', () => {
        const where = place();
        const archive = listOf(classSharing(where).options).replace(/\.classes$/, '.jsa');
        fs.writeFileSync(archive, 'not an archive');
        const options = classSharing(where).options;
        assert.equal(options[0], `-XX:SharedArchiveFile=${archive}`);
        const output = execFileSync(where.java, [...options, '-cp', where.jar, '-version'], { stdio: ['ignore', 'pipe', 'pipe'] });
        assert.equal(output.toString(), '', 'nothing on stdout');
    });

    it('is off with ESL_CDS=off', () => {
        const where = place({ ESL_CDS: 'off' });
        assert.deepEqual(classSharing(where), { options: [] });
        assert.equal(fs.existsSync(where.folder), false);
    });

    it('comes before the options of ESL_JAVA_OPTS in the server arguments', () => {
        assert.deepEqual(serverArguments({ jar: 'esl.jar' }, '-Xmx1g', ['-XX:SharedArchiveFile=a.jsa']),
            ['-XX:+UseSerialGC', '-XX:Tier4InvocationThreshold=15000', '-XX:Tier4MinInvocationThreshold=1800',
                '-XX:Tier4CompileThreshold=45000', '-XX:Tier4BackEdgeThreshold=120000', '-XX:SharedArchiveFile=a.jsa', '-Xmx1g',
                '-jar', 'esl.jar', 'lsp']);
    });
});
