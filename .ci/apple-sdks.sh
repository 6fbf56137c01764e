#!/usr/bin/env bash
# Compiles the generated code of every example with the real Apple SDKs (used by
# .github/workflows/macos.yml; needs macOS with Xcode). It has not run yet: see CONTRIBUTING.md.
#
#   .ci/apple-sdks.sh generate                    generate every example into .build/apple-sdks/
#   .ci/apple-sdks.sh compile SDK TARGET KIND     type-check one kind (uikit, appkit, both) for one
#                                                 SDK and target triple, warnings as errors
#   .ci/apple-sdks.sh package                     build a multi-platform package of the generated
#                                                 files for iOS, tvOS, watchOS, visionOS, macOS and
#                                                 Mac Catalyst with xcodebuild
#
# Examples/Layouts is generated for UIKit, AppKit and both (but the UIKit-only examples that
# Examples/Layouts/uikit-only.txt lists, for UIKit only); Examples/GrapevineApp for UIKit only
# (its Welcome.vfl names UIPageControl, which AppKit lacks). The two sets define layouts with the
# same names, so each is compiled as its own module.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build/apple-sdks"

generate() {
  rm -rf "$out"
  local vflgen="${VFLGEN:-}"   # a vflgen already built, or build one
  if [[ -z "$vflgen" ]]; then
    swift build --product vflgen
    vflgen="$root/.build/debug/vflgen"
  fi
  # The UIKit-only examples (Examples/Layouts/uikit-only.txt: a scroll view's guides, which
  # AppKit rejects) are generated for UIKit, and into "both" as UIKit code (#if canImport(UIKit)).
  local uikit_only=() every=() file
  mapfile -t uikit_only < <(grep -v '^#' "$root/Examples/Layouts/uikit-only.txt" | grep .)
  for file in "$root"/Examples/Layouts/*.vfl; do
    if printf '%s\n' "${uikit_only[@]}" | grep -qxF "$(basename "$file")"; then continue; fi
    every+=("$file")
  done
  for kind in uikit appkit both; do
    mkdir -p "$out/layouts/$kind"
    "$vflgen" generate "${every[@]}" --output "$out/layouts/$kind" --platform "$kind" --check off
    if [[ $kind != appkit ]]; then
      for file in "${uikit_only[@]}"; do
        "$vflgen" generate "$root/Examples/Layouts/$file" --output "$out/layouts/$kind" --platform uikit --check off
      done
    fi
  done
  # Two Header.vfl files in different folders: one output folder per input folder.
  mkdir -p "$out/grapevine/uikit"
  find "$root/Examples/GrapevineApp/Sources" -name '*.vfl' | sort | while read -r file; do
    local folder
    folder="$out/grapevine/uikit/$(basename "$(dirname "$file")")"
    mkdir -p "$folder"
    "$vflgen" generate "$file" --output "$folder" --platform uikit --check off
  done
  find "$out" -name '*.swift' | sort
}

compile() {
  local sdk="$1" target="$2" kind="$3"
  local sdk_path
  sdk_path="$(xcrun --show-sdk-path --sdk "$sdk")"
  local extra=()
  if [[ "$target" == *-macabi ]]; then
    extra=(-Fsystem "$sdk_path/System/iOSSupport/System/Library/Frameworks" -I "$sdk_path/System/iOSSupport/usr/lib/swift")
  fi
  local sets=("layouts/$kind")
  [[ "$kind" == uikit ]] && sets+=("grapevine/uikit")
  for set in "${sets[@]}"; do
    local files=()
    while IFS= read -r file; do files+=("$file"); done < <(find "$out/$set" -name '*.swift' | sort)
    echo "== $sdk $target $set: ${#files[@]} files"
    xcrun --sdk "$sdk" swiftc -typecheck -swift-version 6 -warnings-as-errors \
      -target "$target" -sdk "$sdk_path" ${extra[@]+"${extra[@]}"} -module-name Generated "${files[@]}"
  done
}

package() {
  local package="$out/package"
  rm -rf "$package"
  mkdir -p "$package/Sources/GeneratedLayouts" "$package/Sources/GeneratedGrapevine"
  cp "$out"/layouts/both/*.swift "$package/Sources/GeneratedLayouts/"
  find "$out/grapevine/uikit" -name '*.swift' | while read -r file; do
    cp "$file" "$package/Sources/GeneratedGrapevine/$(basename "$(dirname "$file")")-$(basename "$file")"
  done
  # No `platforms`: SwiftPM's default deployment targets (iOS 12, macOS 10.13, tvOS 12, watchOS 4, visionOS 1).
  cat > "$package/Package.swift" <<'MANIFEST'
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "GeneratedExamples",
    products: [.library(name: "GeneratedExamples", targets: ["GeneratedLayouts", "GeneratedGrapevine"])],
    targets: [
        .target(name: "GeneratedLayouts", swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
        .target(name: "GeneratedGrapevine", swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
    ]
)
MANIFEST
  cd "$package"
  local destinations=(
    "generic/platform=iOS Simulator"
    "generic/platform=tvOS Simulator"
    "generic/platform=watchOS Simulator"
    "generic/platform=macOS"
    "generic/platform=macOS,variant=Mac Catalyst"
  )
  if xcodebuild -showsdks | grep -q xrsimulator; then destinations+=("generic/platform=visionOS Simulator"); fi
  for destination in "${destinations[@]}"; do
    echo "== $destination"
    xcodebuild build -scheme GeneratedExamples -destination "$destination" -quiet
  done
}

case "${1:-}" in
  generate) generate ;;
  compile) shift; compile "$@" ;;
  package) package ;;
  *) echo "usage: $0 generate | compile SDK TARGET KIND | package" >&2; exit 64 ;;
esac
