# Steps 9 and 10 of .ci/e2e-plugin.sh (sourced by it, after step 8; uses its helpers and paths):
# the binary plugin package, Distribution/ (issue 40).
#   9. one truth: Examples/GrapevineApp built with the binary plugin gets byte-identical
#      generated files and the same diagnostics as with the source plugin (a clean build and
#      the demo; warnings from the generator and the check; an error in a .vfl file; one in
#      vflgen.json; the generate-vfl-code and lint-vfl command plugins). Both builds use one
#      copy of the app at one path, so even the absolute #sourceLocation paths must agree.
#      The two manifests declare the same plugins (compared through `swift package dump-package`).
#  10. a new client package that depends on the binary plugin package by path, built with an
#      empty home folder and a new build folder: the generator runs, its diagnostics arrive, and
#      the build log shows that no vflgen source was compiled (only the client's module and the
#      plugins' scripts).
# The bundle is this checkout's: Scripts/build-artifactbundle.sh runs when
# Distribution/vflgen.artifactbundle.zip is missing or older than a source file (.ci/run builds
# it just before; a release build takes minutes, an up-to-date one seconds).

# cpu_now: sets CPU_NOW to the user+sys seconds of every finished child of this shell so far
# (`times` must run in this shell: in a pipeline or $(…) it would report a subshell's).
cpu_now() {
    times >"$WORK/times.txt"
    CPU_NOW=$(tail -1 "$WORK/times.txt" | awk '{ gsub(/m/, " "); gsub(/s/, ""); printf "%.1f", $1 * 60 + $2 + $3 * 60 + $4 }')
}
BINARY_STEPS_START=$(date +%s)
cpu_now
BINARY_STEPS_CPU=$CPU_NOW
BUNDLE_ZIP="$REPO/Distribution/vflgen.artifactbundle.zip"
TRUTH="$WORK/truth"
BSCRATCH="$WORK/binary-scratch"
STANDINS="$WORK/standins"
BGENERATED="$BSCRATCH/plugins/outputs/grapevineapp/GrapevineUI/destination/VFLGenPlugin/GeneratedSources"

step "9. the binary plugin package (Distribution/): the same files and diagnostics as the source plugin"
if [ ! -f "$BUNDLE_ZIP" ] || [ -n "$(find "$REPO/Sources" "$REPO/Package.swift" -newer "$BUNDLE_ZIP" -print -quit)" ]; then
    CURRENT_LOG="$LOG/artifactbundle.log"
    printf '   building the artifact bundle (a release build of vflgen; see %s)\n' "${CURRENT_LOG#"$REPO/"}"
    bash "$REPO/Scripts/build-artifactbundle.sh" >"$CURRENT_LOG" 2>&1 || fail "Scripts/build-artifactbundle.sh failed"
fi
unzip -p "$BUNDLE_ZIP" vflgen.artifactbundle/info.json >"$WORK/info.json" || fail "the bundle has no vflgen.artifactbundle/info.json"
grep -q '"x86_64-unknown-linux-gnu"\|"aarch64-unknown-linux-gnu"' "$WORK/info.json" || fail "the bundle has no Linux variant: $(cat "$WORK/info.json")"
pass "bundle: ${BUNDLE_ZIP#"$REPO/"}, $(du -h "$BUNDLE_ZIP" | cut -f1)"

# The two packages declare the same plugin products and plugin targets (capability, verb,
# permissions); only the tool they depend on differs.
plugin_declarations() {
    swift package --package-path "$1" dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
products = sorted((p["name"], p["targets"]) for p in package["products"] if "plugin" in p["type"])
plugins = sorted((t["name"], json.dumps(t.get("pluginCapability"), sort_keys=True)) for t in package["targets"] if t["type"] == "plugin")
print(json.dumps({"products": products, "plugins": plugins}, indent=1))'
}
plugin_declarations "$REPO" >"$WORK/plugins-source.json" || fail "swift package dump-package failed on the vflgen package"
plugin_declarations "$REPO/Distribution" >"$WORK/plugins-binary.json" || fail "swift package dump-package failed on Distribution/"
diff "$WORK/plugins-source.json" "$WORK/plugins-binary.json" >&2 || fail "Distribution/Package.swift declares other plugins than Package.swift (diff above)"
bash "$REPO/Scripts/flatten-plugin-sources.sh" "$WORK/flattened" >/dev/null || fail "Scripts/flatten-plugin-sources.sh failed"
diff -r "$WORK/flattened" "$REPO/Distribution/Plugins" >&2 \
    || fail "Distribution/Plugins differs from Plugins/ flattened (diff above): run Scripts/flatten-plugin-sources.sh"
