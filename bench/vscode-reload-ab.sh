#!/usr/bin/env bash
# A baseline VSIX against a candidate in reloaded VS Code windows (docs/benchmarks.md, "VS Code"): ROUNDS times each,
# alternating (which goes first alternates too), bench/vscode-reload-bench.sh VSIX RELOADS; then, per label, the medians
# over every reload (not the install's first start) of the moments since the reloaded window's extension host
# started (`initialize` answered, the first diagnostics published, the first code lenses answered), from the
# extension's start timeline; the reload's own time to the lens on the page and the server's CPU; and the ratios
# candidate / baseline (bench/reload-medians.mjs).
# Usage: bench/vscode-reload-ab.sh BASELINE.vsix CANDIDATE.vsix [ROUNDS (3)] [RELOADS (4)]
# Needs what bench/vscode-reload-bench.sh needs. Writes bench/results/vscode-reload-ab-DATE.txt: every run's output
# under a line `=== LABEL round N`, then the medians.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { sed -n '2,9p' "$0" >&2; exit 2; }
baseline=$(realpath "$1"); candidate=$(realpath "$2"); rounds=${3:-3}; reloads=${4:-4}
out=bench/results/vscode-reload-ab-$(date -u +%Y%m%dT%H%M).txt
{
  echo "benchmark at commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), cores: $(nproc)"
  echo "baseline:  $baseline"
  echo "candidate: $candidate"
} > "$out"
for round in $(seq 1 "$rounds"); do
  order="baseline candidate"
  [ $((round % 2)) = 0 ] && order="candidate baseline"
  for label in $order; do
    vsix=$baseline
    [ "$label" = candidate ] && vsix=$candidate
    echo "=== $label round $round" >> "$out"
    before=$(ls bench/results/vscode-reload-2* 2>/dev/null || true)
    bash bench/vscode-reload-bench.sh "$vsix" "$reloads" | grep -v '^$' >> "$out"
    # the run's own file is in the labelled one now
    for made in bench/results/vscode-reload-2*; do
      grep -qxF "$made" <<< "$before" || rm -f "$made"
    done
  done
done
node bench/reload-medians.mjs "$out" | tee -a "$out"
