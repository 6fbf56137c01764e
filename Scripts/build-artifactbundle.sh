#!/usr/bin/env bash
# Scripts/build-artifactbundle.sh — the `vflgen` artifact bundle that the binary plugin package
# (Distribution/) runs instead of building vflgen from source.
#
# Builds the `vflgen` command with `-c release` for this machine (Linux: the Swift runtime and
# Foundation linked statically, so the binary runs without a toolchain; macOS: a universal
# arm64 + x86_64 binary), adds any binaries built elsewhere (--binary), writes the bundle's
# info.json (SE-0305: schemaVersion "1.0", one artifact `vflgen` of type "executable", one
# variant per binary with its target triples), zips it reproducibly (fixed timestamps and
# modes, sorted entries: the same binaries give the same checksum) and prints the zip's
# checksum (`swift package compute-checksum`), the value a `binaryTarget(url:checksum:)` needs.
#
# Usage: Scripts/build-artifactbundle.sh [--no-build] [--binary TRIPLE[,TRIPLE…]=PATH]… [--output DIR] [--no-install]
#   --no-build     do not build for this machine; bundle only the --binary files
#   --binary       a release `vflgen` built elsewhere, for the triples named (the release
#                  workflow passes the macOS universal binary this way:
#                  --binary arm64-apple-macosx,x86_64-apple-macosx=path/to/vflgen)
#   --output DIR   where the bundle and the zip go (default .build-release/bundle)
#   --no-install   do not copy the zip to Distribution/vflgen.artifactbundle.zip, where the
#                  binary plugin package picks it up (see Distribution/Package.swift)
#
# The release build uses its own scratch path, .build-release (git-ignored), so it never
# invalidates the debug build in .build; run again, it rebuilds only what changed.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
OUTPUT="$REPO/.build-release/bundle"
BUILD=1
INSTALL=1
BINARIES=()   # "triple,triple=path"

die() { printf 'build-artifactbundle: error: %s\n' "$*" >&2; exit 1; }
say() { printf 'build-artifactbundle: %s\n' "$*"; }

while [ $# -gt 0 ]; do
    case "$1" in
        --no-build) BUILD=0 ;;
        --no-install) INSTALL=0 ;;
        --binary) [ $# -ge 2 ] || die "--binary needs TRIPLE[,TRIPLE…]=PATH"; BINARIES+=("$2"); shift ;;
        --binary=*) BINARIES+=("${1#--binary=}") ;;
        --output) [ $# -ge 2 ] || die "--output needs a folder"; OUTPUT="$2"; shift ;;
        --output=*) OUTPUT="${1#--output=}" ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown argument '$1' (see --help)" ;;
    esac
    shift
done
mkdir -p "$OUTPUT"
OUTPUT="$(cd "$OUTPUT" && pwd)"

VERSION=$(sed -n 's/.*public static let version = "\(.*\)"/\1/p' "$REPO/Sources/VFLGenCLI/Tool/VFLGenTool.swift")
[ -n "$VERSION" ] || die "cannot read the version from Sources/VFLGenCLI/Tool/VFLGenTool.swift"

# check_linux_binary PATH: the binary needs nothing from the Swift toolchain (no libswift*,
# no Foundation library, no run path into the toolchain) and runs.
check_linux_binary() {
    local binary="$1" libraries
    command -v ldd >/dev/null || die "ldd is needed to check $binary"
    libraries=$(ldd "$binary" 2>&1) || die "ldd $binary failed: $libraries"
    if grep -Eiq 'not found|swift|Foundation|dispatch|BlocksRuntime|libicu' <<<"$libraries"; then
        die "$binary needs libraries from the Swift toolchain:
$libraries"
    fi
    # SwiftPM links with the run path $ORIGIN (the binary's own folder, where nothing is); any
    # other, such as the toolchain's lib/swift/linux, would be found only on the build machine.
    if readelf -d "$binary" 2>/dev/null | grep -Ei 'rpath|runpath' | grep -v 'path: \[\$ORIGIN\]$'; then
        die "$binary has a run path other than \$ORIGIN (it must find nothing in the toolchain)"
    fi
    # Run it with an empty environment (no PATH into the toolchain, no LD_LIBRARY_PATH).
    env -i "$binary" --version >/dev/null || die "$binary --version failed"
    say "$binary links only system libraries: $(awk '{ print $1 }' <<<"$libraries" | tr '\n' ' ')"
}

