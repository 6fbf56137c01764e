// swift-tools-version: 6.0
//
// vflgen — compiles Auto Layout's Visual Format Language into typed anchor code at build time.
//
// The pipeline is split into modules whose dependencies point one way:
//
//   LayoutModel  ←  VFLLanguage   (lex → parse → resolve → lower)
//        ↑      ←  VFLRendering  (render context → templates → Swift source)
//        ↑      ←  VFLEngine  ←  VFLSolver (Cassowary simplex)
//        ↑      ←  VFLPreview  ←  VFLEngine (SVG pictures and the HTML gallery)
//        ↑      ←  VFLLanguageServer  ←  VFLLanguage, VFLRendering (`vflgen lsp`: LSP over stdio;
//                                      the check is handed to it by VFLGenCLI)
//   VFLText (the text model: Dynamic Type fonts, glyph widths, line breaking; no dependencies)
//   VFLGenCLI (the `vflgen` commands) depends on all of them; `vflgen` is a thin executable,
//   and the plugins run it.
//
// Tests only: TestRandom (the randomized tests' one deterministic generator) and
// GeneratedCodeTestSupport (with the UIKit/AppKit stand-ins) are test-support targets.
// Benchmarks (executables that print figures) depend on the modules they measure;
// BenchmarkLayouts (layouts; random ones from TestRandom's generator) is shared by
// vflgen-bench-check, the CI guard and VFLGenCLITests.
//
// No package dependencies: only the toolchain's Foundation, XCTest and Swift Testing.

import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

var products: [Product] = [
    .executable(name: "vflgen", targets: ["vflgen"]),
    .plugin(name: "VFLGenPlugin", targets: ["VFLGenPlugin"]),
    .plugin(name: "GenerateVFLCode", targets: ["GenerateVFLCode"]),
    .plugin(name: "LintVFL", targets: ["LintVFL"]),
]

