#!/usr/bin/env bash
# Whether esl check's threads wait or are pushed off their core (docs/benchmarks.md, "One core against two"): the
# default bin/esl check --format jsonl examples/banking.esl FILE under taskset -c CORES, each thread's voluntary and
# involuntary context switches (/proc/PID/task/TID/status) and its time on a core and in the run queue
# (/proc/PID/task/TID/schedstat), read every 0.5 s until the run ends (the last reading of each thread counts), summed
# by what the threads do. A thread that waits for work or for a lock switches voluntarily; one that the scheduler
# takes off a busy core (for the JIT, the run's thread or another process) involuntarily, and it then waits in the
# run queue. Other processes' load lengthens the run-queue times, not the switches' kind.
# Usage: bench/check-switches.sh [CORES [SIZE]]   (default 0,1 and 100000)
# Needs: the built jar, taskset, the file bench/results/data/bank-SIZE.jsonl.
# Writes bench/results/check-switches-SIZE-CORES.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
cores=${1:-0,1}
size=${2:-100000}
file=bench/results/data/bank-$size.jsonl
[ -f "$file" ] || { echo "check-switches: $file is missing; make it with bench/check-bench.sh $size" >&2; exit 2; }
samples=$(mktemp /tmp/cores-switches.XXXXXX)
trap 'rm -f "$samples"' EXIT
exec > >(tee "bench/results/check-switches-$size-${cores//,/-}.txt")
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)'), $(date -u '+%Y-%m-%d %H:%M UTC'), load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "taskset -c $cores bin/esl check --format jsonl examples/banking.esl $file"
taskset -c "$cores" bin/esl check --format jsonl examples/banking.esl "$file" > /dev/null 2>&1 &
jvm=$!
# bin/esl execs java, so the shell's process becomes the JVM
while kill -0 "$jvm" 2> /dev/null; do
    for task in /proc/"$jvm"/task/*; do
        name=$(cat "$task/comm" 2> /dev/null) || continue
        switches=$(awk '/^voluntary_ctxt_switches/ { v = $2 } /^nonvoluntary_ctxt_switches/ { n = $2 } END { print v "|" n }' "$task/status" 2> /dev/null) || continue
        echo "${task##*/}|$name|$switches|$(cat "$task/schedstat" 2> /dev/null)"
    done >> "$samples"
    sleep 0.5
done
wait "$jvm" || true
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| threads | voluntary switches | involuntary switches | on a core (s) | in the run queue (s) |"
echo "|---|---|---|---|---|"
awk -F'|' '
    { last[$1] = $0 }
    END {
        for (tid in last) {
            split(last[tid], f, "|"); split(f[5], sched, " ")
            n = f[2]
            group = n == "java" ? "main (the run: reading, writing)" : n ~ /^esl-check-/ ? "esl-check-N (checking)" \
                : n ~ /^C2 CompilerThre/ ? "C2" : n ~ /^C1 CompilerThre/ ? "C1" : "other JVM threads"
            voluntary[group] += f[3]; involuntary[group] += f[4]; run[group] += sched[1] / 1e9; queued[group] += sched[2] / 1e9
        }
        for (group in run) printf "| %s | %d | %d | %.1f | %.1f |\n", group, voluntary[group], involuntary[group], run[group], queued[group]
    }' "$samples" | sort
