import Foundation
import LayoutModel
import Testing
import VFLLanguage
@testable import VFLGenCLI
@testable import VFLLanguageServer

/// The server's features in-process, with `vflgen lsp`'s own services (the real check).
@Suite struct LanguageServerFeatureTests {
    /// A server with one open document; returns it and a request function.
    final class Session {
        var sent: [[String: Any]] = []
        var server: LanguageServer!
        let uri: String
        var nextID = 0

        init(_ text: String, uri: String = "file:///tmp/vflgen-features/Row.vfl") {
            self.uri = uri
            server = LanguageServer(services: LSPCommand.services(), version: "test") { [unowned self] in sent.append($0) }
            _ = request("initialize", ["capabilities": [String: Any]()])
            server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "vfl", "version": 1, "text": text]]])
        }

        func request(_ method: String, _ params: [String: Any]) -> Any? {
            nextID += 1
            var parameters = params
            parameters["textDocument"] = ["uri": uri]
            server.handle(["jsonrpc": "2.0", "id": nextID, "method": method, "params": parameters])
            return sent.last { ($0["id"] as? Int) == nextID }?["result"]
        }

        /// The last diagnostics published, as `code@line:character`.
        func diagnostics() -> [String] {
            server.publishPendingDiagnostics()
            server.waitForChecks()
            let published = sent.last { $0["method"] as? String == "textDocument/publishDiagnostics" }
            let list = (published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
            return list.map { diagnostic in
                let start = (diagnostic["range"] as! [String: Any])["start"] as! [String: Int]
                return "\(diagnostic["code"]!)@\(start["line"]!):\(start["character"]!)"
            }
        }
    }

    static let nameRow = "layout NameRow {\n    view firstName: UILabel intrinsic 80x21  // given name\n    view lastName: UILabel intrinsic 100x21\n    H:|-[firstName]-[lastName]-|\n    V:|-[firstName]\n    V:|-[lastName]\n}\n"

    @Test func checkFindingsAndTheirFixesAsEdits() throws {
        let session = Session(Self.nameRow)
        #expect(session.diagnostics() == ["layout-ambiguity@1:9"])
        let actions = try #require(session.request("textDocument/codeAction", [
            "range": ["start": ["line": 1, "character": 9], "end": ["line": 1, "character": 9]], "context": ["diagnostics": [Any]()],
        ]) as? [[String: Any]])
        func edit(_ title: String) throws -> (text: String, line: Int, start: Int, end: Int) {
            let action = try #require(actions.first { $0["title"] as? String == title }, "\(actions.map { $0["title"]! })")
            let changes = try #require((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])
            let edit = try #require(changes[session.uri]?.first)
            let range = edit["range"] as! [String: [String: Int]]
            return (edit["newText"] as! String, range["start"]!["line"]!, range["start"]!["character"]!, range["end"]!["character"]!)
        }
        // Before the comment, after the code.
        let declare = try edit("Declare 'hugging 251' on firstName")
        #expect(declare.text == " hugging 251" && declare.line == 1 && declare.start == 43 && declare.end == 43)
        let ignore = try edit("Ignore this ambiguity here (// vflgen:ignore ambiguity)")
        #expect(ignore.text == "  // vflgen:ignore ambiguity" && ignore.line == 1)
    }

    /// The editor's diagnostics are the library's check across content (issue 38 §3): a title
    /// that fits at the default text size and is cut at AX5 is underlined at its declaration,
    /// with the proved 'lines 0' as a quick fix.
    @Test func checkAcrossContentReachesTheEditor() throws {
        let text = "layout Header {\n    view title: UILabel text \"Welcome to Grapevine\" style title2\n    H:|-[title]-|\n    V:|-[title]\n}\n"
        let session = Session(text, uri: "file:///tmp/vflgen-features/Header.vfl")
        #expect(session.diagnostics() == ["layout-truncated-text@1:9"])
        let actions = try #require(session.request("textDocument/codeAction", [
            "range": ["start": ["line": 1, "character": 9], "end": ["line": 1, "character": 9]], "context": ["diagnostics": [Any]()],
        ]) as? [[String: Any]])
        #expect(actions.contains { ($0["title"] as? String)?.contains("'lines 0' on title") == true }, "\(actions.map { $0["title"]! })")
    }

    @Test func hoverShowsTheConstraintsOfTheElementUnderTheCursor() throws {
        let session = Session(Self.nameRow)
        func hover(_ line: Int, _ character: Int) -> String? {
            let result = session.request("textDocument/hover", ["position": ["line": line, "character": character]]) as? [String: Any]
            return (result?["contents"] as? [String: Any])?["value"] as? String
        }
        // On `-[lastName`: the spacing between the two views, with its generated name.
        let spacing = try #require(hover(3, 19))
        #expect(spacing.contains("lastName.leading == firstName.trailing + 8  // "))
        #expect(!spacing.contains("superview"))
        #expect(try #require(hover(1, 12)).contains("view `firstName` (`UILabel`) of layout `NameRow`, used 2 times (lines 4, 5)"))
        #expect(try #require(hover(0, 9)).contains("layout `NameRow`: 2 views, 0 metrics"))
    }

    @Test(arguments: [
        ("    H:|-[", ["firstName", "lastName"]),
        ("    H:|-[firstName(", ["firstName", "lastName", "gap"]),
        ("    H:|-", ["gap"]),
        ("    H:|", ["safeArea", "margins", "readable", "keyboard"]),
        ("    H:[firstName]  options: [.", ["alignAllLeft"]),
        ("    firstName.", ["leading", "centerY"]),
        ("    view badge: UIIm", ["UIImageView"]),
        ("    view badge: UIImageView ", ["intrinsic", "baseline", "hugging", "compression"]),
        ("    view badge: UIImageView hugging ", ["gap"]),
        ("    vi", ["view", "metric", "variant", "container", "guide", "external", "H:", "V:"]),
        ("    H:|-[a]-|  // [", []),
        ("    external view header: UIView ", ["frame", "intrinsic"]),
        ("    variant narrow ", ["when"]),
        ("    variant narrow when ", ["horizontal", "width"]),
        ("    variant narrow when horizontal ", ["compact", "regular"]),
    ] as [(String, [String])])
    func completion(_ prefix: String, _ expected: [String]) {
        let index = VFLCompiler.index(SourceFile(path: "T.vfl", text: "layout L {\n    view firstName\n    view lastName: UILabel\n    metric gap = 8\n}\n"), platform: .uikit)
        let labels = LanguageServer.completions(prefix: prefix, layout: index.layouts.first, platform: .uikit).map(\.label)
        if expected.isEmpty {
            #expect(labels.isEmpty)
        }
        for label in expected { #expect(labels.contains(label), "\(prefix): \(labels)") }
    }
}
