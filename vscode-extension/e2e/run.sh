#!/usr/bin/env bash
# End-to-end test of the packaged extension in a real VS Code: code-server 4.100.3 (= VS Code 1.100.3, from
# npm) on 127.0.0.1, driven by playwright-core with Debian's chromium. Not part of `mvn verify` (a first
# run installs code-server and builds its native modules, about 5 minutes on a loaded 2-core machine;
# later runs reuse them).
#
# Run by .ci/run after `mvn verify`. Usage, from the repository root, after the VSIX has been built:
#   mvn -B -ntp -pl vscode-extension -am verify -DskipTests
#   bash vscode-extension/e2e/run.sh
# Environment: E2E_WORK (installs and workspace, default $TMPDIR/esl-vscode-e2e), PORT (default 8137; PORT+1 and PORT+2 are the scripted model of the guard and draft steps, and the guard).
# Exit status 0 = passed. Screenshots: vscode-extension/target/e2e/*.png; the server's first and a later start, each to
# its first diagnostics and its first code lens: vscode-extension/target/e2e/startup.txt; logs in $E2E_WORK.
set -euo pipefail

EXT_DIR=$(cd "$(dirname "$0")/.." && pwd)
REPO=$(cd "$EXT_DIR/.." && pwd)
WORK=${E2E_WORK:-${TMPDIR:-/tmp}/esl-vscode-e2e}
SHOTS=$EXT_DIR/target/e2e
PORT=${PORT:-8137}
CODE_SERVER_VERSION=4.100.3   # the last code-server on npm for Node 20
PLAYWRIGHT_VERSION=1.65.1

# the platform VSIX a user of this machine gets: it also tests unpacking the server on the first start
case "$(uname -m)" in aarch64|arm64) TARGET=linux-arm64 ;; *) TARGET=linux-x64 ;; esac
VSIX=$(ls "$EXT_DIR"/target/platforms/esl-vscode-$TARGET-*.vsix 2>/dev/null | head -1 || true)
[ -n "$VSIX" ] || { echo "no $TARGET VSIX in $EXT_DIR/target/platforms: run mvn -B -ntp -pl vscode-extension -am verify -DskipTests first" >&2; exit 2; }

mkdir -p "$WORK" "$SHOTS"
source "$EXT_DIR/e2e/codeServer.sh"
NPM="npm --no-audit --no-fund"
# node-gyp must use the local Node headers (it cannot download them)
if [ -f /usr/include/node/node_version.h ]; then export npm_config_nodedir=/usr; fi
NODE_GYP="node $(npm prefix -g)/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js"

if ! command -v chromium >/dev/null || ! command -v rg >/dev/null || ! command -v g++ >/dev/null; then
  echo "installing chromium, ripgrep and build tools (Debian packages)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium ripgrep build-essential python3 >/dev/null
fi

CS_ROOT=$WORK/cs/node_modules/code-server
if [ ! -f "$CS_ROOT/lib/vscode/node_modules/node-pty/build/Release/pty.node" ]; then
  echo "installing code-server $CODE_SERVER_VERSION"
  mkdir -p "$WORK/cs" && cd "$WORK/cs" && echo '{"private":true}' > package.json
  # its postinstall refuses root and downloads ripgrep: do its steps by hand
  $NPM install --ignore-scripts "code-server@$CODE_SERVER_VERSION" >/dev/null
  $NPM rebuild argon2 >/dev/null
  cd "$CS_ROOT/lib/vscode"
  $NPM install --omit=dev --ignore-scripts >/dev/null
  for m in @vscode/spdlog native-watchdog node-pty @vscode/deviceid; do
    (cd "node_modules/$m" && $NODE_GYP rebuild >/dev/null 2>&1) || { echo "node-gyp failed for $m" >&2; exit 1; }
  done
  mkdir -p node_modules/@vscode/ripgrep/bin && ln -sfn "$(command -v rg)" node_modules/@vscode/ripgrep/bin/rg
  ln -sfn node_modules node_modules.asar
  (cd bin/remote-cli && ln -sfn code-linux.sh code-server)
  (cd bin/helpers && ln -sfn browser-linux.sh browser.sh)
  (cd extensions && $NPM install --omit=dev >/dev/null)
fi
if [ ! -d "$WORK/tools/node_modules/playwright-core" ]; then
  mkdir -p "$WORK/tools" && cd "$WORK/tools" && echo '{"private":true}' > package.json
  $NPM install --ignore-scripts "playwright-core@$PLAYWRIGHT_VERSION" >/dev/null
fi

# a fresh profile and a copy of the examples for every run
rm -rf "$WORK/ws" "$SHOTS"/*.png
cp -r "$REPO/examples" "$WORK/ws"
cs_fresh_profile "$VSIX"
# the model the guard step forwards to and the draft step asks (e2e.mjs sets esl.llm.* then), and where the guard listens
UPSTREAM_PORT=$((PORT + 1)); GUARD_PORT=$((PORT + 2))
python3 - "$WORK/ud/User/settings.json" "$UPSTREAM_PORT" "$GUARD_PORT" <<'PY'
import json, sys
settings = json.load(open(sys.argv[1]))
settings["esl.guard.upstream"] = f"http://127.0.0.1:{sys.argv[2]}/v1"
settings["esl.guard.listen"] = f"127.0.0.1:{sys.argv[3]}"
json.dump(settings, open(sys.argv[1], "w"), indent=2)
PY
node "$EXT_DIR/e2e/upstream.mjs" "$UPSTREAM_PORT" > "$WORK/upstream.log" 2>&1 &
UPSTREAM_PID=$!
trap 'kill ${CS_PID:-} $UPSTREAM_PID 2>/dev/null || true' EXIT
cs_serve "$WORK/ws" "$WORK/code-server.log"

PLAYWRIGHT_CORE=$WORK/tools/node_modules/playwright-core/index.mjs \
  node "$EXT_DIR/e2e/e2e.mjs" "$PORT" "$WORK/ws" "$SHOTS" "$WORK" "$GUARD_PORT" "$UPSTREAM_PORT"
