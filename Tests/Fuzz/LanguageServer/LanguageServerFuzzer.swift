// libFuzzer harness for the language server (`Tests/Fuzz/run.sh lsp`).
//
// The bytes are a session: the first line is the document's text, the rest a script of
// messages against an in-process server (compiler only, no check): edits with ranges
// anywhere (past line ends, past the file's end, inside surrogate pairs), whole-text
// changes, malformed ranges, requests at any position, ids of every JSON type. After every
// edit the server's text must be exactly the client's (applied here by LSP's rules with
// Swift's own UTF-16 view, independently of the server's PositionIndex); every request is
// answered exactly once with a result or an error with a JSON-RPC code; every message, as
// the connection writes it (JSONWriter), is valid JSON; diagnostics and semantic tokens lie
// inside the document's lines.
import Foundation
import LayoutModel
@testable import VFLLanguageServer

let snippets = [
    "[", "]", "(", ")", "-", "|", "@", ":", "\n", "\r\n", "\r", "  ", "é", "😀", "//", "0x1p3", "{", "}",
    "view a", "view b: UILabel", "metric m = 5\n", "layout L {\n", "H:|-[a]-|", "[a][b]", "-8-", "(>=8@750)",
    "options: [.alignAllTop]", "a.width == b.width * 0.5", "variant v when width < 0x190 {\n", "container 320x_",
]
let methods = [
    "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
    "textDocument/documentHighlight", "textDocument/prepareRename", "textDocument/rename", "textDocument/documentSymbol",
    "textDocument/codeAction", "textDocument/formatting", "textDocument/semanticTokens/full", "workspace/symbol",
]

/// Stops the fuzzer with `message`; libFuzzer saves the input as a crash artefact.
func violated(_ message: String) -> Never {
    fatalError("language server invariant violated: \(message)")
}

/// The client's text under LSP's rules: lines end at \n, \r\n or \r; a character past a line's
/// end is the line's end (before its break); a line past the last is the text's end; a
/// character inside a surrogate pair is the scalar's end.
struct ClientText {
    typealias Line = (start: String.UnicodeScalarView.Index, end: String.UnicodeScalarView.Index)

    /// The text; its line table is found again whenever it changes (once per change: every
    /// step reads it, an edit twice, and finding it was a fifth of an execution).
    var text: String { didSet { lines = Self.lines(of: text) } }
    /// The lines as (start, content end) in unicode scalar indices.
    private(set) var lines: [Line]

    init(text: String) {
        self.text = text
        lines = Self.lines(of: text)
    }

    static func lines(of text: String) -> [Line] {
        let scalars = text.unicodeScalars
        var result: [(String.UnicodeScalarView.Index, String.UnicodeScalarView.Index)] = []
        var start = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                let end = index
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                result.append((start, end))
                start = next
                index = next
                continue
            }
            index = scalars.index(after: index)
        }
        result.append((start, scalars.endIndex))
        return result
    }

    func index(line: Int, character: Int) -> String.UnicodeScalarView.Index {
        guard line < lines.count else { return text.unicodeScalars.endIndex }
        var index = lines[line].start
        var units = 0
        while index < lines[line].end, units < character {
            units += text.unicodeScalars[index].utf16.count
            index = text.unicodeScalars.index(after: index)
        }
        return index
    }

    mutating func replace(_ start: (Int, Int), _ end: (Int, Int), with newText: String) {
        let from = index(line: start.0, character: start.1)
        let to = max(from, index(line: end.0, character: end.1))
        var scalars = text.unicodeScalars
        scalars.replaceSubrange(from..<to, with: newText.unicodeScalars)
        text = String(scalars)
    }

    /// The UTF-16 length of each line's content.
    func lineLengths() -> [Int] {
        lines.map { text.unicodeScalars[$0.start..<$0.end].reduce(0) { $0 + $1.utf16.count } }
    }
}

/// Reads the script's bytes.
struct Script {
    var bytes: [UInt8]
    var index = 0
    var atEnd: Bool { index >= bytes.count }
    mutating func byte() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }
    /// Inserted text: a snippet, or up to 8 raw bytes read as UTF-8.
    mutating func text() -> String {
        let choice = byte()
        if choice < 200 { return snippets[choice % snippets.count] }
        let count = choice % 9
        var raw: [UInt8] = []
        for _ in 0..<count where !atEnd { raw.append(UInt8(byte())) }
        return String(decoding: raw, as: UTF8.self)
    }
}

