/**
 * `npm run package:platforms`, after `npm run package` (the universal VSIX): one VSIX per target of
 * PLATFORM_NATIVES in target/platforms/. Each carries server/esl.jar.br, the server jar with only its own
 * Z3 natives, entries stored and the whole compressed with Brotli (classes compress far better together
 * than one by one); the extension unpacks it on its first start (src/serverJar.ts). Writes the sizes to
 * target/platforms/sizes.txt and fails when one exceeds PLATFORM_VSIX_LIMIT_BYTES. ESL_PLATFORMS=linux-x64,… makes only
 * those (e.g. for bench/vscode-start-bench.sh).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import * as zlib from 'node:zlib';
import * as yauzl from 'yauzl';
import * as yazl from 'yazl';
import {
    PLATFORM_VSIX_LIMIT_BYTES,
    chosenTargets,
    keepsEntry,
    platformVsixName,
    type PlatformTarget,
} from './platforms';

const EXTENSION_DIR = path.resolve(__dirname, '..', '..');
const SERVER_JAR = path.join(EXTENSION_DIR, 'server', 'esl.jar');
const PACKED_JAR = path.join(EXTENSION_DIR, 'server', 'esl.jar.br');
const OUT_DIR = path.join(EXTENSION_DIR, 'target', 'platforms');
/** Quality 5 with a 16 MB window: within 1 MB of quality 9 for a tenth of its time. */
const BROTLI = {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 24 },
};

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
    return new Promise((resolve, reject) =>
        zip.openReadStream(entry, (error, stream) => (error ? reject(error) : buffer(stream).then(resolve, reject))),
    );
}

/** Writes PACKED_JAR: the entries of SERVER_JAR that `target` keeps, stored, the archive Brotli-compressed. */
async function packJar(target: PlatformTarget): Promise<void> {
    const source = await new Promise<yauzl.ZipFile>((resolve, reject) =>
        yauzl.open(SERVER_JAR, { lazyEntries: true, autoClose: false }, (e, zip) => (e ? reject(e) : resolve(zip))),
    );
    const jar = new yazl.ZipFile();
    const written = pipeline(jar.outputStream, zlib.createBrotliCompress(BROTLI), fs.createWriteStream(PACKED_JAR));
    await new Promise<void>((resolve, reject) => {
        source.on('entry', (entry: yauzl.Entry) => {
            const name = entry.fileName;
            const mtime = entry.getLastModDate();
            if (!keepsEntry(target, name)) {
                source.readEntry();
            } else if (name.endsWith('/')) {
                jar.addEmptyDirectory(name, { mtime });
                source.readEntry();
            } else {
                readEntry(source, entry).then((data) => {
                    jar.addBuffer(data, name, { mtime, compress: false });
                    source.readEntry();
                }, reject);
            }
        });
        source.on('end', resolve);
        source.on('error', reject);
        source.readEntry();
    });
    source.close();
    jar.end();
    await written;
}

function vsce(target: PlatformTarget, ignoreFile: string, out: string): void {
    const vsceBin = path.join(EXTENSION_DIR, 'node_modules', '@vscode', 'vsce', 'vsce');
    const args = ['package', '--target', target, '--ignoreFile', ignoreFile, '--out', out,
        '--no-dependencies', '--skip-license', '--allow-missing-repository'];
    const run = spawnSync(process.execPath, [vsceBin, ...args], { cwd: EXTENSION_DIR, stdio: 'inherit' });
    if (run.status !== 0) {
        throw new Error(`vsce package --target ${target} failed (exit ${run.status})`);
    }
}

async function main(): Promise<void> {
    if (!fs.existsSync(SERVER_JAR)) {
        throw new Error(`${SERVER_JAR} is missing: build lsp-server first (mvn -pl vscode-extension -am package)`);
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(EXTENSION_DIR, 'package.json'), 'utf8'));
    fs.mkdirSync(OUT_DIR, { recursive: true });
    // the universal ignore file, shipping the packed jar instead of the plain one
    const ignoreFile = path.join(OUT_DIR, '.vscodeignore');
    const universal = fs.readFileSync(path.join(EXTENSION_DIR, '.vscodeignore'), 'utf8');
    fs.writeFileSync(ignoreFile, universal.replace('!server/esl.jar', '!server/esl.jar.br'));
    const sizes: string[] = [];
    try {
        for (const target of chosenTargets(process.env.ESL_PLATFORMS)) {
            await packJar(target);
            const vsix = path.join(OUT_DIR, platformVsixName(manifest.name, manifest.version, target));
            vsce(target, ignoreFile, vsix);
            const bytes = fs.statSync(vsix).size;
            sizes.push(`${target}\t${bytes}\t${(bytes / 1024 / 1024).toFixed(1)} MB`);
            if (bytes > PLATFORM_VSIX_LIMIT_BYTES) {
                throw new Error(`${vsix} is ${bytes} bytes, over the limit of ${PLATFORM_VSIX_LIMIT_BYTES}`);
            }
        }
    } finally {
        fs.rmSync(PACKED_JAR, { force: true });
        fs.writeFileSync(path.join(OUT_DIR, 'sizes.txt'), `target\tbytes\tsize\n${sizes.join('\n')}\n`);
    }
    console.log(`platform VSIXes in ${OUT_DIR}:\n${sizes.join('\n')}`);
}

main().catch((error: Error) => {
    console.error(`package:platforms: ${error.message}`);
    process.exit(1);
});
