#!/usr/bin/env bash
# What the JIT compilers do during esl check (docs/benchmarks.md, "What the JIT compilers do"): esl check --format
# jsonl --threads N on a generated JSONL of banking transcripts (made by bench/check-bench.sh) under Java Flight
# Recorder, with every compilation (jdk.Compilation at a threshold of 0 ms) and deoptimization recorded; then, by
# tier, how many methods were compiled and how long that took; C2's compilations by package of the compiled method;
# the methods C2 spent most on (with the bytes of bytecode it inlined into each and the machine code it made); the
# methods compiled more than once by C2 (recompilations after deoptimization); the deoptimizations by reason; and the
# code cache at the end. Durations are the compiler threads' wall time, which a loaded machine stretches: compare
# the shares, and the compiler threads' CPU time from bench/check-threads.sh.
# Usage: bench/check-jit.sh [THREADS [SIZE]]   (default: 2 100000)
#        BASELINE=../esl-old bench/check-jit.sh 2   the esl of another checkout (its built jar) instead of this one's
#        REUSE=yes bench/check-jit.sh ...   reads the last recording again
# Needs: the built jar, jq, the file bench/results/data/bank-SIZE.jsonl. Writes bench/results/check-jit-SIZE-THREADS.txt
# (check-jit-SIZE-THREADS-baseline.txt with BASELINE).
set -euo pipefail
cd "$(dirname "$0")/.."
threads=${1:-2}
size=${2:-100000}
file=bench/results/data/bank-$size.jsonl
[ -f "$file" ] || { echo "check-jit: $file is missing; make it with bench/check-bench.sh $size" >&2; exit 2; }
command -v jq >/dev/null || { echo "check-jit: jq is needed (apt-get install jq)" >&2; exit 2; }
checkout=${BASELINE:-.}
suffix=$size-$threads${BASELINE:+-baseline}
recording=bench/results/check-jit-$suffix.jfr
compilations=$(mktemp)
trap 'rm -f "$compilations"' EXIT
exec > >(tee "bench/results/check-jit-$suffix.txt")
echo "esl of $checkout at commit $(git -C "$checkout" rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "esl check --format jsonl --threads $threads examples/banking.esl $file"
# REUSE=yes reads the last recording again without running the check
[ "${REUSE:-no}" = yes ] && [ -f "$recording" ] || ESL_JAVA_OPTS="-XX:StartFlightRecording=filename=$recording,jdk.Compilation#threshold=0ms,jdk.Deoptimization#enabled=true" \
    "$checkout"/bin/esl check --format jsonl --threads "$threads" examples/banking.esl "$file" > /dev/null 2>&1 || true
# head ends the sorts below early: that is no failure
set +o pipefail
seconds='sub("PT"; "") | if test("M") then (split("M") | (.[0] | tonumber) * 60 + (.[1] | sub("S$"; "") | if . == "" then 0 else tonumber end)) else sub("S$"; "") | tonumber end'
# tier, seconds, method, machine code bytes, inlined bytecode bytes
jfr print --json --events jdk.Compilation "$recording" | jq -r ".recording.events[].values
    | [.compileLevel, (.duration | $seconds), (.method.type.name | gsub(\"/\"; \".\")) + \".\" + .method.name, .codeSize, .inlinedBytes]
    | @tsv" > "$compilations"
echo
echo "| tier | compilations | seconds |"
echo "|---|---|---|"
awk -F'\t' '{ n[$1]++; s[$1] += $2 } END { for (t = 1; t <= 4; t++) printf "| %d%s | %d | %.1f |\n", t, t == 4 ? " (C2)" : " (C1)", n[t], s[t] }' "$compilations"
echo
echo "C2 by package of the compiled method (top 15):"
awk -F'\t' '$1 == 4 { p = $3; sub(/\.[^.]*\.[^.]*$/, "", p); n[p]++; s[p] += $2; all += $2 }
    END { for (p in s) printf "  %5.1f%%  %6.2f s  %4d  %s\n", 100 * s[p] / all, s[p], n[p], p }' "$compilations" | sort -k2 -gr | head -n 15
echo
echo "C2's longest compilations (seconds, machine code bytes, inlined bytecode bytes, method; top 25):"
awk -F'\t' '$1 == 4 { printf "  %6.3f  %6d  %5d  %s\n", $2, $4, $5, $3 }' "$compilations" | sort -gr | head -n 25
echo
echo "methods C2 compiled more than once (compilations, seconds in all):"
awk -F'\t' '$1 == 4 { n[$3]++; s[$3] += $2 } END { for (m in n) if (n[m] > 1) printf "  %d  %6.3f  %s\n", n[m], s[m], m }' "$compilations" \
    | sort -k2 -gr | head -n 15
echo
echo "deoptimizations by reason and action:"
jfr print --json --events jdk.Deoptimization "$recording" | jq -r '.recording.events[].values | "\(.reason) \(.action)"' \
    | sort | uniq -c | sort -rn | sed 's/^/  /'
echo
echo "code cache at the end (used of reserved, full count):"
jfr print --json --events jdk.CodeCacheStatistics "$recording" | jq -r '.recording.events | group_by(.values.codeBlobType)[]
    | last | .values | "  \(.codeBlobType): \((.reservedTopAddress - .startAddress - .unallocatedCapacity) / 1048576 | floor) of \((.reservedTopAddress - .startAddress) / 1048576 | floor) MB, full \(.fullCount) times"'
