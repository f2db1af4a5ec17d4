#!/usr/bin/env bash
# The ESL plugin in a real Eclipse 2024-12 workbench under Xvfb, driven by xdotool, with screenshots.
# Not part of `mvn verify`; documented in eclipse-plugin/README.md ("Seen running in a real Eclipse workbench").
#
#   mvn -q -B -pl eclipse-plugin -am package -DskipTests && eclipse-plugin/ui-smoke/run.sh
#
# Installs with apt, if missing: xvfb openbox libgtk-3-0 imagemagick x11-apps xdotool (needs root).
# Copies the platform from the Maven repository (Maven Central on first use): the integration test's
# Eclipse 2024-12 bundles and ui-smoke/pom.xml's workbench bundles. Everything goes to
# eclipse-plugin/target/ui-smoke/ (or $ESL_UI_SMOKE_DIR), emptied first: plugins/, configuration/,
# workspace/, eclipse.log, screenshots/. Environment: ECLIPSE_JDK, ESL_UI_SMOKE_DISPLAY (:77),
# ESL_UI_SMOKE_SETTLE (seconds for the server and the solver to answer, 20), MVN (the Maven command, mvn).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
module=$(dirname "$here")
root=$(dirname "$module")
jdk=${ECLIPSE_JDK:-/usr/lib/jvm/temurin-25-jdk-amd64}
work=${ESL_UI_SMOKE_DIR:-$module/target/ui-smoke}
shots=$work/screenshots
display=${ESL_UI_SMOKE_DISPLAY:-:77}
bundle=$module/target/org.esl.eclipse-0.1.0-SNAPSHOT.jar
mvn=${MVN:-mvn}

say() { printf '== %s\n' "$*"; }

# 1. X server, a window manager (without one, keyboard focus stays behind when a popup opens), GTK 3,
#    screenshots, keystrokes (Debian packages)
if ! command -v Xvfb >/dev/null || ! command -v xdotool >/dev/null || ! command -v import >/dev/null \
        || ! command -v openbox >/dev/null \
        || ! ldconfig -p | grep -q libgtk-3.so.0; then
    say "installing xvfb openbox libgtk-3-0 imagemagick x11-apps xdotool"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb openbox libgtk-3-0 imagemagick x11-apps xdotool >/dev/null
fi

# 2. the plugin, and the test classes whose PlainJarBundles wraps batik & co. as Eclipse's Orbit does
if [[ ! -f $bundle || ! -f $module/target/test-classes/org/esl/eclipse/osgi/PlainJarBundles.class ]]; then
    echo "build the plugin first: mvn -q -B -pl eclipse-plugin -am package -DskipTests" >&2
    exit 1
fi