pass "the same three plugins, declared alike; their sources are Plugins/ flattened, one file each"
# The package as the release workflow publishes it: the URL and checksum written in, no links.
checksum=$(cd "$REPO" && swift package compute-checksum "$BUNDLE_ZIP")
[ "$checksum" = "$(sha256sum "$BUNDLE_ZIP" | cut -d' ' -f1)" ] || fail "compute-checksum is not the zip's SHA-256 (the workflow checks the download with sha256sum)"
PUBLISHED="$WORK/published"
release_url="https://github.com/example/vflgen/releases/download/0.1.0/vflgen.artifactbundle.zip"
CURRENT_LOG="$LOG/prepare-plugin-package.log"
bash "$REPO/Scripts/prepare-plugin-package.sh" "$PUBLISHED" "$release_url" "$checksum" >"$CURRENT_LOG" 2>&1 \
    || fail "Scripts/prepare-plugin-package.sh failed"
[ -z "$(find "$PUBLISHED" -type l)" ] || fail "the published package has links: $(find "$PUBLISHED" -type l | head -3)"
diff -r "$REPO/Distribution/Plugins" "$PUBLISHED/Plugins" >&2 || fail "the published plugin sources differ from Distribution/Plugins/"
swift package --package-path "$PUBLISHED" dump-package | python3 -c '
import json, sys
url, checksum = sys.argv[1:]
binary = [t for t in json.load(sys.stdin)["targets"] if t["name"] == "VFLGenBinary"]
assert len(binary) == 1 and binary[0]["type"] == "binary", binary
assert binary[0].get("url") == url and binary[0].get("checksum") == checksum, binary[0]
' "$release_url" "$checksum" || fail "SwiftPM does not read the published manifest's binary target as $release_url with checksum $checksum"
if bash "$REPO/Scripts/prepare-plugin-package.sh" "$WORK/published-bad" "$release_url" "not-a-checksum" >/dev/null 2>&1; then
    fail "prepare-plugin-package.sh accepted a malformed checksum"
fi
pass "as published: no links, the flattened plugin sources, VFLGenBinary downloads the release URL with checksum ${checksum:0:12}…"

# The app at its one path, with either manifest: the source plugin (the vflgen package) or the
# binary plugin (Distribution/, plus the stand-in UIKit from a package without plugins, since
# SwiftPM refuses two products named VFLGenPlugin in one graph; see make-standins-package.sh).
bash "$REPO/Scripts/make-standins-package.sh" "$STANDINS"
cp "$WORK/Package.swift.orig" "$WORK/Package.swift.source"
sed -e "s|\.package(name: \"vflgen\", path: \"$REPO\")|.package(name: \"vflgen-plugin\", path: \"$REPO/Distribution\"), .package(name: \"vflgen-standins\", path: \"$STANDINS\")|" \
    -e 's|\.plugin(name: "VFLGenPlugin", package: "vflgen")|.plugin(name: "VFLGenPlugin", package: "vflgen-plugin")|' \
    -e 's|\.product(name: "VFLGenStandInUIKit", package: "vflgen"|.product(name: "VFLGenStandInUIKit", package: "vflgen-standins"|' \
    "$WORK/Package.swift.source" >"$WORK/Package.swift.binary"
for expected in 'package: "vflgen-plugin")' 'package: "vflgen-standins"' "path: \"$REPO/Distribution\""; do
    grep -qF "$expected" "$WORK/Package.swift.binary" || fail "could not point the example at the binary plugin ($expected)"
done
! grep -q 'package: "vflgen"' "$WORK/Package.swift.binary" || fail "the binary manifest still uses the vflgen package"

