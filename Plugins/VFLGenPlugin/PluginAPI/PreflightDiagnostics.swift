// Plugin code that needs PackagePlugin, shared by both plugins (GenerateVFLCode links this
// folder in as PluginAPI); the PackagePlugin-free planning code is in Shared/, which the tests
// compile too.

import PackagePlugin

extension Preflight {
    /// Reports every problem through the plugin `Diagnostics` API, against its file (Xcode
    /// shows it on that file; SwiftPM prints it). Returns whether there was none.
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
}