# 3. the platform: the integration test's Eclipse 2024-12 bundles plus the workbench's (ui-smoke/pom.xml)
rm -rf "$work"
mkdir -p "$work/plugins" "$shots"
say "copying the platform bundles from the Maven repository"
# (mvn verify leaves them in target/platform-bundles; copied alone, the module needs the toolchain's
# artifact in the local repository)
if ! ls "$module"/target/platform-bundles/*.jar >/dev/null 2>&1; then
    $mvn -q -B -f "$module/pom.xml" dependency:copy-dependencies@platform-bundles
fi
cp "$module"/target/platform-bundles/*.jar "$work/plugins/"
$mvn -q -B -f "$here/pom.xml" dependency:copy-dependencies -DoutputDirectory="$work/plugins"
cp "$bundle" "$work/plugins/"

# 4. the smoke driver bundle: opens the project, enables ESL checks, opens the spec (OpenRailwaySpec)
say "compiling the driver bundle"
mkdir -p "$work/driver/classes/META-INF"
"$jdk/bin/javac" --release 17 -nowarn -d "$work/driver/classes" -cp "$(ls "$work"/plugins/*.jar | tr '\n' :)" \
    "$here"/driver/org/esl/eclipse/uismoke/*.java
cp "$here/driver/plugin.xml" "$work/driver/classes/"
cat > "$work/driver/MANIFEST.MF" <<MF
Manifest-Version: 1.0
Bundle-ManifestVersion: 2
Bundle-SymbolicName: org.esl.eclipse.uismoke;singleton:=true
Bundle-Version: 1.0.0
Bundle-ActivationPolicy: lazy
Require-Bundle: org.eclipse.core.runtime,org.eclipse.core.resources,org.eclipse.ui,org.eclipse.ui.ide,org.eclipse.ui.workbench.texteditor,org.eclipse.jface.text,org.eclipse.text
MF
"$jdk/bin/jar" --create --file "$work/plugins/org.esl.eclipse.uismoke-1.0.0.jar" --manifest "$work/driver/MANIFEST.MF" -C "$work/driver/classes" .

# 5. config.ini (all bundles, the IDE application) and the workspace: railway.esl with a misspelt predicate
"$jdk/bin/javac" -d "$work/assemble" -cp "$module/target/test-classes" "$here"/assemble/org/esl/eclipse/osgi/*.java
"$jdk/bin/java" -cp "$work/assemble:$module/target/test-classes" org.esl.eclipse.osgi.WorkbenchConfiguration \
    "$work/plugins" "$work/wrapped" "$work/configuration"
mkdir -p "$work/workspace/railway/transcripts"
sed 's/^    InRailway(x) => not ChewGum(x)/    InRailwy(x) => not ChewGum(x)/' "$root/examples/railway.esl" > "$work/workspace/railway/railway.esl"
cp "$root"/examples/rapid-transit-act.md "$work/workspace/railway/"   # the document the spec cites
cp "$root"/examples/transcripts/railway-*.json "$work/workspace/railway/transcripts/"

# 6. launch under Xvfb
say "starting Xvfb on $display and Eclipse (log: $work/eclipse.log)"
Xvfb "$display" -screen 0 1440x900x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
export DISPLAY=$display
eclipse=
wm=
cleanup() { [[ -n $eclipse ]] && kill "$eclipse" 2>/dev/null; [[ -n $wm ]] && kill "$wm" 2>/dev/null; kill "$xvfb" 2>/dev/null; true; }
trap cleanup EXIT
sleep 2
openbox >"$work/openbox.log" 2>&1 &
wm=$!
"$jdk/bin/java" -Xmx2g -Dorg.eclipse.swt.internal.gtk.disableAnimations=true \
    -jar "$work"/plugins/org.eclipse.osgi-*.jar -configuration "$work/configuration" -data "$work/workspace" \
    -consoleLog -clean -nosplash >"$work/eclipse.log" 2>&1 &
eclipse=$!

shot() { import -window root "$shots/$1.png"; say "screenshot $shots/$1.png"; }
for _ in $(seq 1 120); do
    xdotool search --name 'railway.esl' >/dev/null 2>&1 && break
    kill -0 "$eclipse" 2>/dev/null || { echo "Eclipse stopped; see $work/eclipse.log" >&2; exit 1; }
    sleep 1
done
window=$(xdotool search --name 'railway.esl' | head -1)
[[ -n $window ]] || { shot no-window; echo "no workbench window with railway.esl after 120 s" >&2; exit 1; }
xdotool windowactivate --sync "$window"
xdotool key super+Up 2>/dev/null || true
xdotool windowmove "$window" 0 0 windowsize "$window" 1440 900
sleep "${ESL_UI_SMOKE_SETTLE:-20}"       # the server's first parse, semantic tokens, the solver-backed lints
shot 1-editor-colouring-and-marker

# the caret, by keystrokes: line 21 is "    InRailwy(x) => not ChewGum(x)"; End and nine Lefts put it after the
# C of ChewGum (an offset the driver chose put it a line too high, inside the rule's string)
xdotool key ctrl+l; sleep 2
xdotool type '21'; xdotool key Return; sleep 1
xdotool key End Left Left Left Left Left Left Left Left Left; sleep 3   # the caret rests: ChewGum's occurrences are marked
shot 2-occurrences-minings-outline
xdotool key F2; sleep 3                 # Show Tooltip Description: the server's hover at the caret
shot 3-hover
xdotool key Escape; sleep 1
xdotool key ctrl+space; sleep 4         # content assist at the caret: the names that begin with C
shot 4-content-assist
xdotool key Escape; sleep 1
xdotool key ctrl+shift+g; sleep 6       # Find References of ChewGum: the Search view, its lines by file
shot 5-references
xdotool key F12; sleep 1                # Activate Editor: back from the Search view, the caret where it was
xdotool key alt+shift+r; sleep 3        # Rename ChewGum: the dialog, then the spec renamed, then undone at once
xdotool type --delay 40 'ChewsGum'; sleep 1
shot 6-rename-dialog
xdotool key Return; sleep 4
shot 7-renamed
xdotool key ctrl+z; sleep 3
xdotool key ctrl+l; sleep 2             # Go to Line 21, the misspelt predicate, then Ctrl+1: the quick fixes
xdotool type '21'; xdotool key Return; sleep 1
xdotool key Home Right; sleep 1
xdotool key ctrl+1; sleep 4
shot 8-quick-fix
xdotool key Return; sleep 2             # apply the first, save: the builder checks the file again
xdotool key ctrl+s; sleep "${ESL_UI_SMOKE_SETTLE:-20}"
shot 9-fixed-and-saved

xdotool key ctrl+3; sleep 2             # Quick Access: the command as the editor's context offers it
xdotool type --delay 40 'Run check on transcript'; sleep 2
shot 10-quick-access
xdotool key Return; sleep 3             # the transcript dialog: pick railway-gum.json
xdotool type --delay 40 'railway-gum'; sleep 1
shot 11-pick-transcript
xdotool key Return; sleep 15
shot 12-check-results

xdotool mousemove 900 360 click 1; sleep 1   # back into the editor; its context menu with the ESL commands
xdotool key shift+F10; sleep 2
shot 13-editor-context-menu
xdotool key Escape; sleep 1
xdotool key ctrl+3; sleep 2             # Window > Preferences, filtered to the ESL page
xdotool type --delay 40 'Preferences'; sleep 2
xdotool key Return; sleep 4
xdotool type --delay 40 'ESL'; sleep 3
xdotool key Down space; sleep 3         # from the filter to the first page it left, ESL, and select it
shot 14-preferences
xdotool key Escape; sleep 1
say "done; screenshots in $shots"