# with KIND NAME [swift package ARGS…]: `swift build` (or `swift package ARGS`) of the app with
# KIND's manifest and build folder; output in $LOG/KIND-NAME.log; returns swift's status.
with() {
    local kind=$1 name=$2 scratch
    shift 2
    CURRENT_LOG="$LOG/$kind-$name.log"
    cp "$WORK/Package.swift.$kind" "$APP/Package.swift"
    if [ "$kind" = source ]; then scratch="$SCRATCH"; else scratch="$BSCRATCH"; fi
    if [ $# -eq 0 ]; then
        swift build --package-path "$APP" --scratch-path "$scratch" >"$CURRENT_LOG" 2>&1
    else
        swift package --package-path "$APP" --scratch-path "$scratch" "$@" >"$CURRENT_LOG" 2>&1
    fi
}
# diagnostics LOG: the log's error, warning and note lines, sorted (commands run in parallel).
diagnostics() { grep -E '(^|: )(error|warning|note): ' "$1" | sort || true; }
# pristine: the example's sources as committed.
pristine() {
    rm -rf "$APP/Sources" && cp -R "$REPO/Examples/GrapevineApp/Sources" "$APP/Sources"
}
# The same builds and commands with each plugin; results in $TRUTH/KIND.
run_all() {
    local kind=$1 out="$TRUTH/$1" started
    mkdir -p "$out"
    pristine
    started=$(date +%s)
    with "$kind" first || fail "the example did not build with the $kind plugin"
    echo "$(( $(date +%s) - started ))" >"$out/seconds"
    diagnostics "$CURRENT_LOG" >"$out/first.diagnostics"
    # The demo: the generated layouts run on the stand-in UIKit.
    "$( [ "$kind" = source ] && echo "$SCRATCH" || echo "$BSCRATCH" )/debug/grapevine-demo" >"$out/demo.txt" 2>&1 \
        || fail "grapevine-demo failed with the $kind plugin"
    # Warnings: an unused metric (generator), a view without a vertical position (check).
    sed -e 's/^    metric imageSize = 80$/    metric imageSize = 80\
    metric spare = 3/' "$REPO/Examples/GrapevineApp/Sources/GrapevineUI/Feed/NewsCard.vfl" >"$UI/Feed/NewsCard.vfl"
    grep -v '^    V:|-\[title\]-|$' "$REPO/Examples/GrapevineApp/Sources/GrapevineUI/Feed/Header.vfl" >"$UI/Feed/Header.vfl"
    with "$kind" warnings || fail "warnings failed the build with the $kind plugin"
    diagnostics "$CURRENT_LOG" >"$out/warnings.diagnostics"
    # Errors: a misspelt view in a layout; then an unknown key in vflgen.json (which stops the
    # generator before it reads a layout).
    sed -e 's/\[appName\]/[appNmae]/' "$REPO/Examples/GrapevineApp/Sources/GrapevineUI/Welcome/Welcome.vfl" >"$UI/Welcome/Welcome.vfl"
    if with "$kind" errors; then fail "the build passed with an error in Welcome.vfl ($kind plugin)"; fi
    diagnostics "$CURRENT_LOG" >"$out/errors.diagnostics"
    printf '{ "warningsAsError": true }\n' >"$UI/vflgen.json"
    if with "$kind" config; then fail "the build passed with an unknown key in vflgen.json ($kind plugin)"; fi
    diagnostics "$CURRENT_LOG" >"$out/config.diagnostics"
    # The command plugins.
    pristine
    with "$kind" generate-vfl-code --allow-writing-to-package-directory generate-vfl-code --target GrapevineUI \
        || fail "generate-vfl-code failed with the $kind plugin"
    mkdir -p "$out/committed"
    (cd "$UI" && find . -name '*+VFL.swift' | sort | while read -r file; do
        mkdir -p "$out/committed/$(dirname "$file")" && mv "$file" "$out/committed/$file"; done)
    printf 'import UIKit\nfunc legacy(a: UIView, b: UIView) {\n    _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[bb]", metrics: nil, views: ["a": a, "b": b])\n}\n' \
        >"$UI/LegacyLayout.swift"
    if with "$kind" lint-vfl lint-vfl --target GrapevineUI; then fail "lint-vfl passed an unknown view ($kind plugin)"; fi
    diagnostics "$CURRENT_LOG" >"$out/lint.diagnostics"
    rm "$UI/LegacyLayout.swift"
}
rm -rf "$TRUTH" "$BSCRATCH"
run_all source
cp -R "$GENERATED" "$TRUTH/source/generated"
run_all binary
# The binary build compiled none of vflgen's tool (the stand-in's five modules, yes: the app runs on them).
tool_modules='vflgen|VFLGenCLI|VFLLanguage|VFLRendering|VFLLint|VFLPreview|VFLLanguageServer'
CURRENT_LOG="$LOG/binary-first.log"
! grep -Eq "Compiling ($tool_modules) |Linking vflgen" "$CURRENT_LOG" \
    || fail "the binary plugin's build compiled vflgen's tool: $(grep -Em1 "Compiling ($tool_modules) |Linking vflgen" "$CURRENT_LOG")"
[ "$(generator_runs "$CURRENT_LOG" | count)" -ge 1 ] || fail "the binary plugin ran no generator"
[ -d "$BSCRATCH/artifacts" ] && [ -n "$(find "$BSCRATCH/artifacts" -name info.json -path '*vflgen.artifactbundle*')" ] \
    || fail "no vflgen.artifactbundle under $BSCRATCH/artifacts"
diff -r "$TRUTH/source/generated" "$BGENERATED" >&2 || fail "the binary plugin generated other files than the source plugin (diff above)"
pass "a clean build: $(ls "$BGENERATED" | count) generated files byte-identical to the source plugin's; no vflgen tool source compiled"
cmp -s "$TRUTH/source/demo.txt" "$TRUTH/binary/demo.txt" || fail "grapevine-demo prints other results with the binary plugin"
pass "grapevine-demo prints the same $(grep -c ' constant=' "$TRUTH/binary/demo.txt") constraints and frames"
for set in first warnings errors config lint; do
    diff "$TRUTH/source/$set.diagnostics" "$TRUTH/binary/$set.diagnostics" >&2 \
        || fail "the $set diagnostics differ between the source and the binary plugin (diff above)"
done
for set in warnings errors config lint; do
    [ -s "$TRUTH/source/$set.diagnostics" ] || fail "no $set diagnostics to compare: the planted mistakes were not reported"
done
grep -q "Welcome.vfl:[0-9]*:[0-9]*: error: unknown view 'appNmae'" "$TRUTH/binary/errors.diagnostics" \
    || fail "the binary plugin did not report the misspelt view"
grep -q "vflgen.json:1:3: error: unknown key 'warningsAsError'" "$TRUTH/binary/config.diagnostics" \
    || fail "the binary plugin did not report the unknown vflgen.json key"
grep -q "Header.vfl:[0-9]*:[0-9]*: warning: view 'title' has an ambiguous y" "$TRUTH/binary/warnings.diagnostics" \
    || fail "the binary plugin did not report the check's finding"
pass "the same diagnostics, line for line: $(count <"$TRUTH/binary/warnings.diagnostics") with warnings, $(count <"$TRUTH/binary/errors.diagnostics") with a .vfl error, $(count <"$TRUTH/binary/config.diagnostics") with a vflgen.json error, $(count <"$TRUTH/binary/lint.diagnostics") from lint-vfl"
diff -r "$TRUTH/source/committed" "$TRUTH/binary/committed" >&2 || fail "generate-vfl-code wrote other files with the binary plugin (diff above)"
pass "generate-vfl-code: $(find "$TRUTH/binary/committed" -name '*.swift' | count) files byte-identical; lint-vfl: the same findings"
pass "first build of the example: source plugin $(cat "$TRUTH/source/seconds") s (its vflgen already built in step 1), binary plugin $(cat "$TRUTH/binary/seconds") s (new build folder, the stand-in UIKit included)"
pristine
cp "$WORK/Package.swift.source" "$APP/Package.swift"

step "10. a new client of the binary plugin package, by path, on a clean home: no vflgen source compiled"
BCLIENT="$WORK/BinaryClient"
BCLIENT_SCRATCH="$WORK/binary-client-scratch"
CLEAN_HOME="$WORK/clean-home"
rm -rf "$BCLIENT" "$BCLIENT_SCRATCH" "$CLEAN_HOME"
mkdir -p "$BCLIENT/Sources/MyUI" "$CLEAN_HOME"
cat >"$BCLIENT/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MyApp",
    dependencies: [.package(name: "vflgen-plugin", path: "$REPO/Distribution")],
    targets: [
        .target(name: "MyUI", plugins: [.plugin(name: "VFLGenPlugin", package: "vflgen-plugin")]),
    ]
)
MANIFEST
printf 'layout Welcome {\n    view icon: UIImageView\n    view title: UILabel\n    H:|-[icon(40)]-[title]-|\n    V:|-[icon(40)]\n    V:|-[title]\n}\n' \
    >"$BCLIENT/Sources/MyUI/Welcome.vfl"
