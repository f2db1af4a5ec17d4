#!/usr/bin/env bash
# esl check of a spec with many rules (bench/GenerateSpecs.java: N rules and N policies for the divisor 1500 / N) on
# generated transcripts whose facts set off one rule each, a baseline checkout against this one through
# bench/command-ab.sh (docs/benchmarks.md, "Checking against many rules").
# Usage: bench/check-rules-bench.sh BASELINE ROUNDS DIVISOR TRANSCRIPTS
#   e.g. bench/check-rules-bench.sh /tmp/base 3 1 1000      (1,500 rules, 1,000 transcripts, one thread)
# Writes bench/results/command-ab-check-rules-RULES-TRANSCRIPTS-0.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 4 ] || { sed -n '2,7p' "$0" >&2; exit 2; }
baseline=$1; rounds=$2; divisor=$3; count=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
java bench/GenerateSpecs.java "$work/spec.esl" "$divisor" > /dev/null
rules=$(grep -c '^rule ' "$work/spec.esl")
mkdir "$work/transcripts"
for i in $(seq 1 "$count"); do
    # rule r(2j+1) reads P(6j+3)(x, x) and P(6j+4)(x); the third fact, at the next step, lets it derive
    p=$(( (i % (rules / 2)) * 6 + 3 ))
    cat > "$work/transcripts/t$i.json" <<JSON
{"id": "t$i", "messages": [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "hi"}],
 "facts": [{"step": 0, "atom": "P$p(\"x1\", \"x1\")", "value": true}, {"step": 0, "atom": "P$((p + 1))(\"x1\")", "value": true},
           {"step": 1, "atom": "P$p(\"x1\", \"y1\")", "value": false}]}
JSON
done
LABEL="check-rules-$rules-$count" bench/command-ab.sh "$baseline" "$rounds" 0 check "$work/spec.esl" "$work/transcripts" --threads 1
