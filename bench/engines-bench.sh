#!/usr/bin/env bash
# Runtime engine benchmarks (plain Java mains in runtime/src/test/java, one thread each):
#   monitor      MonitorBenchmark: a random 20,000-step transcript in memory, 50 properties
#   transcripts  TranscriptMonitorBenchmark: a generated JSONL of 100,000 banking transcripts, 50 properties
#   chaining     ForwardChainingBenchmark: 100,000 ground clauses, graph and end to end
#   knowledge    KnowledgeStepsBenchmark: the step each literal is known from, against chaining every prefix
#   policy       PolicyCheckBenchmark: claim checks on a 1,500-policy model
#   random-claims RandomClaimsBenchmark: claim checks on 40 small random models that multiply and divide variables
#   parametric   ParametricMonitorBenchmark: a property with a variable over 1,000 values and 100,000 steps, against
#                the property written out per value; figures also in runtime/target/parametric-bench.txt
#   counting     CountingBenchmark: count(scroll, within N) >= 3 over 100,000 steps, against the same written out with
#                previously; figures also in runtime/target/counting-bench.txt
#   peer         EsperPeerBenchmark: the monitor against Esper 8.9 on 100,000 banking transcripts, agreement asserted
# Compiles the runtime's tests, writes its classpath to runtime/target/cp.txt, prints the machine and the
# load average before and after each benchmark. Prints only: copy the figures into docs/benchmarks.md.
# Usage: bench/engines-bench.sh [monitor|transcripts|chaining|knowledge|policy|random-claims|peer|parametric|counting]...
#   (default: all nine)
# MVN names the Maven to run (default: mvn).
set -euo pipefail
cd "$(dirname "$0")/.."

"${MVN:-mvn}" -q -B -o -pl runtime test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
classpath=runtime/target/classes:runtime/target/test-classes:$(cat runtime/target/cp.txt)

echo "commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "cores: $(nproc), CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
java -version 2>&1 | head -n 1

declare -A mains=(
    [monitor]=org.esl.runtime.monitor.MonitorBenchmark
    [transcripts]=org.esl.runtime.monitor.TranscriptMonitorBenchmark
    [chaining]=org.esl.runtime.chaining.ForwardChainingBenchmark
    [knowledge]=org.esl.runtime.chaining.KnowledgeStepsBenchmark
    [policy]=org.esl.runtime.policy.PolicyCheckBenchmark
    [random-claims]=org.esl.runtime.policy.RandomClaimsBenchmark
    [peer]=org.esl.runtime.monitor.peer.EsperPeerBenchmark
    [parametric]=org.esl.runtime.monitor.ParametricMonitorBenchmark
    [counting]=org.esl.runtime.monitor.CountingBenchmark)
[ $# -gt 0 ] || set -- monitor transcripts chaining knowledge policy random-claims peer parametric counting
for name in "$@"; do
    main=${mains[$name]:-}
    [ -n "$main" ] || { echo "engines-bench: unknown benchmark '$name' (monitor, transcripts, chaining, knowledge, policy, random-claims, peer, parametric or counting)" >&2; exit 2; }
    echo "== $name: java -cp \$classpath $main"
    echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    java -cp "$classpath" "$main" $(case "$name" in parametric|counting) echo "runtime/target/$name-bench.txt";; esac)
    echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
done
