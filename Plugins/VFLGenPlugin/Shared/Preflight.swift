import Foundation

/// Checks the plugin can do its job before any command is planned. Each problem names the
/// file it concerns, for the plugin `Diagnostics` API. Errors in a layout's *content* are
/// left to `vflgen`, which reports them with line and column.
enum Preflight {
    /// A set-up problem with one file.
    struct Problem: Equatable {
        var path: String
        var message: String
        /// The 1-based line the problem is on (1 when it concerns the whole file).
        var line: Int = 1
    }

    /// Unreadable layouts, and layouts that would write one output.
    ///
    /// Errors in `vflgen.json` are not among them: the configuration file is an input of every
    /// command that reads it, and only a command reports its errors, when it runs. SwiftPM
    /// reuses a build plan, without invoking the plugin, when only a file's contents change;
    /// a problem found while planning would be replayed by later builds after the file is
    /// fixed, and the layouts, planned into no command, would draw SwiftPM's "unhandled
    /// files" warning. The generator reports the file's errors as `path:line:col: error:`,
    /// with every other diagnostic.
    static func problems(with inputs: LayoutInputs) -> [Problem] {
        var problems: [Problem] = []
        for layout in inputs.layouts {
            let path = layout.path(percentEncoded: false)
            if !FileManager.default.isReadableFile(atPath: path) {
                problems.append(Problem(path: path, message: "vflgen: cannot read layout file \(path.escapingForMessage)"))
            }
        }
        return problems + outputCollisions(among: inputs.layouts)
    }

    /// Whether the target's `vflgen.json` (if any) is a JSON object now. Only a hint for
    /// planning (see ``GenerationPlan/Granularity/planned(_:inputs:)``): the commands report
    /// the file's errors themselves, and a file that is JSON but names a wrong key or value
    /// is planned as requested (its errors then come once per command).
    static func configurationReads(_ inputs: LayoutInputs) -> Bool {
        guard let configuration = inputs.configuration else { return true }
        guard let data = FileManager.default.contents(atPath: configuration.path(percentEncoded: false)) else { return false }
        return (try? JSONSerialization.jsonObject(with: data)) is [String: Any]
    }

    /// Layouts whose generated files would have one name (`A/X.vfl`, `B/X.vfl` and a file
    /// named `X_<hash of A/X.vfl>.vfl`; or names differing only in case): SwiftPM would report
    /// "multiple producers" without saying which layouts. Reported against each layout involved.
    static func outputCollisions(among layouts: [URL]) -> [Problem] {
        let paths = layouts.map { $0.path(percentEncoded: false) }
        let names = OutputNaming.fileNames(forInputPaths: paths)
        return OutputNaming.collisions(forInputPaths: paths).flatMap { group in
            let involved = group.map { paths[$0].escapingForMessage }.joined(separator: ", ")
            return group.map { index in
                Problem(path: paths[index], message: "vflgen: layouts \(involved) would all generate '\(names[index].escapingForMessage)'; rename one of them")
            }
        }
    }

    /// Files of the target whose names clash with generated outputs: Swift rejects two files
    /// with one name in a module. It happens when code written by `generate-vfl-code` is
    /// committed in a target that also runs the build-tool plugin.
    static func clashes(between files: [URL], and outputs: [URL]) -> [Problem] {
        let outputNames = Set(outputs.map(\.lastPathComponent))
        return files
            .filter { outputNames.contains($0.lastPathComponent) }
            .map { file in
                let path = file.path(percentEncoded: false)
                return Problem(
                    path: path,
                    message: "vflgen: \(path) has the name of a file VFLGenPlugin generates; delete it (code "
                        + "committed by generate-vfl-code) or remove VFLGenPlugin from the target"
                )
            }
    }
}
