#!/usr/bin/env bash
# One engine benchmark on two versions of the runtime, alternating, in one script: the ratios hold on a shared
# machine where absolute figures drift with the load (printed before each run).
#   bench/engines-ab.sh BASE-REV [monitor|transcripts|chaining|knowledge|policy|random-claims|peer|parametric|counting] [ROUNDS]
# MVN names the Maven to run (default: mvn).
# BASE-REV is checked out into a temporary git worktree and compiled there; the working tree is the other side.
# A benchmark newer than BASE-REV runs from this tree's test classes on the base's runtime.
# Prints only: copy the figures into docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: bench/engines-ab.sh BASE-REV [benchmark] [rounds]" >&2; exit 2; }
base_rev=$1
name=${2:-chaining}
rounds=${3:-3}

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
main=${mains[$name]:-}
[ -n "$main" ] || { echo "engines-ab: unknown benchmark '$name' (monitor, transcripts, chaining, knowledge, policy, random-claims, peer, parametric or counting)" >&2; exit 2; }

base_dir=$(mktemp -d)
trap 'git worktree remove --force "$base_dir" >/dev/null 2>&1 || true' EXIT
git worktree add -q --detach "$base_dir" "$base_rev"

"${MVN:-mvn}" -q -B -o -pl runtime test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
(cd "$base_dir" && "${MVN:-mvn}" -q -B -o -pl runtime test-compile)
dependencies=$(cat runtime/target/cp.txt)

echo "base $(git rev-parse --short "$base_rev"), this tree $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' plus changes'), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "cores: $(nproc), CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
java -version 2>&1 | head -n 1
for round in $(seq "$rounds"); do
    for side in base new; do
        if [ "$side" = base ]; then
            classes=$base_dir/runtime/target/classes:$base_dir/runtime/target/test-classes:runtime/target/test-classes
        else
            classes=runtime/target/classes:runtime/target/test-classes
        fi
        echo "== round $round, $side, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
        java -cp "$classes:$dependencies" "$main"
    done
done
