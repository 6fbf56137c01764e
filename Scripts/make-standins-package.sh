#!/usr/bin/env bash
# Scripts/make-standins-package.sh DIR — writes, at DIR, a package `vflgen-standins` that offers
# the stand-in UIKit (product `VFLGenStandInUIKit`, Linux) from vflgen's own sources, linked in
# with symbolic links: LayoutModel, VFLSolver, VFLText, VFLEngine and Tests/StandIns/UIKit.
#
# For tests and benchmarks that build Examples/GrapevineApp on Linux with the binary plugin
# package (Distribution/): the app needs the stand-in UIKit, which the vflgen package offers,
# but SwiftPM refuses the vflgen package and vflgen-plugin in one package graph (both have a
# product named VFLGenPlugin). This package has no plugin and no `vflgen` tool, and builds the
# same five modules the vflgen package builds for the stand-in, with the same settings.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
DIR="${1:?usage: Scripts/make-standins-package.sh DIR}"
rm -rf "$DIR"
mkdir -p "$DIR/Sources"
for module in LayoutModel VFLSolver VFLText VFLEngine; do
    ln -s "$REPO/Sources/$module" "$DIR/Sources/$module"
done
ln -s "$REPO/Tests/StandIns/UIKit" "$DIR/Sources/UIKit"
cat >"$DIR/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
// Written by vflgen's Scripts/make-standins-package.sh: the stand-in UIKit alone (see there).
import PackageDescription

let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "vflgen-standins",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [.library(name: "VFLGenStandInUIKit", targets: ["UIKit"])],
    targets: [
        .target(
            name: "LayoutModel",
            swiftSettings: swiftSettings,
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "VFLSolver", swiftSettings: swiftSettings),
        .target(name: "VFLText", swiftSettings: swiftSettings),
        .target(name: "VFLEngine", dependencies: ["LayoutModel", "VFLSolver", "VFLText"], swiftSettings: swiftSettings),
        .target(name: "UIKit", dependencies: ["VFLEngine"], swiftSettings: swiftSettings),
    ]
)
MANIFEST
