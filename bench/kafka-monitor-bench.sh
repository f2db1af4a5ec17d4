#!/usr/bin/env bash
# The streaming audit's cost per event as a conversation grows (docs/benchmarks.md, "Streaming audit: cost per event"):
# ConversationMonitorBenchmark in audit/src/test/java, conversations of 10, 100 and 1,000 messages through the
# monitor of esl audit --kafka (Flink's operator test harness, keyed state on the heap), against esl check of each
# whole conversation in the same run, in CPU time of the benchmark's thread and the bytes it allocated. It measures two
# builds in one run, one after the other: BASE (default 08e57df, the monitor that checks the whole conversation at every
# event), taken from git into target/kafka-bench-base and built there with this tree's benchmark class; then this
# working tree. Each spec of SPECS (default examples/banking.esl and examples/banking_rules.esl, whose rules and fact
# label the steps through forward chaining; a spec written SPEC:facts has each conversation's first event carry facts
# over banking_rules.esl's predicates that name its steps 1 and 2, which that event does not bring) gets its tables;
# both builds read the specs of this working tree. Writes the tables with the machine and the load to
# bench/results/kafka-monitor-bench.md.
# Usage: [SPECS="examples/banking.esl examples/banking_rules.esl:facts ..."] bench/kafka-monitor-bench.sh [EVENTS [BASE]]
# (events per length, default 3000)
set -euo pipefail
cd "$(dirname "$0")/.."
events="${1:-3000}"
base="${2:-08e57df}"
specs="${SPECS:-examples/banking.esl examples/banking_rules.esl examples/banking_rules.esl:facts}"
mvn="${MVN:-mvn}"
root=$(pwd)
output=bench/results/kafka-monitor-bench.md
benchmark=audit/src/test/java/org/esl/audit/ConversationMonitorBenchmark.java
mkdir -p bench/results target

# the test classes of a tree, and their classpath
build() {
    (cd "$1" && "$mvn" -q -B -o -pl audit -am test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt)
}
classpath() {
    echo "$1/audit/target/test-classes:$1/audit/target/classes:$(cat "$1/audit/target/cp.txt")"
}

basedir=target/kafka-bench-base
if [ "$(cat "$basedir/.commit" 2>/dev/null)" != "$(git rev-parse "$base")" ]; then
    rm -rf "$basedir"
    mkdir -p "$basedir"
    git archive "$base" | tar -x -C "$basedir"
    git rev-parse "$base" > "$basedir/.commit"
fi
cp "$benchmark" "$basedir/$benchmark"
build "$basedir"
build .

{
    echo "commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)') against $base, $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "cores: $(nproc), CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
    java -version 2>&1 | head -n 1
    echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} > target/kafka-monitor-machine.txt
# a spec of SPECS, its file and the benchmark's case: SPEC or SPEC:facts
file_of() { echo "${1%%:facts}"; }
case_of() { case "$1" in *:facts) echo facts ;; *) echo plain ;; esac; }
name_of() { echo "$(basename "$(file_of "$1")" .esl)$([ "$(case_of "$1")" = facts ] && echo -facts)"; }
for spec in $specs; do
    name=$(name_of "$spec")
    (cd "$basedir" && java -cp "$(classpath "$root/$basedir")" org.esl.audit.ConversationMonitorBenchmark \
        "$root/target/kafka-monitor-base-$name.md" "$events" "$base" "$root/$(file_of "$spec")" "$(case_of "$spec")")
    java -cp "$(classpath "$root")" org.esl.audit.ConversationMonitorBenchmark "target/kafka-monitor-this-$name.md" "$events" \
        "$(git rev-parse --short HEAD)" "$(file_of "$spec")" "$(case_of "$spec")"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >> target/kafka-monitor-machine.txt
{
    cat target/kafka-monitor-machine.txt
    for spec in $specs; do
        name=$(name_of "$spec")
        echo
        echo "$(file_of "$spec")$([ "$(case_of "$spec")" = facts ] && echo ', each conversation'"'"'s first event with facts on its steps 1 and 2'):"
        echo
        echo "| build | messages per conversation | conversations | events | monitor: CPU (s) | monitor: events/s |" \
            "monitor: KiB allocated per event | esl check of each whole conversation: messages/s | check ÷ monitor |"
        echo "|---|---|---|---|---|---|---|---|---|"
        cat "target/kafka-monitor-base-$name.md" "target/kafka-monitor-this-$name.md"
        echo
        echo "| messages per conversation | events/s: this build ÷ $base | events/s, each against its own esl check: this build ÷ $base |" \
            "KiB allocated per event: $base ÷ this build |"
        echo "|---|---|---|---|"
        # a base row, then this build's: fields 7 and 18 are their events/s, 8 and 19 their KiB per event, 10 and 21
        # their check ÷ monitor (which the load of the moment affects alike)
        paste -d'|' "target/kafka-monitor-base-$name.md" "target/kafka-monitor-this-$name.md" | awk -F'|' '{
            gsub(/,/, "", $0); printf "| %s | %.1f× | %.1f× | %.1f× |\n", $3, $18 / $7, $10 / $21, $8 / $19 }'
    done
} > "$output"
cat "$output"
