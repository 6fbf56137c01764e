import Foundation
import PackagePlugin

/// The build-tool plugin: turns each `.vfl` file of a target into a Swift file that is compiled
/// with the target. Nothing generated lands in the package; the files live under the plugin's
/// work directory in the build folder.
@main
struct VFLGenPlugin {
    /// The commands for one target, shared by SwiftPM and Xcode targets.
    func buildCommands(
        files: [URL],
        targetName: String,
        workDirectory: URL,
        tool: PluginContext.Tool
    ) throws -> [Command] {
        let inputs: LayoutInputs
        do {
            inputs = try LayoutInputs(files: files, targetName: targetName)
        } catch {
            // A thrown error would be printed twice (see PreflightReport); a command prints it once.
            return [Preflight.reportCommand(
                [Preflight.Problem(path: targetName, message: error.description)], workDirectory: workDirectory,
                inputs: PreflightReport.inputFiles(among: files))!]
        }
        let outputDirectory = workDirectory.appending(component: "GeneratedSources")
        guard !inputs.layouts.isEmpty else {
            StaleOutputs.remove(in: outputDirectory, keeping: [])
            return []
        }
        // Set-up problems fail the build through a command, printed once (see PreflightReport).
        // Errors in vflgen.json are not set-up problems: the generator, whose commands declare
        // the file as an input, reports them when it runs (see Preflight.problems(with:)).
        let handled = PreflightReport.inputFiles(among: files)
        if let report = Preflight.reportCommand(Preflight.problems(with: inputs), workDirectory: workDirectory, inputs: handled) {
            return [report]
        }

        let plan = GenerationPlan(
            inputs: inputs,
            outputDirectory: outputDirectory,
            granularity: .planned(.fromEnvironment(ProcessInfo.processInfo.environment), inputs: inputs)
        )
        let outputs = plan.invocations.flatMap(\.outputFiles)
        if let report = Preflight.reportCommand(Preflight.clashes(between: files, and: outputs), workDirectory: workDirectory, inputs: handled) {
            return [report]
        }
        StaleOutputs.remove(in: outputDirectory, keeping: outputs)
        return plan.invocations.map { invocation in
            // Unique per command: SwiftPM prints it once per run (and merges identical lines).
            let subject = invocation.layouts.count == 1
                ? "\(invocation.outputFiles[0].lastPathComponent) from \(invocation.layouts[0].lastPathComponent)"
                : "\(invocation.layouts.count) layouts"
            return .buildCommand(
                displayName: "vflgen: generating \(subject) in \(targetName)",
                executable: tool.url,
                arguments: invocation.arguments,
                environment: [:],
                // The tool is an input too, so a new generator regenerates everything (SwiftPM
                // adds the executable on its own; Xcode's build system is told here).
                inputFiles: invocation.inputFiles + [tool.url],
                outputFiles: invocation.outputFiles
            )
        }
    }
}

extension VFLGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let sourceTarget = target as? SwiftSourceModuleTarget else {
            let failure = PluginFailure.notASourceTarget(targetName: target.name, kind: Self.kind(of: target))
            // A C-family target can run a command, which prints the error once (a thrown error
            // is printed twice, see PreflightReport); other kinds cannot.
            guard target is ClangSourceModuleTarget else { throw failure }
            return [Preflight.reportCommand(
                [Preflight.Problem(path: target.name, message: failure.description)],
                workDirectory: context.pluginWorkDirectoryURL)!]
        }
        // Every file of the target matters: files SwiftPM does not recognise (like .vfl) arrive
        // as `.unknown`, declared resources as `.resource`.
        return try buildCommands(
            files: sourceTarget.sourceFiles.map(\.url),
            targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "vflgen")
        )
    }

    /// A readable name for the kind of a target that has no Swift sources.
    static func kind(of target: any Target) -> String {
        switch target {
        case is ClangSourceModuleTarget: return "C-family"
        case is BinaryArtifactTarget: return "binary"
        case is SystemLibraryTarget: return "system library"
        default: return "non-Swift"
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension VFLGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try buildCommands(
            files: target.inputFiles.map(\.url),
            targetName: target.displayName,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "vflgen")
        )
    }
}
#endif
