# Sourced by bench/vscode-start-bench.sh and bench/vscode-reload-bench.sh: the code-server of the end-to-end test.
# Sets WORK (E2E_WORK, default $TMPDIR/esl-vscode-e2e), PORT (default 8147) and PLAYWRIGHT_CORE, ends the script when
# vscode-extension/e2e/run.sh has not installed code-server and playwright-core there yet, and sources
# vscode-extension/e2e/codeServer.sh (cs_fresh_profile, cs_serve).
WORK=${E2E_WORK:-${TMPDIR:-/tmp}/esl-vscode-e2e}; PORT=${PORT:-8147}
PLAYWRIGHT_CORE=$WORK/tools/node_modules/playwright-core/index.mjs
[ -f "$WORK/cs/node_modules/code-server/out/node/entry.js" ] && [ -f "$PLAYWRIGHT_CORE" ] \
  || { echo "$(basename "$0" .sh): run bash vscode-extension/e2e/run.sh once first: it installs code-server and playwright-core into $WORK" >&2; exit 2; }
source vscode-extension/e2e/codeServer.sh
