import Foundation

/// Everything a command touches outside itself, so tests can run commands in-process and
/// read what they printed.
public final class ToolContext: @unchecked Sendable {
    /// Where normal output goes.
    public var standardOutput: (String) -> Void
    /// Where normal output goes as UTF-8 bytes, when it can take them without a `String` (the
    /// real process: straight to its file descriptor); nil: ``standardOutput`` takes them as
    /// text. See ``writeStandardOutput(bytes:)``.
    public var standardOutputBytes: ((UnsafeBufferPointer<UInt8>) -> Void)?
    /// The file descriptor ``standardOutputBytes`` writes to, when output written to it
    /// directly lands in the same place in the same order (the real process: 1), so a spilled
    /// ``SpooledOutput`` can be copied to it in the kernel; nil: only through the closures.
    public var standardOutputDescriptor: Int32?
    /// The file descriptor ``standardError`` writes to (the real process: 2), so output can
    /// tell whether both go to one file; nil: a closure of its own.
    public var standardErrorDescriptor: Int32?
    /// Where diagnostics go.
    public var standardError: (String) -> Void
    /// Whether stderr is a terminal (diagnostic excerpts are shown by default then).
    public var standardErrorIsTerminal: Bool
    /// Directory relative paths are resolved against.
    public var currentDirectory: URL

    public init(
        standardOutput: @escaping (String) -> Void,
        standardError: @escaping (String) -> Void,
        standardErrorIsTerminal: Bool,
        currentDirectory: URL,
        standardOutputBytes: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil,
        standardOutputDescriptor: Int32? = nil,
        standardErrorDescriptor: Int32? = nil
    ) {
        self.standardOutput = standardOutput
        self.standardOutputBytes = standardOutputBytes
        self.standardOutputDescriptor = standardOutputDescriptor
        self.standardErrorDescriptor = standardErrorDescriptor
        self.standardError = standardError
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.currentDirectory = currentDirectory
    }

    /// The real process: stdout, stderr, the working directory.
    public static func process() -> ToolContext {
        ToolContext(
            standardOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            standardError: { text in FileHandle.standardError.write(Data(text.utf8)) },
            standardErrorIsTerminal: isatty(2) == 1,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            standardOutputBytes: { bytes in writeAll(bytes, toDescriptor: 1, else: FileHandle.standardOutput) },
            standardOutputDescriptor: 1,
            standardErrorDescriptor: 2
        )
    }

    /// Writes UTF-8 `bytes` (whole sequences) to standard output: as they are when the context
    /// takes bytes, else as a `String`.
    func writeStandardOutput(bytes: UnsafeBufferPointer<UInt8>) {
        if let standardOutputBytes {
            standardOutputBytes(bytes)
        } else {
            standardOutput(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Writes `bytes` to `descriptor` with `write(2)`; on a failure, hands what is left to
    /// `handle`, which reports it as a `FileHandle` write does (the process's output is written
    /// with `FileHandle` elsewhere).
    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, toDescriptor descriptor: Int32, else handle: FileHandle) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                handle.write(Data(UnsafeBufferPointer(rebasing: bytes[offset...])))
                return
            }
            offset += written
        }
    }

    /// A context that collects output in memory (for tests).
    public static func capturing(
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    ) -> (context: ToolContext, output: CapturedOutput) {
        let captured = CapturedOutput()
        let context = ToolContext(
            standardOutput: { captured.standardOutput += $0 },
            standardError: { captured.standardError += $0 },
            standardErrorIsTerminal: false,
            currentDirectory: currentDirectory
        )
        return (context, captured)
    }

    /// An absolute URL for a path given on the command line.
    public func url(forPath path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return currentDirectory.appendingPathComponent(path).standardizedFileURL
    }
}

/// What a command printed, when run with ``ToolContext/capturing(currentDirectory:)``.
public final class CapturedOutput: @unchecked Sendable {
    public var standardOutput = ""
    public var standardError = ""
}
