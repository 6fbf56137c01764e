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
            try generate(inputs, targetName: target.name, tool: tool)
        }
        guard emptyRequested.isEmpty else { throw PluginFailure.noLayouts(targetNames: emptyRequested) }
    }

    /// Runs `vflgen` once per layout, writing `X+VFL.swift` next to `X.vfl` (names made unique
    /// across the target the same way the build-tool plugin does).
    func generate(_ inputs: LayoutInputs, targetName: String, tool: PluginContext.Tool) throws {
        let paths = inputs.layouts.map { $0.path(percentEncoded: false) }
        let names = OutputNaming.fileNames(forInputPaths: paths)
        var sharedArguments: [String] = []
        if let configuration = inputs.configuration {
            sharedArguments = ["--config", configuration.path(percentEncoded: false)]
        }
        var failures: Int32 = 0
        for (layout, name) in zip(inputs.layouts, names) {
            let output = layout.deletingLastPathComponent().appending(component: name)
            let process = Process()
            process.executableURL = tool.url
            process.arguments = ["generate", layout.path(percentEncoded: false),
                                 "--output-file", output.path(percentEncoded: false)] + sharedArguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus == 0 {
                print("vflgen: \(targetName): \(layout.lastPathComponent.escapingForMessage) → \(name.escapingForMessage)")
            } else {
                failures += 1
            }
        }
        if failures > 0 {
            throw PluginFailure.generatorFailed(targetName: targetName, status: 1)
        }
    }
}
