#!/usr/bin/env bash
# Where esl check spends its time (docs/benchmarks.md, "Checking logs at scale"): esl check on a generated JSONL of
# banking transcripts (made by bench/check-bench.sh) under Java Flight Recorder, then the CPU samples of every thread
# counted by the innermost ESL class on their stack (a sample in java.util.regex called by the perception counts for
# the perception), and by the ESL package; samples without an ESL frame are the JVM's and the libraries' own work
# (starting, loading the spec's grammar, the compiler threads are not sampled). Garbage collection is not sampled
# either: its share is the process's CPU time minus the sampled threads', printed from the recording's GC events.
# Usage: bench/check-profile.sh [SIZE [FORMAT [THREADS]]]   (default: 100000 jsonl 1)
#        REUSE=yes bench/check-profile.sh ...   counts the samples of the last recording again
# Needs: the built jars, jq, the file bench/results/data/bank-SIZE.jsonl. Prints, and writes the same to
# bench/results/check-profile-SIZE-FORMAT-THREADS.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
size=${1:-100000}
format=${2:-jsonl}
threads=${3:-1}
file=bench/results/data/bank-$size.jsonl
[ -f "$file" ] || { echo "check-profile: $file is missing; make it with bench/check-bench.sh $size" >&2; exit 2; }
recording=bench/results/check-$size-$format-$threads.jfr
exec > >(tee "bench/results/check-profile-$size-$format-$threads.txt")
echo "commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "esl check --format $format --threads $threads examples/banking.esl $file"
# REUSE=yes counts the samples of the last recording again without running the check
[ "${REUSE:-no}" = yes ] && [ -f "$recording" ] || ESL_JAVA_OPTS="-XX:StartFlightRecording=filename=$recording,settings=profile" \
    bin/esl check --format "$format" --threads "$threads" examples/banking.esl "$file" > /dev/null 2>&1 || true

samples() { # the innermost ESL frame's class of every execution sample (lambdas count for their class), or "(no-ESL-frame)"
    jfr print --json --stack-depth 512 --events jdk.ExecutionSample "$recording" | jq -r '.recording.events[]
        | ([.values.stackTrace.frames[].method.type.name | gsub("/"; ".") | sub("\\$\\$Lambda.*"; "")
            | select(startswith("org.esl."))][0] // "(no-ESL-frame)")'
}
samples > "$recording.classes"
total=$(wc -l < "$recording.classes")
echo "$total execution samples"
echo "by package:"
sed 's/\.[A-Za-z0-9_$]*$//' "$recording.classes" | sort | uniq -c | sort -rn \
    | awk -v t="$total" '{printf "  %5.1f%%  %s\n", 100 * $1 / t, $2}'
echo "by class (top 15):"
sort "$recording.classes" | uniq -c | sort -rn | head -n 15 | awk -v t="$total" '{printf "  %5.1f%%  %s\n", 100 * $1 / t, $2}'
echo "garbage collection: $(jfr print --json --events jdk.GarbageCollection "$recording" \
    | jq '[.recording.events[].values.sumOfPauses | sub("PT"; "") | sub("S$"; "") | tonumber] | "\(length) collections, \(add // 0) s of pauses"' -r)"
rm -f "$recording.classes"
