import Foundation
import LayoutModel
import Testing
import VFLEngine
@testable import VFLGenCLI
@testable import VFLLanguageServer
import TestRandom

/// Random edit sequences against the server in-process: it never crashes or hangs, answers
/// every request exactly once, keeps the document's text exactly as the client does under
/// incremental sync (UTF-16 positions, out-of-range positions clamped), publishes
/// diagnostics inside the document, and forgets a document when it is closed.
@Suite struct LanguageServerFuzzTests {
    /// SplitMix64, so failures reproduce.
    typealias Generator = SplitMix64

    static let seed = """
        layout Card {
            view title: UILabel intrinsic 120x21 hugging 251
            view badge: UIImageView
            metric padding = 16
            H:|-padding-[title]-[badge(24)]-padding-|  options: [.alignAllCenterY]
            V:|-[title]-(>=8@750)-|
            variant compact {
                V:[badge(24)]
            }
        }

        """
    static let snippets = [
        "[", "]", "(", ")", "-", "|", "@", "~", ":", ",", ".", "{", "}", "\n", "  ", "é", "😀", "//", "0x1p3",
        "view x", "metric m = 5\n", "layout L {\n", "H:|-[a]-|", "[title]", "-padding-", "(>=8@750)", "options: [.alignAllTop]",
        "safeArea|", "|keyboard", "variant v {\n", "title.leading == badge.trailing + 8", "container 320x_", "// vflgen:ignore ambiguity",
    ]
    static let requests = [
        "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
        "textDocument/documentHighlight", "textDocument/prepareRename", "textDocument/rename", "textDocument/documentSymbol",
        "textDocument/codeAction", "textDocument/formatting", "textDocument/semanticTokens/full", "workspace/symbol",
        "textDocument/inlayHint", "textDocument/codeLens",
    ]

    /// The client's copy of the text: what LSP says an edit does, in UTF-16 code units.
    static func apply(_ text: String, start: (Int, Int), end: (Int, Int), _ newText: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func offset(_ position: (line: Int, character: Int)) -> String.Index {
            guard position.line < lines.count else { return text.endIndex }
            let line = lines[position.line]
            var index = line.startIndex
            var units = 0
            while index < line.endIndex, units < position.character {
                units += String(line.unicodeScalars[index]).utf16.count
                index = line.unicodeScalars.index(after: index)
            }
            return index
        }
        let from = offset(start)
        let to = max(from, offset(end))
        return String(text[..<from]) + newText + String(text[to...])
    }

