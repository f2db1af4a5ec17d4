// The first answers of a first start in VS Code, server side (docs/language-server.md, "Start-up"): two server jars
// started as the VS Code extension's first start runs them (C1 only, no class-data sharing archive: -Xshare:auto finds
// none for a jar it never saw), alternating, ROUNDS times each, on a copy of examples/; each gets initialize, didOpen of
// banking.esl and the requests VS Code sends right after opening it (documentSymbol, codeAction, foldingRange, then
// 250 ms later codeLens, semanticTokens/full and esl.coverage), with the solver-backed lint on. Reported per start:
// the milliseconds from the spawn to initialize's answer, the first diagnostics, the code lens answer, the gap between
// those two, and the server's CPU time (user + system) at the code lens answer; then medians and candidate / baseline.
// Usage: node bench/first-answers-bench.mjs BASELINE.jar CANDIDATE.jar [ROUNDS (5)]; writes bench/results/first-answers-DATE.txt.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { cpuOf, lspWire, openSpec } from './lsp-wire.mjs';

const [baseline, candidate, rounds = '5'] = process.argv.slice(2);
if (!candidate) {
    console.error('usage: node bench/first-answers-bench.mjs BASELINE.jar CANDIDATE.jar [ROUNDS]');
    process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const out = path.join(root, 'bench', 'results', `first-answers-${new Date().toISOString().slice(0, 16).replace(/[-:]/g, '')}.txt`);
const say = (line) => { console.log(line); fs.appendFileSync(out, `${line}\n`); };

/** One first start of `jar`: milliseconds since the spawn to each answer, and the server's CPU time at the code lens answer. */
function start(jar, workspace) {
    return new Promise((resolve, reject) => {
        const began = performance.now();
        const server = spawn('java', ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xshare:auto', '-jar', jar, 'lsp'],
            { stdio: ['pipe', 'pipe', 'ignore'] });
        const spec = `file://${path.join(workspace, 'banking.esl')}`;
        const doc = { textDocument: { uri: spec } };
        const times = {};
        const waiting = new Set([2, 3, 4, 5, 6, 7]);
        const send = lspWire(server, began, (message, now) => {
            if (message.id === 1) {
                times.initialize = now;
                openSpec(send, workspace, 'banking.esl');
                send({ id: 2, method: 'textDocument/documentSymbol', params: doc });
                send({ id: 3, method: 'textDocument/codeAction', params: { ...doc, range: { start: { line: 0, character: 0 },
                    end: { line: 0, character: 0 } }, context: { diagnostics: [] } } });
                send({ id: 4, method: 'textDocument/foldingRange', params: doc });
                setTimeout(() => {
                    send({ id: 5, method: 'textDocument/codeLens', params: doc });
                    send({ id: 6, method: 'textDocument/semanticTokens/full', params: doc });
                    send({ id: 7, method: 'workspace/executeCommand', params: { command: 'esl.coverage', arguments: [spec] } });
                }, 250);
            } else if (message.method === 'textDocument/publishDiagnostics' && message.params.uri === spec) {
                times.diagnostics ??= now;
            } else if (waiting.has(message.id)) {
                waiting.delete(message.id);
                if (message.id === 5) {
                    times.lenses = now;
                    times.cpu = cpuOf(server.pid);
                }
                if (waiting.size === 0) {
                    server.kill('SIGKILL');
                    resolve(times);
                }
            } else if (message.id !== undefined && message.method) {
                send({ id: message.id, result: message.method === 'workspace/configuration' ? [{}] : null });
            }
        });
        server.on('error', reject);
        server.on('exit', () => waiting.size > 0 && reject(new Error(`${jar} ended before its first answers`)));
        send({ id: 1, method: 'initialize', params: { processId: process.pid, rootUri: `file://${workspace}`,
            capabilities: { workspace: { configuration: true } }, workspaceFolders: [{ uri: `file://${workspace}`, name: 'examples' }] } });
    });
}

say(`first answers of a first start, ${new Date().toISOString().slice(0, 16)} UTC, cores: ${os.cpus().length}, load average before: ${load()}`);
say(`baseline: ${baseline}\ncandidate: ${candidate}`);
const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-first-answers-'));
fs.cpSync(path.join(root, 'examples'), workspace, { recursive: true });
const jars = { baseline, candidate };
const starts = { baseline: [], candidate: [] };
for (let round = 0; round < Number(rounds); round++) {
    for (const name of round % 2 === 0 ? ['baseline', 'candidate'] : ['candidate', 'baseline']) {
        const times = await start(jars[name], workspace);
        times.gap = times.lenses - times.diagnostics;
        starts[name].push(times);
        say(`start ${round + 1}, ${name}: initialize ${Math.round(times.initialize)} ms, first diagnostics ${Math.round(times.diagnostics)} ms, `
            + `code lenses ${Math.round(times.lenses)} ms (${Math.round(times.gap)} ms after the diagnostics), server CPU ${Math.round(times.cpu)} ms (load ${load()})`);
    }
}
fs.rmSync(workspace, { recursive: true, force: true });
const medians = Object.fromEntries(Object.entries(starts).map(([name, runs]) =>
    [name, Object.fromEntries(['initialize', 'diagnostics', 'lenses', 'gap', 'cpu'].map((k) => [k, median(runs.map((r) => r[k]))]))]));
for (const [name, m] of Object.entries(medians)) {
    say(`median, ${name}: initialize ${Math.round(m.initialize)} ms, first diagnostics ${Math.round(m.diagnostics)} ms, code lenses `
        + `${Math.round(m.lenses)} ms, diagnostics to code lenses ${Math.round(m.gap)} ms, server CPU ${Math.round(m.cpu)} ms`);
}
const ratio = (k) => (medians.candidate[k] / medians.baseline[k]).toFixed(2);
say(`candidate / baseline: diagnostics to code lenses ${ratio('gap')}, spawn to code lenses ${ratio('lenses')}, server CPU ${ratio('cpu')}`);
say(`load average after: ${load()}`);
