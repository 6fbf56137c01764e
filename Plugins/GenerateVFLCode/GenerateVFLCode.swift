import Foundation
import PackagePlugin

/// The command plugin (`swift package generate-vfl-code`): writes the Swift generated from each
/// `.vfl` file into the package, next to the layout, for people who commit generated code
/// instead of using the build-tool plugin.
///
///     swift package --allow-writing-to-package-directory generate-vfl-code [--target NAME]...
///
/// Without `--target`, every Swift target that holds `.vfl` files is processed.
@main
struct GenerateVFLCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = extractor.extractOption(named: "target")
        if let unknown = extractor.remainingArguments.first {
            throw PluginFailure.badArgument(unknown)
        }
        let tool = try context.tool(named: "vflgen")

        var targets: [any Target] = context.package.targets
        if !requested.isEmpty {
            let missing = requested.filter { name in !context.package.targets.contains { $0.name == name } }
            guard missing.isEmpty else { throw PluginFailure.unknownTargets(missing) }
            targets = try context.package.targets(named: requested)
        }

        var emptyRequested: [String] = []
        for target in targets {
            guard let swiftTarget = target as? SwiftSourceModuleTarget else {
                if requested.contains(target.name) {
                    throw PluginFailure.notASourceTarget(targetName: target.name, kind: "non-Swift")
                }
                continue
            }
            let inputs = try LayoutInputs(files: swiftTarget.sourceFiles.map(\.url), targetName: target.name)
            if inputs.layouts.isEmpty {
                if requested.contains(target.name) { emptyRequested.append(target.name) }
                continue
            }
            guard Preflight.report(inputs) else {
                throw PluginFailure.generatorFailed(targetName: target.name, status: 1)
            }
            try generate(inputs, targetName: target.name, tool: tool, packageDirectory: context.package.directoryURL)
        }
        guard emptyRequested.isEmpty else { throw PluginFailure.noLayouts(targetNames: emptyRequested) }
    }

    /// Runs `vflgen generate --beside-inputs` once for the target's layouts, writing
    /// `X+VFL.swift` next to each `X.vfl` (names made unique across the target the same way the
    /// build-tool plugin does). One run sees every layout, so a layout name defined in two
    /// files is reported (`duplicate-layout`) and nothing is written. `--source-root` makes the
    /// `#sourceLocation` directives name each layout relative to the package directory, so
    /// committed files are the same on every machine.
    func generate(_ inputs: LayoutInputs, targetName: String, tool: PluginContext.Tool, packageDirectory: URL) throws {
        let paths = inputs.layouts.map { $0.path(percentEncoded: false) }
        let names = OutputNaming.fileNames(forInputPaths: paths)
        var arguments = ["generate"] + paths + ["--beside-inputs", "--source-root", packageDirectory.path(percentEncoded: false)]
        if let configuration = inputs.configuration {
            arguments += ["--config", configuration.path(percentEncoded: false)]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginFailure.generatorFailed(targetName: targetName, status: process.terminationStatus)
        }
        for (layout, name) in zip(inputs.layouts, names) {
            print("vflgen: \(targetName): \(layout.lastPathComponent.escapingForMessage) → \(name.escapingForMessage)")
        }
    }
}
