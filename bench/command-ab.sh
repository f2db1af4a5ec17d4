#!/usr/bin/env bash
# One esl command line, JVM start included, of a baseline checkout against this one (each through its own bin/esl),
# alternating run by run so that the host's drift falls on both (docs/benchmarks.md, "The quick compiler for short
# commands", "One setup of the language for esl lint").
# Usage: bench/command-ab.sh BASELINE ROUNDS CORES ESL-ARGUMENTS...
#   e.g. bench/command-ab.sh /tmp/base 12 0,1 check examples/banking.esl
# BASELINE is another checkout with its built jar (a git worktree with lsp-server/target/esl.jar copied in will do);
# CORES is taskset's list (0 for one core, 0,1 for two). Each side's class-data sharing archive is made first, in a
# folder of the benchmark's own (ESL_CDS_DIR, default /tmp/esl-bench-cds), so that every timed run maps one.
# Writes bench/results/command-ab-LABEL-CORES.txt (LABEL: the command's name unless given in the environment): every
# run's wall and CPU time (GNU time), the medians and the ratios.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 4 ] || { sed -n '2,10p' "$0" >&2; exit 2; }
baseline=$(cd "$1" && pwd); rounds=$2; cores=$3; shift 3
label=${LABEL:-$1}
[ -f "$baseline/lsp-server/target/esl.jar" ] || { echo "command-ab: $baseline/lsp-server/target/esl.jar is missing" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "command-ab: GNU time (/usr/bin/time) is missing" >&2; exit 2; }
export ESL_CDS_DIR=${ESL_CDS_DIR:-${TMPDIR:-/tmp}/esl-bench-cds}
runs=$(mktemp)
trap 'rm -f "$runs"' EXIT

# the first start lists the classes, the second makes the archive beside it; wait for it (at most a minute)
for checkout in "$baseline" .; do
    for _ in 1 2; do "$checkout/bin/esl" "$@" > /dev/null 2>&1 || true; done
done
for _ in $(seq 60); do
    pgrep -f 'Xshare:dump' > /dev/null || break
    sleep 1
done

exec > >(tee "bench/results/command-ab-$label-${cores//,/-}.txt")
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)') against $baseline at $(git -C "$baseline" rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "taskset -c $cores bin/esl $*, $rounds rounds, alternating; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq "$rounds"); do
    for side in baseline this; do
        checkout=.
        [ "$side" = baseline ] && checkout=$baseline
        timing=$(mktemp)
        status=0
        taskset -c "$cores" /usr/bin/time -o "$timing" -f '%e %U %S' "$checkout/bin/esl" "$@" > /dev/null 2>&1 || status=$?
        # exit status 1 is findings (esl check of the banking examples has them); more is a failure, not a timing
        [ "$status" -le 1 ] || { echo "command-ab: $checkout/bin/esl $* exited with $status" >&2; exit 1; }
        read -r wall user sys < <(tail -n 1 "$timing")
        rm -f "$timing"
        cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
        echo "round $round $side: wall $wall s, CPU $cpu s"
        echo "$side $wall $cpu" >> "$runs"
    done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
wall=(); cpu=()
for side in baseline this; do
    wall+=("$(awk -v s="$side" '$1 == s { print $2 }' "$runs" | median)")
    cpu+=("$(awk -v s="$side" '$1 == s { print $3 }' "$runs" | median)")
done
echo "medians: baseline wall ${wall[0]} s, CPU ${cpu[0]} s; this wall ${wall[1]} s, CPU ${cpu[1]} s"
awk -v bw="${wall[0]}" -v tw="${wall[1]}" -v bc="${cpu[0]}" -v tc="${cpu[1]}" \
    'BEGIN { printf "this / baseline: wall %.2f, CPU %.2f\n", tw / bw, tc / bc }'
