#!/usr/bin/env bash
# When esl check's threads wait (docs/benchmarks.md, "Two threads: the warm-up"): esl check --format jsonl --threads N
# on a generated JSONL of banking transcripts (made by bench/check-bench.sh) under Java Flight Recorder, with every
# park (jdk.ThreadPark) and contended monitor (jdk.JavaMonitorEnter) recorded at a threshold of 0 ms; then, by thread,
# how often and how long it parked and where (the first ESL or java.util.concurrent frame), the contended monitors,
# and the moments when every checking thread was parked at once (the workers starved for batches).
# Usage: bench/check-waits.sh [THREADS [SIZE]]   (default: 2 100000)
#        BASELINE=../esl-old bench/check-waits.sh 2   the esl of another checkout (its built jar) instead of this one's
# Needs: the built jar, jq, the file bench/results/data/bank-SIZE.jsonl. Writes bench/results/check-waits-SIZE-THREADS.txt
# (check-waits-SIZE-THREADS-baseline.txt with BASELINE).
set -euo pipefail
cd "$(dirname "$0")/.."
threads=${1:-2}
size=${2:-100000}
file=bench/results/data/bank-$size.jsonl
[ -f "$file" ] || { echo "check-waits: $file is missing; make it with bench/check-bench.sh $size" >&2; exit 2; }
command -v jq >/dev/null || { echo "check-waits: jq is needed (apt-get install jq)" >&2; exit 2; }
checkout=${BASELINE:-.}
suffix=$size-$threads${BASELINE:+-baseline}
recording=$(mktemp --suffix=.jfr)
parks=$(mktemp)
trap 'rm -f "$recording" "$parks"' EXIT
exec > >(tee "bench/results/check-waits-$suffix.txt")
echo "esl of $checkout at commit $(git -C "$checkout" rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "esl check --format jsonl --threads $threads examples/banking.esl $file"
start=$(date +%s.%N)
ESL_JAVA_OPTS="-XX:StartFlightRecording=filename=$recording,jdk.ThreadPark#threshold=0ms,jdk.JavaMonitorEnter#threshold=0ms" \
    "$checkout"/bin/esl check --format jsonl --threads "$threads" examples/banking.esl "$file" > /dev/null 2>&1 || true
echo "wall: $(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN{printf "%.1f", e - s}') s"
seconds='sub("PT"; "") | if test("M") then (split("M") | (.[0] | tonumber) * 60 + (.[1] | sub("S$"; "") | if . == "" then 0 else tonumber end)) else sub("S$"; "") | tonumber end'
# thread, start (epoch seconds), duration (s), where
jfr print --json --stack-depth 20 --events jdk.ThreadPark "$recording" | jq -r ".recording.events[].values
    | [.eventThread.javaName, (.startTime | sub(\"\\\\.[0-9]+Z$\"; \"Z\") | fromdate) + (.startTime | capture(\"(?<f>\\\\.[0-9]+)Z$\").f | tonumber),
       (.duration | $seconds),
       ([.stackTrace.frames[].method | (.type.name | gsub(\"/\"; \".\")) + \".\" + .name]
        | map(select(startswith(\"org.esl.\") or startswith(\"java.util.concurrent.\") and (contains(\"locks\") or contains(\"ForkJoinPool\") | not))) | .[0] // \"?\")]
    | @tsv" > "$parks"
echo
echo "| thread | parks | parked (s) | where (most time) |"
echo "|---|---|---|---|"
awk -F'\t' '{ n[$1]++; s[$1] += $3; w[$1 "\t" $4] += $3 }
    END { for (k in w) { split(k, p, "\t"); if (w[k] > best[p[1]]) { best[p[1]] = w[k]; where[p[1]] = p[2] } }
          for (t in n) printf "| %s | %d | %.2f | %s |\n", t, n[t], s[t], where[t] }' "$parks" | sort
echo
echo "contended monitors: $(jfr print --json --events jdk.JavaMonitorEnter "$recording" | jq '.recording.events | length')"
# every checking thread parked at once: sweep the parks' starts and ends in time order
awk -F'\t' -v threads="$threads" '$1 ~ /^esl-check-/ { printf "%.6f 1\n%.6f -1\n", $2, $2 + $3 }' "$parks" | sort -n \
    | awk -v threads="$threads" '{ if (parked == threads) { all += $1 - since; if ($2 < 0) n++ } parked += $2; since = $1 }
        END { printf "all %d checking threads parked at once: %.2f s in all, %d times\n", threads, all, n }'
