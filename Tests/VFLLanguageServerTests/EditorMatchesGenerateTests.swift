import Foundation
import LayoutModel
import Testing
import VFLGenCLI
@testable import VFLLanguageServer

/// The editor shows what the build rejects: on every `.vfl` file of the repository, and on
/// layouts with reserved names, the language server publishes exactly the errors and warnings
/// `vflgen generate` prints (what the build plugin runs), at the same lines and columns.
@Suite struct EditorMatchesGenerateTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.vfl` file in the repository's examples, fixtures, goldens and docs.
    static let fixtures: [String] = {
        var paths: [String] = []
        for folder in ["Examples", "Tests", "docs"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "vfl" { paths.append(String(url.path.dropFirst(root.path.count + 1))) }
            }
        }
        return paths.sorted()
    }()

    /// Layouts the build rejects for their names (issue 37: `view container` passed `check` and
    /// the editor but failed `generate`).
    static let rejected: [String] = [
        "layout L {\n    view container\n    view b\n    H:|-[container]-[b]-|\n}\n",
        "layout L {\n    view constraints\n    H:|-[constraints]-|\n}\n",
        "layout L {\n    view activate\n    view deactivate\n    H:|-[activate]-[deactivate]-|\n}\n",
        "layout L {\n    view Variant\n    H:|-[Variant]-|\n}\n",
        "layout L {\n    view a\n    metric CGFloat = 8\n    H:|-CGFloat-[a]-|\n}\n",
        "layout L {\n    view a\n    variant allCases {\n        H:|-[a]-|\n    }\n}\n",
        "layout L {\n    view a\n    view b\n    H:|-[a(40#constraints)]-[b]-|\n}\n",
        "layout L {\n    view UIButton\n    view b: UIButton\n    H:|-[UIButton]-[b]-|\n}\n",
        "layout L {\n    view class\n    view margins\n    H:|-[class]-[margins]-|\n}\n",
    ]

    /// `line:column: severity: message` of each error and warning `vflgen generate` prints for `file`.
    static func generateDiagnostics(_ file: URL) throws -> [String] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-editor-generate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let (context, captured) = ToolContext.capturing(currentDirectory: file.deletingLastPathComponent())
        _ = VFLGenTool.run(["generate", file.path, "--output", output.path], context: context)
        let pattern = try NSRegularExpression(pattern: "^.*?:(\\d+):(\\d+): (error|warning): (.*)$", options: [.anchorsMatchLines])
        let text = captured.standardError as NSString
        return pattern.matches(in: captured.standardError, range: NSRange(location: 0, length: text.length)).map { match in
            let part = { text.substring(with: match.range(at: $0)) }
            return "\(part(1)):\(part(2)): \(part(3)): \(part(4))"
        }.sorted()
    }

    /// The same for what the language server publishes for `file` (0-based positions made 1-based).
    static func editorDiagnostics(_ file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let session = LanguageServerFeatureTests.Session(text, uri: file.absoluteString)
        session.server.publishPendingDiagnostics()
        session.server.waitForChecks()
        let published = session.sent.last { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let list = (published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        return list.compactMap { diagnostic -> String? in
            let start = (diagnostic["range"] as! [String: Any])["start"] as! [String: Int]
            let severity = diagnostic["severity"] as? Int
            guard severity == 1 || severity == 2 else { return nil }
            return "\(start["line"]! + 1):\(start["character"]! + 1): \(severity == 1 ? "error" : "warning"): \(diagnostic["message"]!)"
        }.sorted()
    }

    @Test(arguments: fixtures)
    func theEditorShowsWhatGenerateReportsForEveryFixture(_ path: String) throws {
        let file = Self.root.appendingPathComponent(path)
        #expect(try Self.editorDiagnostics(file) == Self.generateDiagnostics(file))
    }

    @Test(arguments: rejected)
    func theEditorShowsWhatTheBuildRejects(_ source: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-editor-rejected-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Rejected.vfl")
        try Data(source.utf8).write(to: file)
        let generated = try Self.generateDiagnostics(file)
        #expect(generated.contains { $0.contains(": error: ") }, "generate should reject it: \(generated)")
        #expect(try Self.editorDiagnostics(file) == generated)
    }
}
