#!/usr/bin/env bash
# Where the CPU of esl check goes, by thread (docs/benchmarks.md, "Checking logs at scale"): esl check --format FORMAT
# on a generated JSONL of banking transcripts (made by bench/check-bench.sh) with 1 and with 2 threads, its threads'
# CPU times read from /proc/PID/task/*/stat every 0.2 s until it ends (the last reading of each thread counts), summed
# by what they do: the run's thread (main: starting, reading the files, writing the output), the checking threads
# (esl-check-N), the JIT compilers (C1 and C2, and C2's share apart), the garbage collector (GC, G1) and the rest of the JVM. On a machine
# that other processes load, wall times say little, but CPU times still do: with N cores the wall time cannot be
# below the busiest thread's CPU time, nor below the total CPU time / N, so the best speed-up 2 threads can give is
# that bound for 1 thread over that bound for 2 ("2-core bound" below).
# Usage: bench/check-threads.sh [SIZE [FORMAT]]   (default: 100000 jsonl)
#        ESL_JAVA_OPTS=-XX:TieredStopAtLevel=1 bench/check-threads.sh 100000   the same with other JVM options
#        BASELINE=../esl-old ROUNDS=2 bench/check-threads.sh 100000   also the esl of another checkout (its built jar),
#        alternating with this one's run by run, ROUNDS times: old against new under the same load
# Needs: the built jar, the file bench/results/data/bank-SIZE.jsonl. Writes bench/results/check-threads-SIZE-FORMAT.txt
# (check-threads-SIZE-FORMAT-vs-baseline.txt with BASELINE).
set -euo pipefail
cd "$(dirname "$0")/.."
size=${1:-100000}
format=${2:-jsonl}
file=bench/results/data/bank-$size.jsonl
[ -f "$file" ] || { echo "check-threads: $file is missing; make it with bench/check-bench.sh $size" >&2; exit 2; }
ticks=$(getconf CLK_TCK)
exec > >(tee "bench/results/check-threads-$size-$format${BASELINE:+-vs-baseline}.txt")
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)'), $(date -u '+%Y-%m-%d %H:%M UTC'), cores: $(nproc)"
echo "esl check --format $format --threads N examples/banking.esl $file${ESL_JAVA_OPTS:+ with ESL_JAVA_OPTS=$ESL_JAVA_OPTS}"
checkouts=(.)
if [ -n "${BASELINE:-}" ]; then
    [ -f "$BASELINE/lsp-server/target/esl.jar" ] || { echo "check-threads: $BASELINE/lsp-server/target/esl.jar is missing" >&2; exit 2; }
    checkouts=("$BASELINE" .)
    echo "esl: $BASELINE at commit $(git -C "$BASELINE" rev-parse --short HEAD) (baseline) and this checkout, alternating"
fi
echo
echo "| esl | threads | wall (s) | load before | main | esl-check-N | JIT | of it C2 | GC | other | total CPU (s) | 2-core bound (s) |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
for round in $(seq "${ROUNDS:-1}"); do
    for threads in 1 2; do
        for checkout in "${checkouts[@]}"; do
            label=$(git -C "$checkout" rev-parse --short HEAD)
            load=$(cut -d' ' -f1 /proc/loadavg)
            samples=$(mktemp)
            start=$(date +%s.%N)
            "$checkout"/bin/esl check --format "$format" --threads "$threads" examples/banking.esl "$file" > /dev/null 2>&1 &
            shell=$!
            # bin/esl execs java, so the shell's process becomes the JVM
            while kill -0 "$shell" 2> /dev/null; do
                for stat in /proc/"$shell"/task/*/stat; do
                    # TID (NAME) STATE ... field 14 utime, 15 stime, after the name, which may hold spaces
                    sed -E 's/^([0-9]+) \((.*)\) (.*)$/\1|\2|\3/' "$stat" 2> /dev/null || true
                done >> "$samples"
                sleep 0.2
            done
            wait "$shell" || true
            end=$(date +%s.%N)
            awk -F'|' -v ticks="$ticks" -v esl="$label" -v threads="$threads" -v wall="$(awk -v s="$start" -v e="$end" 'BEGIN{printf "%.1f", e - s}')" -v load="$load" '
                { split($3, f, " "); cpu[$1] = (f[12] + f[13]) / ticks; name[$1] = $2 }
                END {
                    for (t in cpu) {
                        n = name[t]
                        group = n == "java" ? "main" : n ~ /^esl-check-/ ? "workers" : n ~ /CompilerThre/ ? "jit" \
                            : n ~ /^(GC Thread|G1 )/ ? "gc" : "other"
                        sum[group] += cpu[t]; total += cpu[t]
                        if (n ~ /^C2 CompilerThre/) c2 += cpu[t]
                        if (group == "main" || group == "workers") { if (cpu[t] > busiest) busiest = cpu[t] }
                    }
                    bound = total / 2 > busiest ? total / 2 : busiest
                    printf "| %s | %d | %s | %s | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f |\n", esl, threads, wall, load, sum["main"], \
                        sum["workers"], sum["jit"], c2, sum["gc"], sum["other"], total, bound
                }' "$samples"
            rm -f "$samples"
        done
    done
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
