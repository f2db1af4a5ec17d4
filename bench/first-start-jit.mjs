// The JIT of the VS Code extension's first start (docs/language-server.md, "Start-up"): the server jar started without a
// class-data sharing archive, as the start that makes the archive runs, with the JVM's default JIT (C1 and C2) against
// C1 only (-XX:TieredStopAtLevel=1), alternating, ROUNDS times each: initialize, didOpen examples/banking.esl, its
// first diagnostics and the answer to its code lens request, with the server's CPU time (user + system) by then. Then,
// since that process keeps its JIT for the editor session, `esl check` of a generated log of 100,000 banking
// transcripts (bench/results/data/bank-100000.jsonl, made by bench/check-bench.sh) with each JIT, twice each.
// Usage: node bench/first-start-jit.mjs [ROUNDS (5)], after mvn -q -B -o -pl lsp-server -am package -DskipTests;
// writes bench/results/first-start-jit-DATE.txt.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { cpuOf, lspWire, openSpec } from './lsp-wire.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const jar = path.join(root, 'lsp-server', 'target', 'esl.jar');
const log = path.join(root, 'bench', 'results', 'data', 'bank-100000.jsonl');
const rounds = Number(process.argv[2] ?? 5);
const JITS = { 'C1 and C2 (default)': [], 'C1 only': ['-XX:TieredStopAtLevel=1'] };
const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 13);
const out = path.join(root, 'bench', 'results', `first-start-jit-${stamp}.txt`);
const say = (line) => { console.log(line); fs.appendFileSync(out, `${line}\n`); };
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

/** One server start on a copy of examples/: milliseconds to initialize's answer, the first diagnostics, the code lenses; CPU by then. */
function start(jit, workspace) {
    return new Promise((resolve, reject) => {
        const began = performance.now();
        const server = spawn('java', ['-XX:+UseSerialGC', ...jit, '-Xshare:auto', '-jar', jar, 'lsp'], { stdio: ['pipe', 'pipe', 'ignore'] });
        const spec = `file://${path.join(workspace, 'banking.esl')}`;
        const times = {};
        const send = lspWire(server, began, (message, now) => {
            if (message.id === 1) {
                times.initialize = now;
                openSpec(send, workspace, 'banking.esl');
                send({ id: 2, method: 'textDocument/codeLens', params: { textDocument: { uri: spec } } });
            } else if (message.method === 'textDocument/publishDiagnostics' && message.params.uri === spec) {
                times.diagnostics ??= now;
            } else if (message.id === 2) {
                times.lenses = now;
                times.cpu = cpuOf(server.pid);
                server.kill('SIGKILL');
                resolve(times);
            } else if (message.id !== undefined && message.method) {
                send({ id: message.id, result: null });   // the server's own requests (configuration, registrations)
            }
        });
        server.on('error', reject);
        server.on('exit', () => times.lenses === undefined && reject(new Error('the server ended before its code lenses')));
        send({ id: 1, method: 'initialize', params: { processId: process.pid, rootUri: `file://${workspace}`, capabilities: {},
            workspaceFolders: [{ uri: `file://${workspace}`, name: 'examples' }] } });
    });
}

/** `esl check` of the 100,000 transcripts with `jit`: wall and CPU seconds (GNU time). */
function check(jit) {
    const times = path.join(os.tmpdir(), `esl-jit-${process.pid}.time`);
    try {
        execFileSync('/usr/bin/time', ['-o', times, '-f', '%e %U %S', 'java', '-XX:+UseSerialGC', ...jit, '-jar', jar, 'check',
            '--format', 'text', '--threads', '1', path.join(root, 'examples', 'banking.esl'), log], { stdio: 'ignore' });
    } catch {
        // exit status 1: some transcripts fail, as they are generated to
    }
    const [wall, user, system] = fs.readFileSync(times, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
    fs.rmSync(times, { force: true });
    return { wall, cpu: user + system };
}

say(`first-start JIT benchmark, ${new Date().toISOString().slice(0, 16)} UTC, cores: ${os.cpus().length}, load average before: ${load()}`);
const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-jit-'));
fs.cpSync(path.join(root, 'examples'), workspace, { recursive: true });
const starts = Object.fromEntries(Object.keys(JITS).map((name) => [name, []]));
for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 === 0 ? Object.keys(JITS) : Object.keys(JITS).reverse()) {
        const times = await start(JITS[name], workspace);
        starts[name].push(times);
        say(`start ${round + 1}, ${name}: initialize ${Math.round(times.initialize)} ms, first diagnostics ${Math.round(times.diagnostics)} ms, `
            + `code lenses ${Math.round(times.lenses)} ms, server CPU ${Math.round(times.cpu)} ms (load ${load()})`);
    }
}
fs.rmSync(workspace, { recursive: true, force: true });
const medians = {};
for (const [name, runs] of Object.entries(starts)) {
    medians[name] = Object.fromEntries(['initialize', 'diagnostics', 'lenses', 'cpu'].map((k) => [k, median(runs.map((r) => r[k]))]));
    say(`median, ${name}: initialize ${Math.round(medians[name].initialize)} ms, first diagnostics ${Math.round(medians[name].diagnostics)} ms, `
        + `code lenses ${Math.round(medians[name].lenses)} ms, server CPU ${Math.round(medians[name].cpu)} ms`);
}
const [c2, c1] = Object.keys(JITS);
say(`C1 only / default: code lenses ${(medians[c1].lenses / medians[c2].lenses).toFixed(2)}, server CPU ${(medians[c1].cpu / medians[c2].cpu).toFixed(2)}`);
if (fs.existsSync(log)) {
    const checks = Object.fromEntries(Object.keys(JITS).map((name) => [name, []]));
    for (let round = 0; round < 2; round++) {
        for (const name of round % 2 === 0 ? Object.keys(JITS) : Object.keys(JITS).reverse()) {
            const times = check(JITS[name]);
            checks[name].push(times);
            say(`check of 100,000 transcripts ${round + 1}, ${name}: ${times.wall} s wall, ${times.cpu.toFixed(2)} s CPU (load ${load()})`);
        }
    }
    const cpu = (name) => median(checks[name].map((t) => t.cpu));
    say(`check of 100,000 transcripts, C1 only / default: CPU ${(cpu(c1) / cpu(c2)).toFixed(2)}`);
} else {
    say(`no ${log}: run bench/check-bench.sh 100000 once to make it; the check is left out`);
}
say(`load average after: ${load()}`);