if [ "$BUILD" -eq 1 ]; then
    SCRATCH="$REPO/.build-release"
    case "$(uname -s)" in
        Linux)
            # --static-swift-stdlib links the Swift runtime and Foundation into the binary.
            FLAGS=(-c release --product vflgen --static-swift-stdlib --scratch-path "$SCRATCH")
            say "swift build ${FLAGS[*]}"
            start=$(date +%s)
            nice -n 5 swift build --package-path "$REPO" "${FLAGS[@]}"
            say "release build: $(( $(date +%s) - start )) s"
            built="$(swift build --package-path "$REPO" "${FLAGS[@]}" --show-bin-path)/vflgen"
            triple=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)
            # The toolchain prints e.g. x86_64-unknown-linux-gnu; SwiftPM matches variants by it.
            [ -n "$triple" ] || die "cannot read this machine's target triple"
            stripped="$SCRATCH/vflgen-$triple"
            # The release build carries debug information (85 MB; 59 MB stripped); users run, not debug, it.
            cp "$built" "$stripped"
            if command -v strip >/dev/null; then strip "$stripped"; fi
            check_linux_binary "$stripped"
            BINARIES=("$triple=$stripped" "${BINARIES[@]}")
            ;;
        Darwin)
            FLAGS=(-c release --product vflgen --arch arm64 --arch x86_64 --scratch-path "$SCRATCH")
            say "swift build ${FLAGS[*]}"
            nice -n 5 swift build --package-path "$REPO" "${FLAGS[@]}"
            built="$(swift build --package-path "$REPO" "${FLAGS[@]}" --show-bin-path)/vflgen"
            lipo -info "$built"
            # Kept beside the others' for the release workflow (the macOS job uploads it).
            universal="$SCRATCH/vflgen-universal-apple-macosx"
            cp "$built" "$universal"
            BINARIES=("arm64-apple-macosx,x86_64-apple-macosx=$universal" "${BINARIES[@]}")
            ;;
        *) die "cannot build on $(uname -s); pass --no-build and --binary" ;;
    esac
fi
[ "${#BINARIES[@]}" -gt 0 ] || die "nothing to bundle: --no-build without --binary"

BUNDLE="$OUTPUT/vflgen.artifactbundle"
ZIP="$OUTPUT/vflgen.artifactbundle.zip"
rm -rf "$BUNDLE" "$ZIP"
mkdir -p "$BUNDLE"
cp "$REPO/LICENSE" "$BUNDLE/LICENSE"
VARIANTS=""
SEEN=" "
for entry in "${BINARIES[@]}"; do
    triples="${entry%%=*}"
    binary="${entry#*=}"
    [ -n "$triples" ] && [ "$triples" != "$entry" ] || die "--binary '$entry' is not TRIPLE[,TRIPLE…]=PATH"
    [ -f "$binary" ] && [ -x "$binary" ] || die "$binary is not an executable file"
    json_triples=""
    for triple in ${triples//,/ }; do
        case "$SEEN" in *" $triple "*) die "two binaries for $triple" ;; esac
        SEEN="$SEEN$triple "
        json_triples="$json_triples${json_triples:+, }\"$triple\""
    done
    # One folder per variant, named after the platform: macos (universal) or the Linux triple.
    case "$triples" in *apple-macosx*) folder="vflgen-$VERSION-macos" ;; *) folder="vflgen-$VERSION-${triples%%,*}" ;; esac
    mkdir -p "$BUNDLE/$folder/bin"
    cp "$binary" "$BUNDLE/$folder/bin/vflgen"
    chmod 755 "$BUNDLE/$folder/bin/vflgen"
    VARIANTS="$VARIANTS${VARIANTS:+,}
        {
          \"path\": \"$folder/bin/vflgen\",
          \"supportedTriples\": [$json_triples]
        }"
done
cat >"$BUNDLE/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "vflgen": {
      "version": "$VERSION",
      "type": "executable",
      "variants": [$VARIANTS
      ]
    }
  }
}
JSON
python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$BUNDLE/info.json" || die "info.json is not valid JSON"

# A reproducible zip: entries sorted, timestamps fixed, modes 755 for executables and folders.
python3 - "$OUTPUT" vflgen.artifactbundle "$ZIP" <<'PYTHON'
import os, sys, zipfile
root, top, target = sys.argv[1], sys.argv[2], sys.argv[3]
paths = []
for folder, dirs, files in os.walk(os.path.join(root, top)):
    dirs.sort()
    rel = os.path.relpath(folder, root)
    paths.append((rel + "/", None))
    paths += [(os.path.join(rel, name), os.path.join(folder, name)) for name in sorted(files)]
with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for name, source in sorted(paths):
        info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
        info.create_system = 3  # Unix, so the modes below are read
        if source is None:
            info.external_attr = (0o40755 << 16) | 0x10
            archive.writestr(info, b"")
        else:
            mode = 0o755 if os.access(source, os.X_OK) else 0o644
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            with open(source, "rb") as handle:
                archive.writestr(info, handle.read())
PYTHON

CHECKSUM=$(cd "$REPO" && swift package compute-checksum "$ZIP")
say "bundle: ${BUNDLE#"$REPO/"} ($(du -sh "$BUNDLE" | cut -f1)), triples:$SEEN"
say "zip: ${ZIP#"$REPO/"} ($(du -h "$ZIP" | cut -f1))"
if [ "$INSTALL" -eq 1 ]; then
    cp "$ZIP" "$REPO/Distribution/vflgen.artifactbundle.zip"
    say "installed: Distribution/vflgen.artifactbundle.zip (the binary plugin package uses it; git-ignored)"
fi
echo "checksum: $CHECKSUM"
