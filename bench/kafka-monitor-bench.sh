#!/usr/bin/env bash
# The streaming audit's cost per event as a conversation grows (docs/benchmarks.md, "Streaming audit: cost per event"):
# ConversationMonitorBenchmark in audit/src/test/java, conversations of 10, 100 and 1,000 messages through the
# monitor of esl audit --kafka (Flink's operator test harness, keyed state on the heap), against esl check of each
# whole conversation in the same run, in CPU time of the benchmark's thread. Compiles the audit module's tests, writes
# its classpath to audit/target/cp.txt, and the table with the machine and the load to
# bench/results/kafka-monitor-bench.md.
# Usage: bench/kafka-monitor-bench.sh [EVENTS]   (events per length, default 3000)
set -euo pipefail
cd "$(dirname "$0")/.."
"${MVN:-mvn}" -q -B -o -pl audit -am test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
classpath=audit/target/test-classes:audit/target/classes:$(cat audit/target/cp.txt)
output=bench/results/kafka-monitor-bench.md
mkdir -p bench/results target
{
    echo "commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)'), $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "cores: $(nproc), CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
    java -version 2>&1 | head -n 1
    echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} > target/kafka-monitor-machine.txt
java -cp "$classpath" org.esl.audit.ConversationMonitorBenchmark target/kafka-monitor-table.md "$@"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >> target/kafka-monitor-machine.txt
{ cat target/kafka-monitor-machine.txt; echo; cat target/kafka-monitor-table.md; } > "$output"
cat "$output"
