// The first start's unpacking of the server jar (vscode-extension/src/serverJar.ts): Brotli-packed esl.jar.br of a
// platform VSIX read, unpacked and written with Node's default pieces (64 KiB read, 16 KiB unpacked) against the
// extension's 1 MiB pieces, alternating, ROUNDS times each. CPU time is the process's user + system time (Node's
// thread pool included); the wall time shares the machine with whatever else runs.
// Usage: node bench/vsix-unpack-bench.mjs PLATFORM.vsix [ROUNDS (7)]; writes bench/results/vsix-unpack-DATE.txt.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

const [vsix, rounds = '7'] = process.argv.slice(2);
if (!vsix) {
    console.error('usage: node bench/vsix-unpack-bench.mjs PLATFORM.vsix [ROUNDS]');
    process.exit(2);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-unpack-'));
execFileSync('unzip', ['-q', vsix, 'extension/server/esl.jar.br', '-d', work]);
const packed = path.join(work, 'extension', 'server', 'esl.jar.br');
const jar = path.join(work, 'esl.jar');
const PIECE = 1 << 20;
const ways = {
    'default pieces': () => pipeline(fs.createReadStream(packed), zlib.createBrotliDecompress(), fs.createWriteStream(jar)),
    '1 MiB pieces': () => pipeline(fs.createReadStream(packed, { highWaterMark: PIECE }), zlib.createBrotliDecompress({ chunkSize: PIECE }),
        fs.createWriteStream(jar)),
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
const size = fs.statSync(jar).size;
fs.rmSync(work, { recursive: true, force: true });
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const lines = [
    `${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} cores, load average before ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    `${path.basename(vsix)}: esl.jar.br ${fs.statSync(vsix).size} bytes of VSIX, unpacked jar ${size} bytes, ${rounds} rounds`,
    ...Object.entries(times).map(([way, t]) => `${way.padEnd(15)} median CPU ${median(t.cpu).toFixed(0)} ms, wall ${median(t.wall).toFixed(0)} ms`),
    `1 MiB / default: CPU ${(median(times['1 MiB pieces'].cpu) / median(times['default pieces'].cpu)).toFixed(2)}, wall ${(median(times['1 MiB pieces'].wall) / median(times['default pieces'].wall)).toFixed(2)}`,
    `load average after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
];
const out = path.join(path.dirname(new URL(import.meta.url).pathname), 'results', `vsix-unpack-${new Date().toISOString().slice(0, 16).replace(/[-:]/g, '')}.txt`);
fs.writeFileSync(out, `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
