# Sourced by bench/check-cores.sh and bench/check-options.sh: one timed run of esl check on given cores, the
# class-data sharing archive the runs map, and the median their summaries take.
# timed_check CHECKOUT CORES FILE [OPTIONS] runs CHECKOUT/bin/esl check --format jsonl examples/banking.esl FILE under
# taskset -c CORES with ESL_JAVA_OPTS=OPTIONS, timed by GNU time, and sets wall, user and sys (seconds) and rss (KiB);
# it ends the script when esl check fails (esl check exits 1 when a transcript breaks the spec, as the banking files'
# transcripts do; more is an error).
timed_check() {
    local checkout=$1 cores=$2 file=$3 options=${4:-} timing status=0
    timing=$(mktemp)
    ESL_JAVA_OPTS=$options /usr/bin/time -o "$timing" -f '%e %U %S %M' taskset -c "$cores" "$checkout"/bin/esl check \
        --format jsonl examples/banking.esl "$file" > /dev/null 2>&1 || status=$?
    # GNU time writes "Command exited with non-zero status 1" before its figures when esl check exits 1
    read -r wall user sys rss < <(tail -n 1 "$timing")
    rm -f "$timing"
    [ "$status" -le 1 ] || { echo "$(basename "$0"): $checkout/bin/esl check${options:+ with ESL_JAVA_OPTS=$options} exited with $status" >&2; exit 1; }
}

# The runs' class-data sharing archives (docs/language-server.md, "Start-up") in a folder of the benchmarks' own, so
# that what ran before (an `esl --version` that listed a fraction of the classes, a jar just rebuilt) cannot change
# what the timed runs map; ESL_CDS_DIR set by the caller wins.
export ESL_CDS_DIR=${ESL_CDS_DIR:-${TMPDIR:-/tmp}/esl-bench-cds}

# with_archive CHECKOUT FILE makes CHECKOUT's archive for esl check before the timed runs: a check of FILE's first 100
# transcripts, as the timed runs check them, lists the classes (or maps the archive, when it is there), the next makes
# the archive beside it, and this waits for that (at most two minutes), so that no timed run shares the cores with
# the dump.
with_archive() {
    local checkout=$1 sample waited=0
    sample=$(mktemp --suffix=.jsonl)
    head -n 100 "$2" > "$sample"
    for _ in 1 2; do
        "$checkout"/bin/esl check --format jsonl examples/banking.esl "$sample" > /dev/null 2>&1 || true
    done
    rm -f "$sample"
    while pgrep -f -- '-Xshare:dump' > /dev/null && [ "$waited" -lt 120 ]; do
        sleep 1
        waited=$((waited + 1))
    done
}

# An awk function for the summaries: median(list) of a blank-separated list of numbers.
# shellcheck disable=SC2016 # awk's own variables
MEDIAN_AWK='
    function median(list,   n, values, i, j, swap) {
        n = split(list, values, " ")
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (values[j] + 0 < values[i] + 0) { swap = values[i]; values[i] = values[j]; values[j] = swap }
        return n % 2 ? values[(n + 1) / 2] : (values[n / 2] + values[n / 2 + 1]) / 2
    }'