/// RFC 8259's grammar over bytes, with no value built: whether `bytes` are one JSON text.
/// (The harness checks the bytes the server's connection writes, `JSONWriter`'s; Foundation's
/// `JSONSerialization` took over half of the harness's time bridging each message.)
struct JSONSyntax {
    let bytes: [UInt8]
    var index = 0

    static func isValid(_ bytes: [UInt8]) -> Bool {
        var parser = JSONSyntax(bytes: bytes)
        guard parser.value(depth: 0) else { return false }
        parser.skipSpace()
        return parser.index == bytes.count
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func literal(_ word: String) -> Bool {
        for byte in word.utf8 where !take(byte) { return false }
        return true
    }

    mutating func digits() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] &- 48 < 10 { index += 1 }
        return index > start
    }

    mutating func number() -> Bool {
        _ = take(UInt8(ascii: "-"))
        if take(UInt8(ascii: "0")) {
            if index < bytes.count, bytes[index] &- 48 < 10 { return false }
        } else if !digits() { return false }
        if take(UInt8(ascii: ".")), !digits() { return false }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            if !digits() { return false }
        }
        return true
    }

    mutating func string() -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return true
            case 0..<0x20: return false
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return false }
                let escape = bytes[index]
                index += 1
                if escape == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        guard index < bytes.count, bytes[index] &- 48 < 10 || (bytes[index] | 0x20) &- 97 < 6 else { return false }
                        index += 1
                    }
                } else if !Array("\"\\/bfnrt".utf8).contains(escape) { return false }
            default: continue
            }
        }
        return false
    }

    mutating func value(depth: Int) -> Bool {
        guard depth < 512 else { return false }
        skipSpace()
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            skipSpace()
            if take(UInt8(ascii: "}")) { return true }
            repeat {
                skipSpace()
                guard string() else { return false }
                skipSpace()
                guard take(UInt8(ascii: ":")), value(depth: depth + 1) else { return false }
                skipSpace()
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            index += 1
            skipSpace()
            if take(UInt8(ascii: "]")) { return true }
            repeat {
                guard value(depth: depth + 1) else { return false }
                skipSpace()
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]"))
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }
}

