#!/usr/bin/env bash
# Lint benchmark: `bin/esl lint` end to end (JVM start included) on synthetic specs of four sizes, the
# largest with 2,000 predicates, 1,500 rules and 1,500 policies (bench/GenerateSpecs.java), plus an
# empty spec for the fixed cost. Writes the figures to docs/benchmarks.md.
# Builds nothing: build first with `mvn -q -B install -DskipTests` (or `package`).
# Usage: bench/lint-bench.sh [RUNS]   (default 5 timed runs per size, after one untimed warm-up run)
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-5}
jar=lsp-server/target/esl.jar
[ -f "$jar" ] || { echo "lint-bench: $jar is missing; build it first: mvn -q -B install -DskipTests" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

printf 'spec empty "Nothing to check: what starting the JVM and the language costs"\n' > "$work/empty.esl"
sizes=(empty 8 4 2 1)
for divisor in 8 4 2 1; do
    java bench/GenerateSpecs.java "$work/$divisor.esl" "$divisor"
done

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
minimum() { sort -n | head -n 1; }

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
declare -A wall cpu fastest summary
for size in "${sizes[@]}"; do
    spec=$work/$size.esl
    bin/esl lint --no-solver "$spec" > /dev/null || true   # warm-up: file cache, CPU frequency
    : > "$work/walls"
    : > "$work/cpus"
    for ((run = 1; run <= runs; run++)); do
        TIMEFORMAT='%R %U %S'
        status=0
        { time bin/esl lint --no-solver "$spec" > "$work/out" 2> "$work/err"; } 2> "$work/time" || status=$?
        if [ "$status" -ge 2 ]; then
            echo "lint-bench: bin/esl lint failed on the $size spec (exit $status):" >&2
            cat "$work/err" >&2
            exit 1
        fi
        read -r real user sys < "$work/time"
        echo "$real" >> "$work/walls"
        echo "$user $sys" | awk '{ print $1 + $2 }' >> "$work/cpus"
    done
    wall[$size]=$(median < "$work/walls")
    fastest[$size]=$(minimum < "$work/walls")
    cpu[$size]=$(median < "$work/cpus")
    summary[$size]=$(tail -n 1 "$work/out")
    echo "$size: wall ${wall[$size]} s (fastest ${fastest[$size]} s), CPU ${cpu[$size]} s: ${summary[$size]}" >&2
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

count() { grep -c "^$1 " "$2" || true; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
above() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a - b }'; }

base_cpu=${cpu[empty]}
smallest=8
{
    echo "# Lint benchmark"
    echo
    echo "\`bin/esl lint --no-solver SPEC\` (all static checks: ESL000-ESL009, ESL016-ESL018) end to end, JVM start"
    echo "included, on synthetic specs made by"
    echo "\`bench/GenerateSpecs.java\` (every declaration described and used, rules in DeNF, linear policies that"
    echo "do not contradict each other, so a correct lint reports no errors). Written by \`bench/lint-bench.sh $runs\`"
    echo "($runs timed runs per size after one warm-up; median and fastest wall time, median CPU time = user + sys)."
    echo
    echo "The solver-backed checks (ESL010-ESL015) are measured separately below (\"Semantic lint\"); a plain"
    echo "\`bin/esl lint\` runs them too, within its time budget (\`--budget\`, 30 s by default)."
    echo
    echo "| size | predicates | rules | policies | lines | KiB | wall, median (s) | wall, fastest (s) | CPU, median (s) | wall / wall of 1/$smallest | CPU above empty (s) | that / same for 1/$smallest | lint says |"
    echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
    for size in "${sizes[@]}"; do
        spec=$work/$size.esl
        label=$([ "$size" = empty ] && echo "empty" || echo "1/$size")
        extra=$(above "${cpu[$size]}" "$base_cpu")
        base_extra=$(above "${cpu[$smallest]}" "$base_cpu")
        echo "| $label | $(count predicate "$spec") | $(count rule "$spec") | $(count policy "$spec") | $(wc -l < "$spec") | $(( $(wc -c < "$spec") / 1024 )) | ${wall[$size]} | ${fastest[$size]} | ${cpu[$size]} | $(ratio "${wall[$size]}" "${wall[$smallest]}") | $extra | $(ratio "$extra" "$base_extra") | ${summary[$size]} |"
    done
    echo
    echo "Wall time is mostly the fixed cost of starting (the empty spec) and, on a shared machine, noise; the"
    echo "work that depends on the spec shows in the CPU time above the empty spec's, which should double with"
    echo "each size (ratios 1, 2, 4, 8) if linting grows linearly; lower ratios mean part of that work is fixed"
    echo "too (classes loaded and compiled on first use), higher ones would mean super-linear growth. The target"
    echo "is the largest size in under 3 s of wall time."
    echo
    echo "## Machine and run"
    echo
    echo "- command: \`bench/lint-bench.sh $runs\` at commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!docs/benchmarks.md' || echo ' (with uncommitted changes)'), $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "- CPU: $(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores available"
    echo "- memory: $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)"
    echo "- OS: $(uname -srm)"
    echo "- Java: $(java -version 2>&1 | head -n 1)"
    echo "- load average (1, 5, 15 min) before: $load_before; after: $load_after. The machine is shared: a load"
    echo "  above the number of cores stretches wall times, so compare CPU times across runs."
    echo "- JVM options: those of \`bin/esl\` for \`lint\` (\`-XX:TieredStopAtLevel=1\`)${ESL_JAVA_OPTS:+, plus ESL_JAVA_OPTS=$ESL_JAVA_OPTS}"
    echo
    cat bench/findings.md
} > "$work/lint.md"
# replace only this benchmark's section: the sections after it belong to other benchmarks
rest=$(awk 'found || /^# / && NR > 1 { found = 1; print }' docs/benchmarks.md 2>/dev/null || true)
{ cat "$work/lint.md"; [ -z "$rest" ] || { echo; echo "$rest"; }; } > docs/benchmarks.md
echo "lint-bench: wrote the lint section of docs/benchmarks.md" >&2
