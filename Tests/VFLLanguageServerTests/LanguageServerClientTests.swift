import Foundation
import Testing

/// `vflgen lsp` with real clients, as separate processes: pytest-lsp (PyPI; checks every
/// message against the protocol's types) and Neovim's built-in client (Debian `neovim`).
/// `.ci/run` installs both, so on CI these never skip.
@Suite(.serialized) struct LanguageServerClientTests {
    static let clients = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Clients")
    static let onCI = ProcessInfo.processInfo.environment["CI"] != nil

    /// `vflgen` next to the test bundle in the build folder.
    static func executable() throws -> URL {
        struct NotBuilt: Error {}
        let bundle = try #require(Bundle.main.executableURL?.deletingLastPathComponent())
        for folder in [bundle, bundle.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("vflgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw NotBuilt()
    }

    /// Runs `arguments` (a command on PATH) with `environment` added; returns status and output.
    static func run(_ arguments: [String], environment: [String: String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["300"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static var hasPytestLSP: Bool {
        (try? run(["python3", "-c", "import pytest_lsp"], environment: [:], in: clients))?.status == 0
    }

    static var hasNeovim: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/nvim") }

    @Test(.enabled(if: hasPytestLSP || onCI, "needs pytest-lsp (pip install pytest-lsp)"))
    func pytestLSPEndToEnd() throws {
        let result = try Self.run(
            ["python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_pytest_lsp.py", "test_editor_snippets.py"],
            environment: ["VFLGEN": try Self.executable().path], in: Self.clients)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("\(Self.pytestCount) passed"), "\(result.output)")
    }

    /// The tests of test_pytest_lsp.py and test_editor_snippets.py (none may skip).
    static let pytestCount = 12

    /// The documented Neovim setup (Editors/neovim/vflgen.lua, the block docs/Editors.md
    /// shows), as a user has it: loaded before the file is opened, `vflgen` on PATH.
    @Test(.enabled(if: hasNeovim || onCI, "needs Neovim (Debian package neovim)"))
    func neovimWithTheDocumentedSetupReceivesTheDiagnosticsAndLenses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-neovim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Card.vfl")
        try "layout Card {\n    view title: UILabel\n    view badge\n\n    H:|-[title]-[bagde]-|\n    V:|-[title]-[badge]-|\n}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("diagnostics.txt")
        let setup = EditorSetupDocsTests.root.appendingPathComponent("Editors/neovim/vflgen.lua")
        let path = try Self.executable().deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try Self.run(
            ["nvim", "--headless", "--clean", "-u", "NONE", "-c", "luafile \(setup.path)",
             "-c", "luafile \(Self.clients.appendingPathComponent("neovim_diagnostics.lua").path)"],
            environment: ["PATH": path, "VFL_FILE": file.path, "OUTPUT": output.path], in: folder)
        #expect(result.status == 0, "\(result.output)")
        // The filetype from the setup's autocommand; line 5, columns 17–22 (0-based): the
        // misspelt view, severity 1 (error); the two lenses on the layout's line.
        #expect(try String(contentsOf: output, encoding: .utf8) == """
            filetype vfl
            4:17-4:22 1 vflgen: unknown view 'bagde'
            lens 0: Check all presets
            lens 0: Preview

            """)
    }
}
