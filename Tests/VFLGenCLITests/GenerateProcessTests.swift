import Foundation
import Testing

/// The built `vflgen` executable, run as a separate process the way the build plugin runs it.
@Suite struct GenerateProcessTests {
    /// `vflgen` next to the test bundle in the build folder.
    static func executable() -> URL? {
        guard let bundle = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
        for folder in [bundle, bundle.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("vflgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, err: String) {
        struct NotBuilt: Error {}
        guard let executable = executable() else { throw NotBuilt() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func exitStatusesAndOutputsOfTheRealProcess() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(GenerateCommandTests.welcome.utf8).write(to: folder.appendingPathComponent("Welcome.vfl"))
        try Data("layout Bad {\n    view icon\n    H:|-[icn]-|\n}\n".utf8).write(to: folder.appendingPathComponent("Bad.vfl"))

        let good = try Self.run(["generate", "Welcome.vfl", "--output", "out", "--platform", "both", "--check", "off"], in: folder)
        #expect(good.status == 0)
        #expect(good.err == "")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/Welcome+VFL.swift").path))

        let bad = try Self.run(["generate", "Bad.vfl", "--output", "out"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.err.contains("Bad.vfl:3:10: error: unknown view 'icn'"))

        let usage = try Self.run(["generate", "Welcome.vfl"], in: folder)
        #expect(usage.status == 64)
    }
}
