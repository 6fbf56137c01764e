// Plugin code that needs PackagePlugin, shared by both plugins (GenerateVFLCode links this
// folder in as PluginAPI); the PackagePlugin-free planning code is in Shared/, which the tests
// compile too.

import Foundation
import PackagePlugin

extension Preflight {
    /// Reports every problem through the plugin `Diagnostics` API, against its file (Xcode
    /// shows it on that file; SwiftPM prints it). Returns whether there was none. For the
    /// command plugin, which SwiftPM runs once; the build-tool plugin uses ``reportCommand``.
    static func report(_ inputs: LayoutInputs) -> Bool {
        report(problems(with: inputs))
    }

    /// Reports `problems` as errors; returns whether there was none.
    static func report(_ problems: [Problem]) -> Bool {
        for problem in problems {
            Diagnostics.error(problem.message, file: problem.path, line: problem.line)
        }
        return problems.isEmpty
    }

    /// A build command that prints each problem once and fails the build (see
    /// ``PreflightReport``), or nil when there is none. `inputs` are the target's files it
    /// concerns (``PreflightReport/inputFiles(among:)``).
    static func reportCommand(_ problems: [Problem], workDirectory: URL, inputs: [URL] = []) -> Command? {
        guard !problems.isEmpty else { return nil }
        return .buildCommand(
            displayName: "vflgen: checking the target's set-up",
            executable: PreflightReport.executable,
            arguments: PreflightReport.arguments(for: problems),
            environment: [:],
            inputFiles: inputs,
            outputFiles: [workDirectory.appending(component: PreflightReport.outputFileName)]
        )
    }
}