var targets: [Target] = [
    // MARK: Pipeline
    .target(
        name: "LayoutModel",
        swiftSettings: swiftSettings,
        // Number formatting uses libm's rounding; Linux executables without Foundation need it named.
        linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(name: "VFLLanguage", dependencies: ["LayoutModel"], swiftSettings: swiftSettings),
    .target(name: "VFLRendering", dependencies: ["LayoutModel"], swiftSettings: swiftSettings),
    .target(name: "VFLSolver", swiftSettings: swiftSettings),
    // The text model: Dynamic Type table, system-font widths, line breaking (docs/Text.md).
    .target(name: "VFLText", swiftSettings: swiftSettings),
    .target(name: "VFLEngine", dependencies: ["LayoutModel", "VFLSolver"], swiftSettings: swiftSettings),
    .target(name: "VFLPreview", dependencies: ["LayoutModel", "VFLEngine"], swiftSettings: swiftSettings),
    // Finds VFL strings in Swift/Objective-C sources, checks them, plans their migration (vflgen lint/migrate).
    .target(name: "VFLLint", dependencies: ["LayoutModel", "VFLLanguage"], swiftSettings: swiftSettings),
    // The language server (`vflgen lsp`): JSON-RPC and LSP features over the compiler.
    .target(name: "VFLLanguageServer", dependencies: ["LayoutModel", "VFLLanguage", "VFLRendering"], swiftSettings: swiftSettings),
    .target(
        name: "VFLGenCLI",
        dependencies: ["LayoutModel", "VFLLanguage", "VFLRendering", "VFLEngine", "VFLPreview", "VFLLint", "VFLLanguageServer"],
        swiftSettings: swiftSettings
    ),
    .executableTarget(name: "vflgen", dependencies: ["VFLGenCLI"], swiftSettings: swiftSettings),

    // MARK: Plugins
    .plugin(
        name: "VFLGenPlugin",
        capability: .buildTool(),
        dependencies: ["vflgen"]
    ),
    .plugin(
        name: "GenerateVFLCode",
        capability: .command(
            intent: .custom(verb: "generate-vfl-code", description: "Writes the Swift code generated from .vfl files into the package"),
            permissions: [.writeToPackageDirectory(reason: "Writes generated layout code next to the .vfl files")]
        ),
        dependencies: ["vflgen"]
    ),

    .plugin(
        name: "LintVFL",
        capability: .command(
            intent: .custom(verb: "lint-vfl", description: "Checks the VFL strings in the package's Swift and Objective-C sources (vflgen lint)")
        ),
        dependencies: ["vflgen"]
    ),

    // MARK: Benchmarks (executables that print figures; see README "Benchmarks")
    .executableTarget(
        name: "vflgen-bench-frontend",
        dependencies: ["VFLLanguage", "LayoutModel"],
        path: "Benchmarks/FrontEnd",
        swiftSettings: swiftSettings
    ),
    .executableTarget(
        name: "vflgen-bench-generate",
        dependencies: ["VFLGenCLI", "VFLLanguage", "VFLRendering", "LayoutModel"],
        path: "Benchmarks/Generate",
        swiftSettings: swiftSettings
    ),
    // The layouts the check's growth is measured (and guarded, and tested) on.
    .target(name: "BenchmarkLayouts", dependencies: ["TestRandom"], path: "Benchmarks/Layouts", swiftSettings: swiftSettings),
    .executableTarget(
        name: "vflgen-bench-check",
        dependencies: ["VFLGenCLI", "VFLLanguage", "VFLEngine", "LayoutModel", "BenchmarkLayouts"],
        path: "Benchmarks/Check",
        swiftSettings: swiftSettings
    ),
    .executableTarget(
        name: "vflgen-bench-preview",
        dependencies: ["VFLGenCLI", "VFLPreview", "VFLLanguage", "VFLEngine", "LayoutModel"],
        path: "Benchmarks/Preview",
        swiftSettings: swiftSettings
    ),
    .executableTarget(
        name: "vflgen-bench-lint",
        dependencies: ["VFLLint", "LayoutModel"],
        path: "Benchmarks/Lint",
        swiftSettings: swiftSettings
    ),
    .executableTarget(
        name: "vflgen-bench-lsp",
        dependencies: ["VFLGenCLI", "VFLLanguageServer"],
        path: "Benchmarks/LanguageServer",
        swiftSettings: swiftSettings
    ),
    .executableTarget(
        name: "vflgen-bench-text",
        dependencies: ["VFLText"],
        path: "Benchmarks/Text",
        swiftSettings: swiftSettings
    ),
    // Prints the text model's figures for the macOS calibration job (docs/Text.md, "Calibration").
    .executableTarget(
        name: "vflgen-text-calibrate",
        dependencies: ["VFLText"],
        path: "Benchmarks/TextCalibration",
        swiftSettings: swiftSettings
    ),
    .executableTarget(
        name: "vflgen-bench-solver",
        dependencies: ["VFLSolver"],
        path: "Benchmarks/Solver",
        swiftSettings: swiftSettings
    ),

    // MARK: Tests
    // The randomized tests' one deterministic generator (SplitMix64).
    .target(name: "TestRandom", path: "Tests/TestRandom", swiftSettings: swiftSettings),
    .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "TestRandom"], swiftSettings: swiftSettings),
    .testTarget(name: "VFLLanguageTests", dependencies: ["VFLLanguage", "LayoutModel", "TestRandom"], swiftSettings: swiftSettings),
    .testTarget(
        name: "VFLRenderingTests",
        dependencies: ["VFLRendering", "VFLLanguage", "LayoutModel", "TestRandom"],
        exclude: ["Goldens"],  // reviewed generated Swift, compared and type-checked by the tests, not built
        swiftSettings: swiftSettings
    ),
    .testTarget(name: "VFLSolverTests", dependencies: ["VFLSolver", "TestRandom"], swiftSettings: swiftSettings),
    .testTarget(name: "VFLTextTests", dependencies: ["VFLText", "TestRandom"], swiftSettings: swiftSettings),
    .testTarget(name: "VFLEngineTests", dependencies: ["VFLEngine", "LayoutModel", "TestRandom"], swiftSettings: swiftSettings),
    .testTarget(
        name: "VFLPreviewTests",
        dependencies: ["VFLPreview", "VFLGenCLI", "vflgen", "VFLLanguage", "VFLEngine", "LayoutModel"],
        exclude: ["Browser/png_pixels.py"],  // run by the real-browser test
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "VFLGenCLITests",
        dependencies: ["VFLGenCLI", "vflgen", "LayoutModel", "VFLLanguage", "VFLRendering", "VFLEngine", "BenchmarkLayouts"],
        exclude: ["Fixtures"],  // golden .vfl → constraints → .swift files, read by the tests, not built
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "VFLLanguageServerTests",
        dependencies: ["VFLLanguageServer", "VFLGenCLI", "vflgen", "VFLLanguage", "LayoutModel", "TestRandom"],
        exclude: ["Clients"],  // the pytest-lsp and Neovim clients, run by LanguageServerClientTests
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "VFLLintTests",
        dependencies: ["VFLLint", "VFLGenCLI", "VFLLanguage", "LayoutModel", "TestRandom"],
        exclude: ["Fixtures"],  // Swift/Objective-C sources typed from the tutorials, and their reviewed lint/migrate output
        swiftSettings: swiftSettings
    ),
    // The plugins' planning code (Plugins/VFLGenPlugin/Shared, linked in as PluginShared; plugins
    // cannot be imported), checked against the generator it plans for.
    .testTarget(name: "VFLGenPluginTests", dependencies: ["VFLGenCLI"], swiftSettings: swiftSettings),
]

