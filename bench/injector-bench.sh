#!/usr/bin/env bash
# The main thread's CPU time for the language server's Guice injectors (the server's, and the language's, which the
# server builds as it registers ESL: about half of a start, docs/benchmarks.md "Language server latency"), each in a
# fresh JVM (bench/InjectorStart.java), alternately with Guice's bytecode generation (Guice's default, the baseline)
# and without it (-Dguice_bytecode_gen_option=DISABLED, what esl sets since the ninth round, docs/language-server.md,
# "Start-up"). Usage: bench/injector-bench.sh [PAIRS] (default 10). Needs the jar: mvn -q -B -o package -DskipTests.
# Writes bench/results/injector-start.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-10}
jar=lsp-server/target/esl.jar
[ -f "$jar" ] || { echo "injector-bench: build first: mvn -q -B -o package -DskipTests" >&2; exit 2; }
classes=$(mktemp -d)
trap 'rm -rf "$classes"' EXIT
javac -d "$classes" -cp "$jar" bench/InjectorStart.java
exec > >(tee bench/results/injector-start.txt)
echo "esl at commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(java -version 2>&1 | head -n 1)"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
generated=()
reflective=()
for _ in $(seq "$pairs"); do
    generated+=("$(java -Dguice_bytecode_gen_option=ENABLED -cp "$classes:$jar" InjectorStart 2>/dev/null)")
    reflective+=("$(java -Dguice_bytecode_gen_option=DISABLED -cp "$classes:$jar" InjectorStart 2>/dev/null)")
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
echo "main thread CPU ms, server and language injectors, $pairs fresh JVMs each, alternating"
echo "with bytecode generation (baseline): ${generated[*]}; median $(median "${generated[@]}")"
echo "without (DISABLED):                  ${reflective[*]}; median $(median "${reflective[@]}")"
echo "without / with: $(awk -v a="$(median "${reflective[@]}")" -v b="$(median "${generated[@]}")" 'BEGIN { printf "%.2f", a / b }')"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
