# Sourced by run.sh and bench/vscode-start-bench.sh, after code-server has been installed into $WORK/cs (run.sh does
# that): a fresh profile with one VSIX installed, and code-server serving a folder on 127.0.0.1:$PORT.
# Needs WORK and PORT; keeps code-server and chromium out of $HOME.
export XDG_CONFIG_HOME=$WORK/xdg/config XDG_DATA_HOME=$WORK/xdg/data XDG_CACHE_HOME=$WORK/xdg/cache
CS="node $WORK/cs/node_modules/code-server/out/node/entry.js"
CS_ARGS=(--user-data-dir "$WORK/ud" --extensions-dir "$WORK/ext")

# cs_fresh_profile VSIX: a new user profile and extensions folder, the settings of a quiet test window, VSIX installed.
cs_fresh_profile() {
  rm -rf "$WORK/ud" "$WORK/ext"
  mkdir -p "$WORK/ud/User" "$WORK/ext"
  cat > "$WORK/ud/User/settings.json" <<'JSON'
{
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "workbench.enableExperiments": false,
  "telemetry.telemetryLevel": "off",
  "security.workspace.trust.enabled": false,
  "extensions.autoUpdate": false,
  "extensions.autoCheckUpdates": false,
  "update.mode": "none",
  "editor.codeLens": true,
  "files.autoSave": "off",
  "editor.minimap.enabled": false
}
JSON
  printf 'bind-addr: 127.0.0.1:%s\nauth: none\ncert: false\n' "$PORT" > "$WORK/config.yaml"
  $CS --config "$WORK/config.yaml" "${CS_ARGS[@]}" --install-extension "$1" --force >/dev/null
}

# cs_serve FOLDER LOG: code-server on FOLDER in the background (its process id in CS_PID), once it answers.
cs_serve() {
  $CS --config "$WORK/config.yaml" "${CS_ARGS[@]}" --bind-addr "127.0.0.1:$PORT" --auth none --disable-telemetry \
    --disable-update-check --disable-workspace-trust --disable-getting-started-override "$1" > "$2" 2>&1 &
  CS_PID=$!
  for _ in $(seq 1 240); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/healthz")" = 200 ] && return 0
    kill -0 $CS_PID 2>/dev/null || { cat "$2"; return 1; }
    sleep 0.25
  done
  echo "code-server did not answer on port $PORT within a minute" >&2
  return 1
}
