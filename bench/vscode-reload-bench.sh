#!/usr/bin/env bash
# The server's starts in a reloaded VS Code window (docs/benchmarks.md, "VS Code", fifteenth round): VSIX installed
# afresh in code-server, banking.esl opened (the first start, which makes the class-data sharing archive), then
# RELOADS times "Developer: Reload Window", each timed by vscode-extension/e2e/reloadBench.mjs from the command to the
# code lens on the page, with the server's CPU time and the extension's start timeline of each reload: a start with
# the archive that shares the cores with the workbench loading, as the start of a window opened on a spec does.
# Usage: bench/vscode-reload-bench.sh VSIX [RELOADS (3)]
# Needs code-server and playwright-core where vscode-extension/e2e/run.sh installs them (run it once first), in
# E2E_WORK (default $TMPDIR/esl-vscode-e2e); PORT (default 8147). Writes bench/results/vscode-reload-DATE.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { sed -n '2,9p' "$0" >&2; exit 2; }
vsix=$(realpath "$1"); reloads=${2:-3}
. bench/code-server-bench.sh
trap 'kill ${CS_PID:-} 2>/dev/null || true' EXIT
out=bench/results/vscode-reload-$(date -u +%Y%m%dT%H%M).txt
{
  echo "benchmark at commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), cores: $(nproc)"
  echo "vsix: $vsix"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out"
rm -rf "$WORK/ws"
cp -r examples "$WORK/ws"
cs_fresh_profile "$vsix"
cs_serve "$WORK/ws" "$WORK/code-server.log"
PLAYWRIGHT_CORE=$PLAYWRIGHT_CORE node vscode-extension/e2e/reloadBench.mjs "$PORT" "$WORK/ws" "$WORK" "$reloads" | tee -a "$out"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$out"
