// The first start's unpacking of the server jar (vscode-extension/src/serverJar.ts): Brotli-packed esl.jar.br of a
// platform VSIX read, unpacked and written with Node's default pieces (64 KiB read, 16 KiB unpacked) against the
// extension's 1 MiB pieces, alternating, ROUNDS times each; with BASELINE.vsix, instead the baseline's jar against
// PLATFORM.vsix's, both in the extension's 1 MiB pieces (what a smaller jar saves). CPU time is the process's user +
// system time (Node's thread pool included); the wall time shares the machine with whatever else runs.
// Usage: node bench/vsix-unpack-bench.mjs PLATFORM.vsix [ROUNDS (7)] [BASELINE.vsix]; writes
// bench/results/vsix-unpack-DATE.txt.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

const [vsix, rounds = '7', baselineVsix] = process.argv.slice(2);
if (!vsix) {
    console.error('usage: node bench/vsix-unpack-bench.mjs PLATFORM.vsix [ROUNDS] [BASELINE.vsix]');
    process.exit(2);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-unpack-'));
/** The Brotli-packed jar of a platform VSIX, extracted into its own folder of the work folder. */
function packedJar(platformVsix, folder) {
    execFileSync('unzip', ['-q', platformVsix, 'extension/server/esl.jar.br', '-d', path.join(work, folder)]);
    return path.join(work, folder, 'extension', 'server', 'esl.jar.br');
}
const packed = packedJar(vsix, 'candidate');
const jar = path.join(work, 'esl.jar');
const PIECE = 1 << 20;
const inPieces = (from) => () => pipeline(fs.createReadStream(from, { highWaterMark: PIECE }), zlib.createBrotliDecompress({ chunkSize: PIECE }),
    fs.createWriteStream(jar));
const sizes = {};
const sized = (label, unpack) => async () => {
    await unpack();
    sizes[label] = fs.statSync(jar).size;
};
const [first, second] = baselineVsix ? ['baseline', 'candidate'] : ['default pieces', '1 MiB pieces'];
const ways = baselineVsix
    ? { [first]: sized(first, inPieces(packedJar(baselineVsix, 'baseline'))), [second]: sized(second, inPieces(packed)) }
    : {
        [first]: sized(first, () => pipeline(fs.createReadStream(packed), zlib.createBrotliDecompress(), fs.createWriteStream(jar))),
        [second]: sized(second, inPieces(packed)),
    };
const times = Object.fromEntries(Object.keys(ways).map((way) => [way, { cpu: [], wall: [] }]));
for (let round = 0; round < Number(rounds); round++) {
    const order = round % 2 === 0 ? Object.keys(ways) : Object.keys(ways).reverse();
    for (const way of order) {
        const cpu = process.cpuUsage();
        const wall = process.hrtime.bigint();
        await ways[way]();
        const used = process.cpuUsage(cpu);
        times[way].cpu.push((used.user + used.system) / 1000);
        times[way].wall.push(Number(process.hrtime.bigint() - wall) / 1e6);
    }
}
fs.rmSync(work, { recursive: true, force: true });
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const lines = [
    `${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} cores, load average before ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    ...(baselineVsix ? [`baseline ${path.basename(baselineVsix)}: ${fs.statSync(baselineVsix).size} bytes of VSIX`] : []),
    `${path.basename(vsix)}: ${fs.statSync(vsix).size} bytes of VSIX, ${rounds} rounds`,
    ...Object.entries(times).map(([way, t]) => `${way.padEnd(15)} unpacked jar ${sizes[way]} bytes, median CPU ${median(t.cpu).toFixed(0)} ms, wall ${median(t.wall).toFixed(0)} ms`),
    `${second} / ${first}: CPU ${(median(times[second].cpu) / median(times[first].cpu)).toFixed(2)}, wall ${(median(times[second].wall) / median(times[first].wall)).toFixed(2)}`,
    `load average after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
];
const out = path.join(path.dirname(new URL(import.meta.url).pathname), 'results', `vsix-unpack-${new Date().toISOString().slice(0, 16).replace(/[-:]/g, '')}.txt`);
fs.writeFileSync(out, `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
