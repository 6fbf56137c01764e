import Foundation

/// Compiles Swift to SIL (`swiftc -emit-sil -wmo`: type checking plus the mandatory
/// diagnostic passes such as definite initialization, which `-typecheck` alone skips) in
/// Swift 6 mode with warnings as errors, against the stand-in `UIKit`/`AppKit` modules that
/// SwiftPM built for this test run.
enum SwiftCompiler {
    struct Result {
        var status: Int32
        var output: String
    }

    /// The build's `Modules` folder (next to the test bundle), holding `UIKit.swiftmodule`.
    static func modulesFolder() -> URL? {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            var folder = executable.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("Modules"))
                folder = folder.deletingLastPathComponent()
            }
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/Modules"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("UIKit.swiftmodule").path)
        }
    }

    /// `swiftc` from `PATH`.
    static func swiftc() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Checks `files` together in one `swiftc` invocation (one module).
    static func check(_ files: [URL]) throws -> Result {
        guard let swiftc = swiftc() else { throw Failure("swiftc not found on PATH") }
        guard let modules = modulesFolder() else { throw Failure("stand-in UIKit.swiftmodule not found; build with `swift build --build-tests`") }
        let process = Process()
        process.executableURL = swiftc
        process.arguments = [
            "-emit-sil", "-wmo", "-o", "/dev/null", "-module-name", "GeneratedCodeCheck",
            "-swift-version", "6", "-warnings-as-errors", "-I", modules.path,
        ] + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

/// A fresh temporary folder for one test.
func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
