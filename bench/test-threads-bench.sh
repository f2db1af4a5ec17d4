#!/usr/bin/env bash
# esl test of the tests esl generate tests writes for specs of growing size (bench/GenerateSpecs.java, N policies and
# N rules for the divisor 1500 / N), JVM start included: a baseline checkout, then this one on one thread and on two,
# alternating round by round so that the host's drift falls on all three (docs/benchmarks.md, "Running tests at scale").
# Every run's wall and CPU time and peak RSS (GNU time), the medians, the ratios to the baseline, and whether the three
# JSON reports are the same.
# Usage: bench/test-threads-bench.sh BASELINE ROUNDS DIVISOR...
#   e.g. bench/test-threads-bench.sh /tmp/base 3 2 1      (750 and 1,500 policies and rules)
# BASELINE is another checkout with its built jar (a git worktree with lsp-server/target/esl.jar built will do).
# Writes bench/results/test-threads-UTC.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { sed -n '2,9p' "$0" >&2; exit 2; }
baseline=$(cd "$1" && pwd); rounds=$2; shift 2
[ -f "$baseline/lsp-server/target/esl.jar" ] || { echo "test-threads-bench: $baseline/lsp-server/target/esl.jar is missing" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "test-threads-bench: GNU time (/usr/bin/time) is missing" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
exec > >(tee "bench/results/test-threads-$(date -u +%Y%m%dT%H%M).txt")
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)') against $baseline at $(git -C "$baseline" rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "$rounds rounds per size, alternating; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for divisor in "$@"; do
    spec="$work/spec-$divisor.esl"
    tests="$work/tests-$divisor.esl"
    java bench/GenerateSpecs.java "$spec" "$divisor" > /dev/null
    bin/esl generate tests "$spec" --out "$tests" --threads 1 > /dev/null
    echo "$(grep -c '^policy ' "$spec") policies and rules, $(grep -c '^test ' "$tests") tests:"
    runs="$work/runs-$divisor"
    for round in $(seq "$rounds"); do
        for side in baseline this-1 this-2; do
            case $side in
                baseline) command=("$baseline/bin/esl" test --format json "$tests") ;;
                this-1) command=(bin/esl test --format json --threads 1 "$tests") ;;
                this-2) command=(bin/esl test --format json --threads 2 "$tests") ;;
            esac
            "${command[0]}" --version > /dev/null # the side's jar is read once before it is timed
            /usr/bin/time -o "$work/time" -f '%e %U %S %M' "${command[@]}" > "$work/report-$side.json" 2> "$work/err" \
                || { echo "test-threads-bench: ${command[*]} failed: $(tail -n 1 "$work/err")" >&2; exit 1; }
            read -r wall user sys rss < <(tail -n 1 "$work/time")
            cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
            echo "  round $round $side: wall $wall s, CPU $cpu s, peak RSS $((rss / 1024)) MB"
            echo "$side $wall $cpu $((rss / 1024))" >> "$runs"
        done
        if cmp -s "$work/report-baseline.json" "$work/report-this-1.json" && cmp -s "$work/report-this-1.json" "$work/report-this-2.json"; then
            echo "  round $round: the three reports are the same"
        else
            echo "  round $round: the reports differ"
        fi
    done
    base_wall=$(awk '$1 == "baseline" { print $2 }' "$runs" | median)
    base_cpu=$(awk '$1 == "baseline" { print $3 }' "$runs" | median)
    for side in baseline this-1 this-2; do
        wall=$(awk -v s="$side" '$1 == s { print $2 }' "$runs" | median)
        cpu=$(awk -v s="$side" '$1 == s { print $3 }' "$runs" | median)
        rss=$(awk -v s="$side" '$1 == s { print $4 }' "$runs" | median)
        awk -v s="$side" -v w="$wall" -v c="$cpu" -v r="$rss" -v bw="$base_wall" -v bc="$base_cpu" \
            'BEGIN { printf "  median %s: wall %s s, CPU %s s, peak RSS %s MB; / baseline: wall %.2f, CPU %.2f\n", s, w, c, r, w / bw, c / bc }'
    done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
