#!/usr/bin/env bash
# JVM options for esl check, side by side (docs/benchmarks.md, "Smaller inlining for esl check"): the default command
# bin/esl check --format jsonl examples/banking.esl bench/results/data/bank-SIZE.jsonl with each set of options given
# (in ESL_JAVA_OPTS; the empty string is bin/esl's own choice) on one core (taskset -c 0) and on two (taskset -c 0,1),
# every size and every set in each round, so that the machine's drift falls on all of them alike. Each run is timed by
# GNU time; the summary gives each set's median wall and CPU time per size and cores, the two-core speed-up (the
# median one-core wall over the median two-core wall) and each median against the first set's.
# Usage: bench/check-options.sh OPTIONS...          e.g. bench/check-options.sh '' '-XX:InlineSmallCode=1000'
#        SIZES='10000 100000' ROUNDS=3 bench/check-options.sh ...   (defaults: SIZES=100000, ROUNDS=2)
#        OUT=bench/results/check-options-mine.txt bench/check-options.sh ...   (default: check-options-SIZES.txt)
# Needs: the built jar, taskset, GNU time (/usr/bin/time), pgrep, two cores, bench/results/data/bank-SIZE.jsonl for each
# size (bench/check-bench.sh SIZE makes it). The runs map a class-data sharing archive made first, in ESL_CDS_DIR
# (default: /tmp/esl-bench-cds; bench/timed-check.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/timed-check.sh
[ $# -ge 1 ] || { echo "check-options: give one or more sets of JVM options ('' for the default)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "check-options: GNU time (/usr/bin/time) is missing: apt-get install time" >&2; exit 2; }
command -v taskset > /dev/null || { echo "check-options: taskset is missing" >&2; exit 2; }
sizes=${SIZES:-100000}
rounds=${ROUNDS:-2}
for size in $sizes; do
    [ -f "bench/results/data/bank-$size.jsonl" ] || { echo "check-options: bench/results/data/bank-$size.jsonl is missing; make it with bench/check-bench.sh $size" >&2; exit 2; }
done
out=${OUT:-bench/results/check-options-$(echo "$sizes" | tr ' ' '-').txt}
runs=$(mktemp)
trap 'rm -f "$runs"' EXIT
exec > >(tee "$out")
echo "esl at commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), load before $(cut -d' ' -f1-3 /proc/loadavg)"
echo "taskset -c CORES bin/esl check --format jsonl examples/banking.esl bench/results/data/bank-SIZE.jsonl, ESL_JAVA_OPTS as given"
echo
with_archive . "bench/results/data/bank-${sizes%% *}.jsonl"
echo "| round | size | options | cores | wall (s) | CPU (s) | max RSS (MB) | load before |"
echo "|---|---|---|---|---|---|---|---|"
for round in $(seq "$rounds"); do
    for size in $sizes; do
        for options in "$@"; do
            for cores in 0 0,1; do
                load=$(cut -d' ' -f1 /proc/loadavg)
                timed_check . "$cores" "bench/results/data/bank-$size.jsonl" "$options"
                ncores=$(echo "$cores" | tr ',' '\n' | wc -l)
                printf '%s\t%s\t%s\t%s\t%s\n' "$size" "${options:-default}" "$ncores" "$wall" "$(echo "$user + $sys" | bc)" >> "$runs"
                printf '| %s | %s | %s | %s | %s | %s | %.0f | %s |\n' "$round" "$size" "${options:-default}" "$ncores" \
                    "$wall" "$(echo "$user + $sys" | bc)" "$(echo "$rss / 1024" | bc)" "$load"
            done
        done
    done
done
echo
echo "load after $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "Medians of $rounds rounds; 'speed-up' is the one-core wall over the two-core wall; 'against first' divides by the first set's median."
echo
echo "| size | options | 1 core: wall (s) | 1 core: CPU (s) | 2 cores: wall (s) | 2 cores: CPU (s) | speed-up | 1 core against first | 2 cores against first |"
echo "|---|---|---|---|---|---|---|---|---|"
awk -F'\t' "$MEDIAN_AWK"'
    { key = $1 SUBSEP $2 SUBSEP $3; wall[key] = wall[key] " " $4; cpu[key] = cpu[key] " " $5
      if (!(($1 SUBSEP $2) in seen)) { seen[$1 SUBSEP $2] = 1; order[++count] = $1 SUBSEP $2 }
      if (!($1 in first)) first[$1] = $2 }
    END {
        for (i = 1; i <= count; i++) {
            split(order[i], part, SUBSEP); size = part[1]; options = part[2]
            w1 = median(wall[size SUBSEP options SUBSEP 1]); c1 = median(cpu[size SUBSEP options SUBSEP 1])
            w2 = median(wall[size SUBSEP options SUBSEP 2]); c2 = median(cpu[size SUBSEP options SUBSEP 2])
            f1 = median(wall[size SUBSEP first[size] SUBSEP 1]); f2 = median(wall[size SUBSEP first[size] SUBSEP 2])
            printf "| %s | %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |\n", size, options, w1, c1, w2, c2, w1 / w2, w1 / f1, w2 / f2
        }
    }' "$runs"
