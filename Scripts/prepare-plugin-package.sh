#!/usr/bin/env bash
# Scripts/prepare-plugin-package.sh DIR URL CHECKSUM — writes, at DIR, the binary plugin package
# as it is published (issue 40): Distribution/Package.swift with the release's bundle URL and
# checksum written in, and its plugin sources (Distribution/Plugins/*, the flattened copies of
# Plugins/ that Scripts/flatten-plugin-sources.sh writes).
#
# SwiftPM resolves a package only at the root of a repository, so the release workflow
# (.github/workflows/release.yml) pushes DIR to the plugin package's own repository, tagged
# with the release's version. URL is where the release serves vflgen.artifactbundle.zip;
# CHECKSUM is `swift package compute-checksum` of that file (Scripts/build-artifactbundle.sh
# prints it).
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
die() { printf 'prepare-plugin-package: error: %s\n' "$*" >&2; exit 1; }
[ $# -eq 3 ] || die "usage: Scripts/prepare-plugin-package.sh DIR URL CHECKSUM"
DIR="$1" URL="$2" CHECKSUM="$3"
[[ "$URL" =~ ^https://[^\"\\[:space:]]+\.zip$ ]] || die "the URL must be an https:// address of a .zip: $URL"
[[ "$CHECKSUM" =~ ^[0-9a-f]{64}$ ]] || die "the checksum must be 64 lowercase hex digits (swift package compute-checksum): $CHECKSUM"

rm -rf "$DIR"
mkdir -p "$DIR"
# -L: files, not links, whatever a checkout holds.
cp -RL "$REPO/Distribution/Package.swift" "$REPO/Distribution/Plugins" "$REPO/LICENSE" "$DIR/"
python3 - "$DIR/Package.swift" "$URL" "$CHECKSUM" <<'PYTHON'
import sys
path, url, checksum = sys.argv[1:]
text = open(path).read()
unset = "let release: (url: String, checksum: String)? = nil\n"
if text.count(unset) != 1:
    sys.exit(f"prepare-plugin-package: error: {path} does not declare the release once as: {unset.strip()}")
text = text.replace(unset, f'let release: (url: String, checksum: String)? = (\n    url: "{url}",\n    checksum: "{checksum}"\n)\n')
open(path, "w").write(text)
PYTHON
cat >"$DIR/README.md" <<README
# vflgen-plugin

The build-tool plugin \`VFLGenPlugin\` and the command plugins \`generate-vfl-code\` and \`lint-vfl\` of
[vflgen](https://github.com/${GITHUB_REPOSITORY:-<owner>/vflgen}), running a prebuilt, optimised \`vflgen\`
(macOS universal, Linux x86_64 and aarch64) instead of building it from source in your first build.
Published from vflgen's \`Distribution/\` by its release workflow; see vflgen's docs/Plugin.md.

\`\`\`swift
.package(url: "https://github.com/${PLUGIN_REPOSITORY:-<owner>/vflgen-plugin}.git", from: "$(sed -n 's/.*public static let version = "\(.*\)"/\1/p' "$REPO/Sources/VFLGenCLI/Tool/VFLGenTool.swift")"),
// in the target:
plugins: [.plugin(name: "VFLGenPlugin", package: "vflgen-plugin")]
\`\`\`
README
[ -z "$(find "$DIR" -type l)" ] || die "links left in $DIR: $(find "$DIR" -type l | head -3)"
printf 'prepare-plugin-package: %s: Package.swift downloads %s (checksum %s)\n' "$DIR" "$URL" "$CHECKSUM"
