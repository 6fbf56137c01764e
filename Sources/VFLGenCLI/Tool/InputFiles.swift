import Foundation
import LayoutModel

/// Reading `.vfl` inputs named on the command line.
public enum InputFiles {
    /// The flag every command that reads `.vfl` files accepts to read files named otherwise.
    public static let allowAnyExtensionFlag = "--allow-any-extension"

    /// Reads a file as UTF-8. The returned ``SourceFile`` keeps `path` exactly as given, so
    /// diagnostics print the path the user (or the build system) wrote. A path that does not
    /// end in `.vfl` (a Swift file caught by a shell glob, say) is refused unless
    /// `allowsAnyExtension` (`--allow-any-extension`).
    public static func read(_ path: String, context: ToolContext, allowsAnyExtension: Bool = false) -> Result<SourceFile, Diagnostic> {
        if !allowsAnyExtension && !path.hasSuffix(".vfl") {
            return .failure(.error(
                "not-a-vfl-file",
                "'\(path)' is not a .vfl file; pass \(allowAnyExtensionFlag) to read it as one anyway", at: nil))
        }
        let url = context.url(forPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return .failure(.error("file-not-found", "no such file '\(path)'", at: nil))
        }
        if isDirectory.boolValue {
            return .failure(.error("file-is-directory", "'\(path)' is a directory, not a .vfl file", at: nil))
        }
        guard let data = try? Data(contentsOf: url) else {
            return .failure(.error("file-unreadable", "cannot read '\(path)'", at: nil))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(.error("file-not-utf8", "'\(path)' is not valid UTF-8 text", at: nil))
        }
        return .success(SourceFile(path: path, text: text))
    }
}
