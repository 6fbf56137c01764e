import Foundation
import LayoutModel
import Testing
@testable import VFLLanguageServer

/// Positions as LSP defines them (issue 42 §1, §3, §4): lines end at `\n`, `\r\n` or `\r`; a
/// character past a line's end is the line's end, before its line break; a change whose range
/// is not a valid Range is refused, never applied as a whole-text replacement.
@Suite struct LanguageServerPositionTests {
    /// 200 pieces of text from a linear congruential generator at `state`: ASCII, two-, three-
    /// and four-byte scalars (one outside the BMP), every line break, a tab.
    static func randomText(_ state: inout UInt64) -> String {
        let pieces = ["a", "é", "😀", "中", "\r\n", "\n", "\r", " ", "[b]", "\t"]
        var text = ""
        for _ in 0..<200 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            text += pieces[Int(state >> 33) % pieces.count]
        }
        return text
    }

    /// A server (compiler only) with one open document.
    final class Session {
        var sent: [[String: Any]] = []
        var server: LanguageServer!
        let uri = "file:///tmp/vflgen-positions/Row.vfl"
        var version = 1

        init(_ text: String) {
            server = LanguageServer(services: .compilerOnly, version: "test") { [unowned self] in sent.append($0) }
            server.handle(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": [String: Any]()]])
            server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "vfl", "version": 1, "text": text]]])
        }

        var text: String? { server.documents[uri]?.text }

        func change(_ change: [String: Any]) {
            version += 1
            server.handle(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version], "contentChanges": [change],
            ]])
        }

        func insert(_ newText: String, line: Int, character: Int) {
            let position = ["line": line, "character": character]
            change(["range": ["start": position, "end": position], "text": newText])
        }

        /// The diagnostics published last, as `code@line:character-line:character`.
        func diagnostics() -> [String] {
            server.publishPendingDiagnostics()
            let published = sent.last { $0["method"] as? String == "textDocument/publishDiagnostics" }
            let list = (published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
            return list.map { diagnostic in
                let range = diagnostic["range"] as! [String: [String: Int]]
                return "\(diagnostic["code"]!)@\(range["start"]!["line"]!):\(range["start"]!["character"]!)-\(range["end"]!["line"]!):\(range["end"]!["character"]!)"
            }
        }

        func request(_ method: String, _ params: [String: Any], id: Int) -> [String: Any]? {
            var parameters = params
            parameters["textDocument"] = ["uri": uri]
            server.handle(["jsonrpc": "2.0", "id": id, "method": method, "params": parameters])
            return sent.last { ($0["id"] as? Int) == id }
        }
    }

    // MARK: §4 line breaks and positions past a line's end

    @Test(arguments: ["\r\n", "\n", "\r"])
    func anInsertionPastALinesEndLandsBeforeItsLineBreak(_ lineBreak: String) {
        let lines = ["layout Row {", "    view title", "    H:|-[title]-|", "}", ""]
        let session = Session(lines.joined(separator: lineBreak))
        session.insert(": UILabel", line: 1, character: 1000)
        let expected = ["layout Row {", "    view title: UILabel", "    H:|-[title]-|", "}", ""].joined(separator: lineBreak)
        #expect(session.text == expected)
        // The last line (no break after it) and a line past the end of the file.
        session.insert("  // end", line: 3, character: 99)
        session.insert("\n", line: 40, character: 3)
        #expect(session.text == ["layout Row {", "    view title: UILabel", "    H:|-[title]-|", "}  // end", "\n"].joined(separator: lineBreak))
    }

    @Test func aCRLFFileHasNoErrorsAfterAnEditAtTheEndOfALine() {
        let session = Session("layout Row {\r\n    view title\r\n    view badge\r\n    H:|-[title]-[badge]-|\r\n    V:|-[title]-|\r\n    V:|-[badge]-|\r\n}\r\n")
        #expect(session.diagnostics() == [])
        session.insert(": UILabel", line: 1, character: 1000)
        #expect(session.diagnostics() == [], "the insertion landed after the \\r")
        session.insert("x", line: 3, character: 500)
        #expect(session.diagnostics() == ["trailing-garbage@3:25-3:26"])
    }

    /// Diagnostics of a file with classic-Mac line ends are on the lines the editor shows.
    @Test func diagnosticsOnLinesEndedByACarriageReturn() {
        let session = Session("layout Row {\r    view title\r    H:|-[titel]-|\r}\r")
        let positions = session.server.documents[session.uri]!.positions
        #expect(positions.lineStarts.count == 5)
        let document = session.server.documents[session.uri]!
        let offset = Array(document.text.utf8).firstIndex(of: UInt8(ascii: "["))!
        #expect(document.position(of: offset + 1) == Position(line: 2, character: 9))
        #expect(document.position(of: offset - 100) == Position(line: 0, character: 0))
    }

    /// UTF-16 columns: a scalar outside the BMP counts two units; a position between its two
    /// halves means its end; every conversion agrees with a plain walk from the line's start.
    @Test func positionsAgreeWithAWalkFromTheLineStart() {
        func pair(_ position: (line: Int, character: Int)) -> [Int] { [position.line, position.character] }
        var state: UInt64 = 42
        for _ in 0..<60 {
            let text = Self.randomText(&state)
            let bytes = Array(text.utf8)
            let index = PositionIndex(bytes)
            // The reference: LSP's lines, each walked scalar by scalar.
            var lines: [(start: Int, end: Int)] = []
            var start = 0, cursor = 0
            while cursor < bytes.count {
                if bytes[cursor] == 10 || bytes[cursor] == 13 {
                    let end = cursor
                    if bytes[cursor] == 13, cursor + 1 < bytes.count, bytes[cursor + 1] == 10 { cursor += 1 }
                    lines.append((start, end))
                    start = cursor + 1
                }
                cursor += 1
            }
            lines.append((start, bytes.count))
            #expect(index.lineStarts == lines.map(\.start))
            for (number, line) in lines.enumerated() {
                var units = 0, offset = line.start
                let scalars = String(decoding: bytes[line.start..<line.end], as: UTF8.self).unicodeScalars
                for scalar in scalars {
                    #expect(pair(index.position(of: offset)) == [number, units])
                    #expect(index.offset(line: number, character: units) == offset)
                    if scalar.utf16.count == 2 { #expect(index.offset(line: number, character: units + 1) == offset + 4) }
                    units += scalar.utf16.count
                    offset += scalar.utf8.count
                }
                #expect(index.offset(line: number, character: units) == line.end)
                #expect(index.offset(line: number, character: units + 7) == line.end)
                #expect(pair(index.position(of: line.end)) == [number, units])
            }
            #expect(index.offset(line: lines.count, character: 0) == bytes.count)
        }
    }

    /// The forward cursor that places semantic tokens gives what `position(of:)` gives, at
    /// every offset (inside line breaks and scalars too), asked in increasing order with gaps.
    @Test func aCursorAgreesWithPositionOfAtEveryOffset() {
        var state: UInt64 = 7
        for round in 0..<60 {
            let text = Self.randomText(&state)
            let bytes = Array(text.utf8)
            let index = PositionIndex(bytes)
            var cursor = index.cursor()
            var offset = 0
            while offset <= bytes.count + 1 {
                let (line, character) = cursor.position(of: offset)
                let expected = index.position(of: offset)
                #expect(line == expected.line && character == expected.character, "offset \(offset) of \(text.debugDescription)")
                state = state &* 6364136223846793005 &+ 1442695040888963407
                offset += round % 2 == 0 ? 1 : Int(state >> 33) % 5
            }
            _ = cursor.position(of: bytes.count)
            #expect(cursor.bytesWalked == bytes.count)
        }
    }

    /// Issue 42 §1 at full size: the semantic tokens of one 96 KB line (16,000 repetitions of
    /// `-8-[a]`) and of a many-line document are placed by one walk over the text: the
    /// positions of all their tokens step over each byte once, where a search per token
    /// (before) stepped over up to 15 bytes of its 16-byte block twice per token, and a walk
    /// from the line's start (before that) the whole line per token. The data equal those of
    /// a search per token.
    @Test(arguments: [16_000, 0])
    func semanticTokensWalkTheTextOnce(repetitions: Int) throws {
        var text = "layout L {\n    view a: UILabel  // é 😀\n    view b\n"
        if repetitions > 0 {
            text += "    H:|" + String(repeating: "-8-[a]", count: repetitions) + "-8-|\n"
        } else {
            for row in 0..<2_000 { text += "    H:|-\(row % 9)-[a]-(>=8@750)-[b(==a)]-|  // ligne \(row) 😀\r\n" }
        }
        text += "}\n"
        let session = Session(text)
        let document = try #require(session.server.documents[session.uri])
        let sourceIndex = session.server.analysis(of: document).index
        var cursor = document.positions.cursor()
        let data = LanguageServer.tokenData(document, index: sourceIndex, cursor: &cursor)
        let tokens = data.count / 5
        #expect(tokens > (repetitions > 0 ? 4 * repetitions : 20_000))
        #expect(cursor.bytesWalked <= document.source.utf8.count)
        // Each token, read back from the text at its position, is what it should be.
        var texts: [String: Int] = [:]
        var line = 0, character = 0
        for token in stride(from: 0, to: data.count, by: 5) {
            line += data[token]
            character = data[token] == 0 ? character + data[token + 1] : data[token + 1]
            let start = document.offset(of: Position(line: line, character: character))
            let end = document.offset(of: Position(line: line, character: character + data[token + 2]))
            texts[String(decoding: document.source.utf8[start..<end], as: UTF8.self), default: 0] += 1
        }
        if repetitions > 0 {
            #expect(texts["a"] == repetitions + 1 && texts["8"] == repetitions + 1 && texts["-"] == 2 * repetitions + 2)
        } else {
            #expect(texts.filter { $0.key.hasPrefix("// ligne ") && $0.key.hasSuffix(" 😀") }.count == 2_000)
            #expect(texts["a"] == 2 * 2_000 + 1 && texts["b"] == 2_000 + 1 && texts["750"] == 2_000)
        }
        let response = try #require(session.request("textDocument/semanticTokens/full", [:], id: 9))
        #expect((response["result"] as? [String: Any])?["data"] as? [Int] == data)
    }

    // MARK: §3 malformed ranges

    /// Ranges as a client's JSON carries them (parsed as the server's connection parses a body).
    @Test(arguments: [
        #"{"start": {"line": 0}, "end": {"line": 0, "character": 3}}"#,
        #"{"start": {"line": 0, "character": 0}, "end": {"line": "1", "character": 0}}"#,
        #"{"start": {"line": 1e20, "character": 0}, "end": {"line": 1e20, "character": 0}}"#,
        #"{"start": {"line": -1, "character": 0}, "end": {"line": 0, "character": 0}}"#,
        #"{"start": {"line": 0, "character": 1.5}, "end": {"line": 0, "character": 2}}"#,
        #"{"start": {"line": true, "character": 0}, "end": {"line": 0, "character": 0}}"#,
        #"{"start": {"line": 1, "character": false}, "end": {"line": 1, "character": 1}}"#,
        #""0:0-1:0""#,
        #"[0, 0, 1, 0]"#,
    ])
    func aMalformedRangeIsRefusedNotAppliedAsAReplacement(_ json: String) throws {
        let range = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        let text = "layout Row {\n    view title\n    H:|-[title]-|\n}\n"
        let session = Session(text)
        _ = session.diagnostics()
        session.sent.removeAll()
        session.change(["range": range, "text": "X"])
        #expect(session.text == text, "the change was applied")
        let shown = session.sent.first { $0["method"] as? String == "window/showMessage" }
        let params = try #require(shown?["params"] as? [String: Any])
        #expect(params["type"] as? Int == 1)
        #expect((params["message"] as? String)?.contains("not a valid LSP Range") == true)
        // Out of sync: requests are refused, no diagnostics about the wrong text, later
        // ranged edits are not applied, and the whole text brings it back.
        let hover = session.request("textDocument/hover", ["position": ["line": 1, "character": 10]], id: 7)
        #expect((hover?["error"] as? [String: Any])?["code"] as? Int == -32803)
        session.insert("x", line: 0, character: 0)
        #expect(session.text == text)
        session.change(["text": "layout Row {\n    view a\n    H:|[b]|\n}\n"])
        #expect(session.diagnostics() == ["unknown-view@2:8-2:9"])
        #expect(session.request("textDocument/hover", ["position": ["line": 1, "character": 10]], id: 8)?["error"] == nil)
    }

    @Test func aNullRangeReplacesTheWholeText() {
        let session = Session("layout Row {\n}\n")
        session.change(["range": NSNull(), "text": "layout Other {\n}\n"])
        #expect(session.text == "layout Other {\n}\n")
    }

    // MARK: §12 request ids

    @Test(arguments: [#"{"a": 1}"#, "[1, 2]", "true", "false", "1.5", "[]"])
    func anIdThatIsNotAStringOrIntegerIsRefused(_ json: String) throws {
        let id = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        let session = Session("layout Row {\n}\n")
        session.sent.removeAll()
        session.server.handle(["jsonrpc": "2.0", "id": id, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": session.uri]]])
        #expect(session.sent.count == 1)
        let answer = try #require(session.sent.first)
        #expect(answer["id"] is NSNull, "the id was echoed: \(String(describing: answer["id"]))")
        #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32600)
    }

    @Test func stringAndIntegerIdsAreAnswered() throws {
        let session = Session("layout Row {\n}\n")
        for json in [#""7""#, "8", "0"] {
            let id = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
            session.sent.removeAll()
            session.server.handle(["jsonrpc": "2.0", "id": id, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": session.uri]]])
            #expect(session.sent.first?["result"] != nil)
            #expect("\(session.sent.first?["id"] ?? "")" == "\(id)")
        }
    }

    /// The process: a bad header read together with the message before it gets -32700; a
    /// body that is JSON but not an object gets -32600; an object id is not echoed.
    @Test func framingErrorsOverStandardIO() throws {
        let executable = try LanguageServerClientTests.executable()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["lsp"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }
        let messages = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + "Content-Length: twelve\r\n\r\n"
            + frame("42")
            + frame(#"{"jsonrpc":"2.0","id":{"x":1},"method":"workspace/symbol","params":{"query":""}}"#)
            + frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
            + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        input.fileHandleForWriting.write(Data(messages.utf8))
        let data = output.fileHandleForReading.readDataToEndOfFile()
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // The answers, in order, without their headers.
        let reply = String(decoding: data, as: UTF8.self)
        let bodies = reply.components(separatedBy: "Content-Length: ").dropFirst().map { $0[$0.range(of: "\r\n\r\n")!.upperBound...] }
        let answers = try bodies.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let codes = answers.map { (($0["error"] as? [String: Any])?["code"] as? Int) ?? 0 }
        #expect(codes == [0, -32700, -32600, -32600, 0], "\(reply)")
        #expect(answers.count == 5 && answers[3]["id"] is NSNull, "\(reply)")
    }
}
