#!/usr/bin/env bash
# How the CPU a transcript costs falls as the JIT compiles esl check's hot code (docs/benchmarks.md, "Two threads: the
# JIT's share"): esl check --format jsonl --threads N on a generated JSONL of banking transcripts (made by
# bench/check-bench.sh), its output lines counted and its threads' CPU times read from /proc/PID/task/*/stat every
# second; then, for each stretch of about 10,000 transcripts written, the CPU seconds the run's and the checking
# threads (main, esl-check-N) spent per 1,000 of them, and the JIT compilers' CPU time so far.
# Usage: bench/check-warmup.sh [THREADS [SIZE]]   (default: 2 100000)
#        BASELINE=../esl-old bench/check-warmup.sh 2   the esl of another checkout (its built jar) instead of this one's
# Needs: the built jar, the file bench/results/data/bank-SIZE.jsonl. Writes bench/results/check-warmup-SIZE-THREADS.txt
# (check-warmup-SIZE-THREADS-baseline.txt with BASELINE).
set -euo pipefail
cd "$(dirname "$0")/.."
threads=${1:-2}
size=${2:-100000}
file=bench/results/data/bank-$size.jsonl
[ -f "$file" ] || { echo "check-warmup: $file is missing; make it with bench/check-bench.sh $size" >&2; exit 2; }
checkout=${BASELINE:-.}
ticks=$(getconf CLK_TCK)
output=$(mktemp)
series=$(mktemp)
trap 'rm -f "$output" "$series"' EXIT
exec > >(tee "bench/results/check-warmup-$size-$threads${BASELINE:+-baseline}.txt")
echo "esl of $checkout at commit $(git -C "$checkout" rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "esl check --format jsonl --threads $threads examples/banking.esl $file"
echo
"$checkout"/bin/esl check --format jsonl --threads "$threads" examples/banking.esl "$file" > "$output" 2> /dev/null &
shell=$!
# bin/esl execs java, so the shell's process becomes the JVM
while kill -0 "$shell" 2> /dev/null; do
    lines=$(wc -l < "$output")
    for stat in /proc/"$shell"/task/*/stat; do
        # TID (NAME) STATE ... field 14 utime, 15 stime, after the name, which may hold spaces
        sed -E 's/^([0-9]+) \((.*)\) (.*)$/\2|\3/' "$stat" 2> /dev/null || true
    done | awk -F'|' -v lines="$lines" -v ticks="$ticks" '
        { split($2, f, " "); cpu = (f[12] + f[13]) / ticks
          if ($1 == "java" || $1 ~ /^esl-check-/) app += cpu; else if ($1 ~ /CompilerThre/) jit += cpu }
        END { printf "%d %.2f %.2f\n", lines, app, jit }' >> "$series"
    sleep 1
done
wait "$shell" || true
echo "| transcripts written | app CPU (s) per 1,000 | JIT CPU so far (s) |"
echo "|---|---|---|"
# the checking threads end with the run: a reading after fewer threads than the one before is left out
awk 'NR == 1 { from = $1; app = $2; next }
     $2 >= app && $1 >= from + 10000 { printf "| %d to %d | %.3f | %.1f |\n", from, $1, 1000 * ($2 - app) / ($1 - from), $3; from = $1; app = $2 }' "$series"