/// Every message the server sent (cleared as the script goes).
nonisolated(unsafe) var sent: [[String: Any]] = []
/// One server for every input (each opens and closes its document), as an editor keeps one.
nonisolated(unsafe) let server: LanguageServer = {
    let server = LanguageServer(services: .compilerOnly, version: "fuzz") { message in
        // What the connection writes (it drops a message JSONWriter cannot write).
        guard let bytes = JSONWriter.data(message), JSONSyntax.isValid(bytes) else { violated("a message that is not JSON: \(message)") }
        sent.append(message)
    }
    server.handle(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": [String: Any]()]])
    return server
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguageServer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let all = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let split = all.firstIndex(of: 0) ?? all.count
    var client = ClientText(text: String(decoding: all[..<split], as: UTF8.self))
    var script = Script(bytes: Array(all[min(all.count, split + 1)...]))

    let uri = "file:///fuzz/Fuzz.vfl"
    sent.removeAll()
    server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "vfl", "version": 1, "text": client.text]]])
    defer {
        server.handle(["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": uri]]])
        if !server.openDocuments.isEmpty { violated("a closed document is still open") }
    }
    var version = 1
    var inSync = true
    var nextID = 1
    var steps = 0
    while !script.atEnd, steps < 32 {
        steps += 1
        let lineCount = client.lines.count
        version += 1
        switch script.byte() % 8 {
        case 0, 1, 2:
            // An edit anywhere, maybe past the ends.
            let start = (script.byte() % (lineCount + 2), script.byte() % 48)
            let end = script.byte() % 3 == 0 ? start : (start.0 + script.byte() % 3, script.byte() % 48)
            let (from, to) = end < start ? (end, start) : (start, end)
            let newText = script.text()
            server.handle(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": ["start": ["line": from.0, "character": from.1], "end": ["line": to.0, "character": to.1]], "text": newText]],
            ]])
            if inSync { client.replace(from, to, with: newText) }
        case 3:
            // The whole text (resynchronises).
            var text = ""
            for _ in 0..<(script.byte() % 6) { text += script.text() }
            server.handle(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]],
            ]])
            client.text = text
            inSync = true
        case 4:
            // A malformed range: refused, never applied as a whole-text change.
            let ranges: [Any] = [
                ["start": ["line": 0], "end": ["line": 0, "character": 0]], "0:0-1:0", ["start": ["line": 1e20, "character": 0], "end": ["line": 0, "character": 0]],
                ["start": ["line": -1, "character": 0], "end": ["line": 0, "character": 0]], 7, ["start": ["line": 0, "character": true], "end": ["line": 0, "character": 0]],
            ]
            sent.removeAll()
            server.handle(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version], "contentChanges": [["range": ranges[script.byte() % ranges.count], "text": "X"]],
            ]])
            if !sent.contains(where: { $0["method"] as? String == "window/showMessage" }) { violated("a malformed range was not reported") }
            inSync = false
        case 5:
            // Diagnostics: inside the document's lines.
            sent.removeAll()
            server.publishPendingDiagnostics()
            let lengths = client.lineLengths()
            for message in sent where message["method"] as? String == "textDocument/publishDiagnostics" {
                guard let diagnostics = (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] else { violated("diagnostics without a list") }
                if !inSync, !diagnostics.isEmpty { violated("diagnostics of a document out of sync") }
                for diagnostic in diagnostics {
                    guard let range = diagnostic["range"] as? [String: [String: Int]], let start = range["start"], let end = range["end"],
                          let startLine = start["line"], let startCharacter = start["character"], let endLine = end["line"], let endCharacter = end["character"]
                    else { violated("a diagnostic without a range: \(diagnostic)") }
                    if startLine >= lengths.count || endLine >= lengths.count || startCharacter > lengths[startLine] || endCharacter > lengths[endLine]
                        || (startLine, startCharacter) > (endLine, endCharacter) {
                        violated("diagnostic range \(range) outside lines \(lengths)")
                    }
                }
            }
        case 6:
            // A request at any position, with an id of any JSON type.
            let method = methods[script.byte() % methods.count]
            let position: [String: Any] = ["line": script.byte() % (lineCount + 2), "character": script.byte() % 64]
            nextID += 1
            let ids: [Any] = [nextID, "r\(nextID)", ["x": 1], [1], true, 1.5]
            let idChoice = script.byte() % ids.count
            sent.removeAll()
            server.handle(["jsonrpc": "2.0", "id": ids[idChoice], "method": method, "params": [
                "textDocument": ["uri": uri], "position": position, "range": ["start": position, "end": position],
                "newName": ["b", "class", "9x", "m"][script.byte() % 4], "query": "",
                "context": ["diagnostics": [Any](), "includeDeclaration": true], "options": ["tabSize": 4, "insertSpaces": true],
            ] as [String: Any]])
            let answers = sent.filter { $0["id"] != nil }
            if answers.count != 1 { violated("\(method) answered \(answers.count) times") }
            let answer = answers[0]
            if (answer["result"] == nil) == (answer["error"] == nil) { violated("\(method): neither or both of result and error") }
            if idChoice >= 2 {
                if !(answer["id"] is NSNull) || (answer["error"] as? [String: Any])?["code"] as? Int != -32600 { violated("bad id \(ids[idChoice]) answered \(answer)") }
                break
            }
            if "\(answer["id"]!)" != "\(ids[idChoice])" { violated("\(method) answered with id \(answer["id"]!)") }
            if let error = answer["error"] as? [String: Any] {
                guard let code = error["code"] as? Int, [-32803, -32602].contains(code) else { violated("\(method) failed: \(error)") }
                if inSync, code == -32803, method != "textDocument/prepareRename", method != "textDocument/rename" { violated("\(method) refused in sync: \(error)") }
            } else if !inSync, method != "workspace/symbol" {
                violated("\(method) answered about a document out of sync")
            } else if method == "textDocument/semanticTokens/full" {
                guard let data = (answer["result"] as? [String: Any])?["data"] as? [Int], data.count % 5 == 0 else { violated("semantic tokens: bad data") }
                let lengths = client.lineLengths()
                var line = 0, character = 0
                for token in stride(from: 0, to: data.count, by: 5) {
                    line += data[token]
                    character = data[token] == 0 ? character + data[token + 1] : data[token + 1]
                    if line >= lengths.count || character + data[token + 2] > lengths[line] || data[token + 2] <= 0 {
                        violated("semantic token \(Array(data[token..<token + 5])) at \(line):\(character) outside lines \(lengths)")
                    }
                }
            }
        default:
            // No edit: the version stays.
            version -= 1
        }
        if inSync, server.documents[uri]?.text != client.text {
            violated("step \(steps): the server's text \(String(describing: server.documents[uri]?.text).debugDescription) is not the client's \(client.text.debugDescription)")
        }
    }
    return 0
}
