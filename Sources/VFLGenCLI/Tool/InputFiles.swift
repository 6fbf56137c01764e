import Foundation
import LayoutModel

/// Reading `.vfl` inputs named on the command line.
public enum InputFiles {
    /// Why an input could not be read: a diagnostic, located in `file` when it concerns a
    /// place in the file (a byte that is not UTF-8).
    public struct Failure: Error, Sendable {
        public var diagnostic: Diagnostic
        /// The file the diagnostic's range refers to (the text before a bad byte), if any.
        public var file: SourceFile?

        /// `path:line:col: error: …`, or `tool: error: …` when there is no place.
        public func render(with renderer: DiagnosticRenderer, tool: String) -> String {
            guard let file else { return renderer.render(diagnostic, tool: tool) }
            return renderer.render(diagnostic, in: file)
        }
    }

    /// Reads a file as UTF-8. The returned ``SourceFile`` keeps `path` exactly as given, so
    /// diagnostics print the path the user (or the build system) wrote.
    public static func read(_ path: String, context: ToolContext) -> Result<SourceFile, Failure> {
        let url = context.url(forPath: path)
        let shown = path.escapingControlCharacters
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return .failure(Failure(diagnostic: .error("file-not-found", "no such file '\(shown)'", at: nil)))
        }
        if isDirectory.boolValue {
            return .failure(Failure(diagnostic: .error("file-is-directory", "'\(shown)' is a directory, not a .vfl file", at: nil)))
        }
        guard let data = try? Data(contentsOf: url) else {
            return .failure(Failure(diagnostic: .error("file-unreadable", "cannot read '\(shown)'", at: nil)))
        }
        switch UTF8Validation.sourceFile(path: path, bytes: [UInt8](data)) {
        case .success(let file): return .success(file)
        case .failure(let invalid): return .failure(Failure(diagnostic: invalid.diagnostic, file: invalid.validPrefix))
        }
    }
}
