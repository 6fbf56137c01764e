#!/usr/bin/env bash
# End-to-end test of the build-tool plugin (issue 4, §5) on a scratch copy of
# Examples/GrapevineApp, built through SwiftPM exactly as a user would:
#   1. clean build through the plugin, then run the demo that uses the generated types;
#   2. rebuild with nothing changed: no generator runs, nothing recompiles;
#   3. edit one .vfl file: the target's generator command runs once, only that layout's
#      output changes and only it (and the Swift using it) recompiles;
#   4. misspell a view name: the build fails, naming the .vfl file's path:line:col;
#      a warning does not fail the build, unless vflgen.json says warningsAsErrors; a bad
#      vflgen.json key fails it, naming the file and the key; the layout check's findings
#      (a view left unplaced) are warnings at the .vfl line, errors with "check": "error";
#   5. delete a .vfl file: its generated code leaves the build;
#   6. the command plugin writes the same code next to the layouts, and the build-tool plugin
#      then refuses the clashing files; the lint-vfl command plugin passes the target's sources,
#      and fails on a VFL string with an unknown view, at its line and column;
#   7. a Swift target without .vfl files gets no command and no output; a C target is refused
#      with an error naming it;
#   8. a new client package set up from the README: vflgen.json mistakes (a trailing comma, an
#      unknown device, several at once) fail the build at their line and column, and once the
#      file is fixed a plain `swift build` passes; a byte order mark is skipped, an empty layout
#      file warns once, a misspelt view class is named at its .vfl column;
#   9. the binary plugin package (Distribution/) on the example: byte-identical generated files
#      and the same diagnostics as the source plugin; the package as the release publishes it;
#  10. a new client of the binary plugin package, by path, on an empty home folder: no vflgen
#      source compiled (steps 9-10 are in .ci/e2e-binary-plugin-steps.sh).
# Every error the plugin or the generator reports must appear exactly once in the build output
# (SwiftPM invokes a build-tool plugin twice per build, so the plugin reports set-up problems
# through a failing build command, never the Diagnostics API; see Shared/PreflightReport.swift).
# Evidence comes from SwiftPM's own output, which prints one progress line per command it
# runs (the plugin's one command per target shows as "vflgen: generating N layouts in TARGET"; and
# each Swift file compiled shows as "Compiling GrapevineUI …"), from the compiler's source
# list for the target, and from the generated files' timestamps. (Builds are not run with
# `-v`: switching verbosity makes SwiftPM recompile the plugins and relink their tools.)
# Set VFLGEN_PLUGIN_COMMANDS=per-file to run it with one command per file instead of the
# default one command per target.
# The repository is never modified: the copy and its build folder live in .build-e2e/plugin
# (git-ignored, wiped at start and left behind for inspection).
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$REPO/.build-e2e/plugin"
APP="$WORK/GrapevineApp"
SCRATCH="$WORK/scratch"
UI="$APP/Sources/GrapevineUI"
LOG="$WORK/logs"

step() { printf '\n== e2e-plugin: %s (at %d s)\n' "$*" "$SECONDS"; }
pass() { printf '   ok: %s\n' "$*"; }
fail() {
    printf '   FAILED: %s\n' "$*" >&2
    [ -n "${CURRENT_LOG:-}" ] && [ -f "$CURRENT_LOG" ] && { echo "--- $CURRENT_LOG (filtered)" >&2; grep -v '^\[' "$CURRENT_LOG" | grep -v '^/.*swift-frontend\|^/.*swiftc\|^/.*clang' | tail -40 >&2; }
    exit 1
}

