// LintVFL.swift, flattened by Scripts/flatten-plugin-sources.sh from Plugins/LintVFL: edit those files
// and run the script (a test fails when this file differs from its output). One file because
// SwiftPM compiles each file of a plugin in a compiler process of its own, in every client's
// first build (docs/Plugin.md, "What the plugins cost a build").

// MARK: - Plugins/LintVFL/LintVFL.swift

import Foundation
import PackagePlugin

/// The command plugin `swift package lint-vfl`: runs `vflgen lint` over the Swift and
/// Objective-C sources of the package's targets (or of the `--target`s named) and fails when
/// a VFL string would crash or fail at run time. Changes nothing.
///
///     swift package lint-vfl [--target NAME]... [--format json]
@main
struct LintVFL: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = extractor.extractOption(named: "target")
        let format = extractor.extractOption(named: "format").last
        let targets = requested.isEmpty ? context.package.targets : try context.package.targets(named: requested)
        let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles.map(\.url).filter { ["swift", "m", "mm"].contains($0.pathExtension) }
        }
        guard !files.isEmpty else {
            Diagnostics.error("lint-vfl: no Swift or Objective-C sources to lint")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "vflgen").url
        process.arguments = ["lint"] + files.map { $0.path(percentEncoded: false) } + (format.map { ["--format", $0] } ?? []) + extractor.remainingArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("lint-vfl: vflgen lint found errors (exit status \(process.terminationStatus))")
        }
    }
}
