import Foundation

/// Writes outputs the way build tools must: only when the bytes change (so timestamps and
/// incremental builds stay quiet), and atomically (a temporary file in the same folder,
/// then a rename), so a reader never sees half a file.
///
/// Temporary files are named `.<name>.vflgen-tmp-<pid>-<random>` (hidden, so SwiftPM never
/// compiles one left in a source folder). A run killed between creating and renaming one
/// leaves it behind; the first write of a run into that folder removes every such file whose
/// process is gone, and the build plugin's stale-output cleanup removes them too (see
/// Plugins/VFLGenPlugin/Shared/StaleOutputs.swift).
public enum AtomicFile {
    public enum Outcome: Equatable, Sendable {
        case written, unchanged
    }

    /// A destination that is not a regular file (a device, a FIFO, a folder, a socket, a
    /// symbolic link): replacing it with a regular file would be wrong, so it is refused.
    public struct NotARegularFile: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var kind: String
        public var description: String { "'\(path)' is \(kind), not a regular file; refusing to replace it" }
    }

    /// The marker in every temporary file name.
    public static let temporaryMarker = ".vflgen-tmp-"

    /// Writes `contents` to `url` unless the file already holds exactly these bytes.
    /// Creates missing parent folders; refuses a destination that exists and is not a
    /// regular file (``NotARegularFile``).
    @discardableResult
    public static func write(_ contents: String, to url: URL) throws -> Outcome {
        let data = Data(contents.utf8)
        let path = url.path
        if let kind = nonRegularKind(atPath: path) {
            throw NotARegularFile(path: path, kind: kind)
        }
        if let existing = try? Data(contentsOf: url), existing == data {
            return .unchanged
        }
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Once per folder per run: listing the folder on every write made a gallery of N
        // pictures cost N listings of N files (issue #25).
        if cleanedFolders.insert(folder.standardizedFileURL.path) { removeStaleTemporaries(in: folder) }
        let temporary = folder.appendingPathComponent(temporaryName(for: url.lastPathComponent))
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
            // A replaced file keeps its permissions (600, 755, setgid…), not the umask's.
            var existing = stat()
            if stat(path, &existing) == 0, chmod(temporary.path, existing.st_mode & 0o7777) != 0 {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)])
            }
            guard rename(temporary.path, path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return .written
    }

    /// The folders whose stale temporaries this process has removed (see ``write(_:to:)``).
    static let cleanedFolders = FolderSet()

    /// A set of folder paths shared by the threads of one process.
    final class FolderSet: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: Set<String> = []

        /// Adds `path`; whether it was new.
        func insert(_ path: String) -> Bool { lock.withLock { paths.insert(path).inserted } }
    }

    /// `.<name>.vflgen-tmp-<pid>-<random>`.
    public static func temporaryName(for name: String) -> String {
        ".\(name)\(temporaryMarker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Whether `name` is a temporary file of an `AtomicFile` write.
    public static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.contains(temporaryMarker)
    }

    /// The process id in a temporary file's name, if it has one.
    static func owner(ofTemporaryName name: String) -> pid_t? {
        guard let marker = name.range(of: temporaryMarker, options: .backwards) else { return nil }
        return name[marker.upperBound...].split(separator: "-").first.flatMap { pid_t($0) }
    }

    /// Removes the temporary files in `folder` left by processes that no longer run (a live
    /// process, such as another vflgen writing into the same folder, keeps its own).
    public static func removeStaleTemporaries(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where isTemporaryName(name) {
            if let pid = owner(ofTemporaryName: name), isRunning(pid) { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Whether process `pid` exists (`kill(pid, 0)` fails with ESRCH only when it does not).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// What the item at `path` is when it exists and is not a regular file, or nil.
    static func nonRegularKind(atPath path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFLNK: return "a symbolic link"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
