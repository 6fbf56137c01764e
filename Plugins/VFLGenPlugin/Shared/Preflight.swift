import Foundation
import PackagePlugin

/// Checks the plugin can do its job before any command is planned, reporting each problem
/// through the plugin `Diagnostics` API against the file it concerns. Errors in a layout's
/// *content* are left to `vflgen`, which reports them with line and column.
enum Preflight {
    /// Reports unreadable layouts and a `vflgen.json` that is not a JSON object.
    /// Returns whether everything was fine.
    static func check(_ inputs: LayoutInputs) -> Bool {
        var ok = true
        for layout in inputs.layouts {
            let path = layout.path(percentEncoded: false)
            if !FileManager.default.isReadableFile(atPath: path) {
                Diagnostics.error("vflgen: cannot read layout file \(path)", file: path, line: 1)
                ok = false
            }
        }
        if let configuration = inputs.configuration {
            let path = configuration.path(percentEncoded: false)
            if let problem = configurationProblem(atPath: path) {
                Diagnostics.error("vflgen: \(path): \(problem)", file: path, line: 1)
                ok = false
            }
        }
        return ok
    }

    /// Why the file at `path` is not a usable `vflgen.json`, or nil when it parses as a JSON object.
    /// Its keys and values are checked by `vflgen`, which names the offending key.
    static func configurationProblem(atPath path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else {
            return "cannot read the configuration file"
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), object is [String: Any] else {
            return "not a JSON object (expected e.g. {\"access\": \"public\"}); see docs/Plugin.md for the keys"
        }
        return nil
    }
}
