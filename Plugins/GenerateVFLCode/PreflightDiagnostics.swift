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
            Diagnostics.error(problem.message, file: problem.path, line: 1)
        }
        return problems.isEmpty
    }
}
