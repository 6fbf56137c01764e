import Foundation
import LayoutModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading `.vfl` inputs named on the command line.
public enum InputFiles {
    /// The flag every command that reads `.vfl` files accepts to read files named otherwise.
    public static let allowAnyExtensionFlag = "--allow-any-extension"

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

    /// Reads a layout file named on the command line: as ``read(_:context:)``, but a path
    /// that does not end in `.vfl` (a Swift file caught by a shell glob, say) is refused
    /// (`not-a-vfl-file`) unless `allowsAnyExtension` (`--allow-any-extension`).
    public static func readLayout(_ path: String, context: ToolContext, allowsAnyExtension: Bool) -> Result<SourceFile, Failure> {
        if !allowsAnyExtension && !path.hasSuffix(".vfl") {
            return .failure(Failure(diagnostic: .error(
                "not-a-vfl-file",
                "'\(path.escapingControlCharacters)' is not a .vfl file; pass \(allowAnyExtensionFlag) to read it as one anyway",
                at: nil)))
        }
        return read(path, context: context)
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
        guard let bytes = contents(of: url.path) else {
            return .failure(Failure(diagnostic: .error("file-unreadable", "cannot read '\(shown)'", at: nil)))
        }
        switch UTF8Validation.sourceFile(path: path, bytes: bytes) {
        case .success(let file): return .success(file)
        case .failure(let invalid): return .failure(Failure(diagnostic: invalid.diagnostic, file: invalid.validPrefix))
        }
    }

    /// The bytes of the file at `path`, read straight into one array of the file's size (one
    /// byte more, to see its end); the rest in chunks when it is longer than its size said (a
    /// pipe, or a file still growing). `nil` when it cannot be opened or read. Reading it as
    /// `Data` and converting copied every byte once more (8 MB for 100,000 VFL lines).
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let expected = max(Int(status.st_size), 0) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = 0
            while count < buffer.count {
                let read = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if read == 0 { return }
                if read < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                count += read
            }
        }
        guard !failed else { return nil }
        guard bytes.count == expected else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if read == 0 { return bytes }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[..<read])
        }
    }
}

/// `read(2)` (the name is taken by ``InputFiles/read(_:context:)`` inside the type).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