# build NAME: `swift build` of the copy, output in $LOG/NAME.log; returns swift's status.
build() {
    CURRENT_LOG="$LOG/$1.log"
    swift build --package-path "$APP" --scratch-path "$SCRATCH" >"$CURRENT_LOG" 2>&1
}
# generator_runs LOG: the plugin's generator commands SwiftPM ran during that build.
generator_runs() { grep -E 'vflgen: generating .* in GrapevineUI' "$1" || true; }
# compiled_sources: the Swift files SwiftPM hands the compiler for GrapevineUI.
compiled_sources() { cat "$SCRATCH"/debug/GrapevineUI.build/sources; }
count() { grep -c . || true; }
# once TEXT: TEXT appears on exactly one line of the current build's output.
once() {
    local seen
    seen=$(grep -cF -- "$1" "$CURRENT_LOG" || true)
    [ "$seen" -eq 1 ] || fail "expected '$1' once in the build output, found it $seen times"
}
# mtime FILE: modification time with sub-second precision (GNU or BSD stat).
mtime() { stat -c '%y' "$1" 2>/dev/null || stat -f '%Fm' "$1"; }
# snapshot: "name mtime" of every generated file.
snapshot() { for f in "$GENERATED"/*.swift; do [ -e "$f" ] && echo "$(basename "$f") $(mtime "$f")"; done; true; }

rm -rf "$WORK"
mkdir -p "$WORK" "$LOG"
cp -R "$REPO/Examples/GrapevineApp" "$APP"
rm -rf "$APP/.build" "$APP/.swiftpm" "$APP/Package.resolved"
# Point the copy's dependency at the repository instead of "../..".
sed -e "s|path: \"\\.\\./\\.\\.\"|path: \"$REPO\"|" "$APP/Package.swift" >"$APP/Package.swift.new"
mv "$APP/Package.swift.new" "$APP/Package.swift"
grep -q "path: \"$REPO\"" "$APP/Package.swift" || fail "could not point the example's dependency at $REPO"
# The example's own code, generated code included, compiles with warnings as errors (as with
# `-Xswiftc -warnings-as-errors`, but only for its targets, not for vflgen's own sources): two
# Header.vfl files in different folders must not give conflicting #fileID strings.
sed -e 's|plugins: \[.plugin(name: "VFLGenPlugin"|swiftSettings: [.unsafeFlags(["-warnings-as-errors"])], plugins: [.plugin(name: "VFLGenPlugin"|' \
    "$APP/Package.swift" >"$APP/Package.swift.new"
mv "$APP/Package.swift.new" "$APP/Package.swift"
grep -q 'unsafeFlags(\["-warnings-as-errors"\])' "$APP/Package.swift" || fail "could not set -warnings-as-errors on the example's targets"

LAYOUTS=$(find "$UI" -name '*.vfl' | count)
# The plugin's default is one command per target; VFLGEN_PLUGIN_COMMANDS=per-file tests the other plan.
MODE="${VFLGEN_PLUGIN_COMMANDS:-per-target}"
case "$MODE" in per-file | per-target) ;; *) fail "VFLGEN_PLUGIN_COMMANDS must be per-file or per-target" ;; esac
export VFLGEN_PLUGIN_COMMANDS="$MODE"

step "1. clean build through the plugin ($LAYOUTS layouts), then run the demo"
build clean || fail "clean build failed"
runs=$(generator_runs "$CURRENT_LOG")
if [ "$MODE" = per-file ]; then
    [ "$(count <<<"$runs")" -eq "$LAYOUTS" ] || fail "expected $LAYOUTS generator commands (one per file), saw: $runs"
    pass "$LAYOUTS generator commands, one per layout"
else
    [ "$(count <<<"$runs")" -eq 1 ] || fail "expected 1 generator command (one per target), saw: $runs"
    grep -q "generating $LAYOUTS layouts in GrapevineUI" <<<"$runs" || fail "the command does not cover the $LAYOUTS layouts: $runs"
    pass "1 generator command for the target's $LAYOUTS layouts"
fi
GENERATED="$(dirname "$(find "$SCRATCH/plugins/outputs" -path '*GrapevineUI*' -name 'Welcome+VFL.swift' | head -1)")"
[ -d "$GENERATED" ] || fail "no Welcome+VFL.swift under $SCRATCH/plugins/outputs"
# The path docs/Plugin.md gives: .build/plugins/outputs/<package>/<Target>/destination/VFLGenPlugin/GeneratedSources,
# <package> being the package's folder name in lower case.
[ "$GENERATED" = "$SCRATCH/plugins/outputs/grapevineapp/GrapevineUI/destination/VFLGenPlugin/GeneratedSources" ] \
    || fail "generated code is not where docs/Plugin.md says: $GENERATED"
pass "generated code in ${GENERATED#"$WORK/"}"
names=$(ls "$GENERATED" | tr '\n' ' ')
for expected in 'Welcome\+VFL.swift' 'NewsCard\+VFL.swift' 'Gallery\+VFL.swift'; do
    grep -Eq "(^| )$expected( |$)" <<<"$names" || fail "missing $expected in: $names"
done
[ "$(ls "$GENERATED" | grep -Ec '^Header_[0-9a-f]{8}\+VFL\.swift$')" -eq 2 ] \
    || fail "expected two Header_<hash>+VFL.swift files (Feed/ and Profile/ both have Header.vfl), got: $names"
pass "files: $names"
[ "$(compiled_sources | grep -c '+VFL\.swift$')" -eq "$LAYOUTS" ] || fail "GrapevineUI does not compile all $LAYOUTS generated files"
DEMO="$SCRATCH/debug/grapevine-demo"
"$DEMO" >"$LOG/demo-1.txt" 2>&1 || { cat "$LOG/demo-1.txt" >&2; fail "grapevine-demo failed"; }
for section in '== Welcome (' '== NewsCard (' '== Gallery, portrait (' '== Gallery, landscape (' '== ProfileHeader ('; do
    grep -qF "$section" "$LOG/demo-1.txt" || fail "demo output lacks '$section'"
done
grep -q '^  Welcome\.[A-Za-z]* constant=15\.0 .* active$' "$LOG/demo-1.txt" \
    || fail "demo shows no active Welcome constraint with the metric 15"
# The gallery laid out by the stand-in UIKit: stacked in portrait, side by side in landscape.
grep -qx '  photo 16 16 358 240' "$LOG/demo-1.txt" || fail "portrait gallery photo frame is not 16 16 358 240"
grep -qx '  photo 16 16 604 358' "$LOG/demo-1.txt" || fail "landscape gallery photo frame is not 16 16 604 358"
pass "grapevine-demo ran: $(grep -c ' constant=' "$LOG/demo-1.txt") constraints from generated layouts, gallery frames as expected in both orientations"

step "2. rebuild with nothing changed"
before=$(snapshot)
# Right after a clean build SwiftPM may relink the plugin's tool once or twice more (it builds
# host tools in a separate pass first); a relinked tool is a changed input, so the generator
# reruns, writes identical bytes, and nothing recompiles. Those settling builds are reported,
# checked for recompilation, and followed by the real no-op build.
for settle in 1 2 3 4; do
    build "noop-$settle" || fail "no-op build failed"
    grep -q 'Linking vflgen-tool' "$CURRENT_LOG" || break
    [ "$settle" -lt 4 ] || fail "SwiftPM relinks vflgen-tool on every build"
    ! grep -q 'Compiling GrapevineUI' "$CURRENT_LOG" || fail "a build with nothing changed recompiled GrapevineUI"
    pass "settling build $settle: SwiftPM relinked vflgen-tool, the generator reran with unchanged output, no recompilation"
done
runs=$(generator_runs "$CURRENT_LOG" | count)
[ "$runs" -eq 0 ] || fail "a no-op build ran the generator $runs time(s)"
! grep -q 'Compiling GrapevineUI' "$CURRENT_LOG" || fail "a no-op build recompiled GrapevineUI"
[ "$(snapshot)" = "$before" ] || fail "generated files changed during a no-op build"
pass "no generator ran, GrapevineUI was not recompiled, generated files untouched ($(tail -1 "$CURRENT_LOG"))"

step "3. edit one layout (NewsCard.vfl: padding 12 → 14)"
card="$UI/Feed/NewsCard.vfl"
grep -q 'metric padding = 12' "$card" || fail "NewsCard.vfl no longer has 'metric padding = 12'"
sed -e 's/metric padding = 12/metric padding = 14/' "$card" >"$card.new" && mv "$card.new" "$card"
before=$(snapshot)
build edit || fail "build after the edit failed"
runs=$(generator_runs "$CURRENT_LOG")
[ "$(count <<<"$runs")" -eq 1 ] || fail "expected 1 generator run, saw: $runs"
[ "$MODE" = per-target ] || grep -q 'from NewsCard\.vfl' <<<"$runs" || fail "the generator ran for another layout: $runs"
changed=$(diff <(echo "$before") <(snapshot) | grep '^>' | cut -d' ' -f2 || true)
[ "$changed" = "NewsCard+VFL.swift" ] || fail "expected only NewsCard+VFL.swift to change, changed: ${changed:-nothing}"
recompiled=$(grep -o 'Compiling GrapevineUI [^ ]*+VFL\.swift' "$CURRENT_LOG" | cut -d' ' -f3 || true)
[ "$recompiled" = "NewsCard+VFL.swift" ] || fail "expected only NewsCard+VFL.swift to recompile, recompiled: ${recompiled:-nothing}"
"$DEMO" >"$LOG/demo-3.txt" 2>&1 || fail "grapevine-demo failed after the edit"
sed -n '/^== NewsCard/,/^==/p' "$LOG/demo-3.txt" | grep -q 'constant=14\.0' || fail "the demo does not show the new padding 14"
pass "one generator run ($MODE); only NewsCard+VFL.swift changed and recompiled ($(grep -c 'Compiling GrapevineUI' "$CURRENT_LOG") Swift files in all); the demo shows padding 14"

step "4. misspelt view name in Welcome.vfl"
welcome="$UI/Welcome/Welcome.vfl"
cp "$welcome" "$WORK/Welcome.vfl.orig"
sed -e 's/\[appName\]/[appNmae]/' "$welcome" >"$welcome.new" && mv "$welcome.new" "$welcome"
line=$(grep -n 'appNmae' "$welcome" | head -1 | cut -d: -f1)
column=$(sed -n "${line}p" "$welcome" | awk '{ print index($0, "appNmae") }')
[ -n "$line" ] && [ "$column" -gt 0 ] || fail "could not plant the misspelling"
if build misspelt; then fail "the build succeeded with a misspelt view name"; fi
where="$welcome:$line:$column: error:"
grep -qF "$where" "$CURRENT_LOG" || fail "the build output does not contain '$where'"
once "$where"
pass "build failed with (once): $(grep -F "$where" "$CURRENT_LOG" | head -1)"
cp "$WORK/Welcome.vfl.orig" "$welcome"

step "4b. warnings, and vflgen.json"
card="$UI/Feed/NewsCard.vfl"
cp "$card" "$WORK/NewsCard.vfl.orig"
sed -e 's/^    metric imageSize = 80$/    metric imageSize = 80\
    metric spare = 3/' "$card" >"$card.new" && mv "$card.new" "$card"
line=$(grep -n 'metric spare' "$card" | cut -d: -f1)
[ -n "$line" ] || fail "could not add an unused metric to NewsCard.vfl"
build warning || fail "a warning failed the build"
grep -qE "^$card:$line:[0-9]+: warning: " "$CURRENT_LOG" || fail "the build output lacks '$card:$line:…: warning:'"
pass "an unused metric warns without failing: $(grep -E "^$card:$line:" "$CURRENT_LOG" | head -1)"
config="$UI/vflgen.json"
printf '{ "warningsAsErrors": true }\n' >"$config"
if build warnings-as-errors; then fail "warningsAsErrors in vflgen.json did not fail the build"; fi
grep -qE "^$card:$line:[0-9]+: error: " "$CURRENT_LOG" || fail "the build output lacks '$card:$line:…: error:'"
pass "with vflgen.json {\"warningsAsErrors\": true} the build fails: $(grep -E "^$card:$line:" "$CURRENT_LOG" | head -1)"
printf '{ "warningsAsError": true }\n' >"$config"
if build bad-config; then fail "a misspelt vflgen.json key did not fail the build"; fi
# `$config: error:` or `$config:LINE:COL: error:`, exactly once.
problem=$(grep -F "$config" "$CURRENT_LOG" | grep -F "error: unknown key 'warningsAsError'" || true)
[ -n "$problem" ] || fail "the build output does not name vflgen.json and the unknown key"
[ "$(count <<<"$problem")" -eq 1 ] || fail "expected the unknown key once, got: $problem"
pass "a misspelt key fails the build (once): $problem"
printf 'not json\n' >"$config"
if build config-not-json; then fail "a vflgen.json that is not JSON did not fail the build"; fi
# Reported once, by the generator (whose command declares vflgen.json as an input), at its
# line and column; the plugin itself never reports the file's contents (see step 8).
problem=$(grep -F "$config" "$CURRENT_LOG" | grep -F 'error:' || true)
[ "$(count <<<"$problem")" -eq 1 ] || fail "expected one error about the vflgen.json that is not JSON, got: ${problem:-none}"
grep -qE "^$config:1:1: error: " <<<"$problem" || fail "the error is not at $config:1:1: $problem"
pass "a vflgen.json that is not JSON fails the build (once): $problem"
rm "$config"
cp "$WORK/NewsCard.vfl.orig" "$card"

step "4c. vflgen check in the build"
header="$UI/Feed/Header.vfl"
cp "$header" "$WORK/Header.vfl.orig"
grep -v '^    V:|-\[title\]-|$' "$WORK/Header.vfl.orig" >"$header"
cmp -s "$header" "$WORK/Header.vfl.orig" && fail "could not remove the title's vertical line from Feed/Header.vfl"
build check-warning || fail "a check finding failed the build"
grep -qE "^$header:[0-9]+:[0-9]+: warning: view 'title' has an ambiguous y" "$CURRENT_LOG" \
    || fail "the build output lacks the check's '$header:…: warning: view 'title' has an ambiguous y'"
pass "the check warns in a normal build: $(grep -E "^$header:[0-9]+:[0-9]+: warning: view 'title'" "$CURRENT_LOG" | head -1 | cut -c1-160)"
printf '{ "check": "error" }\n' >"$config"
if build check-error; then fail "\"check\": \"error\" in vflgen.json did not fail the build"; fi
grep -qE "^$header:[0-9]+:[0-9]+: error: view 'title' has an ambiguous y" "$CURRENT_LOG" || fail "the build output lacks the check's error"
pass "with vflgen.json {\"check\": \"error\"} the build fails at the .vfl line"
rm "$config"
cp "$WORK/Header.vfl.orig" "$header"

step "5. delete a layout (Gallery/Gallery.vfl)"
cp "$UI/Gallery/Gallery.vfl" "$WORK/Gallery.vfl.orig"
rm "$UI/Gallery/Gallery.vfl"
if build removed; then fail "the build succeeded although GalleryViewController uses the deleted layout"; fi
grep -q "cannot find 'GalleryLayout' in scope" "$CURRENT_LOG" \
    || fail "expected \"cannot find 'GalleryLayout' in scope\" once Gallery.vfl is gone"
[ ! -e "$GENERATED/Gallery+VFL.swift" ] || fail "Gallery+VFL.swift is still in the plugin's output folder"
! compiled_sources | grep -q 'Gallery+VFL\.swift' || fail "Gallery+VFL.swift is still passed to the compiler"
compiled_sources | grep -q 'Welcome+VFL\.swift' || fail "the compiler's source list lacks Welcome+VFL.swift"
pass "GalleryLayout is gone: Gallery+VFL.swift deleted and no longer compiled; its user fails to compile"

step "6. command plugin: swift package generate-vfl-code"
cp "$WORK/Gallery.vfl.orig" "$UI/Gallery/Gallery.vfl"
build restored || fail "the build failed after restoring Gallery.vfl"
CURRENT_LOG="$LOG/command-plugin.log"
swift package --package-path "$APP" --scratch-path "$SCRATCH" --allow-writing-to-package-directory \
    generate-vfl-code --target GrapevineUI >"$CURRENT_LOG" 2>&1 || fail "generate-vfl-code failed"
committed=0
without=0
for generated in "$GENERATED"/*+VFL.swift; do
    name=$(basename "$generated")
    written=$(find "$UI" -name "$name")
    [ -n "$written" ] || fail "generate-vfl-code did not write $name into the package"
    # The only difference: the command plugin's #sourceLocation paths are package-relative.
    sed "s|#sourceLocation(file: \"$APP/|#sourceLocation(file: \"|" "$generated" | cmp -s - "$written" \
        || fail "$written differs from the build plugin's $name beyond its package-relative #sourceLocation paths"
    # Of the two Header.vfl files only one (Feed/, first by path) has directives: Swift warns
    # when two paths with one file name give one #fileID.
    if grep -q "#sourceLocation" "$generated"; then
        grep -q "#sourceLocation(file: \"Sources/GrapevineUI/" "$written" \
            || fail "$written does not name its layout by a package-relative path"
    else
        case "$name" in Header_*) without=$((without + 1)) ;; *) fail "$written has no #sourceLocation directives" ;; esac
    fi
    committed=$((committed + 1))
done
[ "$committed" -eq "$LAYOUTS" ] || fail "expected $LAYOUTS files, compared $committed"
[ "$without" -eq 1 ] || fail "expected one of the two Header.vfl files without #sourceLocation directives, found $without"
pass "wrote $committed files next to their layouts, identical to the build plugin's output but for package-relative #sourceLocation paths"
if build clash; then fail "the build accepted committed files that clash with the plugin's outputs"; fi
grep -q "Welcome+VFL.swift has the name of a file VFLGenPlugin generates" "$CURRENT_LOG" \
    || fail "the build did not name the clashing Welcome+VFL.swift"
once "Welcome+VFL.swift has the name of a file VFLGenPlugin generates"
! grep -q 'unhandled' "$CURRENT_LOG" || fail "SwiftPM warned about unhandled files: $(grep -m1 unhandled "$CURRENT_LOG")"
pass "with the build-tool plugin still applied, the build names the clashing files"
find "$UI" -name '*+VFL.swift' -delete

step "6b. command plugin: swift package lint-vfl"
CURRENT_LOG="$LOG/lint-plugin.log"
swift package --package-path "$APP" --scratch-path "$SCRATCH" lint-vfl --target GrapevineUI >"$CURRENT_LOG" 2>&1 \
    || fail "lint-vfl failed on sources without VFL mistakes: $(tail -3 "$CURRENT_LOG")"
grep -q '^vflgen lint: ' "$CURRENT_LOG" || fail "lint-vfl printed no 'vflgen lint:' summary"
pass "lint-vfl passes: $(grep -m1 '^vflgen lint: ' "$CURRENT_LOG")"
legacy="$UI/LegacyLayout.swift"
printf 'import UIKit\nfunc legacy(a: UIView, b: UIView) {\n    _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[bb]", metrics: nil, views: ["a": a, "b": b])\n}\n' >"$legacy"
CURRENT_LOG="$LOG/lint-plugin-error.log"
if swift package --package-path "$APP" --scratch-path "$SCRATCH" lint-vfl --target GrapevineUI >"$CURRENT_LOG" 2>&1; then
    fail "lint-vfl passed with an unknown view in $legacy"
fi
once "$legacy:3:66: error: unknown view 'bb'"
pass "lint-vfl fails at the string's line and column (once): $(grep -m1 -F "$legacy:3:66: error:" "$CURRENT_LOG")"
rm "$legacy"

step "7. targets without layouts, and a C target"
cp "$APP/Package.swift" "$WORK/Package.swift.orig"
mkdir -p "$APP/Sources/NoLayouts" "$APP/Sources/CHelpers/include"
echo 'public enum NoLayouts {}' >"$APP/Sources/NoLayouts/NoLayouts.swift"
echo 'int c_helper(void);' >"$APP/Sources/CHelpers/include/CHelpers.h"
echo 'int c_helper(void) { return 1; }' >"$APP/Sources/CHelpers/CHelpers.c"
echo 'layout Stray {}' >"$APP/Sources/CHelpers/Stray.vfl"
cat >>"$APP/Package.swift" <<'MANIFEST'
package.targets += [
    .target(name: "NoLayouts", plugins: [.plugin(name: "VFLGenPlugin", package: "vflgen")]),
    .target(name: "CHelpers", plugins: [.plugin(name: "VFLGenPlugin", package: "vflgen")]),
]
MANIFEST
if build c-target; then fail "the plugin accepted a C target"; fi
grep -q "target 'CHelpers' is a C-family target" "$CURRENT_LOG" || fail "the error does not name the C target CHelpers"
once "target 'CHelpers' is a C-family target"
pass "refused: $(grep -m1 "target 'CHelpers'" "$CURRENT_LOG")"
sed -e '/name: "CHelpers"/d' "$APP/Package.swift" >"$APP/Package.swift.new" && mv "$APP/Package.swift.new" "$APP/Package.swift"
build no-layouts || fail "a Swift target without .vfl files broke the build"
! grep -q 'in NoLayouts' "$CURRENT_LOG" || fail "the plugin planned commands for NoLayouts"
! grep -qi 'warning' "$CURRENT_LOG" || fail "the build printed a warning: $(grep -i -m1 warning "$CURRENT_LOG")"
[ -z "$(find "$SCRATCH/plugins/outputs" -path '*NoLayouts*' -name '*.swift')" ] || fail "generated files for NoLayouts"
pass "NoLayouts: no command, no generated file, no warning"
cp "$WORK/Package.swift.orig" "$APP/Package.swift"

step "8. a new client package, set up from the README, and vflgen.json mistakes fixed one build later"
# A fresh package as a new user writes it from the README (the plugin, and on Linux the stand-in
# UIKit product, whose line must be the README's), with its own build folder. Each sequence is
# broken file → build fails at the file's line and column, once, with no "unhandled files"
# warning and no command-line advice → file fixed → a plain `swift build` passes. (The plugin used
# to report the errors from a command planned with the file's old contents, which SwiftPM kept
# replaying after the fix, since it reuses its plan when only a file's contents change.) It
# has a build folder of its own: built in the app's, the client's builds passed, but the app's
# next build after an edit to a .vfl file did nothing ("Build complete! (0.21s)", step 9).
CLIENT="$WORK/MyApp"
CLIENT_SCRATCH="$WORK/client-scratch"
stand_in='.product(name: "VFLGenStandInUIKit", package: "vflgen", condition: .when(platforms: [.linux]))'
grep -qF "$stand_in" "$REPO/README.md" || fail "README.md no longer shows the stand-in UIKit line: $stand_in"
mkdir -p "$CLIENT/Sources/MyUI"
cat >"$CLIENT/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

var uiDependencies: [Target.Dependency] = []
#if os(Linux)
uiDependencies.append($stand_in)
#endif

let package = Package(
    name: "MyApp",
    dependencies: [.package(name: "vflgen", path: "$REPO")],
    targets: [
        .target(name: "MyUI", dependencies: uiDependencies, plugins: [.plugin(name: "VFLGenPlugin", package: "vflgen")]),
    ]
)
MANIFEST
printf 'layout Welcome {\n    view icon: UIImageView\n    view title: UILabel\n    H:|-[icon(40)]-[title]-|\n    V:|-[icon(40)]\n    V:|-[title]\n}\n' \
    >"$CLIENT/Sources/MyUI/Welcome.vfl"
printf 'import UIKit\n\n@MainActor public func showWelcome(in view: UIView) {\n    WelcomeLayout(in: view, icon: UIImageView(), title: UILabel()).activate()\n}\n' \
    >"$CLIENT/Sources/MyUI/Welcome.swift"
client_config="$CLIENT/Sources/MyUI/vflgen.json"
client_build() {
    CURRENT_LOG="$LOG/client-$1.log"
    swift build --package-path "$CLIENT" --scratch-path "$CLIENT_SCRATCH" >"$CURRENT_LOG" 2>&1
}
# broken NAME LINE:COL MESSAGE...: the build fails and prints each "$client_config:LINE:COL: error: MESSAGE" once.
broken() {
    local name=$1; shift
    if client_build "$name"; then fail "the client built with a broken vflgen.json ($name)"; fi
    while [ $# -gt 0 ]; do once "$client_config:$1: error: $2"; shift 2; done
    ! grep -q 'unhandled' "$CURRENT_LOG" || fail "SwiftPM warned about unhandled files: $(grep -m1 unhandled "$CURRENT_LOG")"
    ! grep -q 'vflgen help' "$CURRENT_LOG" || fail "the build output gives command-line advice: $(grep -m1 'vflgen help' "$CURRENT_LOG")"
}
fixed() {
    client_build "$1" || fail "a plain swift build failed after vflgen.json was fixed ($1)"
    ! grep -q 'vflgen.json.*error' "$CURRENT_LOG" || fail "an old vflgen.json error was replayed: $(grep -m1 'vflgen.json' "$CURRENT_LOG")"
}
printf '{ "access": "public" }\n' >"$client_config"
client_build clean || fail "the new client package did not build"
pass "a new package with the README's set-up builds: $(tail -1 "$CURRENT_LOG")"
printf '{\n  "access": "public",\n}\n' >"$client_config"
broken comma "2:21" "trailing comma before '}'"
printf '{\n  "access": "public"\n}\n' >"$client_config"
fixed comma-fixed
pass "trailing comma → fixed → the build passes"
printf '{\n  "devices": ["iPhone SE"]\n}\n' >"$client_config"
broken device "2:15" "unknown device 'iPhone SE'"
once "$client_config:2:15: note: did you mean 'iPhone SE (3rd generation)'?"
printf '{\n  "devices": ["iPhone SE (3rd generation)"]\n}\n' >"$client_config"
fixed device-fixed
pass "unknown device (did you mean 'iPhone SE (3rd generation)'?) → fixed → the build passes"
printf '{"acess": "public", "check": "eror", "devices": ["iPhone SE"],}\n' >"$client_config"
broken three "1:2" "unknown key 'acess'" "1:30" "invalid value for 'check'" "1:50" "unknown device 'iPhone SE'" "1:62" "trailing comma"
for meant in "did you mean 'access'?" 'did you mean "error"?' "did you mean 'iPhone SE (3rd generation)'?"; do once "note: $meant"; done
printf '{"access": "public", "check": "error", "devices": ["iPhone SE (3rd generation)"]}\n' >"$client_config"
fixed three-fixed
pass "four mistakes in one build, each with the value meant → all fixed → the build passes"
# Inputs a new user trips over: a byte order mark, an empty layout file, a misspelt view class.
client_vfl="$CLIENT/Sources/MyUI/Welcome.vfl"
cp "$client_vfl" "$WORK/client-Welcome.vfl"
{ printf '\357\273\277'; cat "$WORK/client-Welcome.vfl"; } >"$client_vfl"
: >"$CLIENT/Sources/MyUI/Empty.vfl"
client_build inputs || fail "a layout with a byte order mark, or an empty layout file, failed the build"
once "$CLIENT/Sources/MyUI/Empty.vfl:1:1: warning: this file defines no layout, so its generated file declares no type"
[ "$(grep -c 'warning:' "$CURRENT_LOG")" -eq 1 ] || fail "expected one warning (the empty file's): $(grep 'warning:' "$CURRENT_LOG")"
[ -f "$CLIENT_SCRATCH/plugins/outputs/myapp/MyUI/destination/VFLGenPlugin/GeneratedSources/Empty+VFL.swift" ] \
    || fail "no Empty+VFL.swift for the empty layout file"
pass "a byte order mark is skipped silently; an empty layout warns once and gets its (empty) Empty+VFL.swift"
rm "$CLIENT/Sources/MyUI/Empty.vfl"
sed -e 's/view icon: UIImageView/view icon: UIImgeView/' "$WORK/client-Welcome.vfl" >"$client_vfl"
if client_build misspelt-class; then fail "the client built with a misspelt view class"; fi
once "$client_vfl:2:16: warning: 'UIImgeView' is not a UIKit or AppKit class; did you mean 'UIImageView'?"
pass "a misspelt view class is named at its .vfl column: $(grep -m1 -F "$client_vfl:2:16: warning:" "$CURRENT_LOG")"
cp "$WORK/client-Welcome.vfl" "$client_vfl"

source "$REPO/.ci/e2e-binary-plugin-steps.sh"

printf '\ne2e-plugin: all 10 steps passed (logs in %s)\n' "${LOG#"$REPO/"}"
