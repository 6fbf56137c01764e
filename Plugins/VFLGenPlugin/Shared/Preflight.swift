import Foundation

/// Checks the plugin can do its job before any command is planned. Each problem names the
/// file it concerns, for the plugin `Diagnostics` API. Errors in a layout's *content* are
/// left to `vflgen`, which reports them with line and column.
enum Preflight {
    /// A set-up problem with one file.
    struct Problem: Equatable {
        var path: String
        var message: String
    }

    /// Unreadable layouts, and a `vflgen.json` that is not a readable JSON object.
    static func problems(with inputs: LayoutInputs) -> [Problem] {
        var problems: [Problem] = []
        for layout in inputs.layouts {
            let path = layout.path(percentEncoded: false)
            if !FileManager.default.isReadableFile(atPath: path) {
                problems.append(Problem(path: path, message: "vflgen: cannot read layout file \(path)"))
            }
        }
        if let configuration = inputs.configuration {
            let path = configuration.path(percentEncoded: false)
            if let problem = configurationProblem(atPath: path) {
                problems.append(Problem(path: path, message: "vflgen: \(path): \(problem)"))
            }
        }
        return problems
    }

    /// Why the file at `path` is not a usable `vflgen.json`, or nil when it parses as a JSON
    /// object. Its keys and values are checked by `vflgen`, which names the offending key.
    static func configurationProblem(atPath path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else {
            return "cannot read the configuration file"
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), object is [String: Any] else {
            return "not a JSON object (expected e.g. {\"access\": \"public\"}); see docs/Plugin.md for the keys"
        }
        return nil
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
