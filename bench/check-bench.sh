#!/usr/bin/env bash
# esl check and esl audit on generated JSONL files of banking transcripts, against jq on the same file in the same
# run (docs/benchmarks.md, "Checking logs at scale"). For each size: jq -c . FILE > /dev/null; esl check with text and
# with jsonl output on 1 and on 2 threads; esl audit on the embedded Flink cluster (parallelism 2). Each command's
# wall time, CPU time (user + sys) and peak RSS come from GNU time. The largest size runs esl check with -Xmx256m
# (a heap far smaller than the file) to show that memory does not grow with the transcripts.
# Usage: bench/check-bench.sh [SIZE...]   (default: 10000 100000 1000000; files are cached in bench/results/data)
#        FORMATS="jsonl" THREADS="2" AUDIT=no bench/check-bench.sh 1000000   only those output formats (default: text
#        jsonl) and numbers of threads (default: 1 2), and no esl audit
# Needs: the built jars (mvn -q -B -o package -DskipTests), jq, GNU time. Writes bench/results/check-bench-DATE.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- 10000 100000 1000000
command -v jq >/dev/null || { echo "check-bench: jq is needed (apt-get install jq)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "check-bench: GNU time is needed (apt-get install time)" >&2; exit 2; }
data=bench/results/data
mkdir -p "$data"
out=bench/results/check-bench-$(date -u +%Y%m%dT%H%M).txt
classpath=runtime/target/test-classes:runtime/target/classes
[ -d runtime/target/test-classes/org/esl/runtime/transcript ] || mvn -q -B -o -pl runtime test-compile

{
    echo "commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)'), $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "cores: $(nproc), CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), memory: $(free -g | awk '/Mem:/{print $2}') GiB"
    java -version 2>&1 | head -n 1
    echo
    echo "| transcripts | MB | command | wall (s) | CPU (s) | peak RSS (MB) | wall / jq's | exit |"
    echo "|---|---|---|---|---|---|---|---|"
} | tee "$out"

measure() { # SIZE MB LABEL JQWALL COMMAND...: one row of the table
    local size=$1 mb=$2 label=$3 jqwall=$4
    shift 4
    local load_before
    load_before=$(cut -d' ' -f1 /proc/loadavg)
    local status=0
    /usr/bin/time -f '%e %U %S %M' -o /tmp/check-bench.time "$@" > /dev/null 2> /tmp/check-bench.err || status=$?
    read -r wall user sys rss < <(tail -n 1 /tmp/check-bench.time)
    local ratio=-
    [ "$jqwall" = - ] || ratio=$(awk -v w="$wall" -v j="$jqwall" 'BEGIN{printf "%.2f", w / j}')
    printf '| %s | %s | %s | %s | %.2f | %d | %s | %s (load %s) |\n' "$size" "$mb" "$label" "$wall" "$(awk -v u="$user" -v s="$sys" 'BEGIN{print u + s}')" \
        "$((rss / 1024))" "$ratio" "$status" "$load_before" | tee -a "$out"
    LAST_WALL=$wall
}

spec=examples/banking.esl
for size in "$@"; do
    file=$data/bank-$size.jsonl
    [ -f "$file" ] || java -cp "$classpath" org.esl.runtime.transcript.BankTranscripts "$file" "$size"
    mb=$(( $(stat -c %s "$file") / 1000000 ))
    heap=
    [ "$size" -ge 1000000 ] && heap=-Xmx256m
    measure "$size" "$mb" "jq -c ." - sh -c "jq -c . '$file' > /dev/null"
    jqwall=$LAST_WALL
    for format in ${FORMATS:-text jsonl}; do
        for threads in ${THREADS:-1 2}; do
            ESL_JAVA_OPTS="$heap" measure "$size" "$mb" "esl check --format $format --threads $threads${heap:+ ($heap)}" "$jqwall" \
                bin/esl check --format "$format" --threads "$threads" "$spec" "$file"
        done
    done
    [ "${AUDIT:-yes}" = no ] && continue
    rm -rf "$data/audit-$size"
    measure "$size" "$mb" "esl audit --parallelism 2 (MiniCluster)" "$jqwall" \
        bin/esl audit --parallelism 2 "$spec" "$file" --out "$data/audit-$size"
    rm -rf "$data/audit-$size"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$out"
