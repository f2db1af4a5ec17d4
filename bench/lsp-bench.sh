#!/usr/bin/env bash
# Language server latency (LanguageServerLatencyBenchmark in lsp-server/src/test/java): starts the packaged
# jar (`java -jar lsp-server/target/esl.jar lsp`) as a child process and speaks LSP to it over stdio.
#   cold start   5 fresh servers: process start to the first diagnostics of examples/banking.esl
#   edits        50 one-character edits (didChange, full text, no save) of the 1,500-rule generated spec,
#                each to its static diagnostics, after 10 warm-up edits; four kinds: in a rule's
#                description, in a name in its body, one that breaks the syntax, and a letter typed after
#                the rule (text between declarations)
#   completion   50 completion requests at 3 positions of that spec, after 9 warm-up requests
# Usage: bench/lsp-bench.sh [--start-only] [OTHER_CHECKOUT]; --start-only measures the cold starts alone. With a
# second checkout (a baseline, say `git worktree add ../base <commit>` built the same way) its jar is measured, with
# this checkout's benchmark, so that both face the same edits. Needs the jar and the test classes: mvn -q -B -o package -DskipTests. Prints the machine and the load
# average before and after, also into bench/results/lsp-bench-{all,start}-SERVER_COMMIT.txt; copy the figures into
# docs/benchmarks.md. ESL_JAVA_OPTS goes to the server JVM
# (as bin/esl passes it), e.g. ESL_JAVA_OPTS=-XX:StartFlightRecording=filename=lsp.jfr,settings=profile.
set -euo pipefail
cd "$(dirname "$0")/.."

parts=all
if [ "${1:-}" = --start-only ]; then
    parts=start
    shift
fi
measured=$(cd "${1:-.}" && pwd)
jar=$measured/lsp-server/target/esl.jar
classes=lsp-server/target/test-classes
[ -f "$jar" ] && [ -d "$classes" ] || { echo "lsp-bench: build first: mvn -q -B -o package -DskipTests (in $measured too)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
big=()
if [ $parts = all ]; then
    java bench/GenerateSpecs.java "$work/bench.esl" 1
    big=("$work/bench.esl")
fi

server=$(git -C "$measured" rev-parse --short HEAD)
exec > >(tee "bench/results/lsp-bench-$parts-$server.txt")
echo "benchmark at commit $(git rev-parse --short HEAD), server at commit $server, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "cores: $(nproc), CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
java -version 2>&1 | head -n 1
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
java -cp "$classes:$jar" org.esl.lang.ide.bench.LanguageServerLatencyBenchmark "$measured" "${big[@]}"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
