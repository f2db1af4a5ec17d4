#!/usr/bin/env bash
# The lexers' tables of a baseline checkout against this one (docs/benchmarks.md, "Language server latency",
# eighteenth round): the CPU time and the bytes allocated by the static initializer of the parser's and of
# completion's lexer, each in a fresh JVM (bench/LexerTables.java), PAIRS times alternating; then the tokens of the
# two builds' lexers compared on the examples and 200,000 random texts (bench/LexerDiff.java).
# Usage: bench/lexer-bench.sh BASELINE [PAIRS] (default 10). BASELINE is another checkout with its built jar.
# Writes bench/results/lexer-tables.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { sed -n '2,7p' "$0" >&2; exit 2; }
baseline=$(cd "$1" && pwd)/lsp-server/target/esl.jar
candidate=lsp-server/target/esl.jar
pairs=${2:-10}
for jar in "$baseline" "$candidate"; do
    [ -f "$jar" ] || { echo "lexer-bench: $jar is missing: mvn -q -B -o install -DskipTests" >&2; exit 2; }
done
classes=$(mktemp -d)
trap 'rm -rf "$classes"' EXIT
javac -d "$classes" bench/LexerTables.java
javac -d "$classes" -cp "$candidate" bench/LexerDiff.java
exec > >(tee bench/results/lexer-tables.txt)
echo "esl at commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(java -version 2>&1 | head -n 1)"
echo "baseline: $baseline"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for lexer in org.esl.lang.parser.antlr.internal.InternalEslLexer org.esl.lang.ide.contentassist.antlr.internal.InternalEslLexer; do
    base_cpu=(); base_bytes=(); new_cpu=(); new_bytes=()
    for _ in $(seq "$pairs"); do
        read -r cpu bytes < <(java -XX:+UseSerialGC -cp "$classes:$baseline" LexerTables "$lexer")
        base_cpu+=("$cpu"); base_bytes+=("$bytes")
        read -r cpu bytes < <(java -XX:+UseSerialGC -cp "$classes:$candidate" LexerTables "$lexer")
        new_cpu+=("$cpu"); new_bytes+=("$bytes")
    done
    echo "$lexer, static initializer, median of $pairs fresh JVMs each, alternating:"
    echo "  baseline:  CPU $(median "${base_cpu[@]}") µs, allocated $(median "${base_bytes[@]}") bytes"
    echo "  candidate: CPU $(median "${new_cpu[@]}") µs, allocated $(median "${new_bytes[@]}") bytes"
done
java -cp "$classes:$candidate" LexerDiff "$baseline" "$candidate" examples
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
