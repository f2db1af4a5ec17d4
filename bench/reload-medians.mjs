// The medians of a bench/vscode-reload-ab.sh file per label (baseline, candidate) and their ratios: for every reload
// (each label's runs begin with the install's first start, which is left out), the moments since the reloaded window's
// extension host started, from the extension's start timeline (`activated at …, the extension host's process started
// N ms before`, then `+M ms initialize answered`, `first diagnostics published`, the first `code lens answer` with
// lenses), and each reload's own line (time from the command to the lens on the page, the server's CPU).
// Usage: node bench/reload-medians.mjs FILE
import * as fs from 'node:fs';

const MOMENTS = { initialize: /^initialize answered/, diagnostics: /^first diagnostics published/, lenses: /^code lens answer: [1-9]/ };
const figures = {};
let label;
let start; // the current start's moments, undefined until an activation line
let startsOfRun = 0;
for (const line of fs.readFileSync(process.argv[2], 'utf8').split('\n')) {
    const run = /^=== (\w+) round/.exec(line);
    if (run) {
        label = run[1];
        figures[label] ??= { initialize: [], diagnostics: [], lenses: [], page: [], cpu: [] };
        startsOfRun = 0;
        start = undefined;
        continue;
    }
    const reload = /^reload \d+ .*: (\d+) ms to the code lens on the page; server CPU (\d+) ms/.exec(line);
    if (reload) {
        figures[label].page.push(Number(reload[1]));
        figures[label].cpu.push(Number(reload[2]));
        continue;
    }
    const activated = /activated at .*the extension host's process started (\d+) ms before/.exec(line);
    if (activated) {
        start = startsOfRun++ === 0 ? undefined : { host: Number(activated[1]), seen: new Set() };
        continue;
    }
    const step = /^start timeline \(activation\): \+(\d+) ms (.*)$/.exec(line);
    if (step && start) {
        for (const [moment, pattern] of Object.entries(MOMENTS)) {
            if (pattern.test(step[2]) && !start.seen.has(moment)) {
                start.seen.add(moment);
                figures[label][moment].push(start.host + Number(step[1]));
            }
        }
    }
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2); };
const NAMES = { initialize: 'initialize answered', diagnostics: 'first diagnostics', lenses: 'code lenses answered',
    page: 'reload to the lens on the page', cpu: 'server CPU' };
console.log(`medians over ${figures.baseline?.diagnostics.length ?? 0} and ${figures.candidate?.diagnostics.length ?? 0} reloads `
    + '(the first three since the reloaded window\'s extension host started):');
for (const [key, name] of Object.entries(NAMES)) {
    const base = median(figures.baseline[key]);
    const cand = median(figures.candidate[key]);
    console.log(`  ${name}: baseline ${base} ms, candidate ${cand} ms, ratio ${(cand / base).toFixed(2)}`);
}