# No UIKit on Linux: the generated code compiles to nothing there, so the Swift using it is
# Apple-only too.
printf '#if canImport(UIKit)\nimport UIKit\n\n@MainActor public func showWelcome(in view: UIView) {\n    WelcomeLayout(in: view, icon: UIImageView(), title: UILabel()).activate()\n}\n#endif\n\npublic enum MyUI {}\n' \
    >"$BCLIENT/Sources/MyUI/Welcome.swift"
bclient_build() {
    CURRENT_LOG="$LOG/binary-client-$1.log"
    HOME="$CLEAN_HOME" XDG_CACHE_HOME="$CLEAN_HOME/.cache" XDG_CONFIG_HOME="$CLEAN_HOME/.config" \
        swift build --package-path "$BCLIENT" --scratch-path "$BCLIENT_SCRATCH" >"$CURRENT_LOG" 2>&1
}
started=$(date +%s)
bclient_build first || fail "the client of the binary plugin did not build"
seconds=$(( $(date +%s) - started ))
# Every module compiled is the client's own; every linked product is not vflgen's.
compiled=$(grep -oE 'Compiling [A-Za-z_][A-Za-z0-9_]* ' "$CURRENT_LOG" | cut -d' ' -f2 | grep -vx plugin | sort -u | tr '\n' ' ')
[ "$compiled" = "MyUI " ] || fail "expected only MyUI to be compiled (besides the plugins), saw: ${compiled:-nothing}"
! grep -q 'Linking vflgen\|Compiling vflgen\|VFLGenCLI\|LayoutModel' "$CURRENT_LOG" || fail "vflgen source was built: $(grep -m1 'Linking vflgen\|VFLGenCLI\|LayoutModel' "$CURRENT_LOG")"
# (ModuleCache holds the toolchain's own modules, prebuilt ones cached for this build folder.)
built_modules=$(find "$BCLIENT_SCRATCH" -name '*.swiftmodule' -not -path '*/plugins/*' -not -path '*/ModuleCache/*' -exec basename {} \; | sort -u | tr '\n' ' ')
[ "$built_modules" = "MyUI.swiftmodule " ] || fail "modules in the build folder besides MyUI: $built_modules"
[ "$(grep -c 'vflgen: generating .* in MyUI' "$CURRENT_LOG")" -eq 1 ] || fail "the generator did not run once for MyUI"
client_generated="$BCLIENT_SCRATCH/plugins/outputs/binaryclient/MyUI/destination/VFLGenPlugin/GeneratedSources/Welcome+VFL.swift"
grep -q 'final class WelcomeLayout' "$client_generated" || fail "no WelcomeLayout in $client_generated"
pass "built in ${seconds} s; compiled: MyUI and the plugin scripts only; $(grep -oE '(Compiling|Linking|Emitting)[^.]*' "$CURRENT_LOG" | sort -u | count) build steps, none of them vflgen's"
welcome="$BCLIENT/Sources/MyUI/Welcome.vfl"
sed -e 's/\[title\]-|$/[titel]-|/' "$welcome" >"$welcome.new" && mv "$welcome.new" "$welcome"
if bclient_build misspelt; then fail "the client built with a misspelt view"; fi
column=$(sed -n 4p "$welcome" | awk '{ print index($0, "titel") }')
once "$welcome:4:$column: error: unknown view 'titel'"
pass "a mistake is reported by the prebuilt vflgen at its line and column, once: $(grep -m1 -F "$welcome:4:$column:" "$CURRENT_LOG")"
CURRENT_LOG="$LOG/binary-client-lint.log"
HOME="$CLEAN_HOME" swift package --package-path "$BCLIENT" --scratch-path "$BCLIENT_SCRATCH" lint-vfl >"$CURRENT_LOG" 2>&1 \
    || fail "lint-vfl failed on the client"
grep -q '^vflgen lint: ' "$CURRENT_LOG" || fail "lint-vfl printed no 'vflgen lint:' summary"
pass "lint-vfl through the binary plugin: $(grep -m1 '^vflgen lint: ' "$CURRENT_LOG")"
cpu_now
printf '   steps 9-10 took %s s (%s s of CPU in the commands they ran)\n' "$(( $(date +%s) - BINARY_STEPS_START ))" \
    "$(awk -v a="$CPU_NOW" -v b="$BINARY_STEPS_CPU" 'BEGIN { printf "%.0f", a - b }')"
