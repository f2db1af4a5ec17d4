#!/usr/bin/env bash
# The guard under load (GuardLoadBenchmark in guard/src/test/java): a scripted upstream on loopback, a generated
# spec of 50 properties, 200 clients, 20,000 requests, against the same clients talking to the upstream directly
# in the same run. Fails unless every request got a 200 with the verdict expected and the audit log holds one line
# per request. Writes the table to target/guard-bench.md (and prints it) with the machine and the load average.
# Usage: bench/guard-bench.sh [--no-build] [CLIENTS REQUESTS PROPERTIES [UPSTREAM_MS]]   (default 200 20000 50 0)
# UPSTREAM_MS: how long the upstream takes to answer, as a model does (0: at once, the clients as fast as the cores allow).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--no-build" ]; then
    shift
else
    # the jar with the guard and its libraries; -DskipTests still compiles the benchmark (a test class)
    ${MVN:-mvn} -q -B -o -pl lsp-server -am package -DskipTests
fi
classpath=lsp-server/target/esl.jar:guard/target/test-classes:runtime/target/test-classes
mkdir -p target
output=target/guard-bench.md

{
    echo "commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "cores: $(nproc), CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
    java -version 2>&1 | head -n 1
    echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} > target/guard-bench-machine.txt
java -cp "$classpath" org.esl.guard.GuardLoadBenchmark target/guard-bench-table.md "$@"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >> target/guard-bench-machine.txt
cat target/guard-bench-machine.txt target/guard-bench-table.md > "$output"
cat target/guard-bench-machine.txt
