// swift-tools-version: 6.0
//
// vflgen — compiles Auto Layout's Visual Format Language into typed anchor code at build time.
//
// The module graph, drawn once: every target, `←` what it depends on, then what it is. The
// pipeline's dependencies point one way (language → layout model → rendering → engine → check →
// preview → CLI, plugins, language server). ModuleGraphTests compares these lines with the
// manifest below, so a new target needs its line here; README and CONTRIBUTING.md point here.
//
// Pipeline:
//   LayoutModel                      ← —                         constraint vocabulary, source ranges, diagnostics
//   VFLText                          ← —                         text model: Dynamic Type fonts, glyph widths, line breaking
//   VFLLanguage                      ← LayoutModel, VFLText      lex → parse → resolve → lower
//   VFLRendering                     ← LayoutModel               render context → templates → Swift source
//   VFLSolver                        ← —                         Cassowary simplex
//   VFLEngine                        ← LayoutModel, VFLSolver, VFLText
//                                                                Auto Layout engine; Analysis and Devices behind `check`;
//                                                                Content: sizes from sample content
//   VFLPreview                       ← LayoutModel, VFLEngine, VFLText
//                                                                SVG pictures and the HTML gallery
//   VFLLint                          ← LayoutModel, VFLLanguage  VFL strings in Swift/Objective-C: lint and migrate
//   VFLCheck                         ← LayoutModel, VFLLanguage, VFLEngine, VFLRendering
//                                                                `vflgen check` as a library: findings, their fixes
//                                                                as data and as edits, each proved before it is offered
//   VFLLanguageServer                ← LayoutModel, VFLText, VFLLanguage, VFLRendering, VFLEngine, VFLCheck
//                                                                `vflgen lsp`: LSP over stdio (VFLGenCLI hands it
//                                                                each document's vflgen.json settings)
//   VFLGenCLI                        ← LayoutModel, VFLText, VFLLanguage, VFLRendering, VFLEngine, VFLCheck, VFLPreview, VFLLint, VFLLanguageServer
//                                                                the `vflgen` commands
//   vflgen                           ← VFLGenCLI                 the thin executable
//
// Plugins (they run the executable):
//   VFLGenPlugin                     ← vflgen                    build tool: .vfl → generated Swift
//   GenerateVFLCode                  ← vflgen                    command: writes the generated code into the package
//   LintVFL                          ← vflgen                    command: `vflgen lint` over the package's sources
//
// Benchmarks (executables that print figures; BenchmarkLayouts is shared with the CI guard and
// VFLGenCLITests):
//   BenchmarkLayouts                 ← TestRandom                layouts; random rich ones from the tests' generator
//   vflgen-bench-frontend            ← VFLLanguage, LayoutModel
//   vflgen-bench-generate            ← VFLGenCLI, VFLLanguage, VFLRendering, LayoutModel
//   vflgen-bench-check               ← VFLGenCLI, VFLLanguage, VFLEngine, LayoutModel, BenchmarkLayouts, VFLCheck, VFLText
//   vflgen-bench-preview             ← VFLGenCLI, VFLPreview, VFLLanguage, VFLEngine, LayoutModel
//   vflgen-bench-lint                ← VFLLint, LayoutModel
//   vflgen-bench-lsp                 ← VFLGenCLI, VFLLanguageServer, VFLLanguage, VFLEngine, VFLCheck, LayoutModel
//   vflgen-bench-solver              ← VFLSolver
//   vflgen-bench-text                ← VFLText
//   vflgen-text-calibrate            ← VFLText                   the text model's figures for the macOS calibration job
//
// Tests (TestRandom: the randomized tests' one deterministic generator):
//   TestRandom                       ← —
//   LayoutModelTests                 ← LayoutModel, TestRandom
//   VFLLanguageTests                 ← VFLLanguage, LayoutModel, TestRandom
//   VFLRenderingTests                ← VFLRendering, VFLLanguage, LayoutModel, TestRandom, UIKit, AppKit
//   VFLSolverTests                   ← VFLSolver, TestRandom
//   VFLTextTests                     ← VFLText, TestRandom
//   VFLEngineTests                   ← VFLEngine, LayoutModel, VFLText, TestRandom
//   VFLCheckTests                    ← VFLCheck, VFLLanguage, VFLEngine, LayoutModel, TestRandom
//   VFLPreviewTests                  ← VFLPreview, VFLGenCLI, vflgen, VFLLanguage, VFLEngine, LayoutModel, VFLCheck, TestRandom
//   VFLGenCLITests                   ← VFLGenCLI, vflgen, LayoutModel, VFLLanguage, VFLRendering, VFLEngine, VFLText, BenchmarkLayouts, VFLCheck
//   VFLLanguageServerTests           ← VFLLanguageServer, VFLGenCLI, vflgen, VFLLanguage, LayoutModel, TestRandom, VFLCheck, VFLEngine
//   VFLLintTests                     ← VFLLint, VFLGenCLI, VFLLanguage, LayoutModel, TestRandom
//   VFLGenPluginTests                ← VFLGenCLI
//   VFLTextTests                     ← VFLText, TestRandom
//
// Linux only (UIKit and AppKit stand-ins with Apple's signatures, the generated example code run
// against them; VFLRenderingTests' UIKit and AppKit dependencies are Linux only too):
//   UIKit                            ← VFLEngine, VFLText            (UILabel measures its text with the text model)
//   AppKit                           ← VFLEngine
//   GeneratedCodeTestSupport         ← VFLGenCLI, VFLLanguage, LayoutModel, VFLEngine
//   GeneratedCodeRuntimeTests        ← GeneratedCodeTestSupport, UIKit, VFLGenCLI, VFLLanguage, VFLRendering, VFLEngine, LayoutModel
//   GeneratedCodeRuntimeAppKitTests  ← GeneratedCodeTestSupport, AppKit, VFLGenCLI, VFLLanguage, VFLEngine, LayoutModel
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
    // The text model: Dynamic Type table, system-font widths, line breaking (docs/Text.md).
    .target(name: "VFLText", swiftSettings: swiftSettings),
    .target(name: "VFLLanguage", dependencies: ["LayoutModel", "VFLText"], swiftSettings: swiftSettings),
    .target(name: "VFLRendering", dependencies: ["LayoutModel"], swiftSettings: swiftSettings),
    .target(name: "VFLSolver", swiftSettings: swiftSettings),
    .target(name: "VFLEngine", dependencies: ["LayoutModel", "VFLSolver", "VFLText"], swiftSettings: swiftSettings),
    .target(name: "VFLPreview", dependencies: ["LayoutModel", "VFLEngine", "VFLText"], swiftSettings: swiftSettings),
    // The layout check (`vflgen check`, the plugin's check, the editor's findings and quick fixes).
    .target(name: "VFLCheck", dependencies: ["LayoutModel", "VFLLanguage", "VFLEngine", "VFLRendering"], swiftSettings: swiftSettings),
    // Finds VFL strings in Swift/Objective-C sources, checks them, plans their migration (vflgen lint/migrate).
    .target(name: "VFLLint", dependencies: ["LayoutModel", "VFLLanguage"], swiftSettings: swiftSettings),
    // The language server (`vflgen lsp`): JSON-RPC and LSP features over the compiler and the check.
    .target(name: "VFLLanguageServer", dependencies: ["LayoutModel", "VFLText", "VFLLanguage", "VFLRendering", "VFLEngine", "VFLCheck"], swiftSettings: swiftSettings),
    .target(
        name: "VFLGenCLI",
        dependencies: ["LayoutModel", "VFLText", "VFLLanguage", "VFLRendering", "VFLEngine", "VFLCheck", "VFLPreview", "VFLLint", "VFLLanguageServer"],
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
        dependencies: ["VFLGenCLI", "VFLLanguage", "VFLEngine", "LayoutModel", "BenchmarkLayouts", "VFLCheck", "VFLText"],
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
        dependencies: ["VFLGenCLI", "VFLLanguageServer", "VFLLanguage", "VFLEngine", "VFLCheck", "LayoutModel"],
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
    .testTarget(name: "VFLEngineTests", dependencies: ["VFLEngine", "LayoutModel", "VFLText", "TestRandom"], swiftSettings: swiftSettings),
    .testTarget(
        name: "VFLCheckTests",
        dependencies: ["VFLCheck", "VFLLanguage", "VFLEngine", "LayoutModel", "TestRandom"],
        exclude: ["Fixtures"],  // layouts whose findings' fixes are applied by the tests
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "VFLPreviewTests",
        dependencies: ["VFLPreview", "VFLGenCLI", "vflgen", "VFLLanguage", "VFLEngine", "LayoutModel", "VFLCheck", "TestRandom"],
        exclude: ["Browser/png_pixels.py"],  // run by the real-browser test
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "VFLGenCLITests",
        dependencies: ["VFLGenCLI", "vflgen", "LayoutModel", "VFLLanguage", "VFLRendering", "VFLEngine", "VFLText", "BenchmarkLayouts", "VFLCheck"],
        exclude: ["Fixtures"],  // golden .vfl → constraints → .swift files, read by the tests, not built
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "VFLLanguageServerTests",
        dependencies: ["VFLLanguageServer", "VFLGenCLI", "vflgen", "VFLLanguage", "LayoutModel", "TestRandom", "VFLCheck", "VFLEngine"],
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
    .target(name: "UIKit", dependencies: ["VFLEngine", "VFLText"], path: "Tests/StandIns/UIKit", swiftSettings: swiftSettings),
    .target(name: "AppKit", dependencies: ["VFLEngine"], path: "Tests/StandIns/AppKit", swiftSettings: swiftSettings),
]
// Generated code for Examples/Layouts, committed under each target's Generated/ (a test fails when
// it drifts from `vflgen generate`), run against the engine-backed stand-ins; frames are compared
// with `vflgen frames`. One target per platform: both declare the same layout types.
targets += [
    // `vflgen frames`/`generate` run in-process, shared by the two runtime test targets.
    .target(
        name: "GeneratedCodeTestSupport",
        dependencies: ["VFLGenCLI", "VFLLanguage", "LayoutModel", "VFLEngine"],
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
