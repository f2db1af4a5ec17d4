#!/usr/bin/env bash
# VS Code's starts of the language server, a baseline extension against a candidate in the same run: each platform
# VSIX installed afresh in code-server PAIRS times, the two alternating (which goes first alternates too); per install
# the first start (opening banking.esl to its first code lens; it unpacks the jar and runs without the class-data
# sharing archive) and RESTARTS later starts ("ESL: Restart server" to the first code lens; unpacked jar and archive),
# timed by vscode-extension/e2e/startBench.mjs in a real workbench, as the end-to-end test times them, with the CPU
# time the server process had used by the first code lens (Linux), which a loaded machine stretches far less, and the
# time from loading the workbench's page to that lens (what an extension that starts before the spec is opened gains
# shows there too); per first start, where its time went since the opening (the extension host's start, VS Code's
# activation, the extension's, the first diagnostics published (issue #21's measure), the lenses' answer, the lens on the page).
# Usage: bench/vscode-start-bench.sh BASELINE.vsix CANDIDATE.vsix [PAIRS (3)] [RESTARTS (3)]
# Needs code-server and playwright-core where vscode-extension/e2e/run.sh installs them (run it once first), in
# E2E_WORK (default $TMPDIR/esl-vscode-e2e); PORT (default 8147). Writes bench/results/vscode-start-DATE.txt: every
# run's figures, the medians and the ratios candidate / baseline, the load average, and the medians of the
# start timelines of each (the extension's own marks, docs/language-server.md "Start-up"; a baseline older than
# the timeline has none).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { sed -n '2,16p' "$0" >&2; exit 2; }
baseline=$(realpath "$1"); candidate=$(realpath "$2"); pairs=${3:-3}; restarts=${4:-3}
. bench/code-server-bench.sh
raw=$(mktemp)
trap 'kill ${CS_PID:-} 2>/dev/null || true; rm -f "$raw"' EXIT
out=bench/results/vscode-start-$(date -u +%Y%m%dT%H%M).txt
{
  echo "benchmark at commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), cores: $(nproc)"
  echo "baseline:  $baseline"
  echo "candidate: $candidate"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out"
for pair in $(seq 1 "$pairs"); do
  order="baseline candidate"
  [ $((pair % 2)) = 0 ] && order="candidate baseline"
  for label in $order; do
    vsix=$baseline
    [ "$label" = candidate ] && vsix=$candidate
    rm -rf "$WORK/ws"
    cp -r examples "$WORK/ws"
    cs_fresh_profile "$vsix"
    cs_serve "$WORK/ws" "$WORK/code-server.log"
    PLAYWRIGHT_CORE=$PLAYWRIGHT_CORE node vscode-extension/e2e/startBench.mjs "$PORT" "$WORK/ws" "$WORK" "$restarts" "$label" "$raw" \
      | sed "s/^/pair $pair, load $(cut -d' ' -f1 /proc/loadavg): /" | tee -a "$out"
    kill "$CS_PID"
    wait "$CS_PID" 2>/dev/null || true
  done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$out"
node - "$raw" <<'JS' | tee -a "$out"
const fs = require('fs');
const runs = fs.readFileSync(process.argv[2], 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const of = (label) => runs.filter((r) => r.label === label);
const figures = {};
for (const label of ['baseline', 'candidate']) {
    const runs = of(label);
    figures[label] = { first: median(runs.map((r) => r.first)), later: median(runs.flatMap((r) => r.later)),
        firstCpu: median(runs.map((r) => r.firstCpu)), laterCpu: median(runs.flatMap((r) => r.laterCpu)),
        fromLoad: median(runs.map((r) => r.fromLoad)) };
    const f = figures[label];
    console.log(`${label.padEnd(9)} medians: first start ${f.first} ms, server CPU ${f.firstCpu} ms, from loading the page `
        + `${f.fromLoad} ms (${runs.length} installs); later start ${f.later} ms, server CPU ${f.laterCpu} ms `
        + `(${runs.flatMap((r) => r.later).length} restarts)`);
    const moments = [...new Set(runs.flatMap((r) => Object.keys(r.moments ?? {})))];
    if (moments.length > 0) {
        console.log(`${label.padEnd(9)} first start, medians since opening banking.esl: `
            + moments.map((m) => `${m} ${median(runs.map((r) => r.moments?.[m]).filter((t) => t !== undefined))} ms`).join(', '));
    }
}
const ratio = (kind) => (figures.candidate[kind] / figures.baseline[kind]).toFixed(2);
console.log(`candidate / baseline: first start ${ratio('first')} (server CPU to the first code lens ${ratio('firstCpu')}; `
    + `from loading the page ${ratio('fromLoad')}), later start ${ratio('later')} (server CPU ${ratio('laterCpu')})`);
for (const label of ['baseline', 'candidate']) {
    const steps = new Map();
    for (const line of of(label).flatMap((r) => r.timeline ?? [])) {
        const m = /^start timeline \((\w+)\): \+(\d+) ms (.*)$/.exec(line);
        if (m) {
            const key = `${m[1]}: ${m[3]}`;
            steps.set(key, [...(steps.get(key) ?? []), Number(m[2])]);
        }
    }
    if (steps.size > 0) {
        console.log(`${label} start timeline, median ms since the start began (activation: first starts; restart: later starts):`);
        const kind = (key) => key.split(':')[0];
        for (const [key, times] of [...steps].sort((a, b) => kind(a[0]).localeCompare(kind(b[0])) || median(a[1]) - median(b[1]))) {
            console.log(`  ${String(median(times)).padStart(6)} ms  ${key} (${times.length})`);
        }
    }
}
JS
