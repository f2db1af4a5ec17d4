#!/usr/bin/env bash
# Issue #17's target as it is written: "esl check ... at least 1.7x faster on 2 cores than on 1" (docs/benchmarks.md,
# "One core against two"). The same default command, bin/esl check --format jsonl examples/banking.esl FILE, with the
# threads left at their default (the cores the JVM sees), run under taskset -c 0 (one core, which the JVM, its JIT
# compilers and its garbage collector share) and under taskset -c 0,1 (two cores), each run timed by GNU time (wall,
# user and system CPU, maximum resident set). This differs from bench/check-threads.sh, which runs --threads 1 and
# --threads 2 on the same two cores: there one thread has the second core for its JIT for free.
# On a loaded machine the wall times say little; the CPU times still do: on one core the wall time cannot be below
# the run's CPU time, on two not below half of it, so "CPU bound" below is the one-core run's CPU over half the
# two-core run's, the best ratio the idle machine could show (less if the two cores are not both kept busy).
# Usage: bench/check-cores.sh [SIZE]   (default 100000)
#        BASELINE=/work/base ROUNDS=2 bench/check-cores.sh 1000000   also the esl of another checkout (its built jar),
#        alternating with this one's run by run, ROUNDS times
# Needs: the built jar, taskset, GNU time (/usr/bin/time), pgrep, two cores, the file bench/results/data/bank-SIZE.jsonl.
# The runs map class-data sharing archives made first, in ESL_CDS_DIR (default: /tmp/esl-bench-cds; bench/timed-check.sh).
# Writes bench/results/check-cores-SIZE.txt (check-cores-SIZE-vs-baseline.txt with BASELINE).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/timed-check.sh
size=${1:-100000}
file=bench/results/data/bank-$size.jsonl
[ -f "$file" ] || { echo "check-cores: $file is missing; make it with bench/check-bench.sh $size" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "check-cores: GNU time (/usr/bin/time) is missing" >&2; exit 2; }
command -v taskset > /dev/null || { echo "check-cores: taskset is missing" >&2; exit 2; }
[ "$(nproc --all)" -ge 2 ] || { echo "check-cores: needs two cores" >&2; exit 2; }
checkouts=(.)
if [ -n "${BASELINE:-}" ]; then
    [ -f "$BASELINE/lsp-server/target/esl.jar" ] || { echo "check-cores: $BASELINE/lsp-server/target/esl.jar is missing" >&2; exit 2; }
    checkouts=("$BASELINE" .)
fi
runs=$(mktemp /tmp/cores-runs.XXXXXX)
trap 'rm -f "$runs"' EXIT
exec > >(tee "bench/results/check-cores-$size${BASELINE:+-vs-baseline}.txt")
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)'), $(date -u '+%Y-%m-%d %H:%M UTC'), cores: $(nproc --all)"
echo "taskset -c CORES bin/esl check --format jsonl examples/banking.esl $file${ESL_JAVA_OPTS:+ with ESL_JAVA_OPTS=$ESL_JAVA_OPTS}"
[ -n "${BASELINE:-}" ] && echo "esl: $BASELINE at commit $(git -C "$BASELINE" rev-parse --short HEAD) (baseline) and this checkout, alternating"
echo
for checkout in "${checkouts[@]}"; do
    with_archive "$checkout" "$file"
done
echo "class-data sharing archives in $ESL_CDS_DIR, made before the runs"
echo
echo "| esl | cores | wall (s) | user (s) | sys (s) | CPU (s) | max RSS (MB) | load before |"
echo "|---|---|---|---|---|---|---|---|"
for round in $(seq "${ROUNDS:-1}"); do
    for cores in 0 0,1; do
        for checkout in "${checkouts[@]}"; do
            label=$(git -C "$checkout" rev-parse --short HEAD)
            load=$(cut -d' ' -f1 /proc/loadavg)
            timed_check "$checkout" "$cores" "$file" "${ESL_JAVA_OPTS:-}"
            ncores=$(( ${#cores} == 1 ? 1 : 2 ))
            echo "$checkout $ncores $wall $user $sys" >> "$runs"
            awk -v esl="$label" -v n="$ncores" -v w="$wall" -v u="$user" -v s="$sys" -v m="$rss" -v l="$load" \
                'BEGIN { printf "| %s | %d | %.1f | %.1f | %.1f | %.1f | %.0f | %s |\n", esl, n, w, u, s, u + s, m / 1024, l }'
        done
    done
done
echo
echo "Mean over the rounds; wall ratio: one core's wall time over two cores'; CPU bound: one core's CPU over half of two cores' CPU."
echo "Per round: one core's wall over two cores' in the same round (a minute apart, so the host's drift falls on both), and their median."
echo
echo "| esl | 1 core: wall (s) | 1 core: CPU (s) | 2 cores: wall (s) | 2 cores: CPU (s) | wall ratio | CPU bound | ratio per round | median per round |"
echo "|---|---|---|---|---|---|---|---|---|"
for checkout in "${checkouts[@]}"; do
    label=$(git -C "$checkout" rev-parse --short HEAD)
    [ "$checkout" = . ] || label="$label (baseline)"
    awk -v checkout="$checkout" -v esl="$label" "$MEDIAN_AWK"'
        $1 == checkout { wall[$2] += $3; cpu[$2] += $4 + $5; n[$2]++; round[$2, n[$2]] = $3 }
        END {
            w1 = wall[1] / n[1]; c1 = cpu[1] / n[1]; w2 = wall[2] / n[2]; c2 = cpu[2] / n[2]
            shown = ""; ratios = ""
            for (r = 1; r <= n[1]; r++) {
                shown = shown (r > 1 ? ", " : "") sprintf("%.2f", round[1, r] / round[2, r])
                ratios = ratios " " round[1, r] / round[2, r]
            }
            printf "| %s | %.1f | %.1f | %.1f | %.1f | %.2f | %.2f | %s | %.2f |\n", esl, w1, c1, w2, c2, w1 / w2, c1 / (c2 / 2), shown, median(ratios)
        }' "$runs"
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