// MARK: Stand-in UIKit and AppKit (Linux only)
//
// UIKit and AppKit exist only on Apple platforms. On Linux, tests and the example app compile
// generated code against stand-in modules with Apple's exact public signatures. They are
// declared only where the real frameworks cannot exist, so they never shadow them.
#if os(Linux)
products += [
    .library(name: "VFLGenStandInUIKit", targets: ["UIKit"]),
    .library(name: "VFLGenStandInAppKit", targets: ["AppKit"]),
]
targets += [
    .target(name: "UIKit", dependencies: ["VFLEngine"], path: "Tests/StandIns/UIKit", swiftSettings: swiftSettings),
    .target(name: "AppKit", dependencies: ["VFLEngine"], path: "Tests/StandIns/AppKit", swiftSettings: swiftSettings),
]
// Generated code for Examples/Layouts, committed under each target's Generated/ (a test fails when
// it drifts from `vflgen generate`), run against the engine-backed stand-ins; frames are compared
// with `vflgen frames`. One target per platform: both declare the same layout types.
targets += [
    // `vflgen frames`/`generate` run in-process, shared by the two runtime test targets.
    .target(
        name: "GeneratedCodeTestSupport",
        dependencies: ["VFLGenCLI", "VFLLanguage", "LayoutModel"],
        path: "Tests/GeneratedCodeTestSupport",
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "GeneratedCodeRuntimeTests",
        dependencies: ["GeneratedCodeTestSupport", "UIKit", "VFLGenCLI", "VFLLanguage", "VFLRendering", "VFLEngine", "LayoutModel"],
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "GeneratedCodeRuntimeAppKitTests",
        dependencies: ["GeneratedCodeTestSupport", "AppKit", "VFLGenCLI", "VFLLanguage", "VFLEngine", "LayoutModel"],
        swiftSettings: swiftSettings
    ),
]
// The compile tests (VFLRenderingTests) type-check generated code against the stand-ins' built modules.
for target in targets where target.name == "VFLRenderingTests" {
    target.dependencies += ["UIKit", "AppKit"]
}
#endif

let package = Package(
    name: "vflgen",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: products,
    targets: targets
)
