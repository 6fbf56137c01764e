import Foundation

/// Writes outputs the way build tools must: only when the bytes change (so timestamps and
/// incremental builds stay quiet), and atomically (a temporary file in the same folder,
/// then a rename), so a reader never sees half a file.
public enum AtomicFile {
    public enum Outcome: Equatable, Sendable {
        case written, unchanged
    }

    /// Writes `contents` to `url` unless the file already holds exactly these bytes.
    /// Creates missing parent folders.
    @discardableResult
    public static func write(_ contents: String, to url: URL) throws -> Outcome {
        let data = Data(contents.utf8)
        if let existing = try? Data(contentsOf: url), existing == data {
            return .unchanged
        }
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Data.write(options: .atomic) writes a sibling temporary file and renames it.
        try data.write(to: url, options: .atomic)
        return .written
    }
}
