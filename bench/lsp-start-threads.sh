#!/usr/bin/env bash
# Where the CPU of a language server start goes, by thread (docs/benchmarks.md, "Language server latency", fourteenth
# round): starts `bin/esl lsp` of each CHECKOUT in turn, ROUNDS times, with its class-data sharing archive (made in
# ${ARCHIVES:-/tmp/lsp-start-threads-archives}/<checkout name> by the first starts, which are not counted), sends initialize on
# examples/, then banking.esl opened, and at its first publishDiagnostics reads the server's CPU time (user + sys) and
# its threads' (/proc/PID/task/*/stat; threads that have already ended, the language's setup among them, are summed
# as "ended"). A label=checkout=options argument starts that checkout with ESL_JAVA_OPTS=options. On a machine that
# other processes load, the wall times say little; compare the CPU medians of checkouts measured in the same run.
# Usage: bench/lsp-start-threads.sh ROUNDS LABEL=CHECKOUT[=JAVA_OPTIONS]...
#   e.g. bench/lsp-start-threads.sh 8 base=/work/base= new=.= 'c1x3=.=-XX:Tier3InvocationThreshold=600'
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=$1
shift
for config in "$@"; do
    checkout=$(cut -d= -f2 <<< "$config")
    archives=${ARCHIVES:-/tmp/lsp-start-threads-archives}/$(basename "$(cd "$checkout" && pwd)")
    for warm in 1 2; do
        python3 bench/lsp-start-threads.py "$checkout" "$archives" warm-up > /dev/null
    done
done
sleep 20 # the second start makes the archive beside it
for round in $(seq "$rounds"); do
    for config in "$@"; do
        label=${config%%=*}
        rest=${config#*=}
        checkout=${rest%%=*}
        options=${rest#*=}
        [ "$options" = "$rest" ] && options=
        echo -n "load $(cut -d' ' -f1 /proc/loadavg) "
        ESL_JAVA_OPTS="$options" python3 bench/lsp-start-threads.py "$checkout" \
            "${ARCHIVES:-/tmp/lsp-start-threads-archives}/$(basename "$(cd "$checkout" && pwd)")" "$label"
    done
done
