#!/usr/bin/env bash
# esl test against the z3 command line on the same claims: the connected 1,500-policy park model with TESTS claim
# tests (bench/GenerateClaimSpec.java), exported with `esl export smtlib`, then
#   esl     one `bin/esl test SPEC` process running every claim test (JVM start, load, Z3 load included)
#   z3      one `z3 FILE` process per exported claim test, one after the other
# each timed ROUNDS times alternately (wall clock, since the peers are separate processes), with the load average
# before and after. The findings must agree: esl test passes every test, and each z3 run's two answers give the
# finding the test expects. Figures go to bench/results/claims-bench-TIMESTAMP.txt and to standard output.
# Needs lsp-server/target/esl.jar (mvn -q -B -pl lsp-server -am package -DskipTests) and z3 on the PATH.
# Usage: bench/claims-bench.sh [TESTS] [ROUNDS]   (default 100 tests, 3 rounds)
set -euo pipefail
cd "$(dirname "$0")/.."
tests=${1:-100}
rounds=${2:-3}
command -v z3 >/dev/null || { echo "claims-bench: z3 is not on the PATH (apt-get install z3)" >&2; exit 2; }
[ -f lsp-server/target/esl.jar ] || { echo "claims-bench: build lsp-server/target/esl.jar first" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p bench/results
results=bench/results/claims-bench-$(date -u '+%Y%m%dT%H%M').txt
java bench/GenerateClaimSpec.java "$work/claims.esl" "$tests"
bin/esl export smtlib "$work/claims.esl" --out "$work/smt" >/dev/null
scripts=$(find "$work/smt" -name '*.smt2' ! -name policies.smt2 | sort)

# the same findings: z3's two answers against the finding each script expects (esl test passed them all)
agree() {
    for script in $1; do
        expected=$(sed -n 's/^; expected: //p' "$script")
        case "$(tr '\n' ' ' < "$script.out")" in
            "unsat sat ") found=valid ;; "sat unsat ") found=invalid ;; "sat sat ") found=satisfiable ;;
            "unsat unsat ") found=impossible ;; *) found=too_complex ;;
        esac
        [ "$found" = "$expected" ] || { echo "claims-bench: z3 finds $found for $script, expected $expected" >&2; exit 1; }
    done
}
millis() { echo $(( $(date +%s%N) / 1000000 )); }
{
    echo "commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' plus changes'), $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "cores: $(nproc), CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
    java -version 2>&1 | head -n 1
    z3 --version
    echo "spec: $tests claim tests on 1,500 policies (connected); every round checks that the findings agree: esl test passes all, z3 gives each the expected finding"
    for round in $(seq "$rounds"); do
        echo "== round $round, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
        start=$(millis)
        bin/esl test "$work/claims.esl" >"$work/esl-test.txt" || { echo "claims-bench: esl test failed:" >&2; tail -5 "$work/esl-test.txt" >&2; exit 1; }
        esl=$(( $(millis) - start ))
        start=$(millis)
        for script in $scripts; do z3 "$script" >"$script.out"; done
        z3=$(( $(millis) - start ))
        agree "$scripts"
        echo "esl test, one process: $esl ms; z3, $tests processes: $z3 ms; ratio z3 / esl: $(awk "BEGIN { printf \"%.1f\", $z3 / $esl }")x"
    done
    echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$results"
