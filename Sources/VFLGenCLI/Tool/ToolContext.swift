import Foundation

/// Everything a command touches outside itself, so tests can run commands in-process and
/// read what they printed.
public final class ToolContext: @unchecked Sendable {
    /// Where normal output goes.
    public var standardOutput: (String) -> Void
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
        currentDirectory: URL
    ) {
        self.standardOutput = standardOutput
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
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        )
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
