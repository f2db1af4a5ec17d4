/**
 * `npm run package:platforms`, after `npm run package` (the universal VSIX): one VSIX per target of
 * PLATFORM_NATIVES in target/platforms/. Each carries server/esl.jar.br, the server jar without Z3's natives, entries
 * stored and the whole compressed with Brotli (classes compress far better together than one by one), and
 * server/natives/, its own platform's Z3 natives, each compressed with Brotli, beside their list; the extension unpacks
 * the jar on its first start, then the natives after the server's first answers (src/serverJar.ts). Writes the sizes to
 * target/platforms/sizes.txt and fails when one exceeds PLATFORM_VSIX_LIMIT_BYTES. ESL_PLATFORMS=linux-x64,… makes only
 * those (e.g. for bench/vscode-start-bench.sh).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import * as yauzl from 'yauzl';
import * as yazl from 'yazl';
import {
    PLATFORM_VSIX_LIMIT_BYTES,
    chosenTargets,
    emptiedList,
    placement,
    platformVsixName,
    type PlatformTarget,
} from './platforms';
import { NATIVES_LIST } from '../src/serverJar';

const EXTENSION_DIR = path.resolve(__dirname, '..', '..');
const SERVER_JAR = path.join(EXTENSION_DIR, 'server', 'esl.jar');
const PACKED_JAR = path.join(EXTENSION_DIR, 'server', 'esl.jar.br');
const PACKED_NATIVES = path.join(EXTENSION_DIR, 'server', 'natives');
const OUT_DIR = path.join(EXTENSION_DIR, 'target', 'platforms');
/**
 * The jar's Brotli: quality 5 with a 16 MB window, streamed. The first start unpacks the jar before it spawns the
 * server, and a jar packed at quality 7, or told its length, unpacked in 1.2–1.4 times the CPU time.
 */
const JAR_BROTLI = {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 24 },
};

/**
 * A native library's Brotli: quality 7, told the file's length, on libuv's threads. The natives are unpacked after the
 * server's first answers, so they can take a smaller file (4%, 0.5 MB for linux-x64) at three times the CPU time,
 * spent while the jar is packed (docs/benchmarks.md, "VS Code extension size").
 */
function packedNative(data: Uint8Array): Promise<Buffer> {
    return promisify(zlib.brotliCompress)(data, {
        params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 7,
            [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
    });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
    return new Promise((resolve, reject) =>
        zip.openReadStream(entry, (error, stream) => (error ? reject(error) : buffer(stream).then(resolve, reject))),
    );
}

/**
 * Writes PACKED_JAR, the entries of SERVER_JAR that `target`'s jar takes, stored, the archive Brotli-compressed (its
 * natives' list emptied), and PACKED_NATIVES, `target`'s natives each Brotli-compressed, beside their list as it is.
 */
async function pack(target: PlatformTarget): Promise<void> {
    const source = await new Promise<yauzl.ZipFile>((resolve, reject) =>
        yauzl.open(SERVER_JAR, { lazyEntries: true, autoClose: false }, (e, zip) => (e ? reject(e) : resolve(zip))),
    );
    fs.rmSync(PACKED_NATIVES, { recursive: true, force: true });
    fs.mkdirSync(PACKED_NATIVES);
    const jar = new yazl.ZipFile();
    const written = pipeline(jar.outputStream, zlib.createBrotliCompress(JAR_BROTLI), fs.createWriteStream(PACKED_JAR));
    const natives: Promise<void>[] = [];
    const place = async (entry: yauzl.Entry): Promise<void> => {
        const name = entry.fileName;
        const mtime = entry.getLastModDate();
        const where = placement(target, name);
        if (where === 'dropped') {
            return;
        }
        if (name.endsWith('/')) {
            jar.addEmptyDirectory(name, { mtime });
            return;
        }
        const data = await readEntry(source, entry);
        const beside = path.join(PACKED_NATIVES, path.posix.basename(name));
        if (where === 'beside') {
            natives.push(packedNative(new Uint8Array(data)).then((packed) => fs.writeFileSync(`${beside}.br`, new Uint8Array(packed))));
        } else if (where === 'list') {
            fs.writeFileSync(beside, new Uint8Array(data));
            jar.addBuffer(Buffer.from(emptiedList(data.toString('utf8')), 'utf8'), name, { mtime, compress: false });
        } else {
            jar.addBuffer(data, name, { mtime, compress: false });
        }
    };
    await new Promise<void>((resolve, reject) => {
        source.on('entry', (entry: yauzl.Entry) => place(entry).then(() => source.readEntry(), reject));
        source.on('end', resolve);
        source.on('error', reject);
        source.readEntry();
    });
    source.close();
    jar.end();
    await Promise.all([written, ...natives]);
    if (!fs.existsSync(path.join(PACKED_NATIVES, NATIVES_LIST))) {
        throw new Error(`${SERVER_JAR} has no Z3 natives for ${target}`);
    }
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
    fs.writeFileSync(ignoreFile, universal.replace('!server/esl.jar', '!server/esl.jar.br\n!server/natives/**'));
    const sizes: string[] = [];
    try {
        for (const target of chosenTargets(process.env.ESL_PLATFORMS)) {
            await pack(target);
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
        fs.rmSync(PACKED_NATIVES, { recursive: true, force: true });
        fs.writeFileSync(path.join(OUT_DIR, 'sizes.txt'), `target\tbytes\tsize\n${sizes.join('\n')}\n`);
    }
    console.log(`platform VSIXes in ${OUT_DIR}:\n${sizes.join('\n')}`);
}

main().catch((error: Error) => {
    console.error(`package:platforms: ${error.message}`);
    process.exit(1);
});
