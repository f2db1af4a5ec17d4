#!/usr/bin/env bash
# esl generate tests on specs of growing size made by bench/GenerateSpecs.java (N policies and N rules for the divisor
# 1500 / N), JVM start included, once per size: wall and CPU time and peak RSS (GNU time), and each side's output
# compared when a baseline checkout is given (docs/benchmarks.md, "Generating tests at scale").
# Usage: bench/generate-tests-bench.sh [--baseline CHECKOUT] DIVISOR...
#   e.g. bench/generate-tests-bench.sh 10 5 2 1                      (150, 300, 750 and 1,500 policies)
#        bench/generate-tests-bench.sh --baseline /tmp/base 10 5     (the baseline's bin/esl first, then this one)
# Writes bench/results/generate-tests-UTC.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
baseline=
if [ "${1:-}" = --baseline ]; then baseline=$(cd "$2" && pwd); shift 2; fi
[ $# -ge 1 ] || { sed -n '2,8p' "$0" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "generate-tests-bench: GNU time (/usr/bin/time) is missing" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
exec > >(tee "bench/results/generate-tests-$(date -u +%Y%m%dT%H%M).txt")
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)')${baseline:+ against $baseline at $(git -C "$baseline" rev-parse --short HEAD)}, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for divisor in "$@"; do
    spec="$work/spec-$divisor.esl"
    java bench/GenerateSpecs.java "$spec" "$divisor" > /dev/null
    policies=$(grep -c '^policy ' "$spec")
    for checkout in $baseline .; do
        side=this
        [ "$checkout" = . ] || side=baseline
        timing="$work/time"
        /usr/bin/time -o "$timing" -f '%e %U %S %M' "$checkout/bin/esl" generate tests "$spec" --out "$work/tests-$side.esl" \
            > "$work/out-$side.txt" 2>&1 || { echo "generate-tests-bench: $checkout/bin/esl generate tests failed on $policies policies" >&2; exit 1; }
        read -r wall user sys rss < <(tail -n 1 "$timing")
        echo "$policies policies and rules, $side: wall $wall s, CPU $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }') s, peak RSS $((rss / 1024)) MB; $(tail -n 1 "$work/out-$side.txt" | sed "s|$work/||")"
    done
    if [ -n "$baseline" ]; then
        # the files differ only in the path the import line names
        if cmp -s <(tail -n +4 "$work/tests-baseline.esl") <(tail -n +4 "$work/tests-this.esl"); then echo "  the same tests"; else echo "  the tests differ"; fi
    fi
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