    @Test func randomEditSequences() throws {
        var generator = Generator(state: 21)
        // The real check, at one device, so each of the many publications stays quick.
        let preset = DevicePresets.uikit[0]
        let services = ServerServices(settings: { _ in DocumentSettings(checkSeverity: .warning, devices: [preset]) })
        var sent: [[String: Any]] = []
        let server = LanguageServer(services: services, version: "test") { sent.append($0) }
        server.handle(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": [String: Any]()]])
        let uri = "file:///tmp/vflgen-fuzz/Card.vfl"
        var text = Self.seed
        server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "vfl", "version": 1, "text": text]]])
        var nextID = 1
        for step in 0..<600 {
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let start = (generator.below(lineCount + 1), generator.below(60))
            let end = generator.below(3) == 0 ? start : (start.0 + generator.below(3), generator.below(60))
            let (from, to) = end.0 < start.0 || (end.0 == start.0 && end.1 < start.1) ? (end, start) : (start, end)
            let newText = generator.below(4) == 0 ? "" : Self.snippets[generator.below(Self.snippets.count)]
            text = Self.apply(text, start: from, end: to, newText)
            server.handle(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": step + 2],
                "contentChanges": [["range": ["start": ["line": from.0, "character": from.1], "end": ["line": to.0, "character": to.1]], "text": newText]],
            ]])
            #expect(server.documents[uri]?.text == text, "step \(step): the server's text drifted from the client's")
            if generator.below(3) == 0 {
                sent.removeAll()
                server.publishPendingDiagnostics()
                // Now and then, the background check's findings too.
                if step % 25 == 0 { server.waitForChecks() }
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                for message in sent {
                    let diagnostics = try #require((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
                    for diagnostic in diagnostics {
                        let range = try #require(diagnostic["range"] as? [String: Any])
                        let start = try #require(range["start"] as? [String: Int]), end = try #require(range["end"] as? [String: Int])
                        #expect(start["line"]! < lines.count && end["line"]! < lines.count, "step \(step)")
                        #expect((start["line"]!, start["character"]!) <= (end["line"]!, end["character"]!), "step \(step)")
                    }
                }
            }
            // A request at a random position (sometimes outside the file).
            let method = Self.requests[generator.below(Self.requests.count)]
            let position: [String: Any] = ["line": generator.below(lineCount + 2), "character": generator.below(50)]
            let range: [String: Any] = ["start": position, "end": ["line": generator.below(lineCount + 2), "character": generator.below(50)]]
            sent.removeAll()
            nextID += 1
            server.handle(["jsonrpc": "2.0", "id": nextID, "method": method, "params": [
                "textDocument": ["uri": uri], "position": position, "range": range, "newName": ["heading", "class", "9x", "padding"][generator.below(4)],
                "query": ["", "pa", "zz"][generator.below(3)], "context": ["diagnostics": [Any](), "includeDeclaration": true],
                "options": ["tabSize": 4, "insertSpaces": true],
            ] as [String: Any]])
            let responses = sent.filter { ($0["id"] as? Int) == nextID }
            #expect(responses.count == 1, "step \(step): \(method) answered \(responses.count) times")
            #expect(responses.first.map { $0["result"] != nil || $0["error"] != nil } ?? false)
            let error = responses.first?["error"] as? [String: Any]
            #expect(error == nil || (error?["code"] as? Int) == -32803, "step \(step): \(method) failed: \(String(describing: error))")
            // Inlay hints (frames, metrics' numbers) stand inside the client's text.
            if let hints = responses.first?["result"] as? [[String: Any]], method == "textDocument/inlayHint" {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                for hint in hints {
                    let position = try #require(hint["position"] as? [String: Int])
                    #expect(position["line"]! < lines.count && position["character"]! <= lines[position["line"]!].utf16.count, "step \(step)")
                }
            }
        }
        server.handle(["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": uri]]])
        #expect(server.openDocuments.isEmpty)
        server.handle(["jsonrpc": "2.0", "id": 9999, "method": "shutdown"])
        server.handle(["jsonrpc": "2.0", "method": "exit"])
        #expect(server.exitStatus == 0)
    }

    /// Messages that are not what the protocol says get errors, never a stop.
    @Test func malformedMessagesAreAnswered() {
        var sent: [[String: Any]] = []
        let server = LanguageServer(services: .compilerOnly, version: "test") { sent.append($0) }
        server.handle(["jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": [String: Any]()])
        #expect((sent.last?["error"] as? [String: Any])?["code"] as? Int == -32002, "not initialized")
        server.handle(["jsonrpc": "2.0", "id": 2, "method": "initialize", "params": "nonsense"])
        server.handle(["jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": ["textDocument": ["uri": 42]]])
        #expect((sent.last?["error"] as? [String: Any])?["code"] as? Int == -32602)
        server.handle(["jsonrpc": "2.0", "id": 4, "method": "no/such"])
        #expect((sent.last?["error"] as? [String: Any])?["code"] as? Int == -32601)
        server.handle(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": ["textDocument": ["uri": "file:///nowhere.vfl"]]])
        server.handle(["jsonrpc": "2.0", "id": 5, "method": "shutdown"])
        server.handle(["jsonrpc": "2.0", "method": "exit"])
        #expect(server.exitStatus == 0)
    }

    /// `vflgen lsp --platform appkit` serves AppKit (the offered choices are accepted); files are refused.
    @Test func commandLine() throws {
        let executable = try LanguageServerClientTests.executable()
        for (arguments, status) in [(["lsp", "--platform", "appkit", "--stdio"], Int32(1)), (["lsp", "--platform", "uikit"], 1), (["lsp", "Card.vfl"], 64), (["lsp", "--platform", "both"], 64)] {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice  // input ends at once: status 1 (no shutdown)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == status, "\(arguments)")
        }
    }

    /// The process: a body that is not JSON and a bad header are answered; the end of input ends it.
    @Test func standardIOSurvivesGarbage() throws {
        let executable = try LanguageServerClientTests.executable()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["lsp"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
        let messages = "Content-Length: 5\r\n\r\nnope!" + "Bogus: 1\r\n\r\n" + "Content-Length: \(initialize.utf8.count)\r\n\r\n\(initialize)"
        input.fileHandleForWriting.write(Data(messages.utf8))
        try input.fileHandleForWriting.close()
        let reply = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "input ended without shutdown")
        #expect(reply.contains(#""code":-32700"#))
        #expect(reply.contains(#""serverInfo""#))
    }
}
