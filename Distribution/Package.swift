// swift-tools-version: 6.0
//
// vflgen-plugin — vflgen's plugins running a prebuilt, optimised `vflgen` (an artifact bundle)
// instead of building vflgen from source in every client's first build.
//
// The same three plugins as the vflgen package, with the same names, so switching is changing
// `package: "vflgen"` to `package: "vflgen-plugin"` (use one of the two packages: SwiftPM refuses
// two products of one name in a package graph). Their sources are vflgen's own: Plugins/*/ here
// hold ../Plugins/* flattened into one file per plugin by Scripts/flatten-plugin-sources.sh
// (SwiftPM compiles every plugin in every client's first build, one compiler process per
// file; a test keeps the files equal to the script's output). Only the tool differs: the
// binary target `VFLGenBinary`, whose artifact is named `vflgen`, so
// `context.tool(named: "vflgen")` finds it as it finds the source-built tool.
//
// The bundle comes from, in this order:
//   1. vflgen.artifactbundle.zip next to this file, made by Scripts/build-artifactbundle.sh
//      (git-ignored: a checkout, CI and the e2e test use it);
//   2. the release below, written by .github/workflows/release.yml when it publishes this
//      package (a checkout of vflgen itself has none).
// With neither, SwiftPM stops with "… does not contain a binary artifact": run
// Scripts/build-artifactbundle.sh, or depend on a published release.

import Foundation
import PackageDescription

/// The published bundle: its URL and `swift package compute-checksum`. Written by the release
/// workflow; nil in a checkout of vflgen.
let release: (url: String, checksum: String)? = nil

let localBundle = "vflgen.artifactbundle.zip"
let hasLocalBundle = FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + localBundle)

let binary: Target = if let release, !hasLocalBundle {
    .binaryTarget(name: "VFLGenBinary", url: release.url, checksum: release.checksum)
} else {
    .binaryTarget(name: "VFLGenBinary", path: localBundle)
}

// The plugin declarations are the vflgen package's (.ci/e2e-plugin.sh compares the two
// manifests' plugin targets); only the dependency differs.
let package = Package(
    name: "vflgen-plugin",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .plugin(name: "VFLGenPlugin", targets: ["VFLGenPlugin"]),
        .plugin(name: "GenerateVFLCode", targets: ["GenerateVFLCode"]),
        .plugin(name: "LintVFL", targets: ["LintVFL"]),
    ],
    targets: [
        binary,
        .plugin(
            name: "VFLGenPlugin",
            capability: .buildTool(),
            dependencies: ["VFLGenBinary"]
        ),
        .plugin(
            name: "GenerateVFLCode",
            capability: .command(
                intent: .custom(verb: "generate-vfl-code", description: "Writes the Swift code generated from .vfl files into the package"),
                permissions: [.writeToPackageDirectory(reason: "Writes generated layout code next to the .vfl files")]
            ),
            dependencies: ["VFLGenBinary"]
        ),
        .plugin(
            name: "LintVFL",
            capability: .command(
                intent: .custom(verb: "lint-vfl", description: "Checks the VFL strings in the package's Swift and Objective-C sources (vflgen lint)")
            ),
            dependencies: ["VFLGenBinary"]
        ),
    ]
)
