#!/usr/bin/env bash
# Semantic lint of the lint benchmark's full generated spec (1,500 rules, 1,500 policies), cold and after one-line
# edits of a rule and of a policy (org.esl.lang.semantic.SemanticLintEditBenchmark: thread CPU and wall), for this
# checkout and a base checkout (e.g. a clone at an older commit), alternating, in one run. Appends the figures and the
# load before and after to bench/results/semantic-lint.txt.
# Build both first: mvn -q -B -o -pl lsp-server -am package -DskipTests (in each), and in this one
#   mvn -q -B -o -pl language -am test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
# Usage: bench/semantic-lint-bench.sh BASE_CHECKOUT [RUNS] [DIVISOR]   (default 1 run each, divisor 1 = the full spec)
set -euo pipefail
cd "$(dirname "$0")/.."

base=${1:?usage: bench/semantic-lint-bench.sh BASE_CHECKOUT [RUNS] [DIVISOR]}
runs=${2:-1}
divisor=${3:-1}
[ -f language/target/cp.txt ] || { echo "semantic-lint-bench: language/target/cp.txt is missing; see the header" >&2; exit 2; }
[ -d "$base/language/target/classes" ] || { echo "semantic-lint-bench: $base is not built; see the header" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
java bench/GenerateSpecs.java "$work/spec.esl" "$divisor"
deps=$(cat language/target/cp.txt)
# the base may predate the benchmark: compile it against the base's classes
mkdir -p "$work/base-bench"
javac -d "$work/base-bench" -cp "$base/language/target/classes:$base/runtime/target/classes:$deps" \
    language/src/test/java/org/esl/lang/semantic/SemanticLintEditBenchmark.java
this_cp="language/target/classes:language/target/test-classes:runtime/target/classes:$deps"
base_cp="$work/base-bench:$base/language/target/classes:$base/runtime/target/classes:$deps"

out=bench/results/semantic-lint.txt
{
    echo "# $(date -u '+%F %H:%M UTC') divisor $divisor, this $(git rev-parse --short HEAD), base $(git -C "$base" rev-parse --short HEAD)"
    echo "# load before: $(cut -d' ' -f1-3 /proc/loadavg)"
} >> "$out"
for ((run = 1; run <= runs; run++)); do
    java -cp "$base_cp" org.esl.lang.semantic.SemanticLintEditBenchmark "$work/spec.esl" "$out" base 2> /dev/null
    java -cp "$this_cp" org.esl.lang.semantic.SemanticLintEditBenchmark "$work/spec.esl" "$out" this 2> /dev/null
done
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out"
