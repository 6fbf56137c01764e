/// Reading the untyped JSON objects of LSP messages (`JSONSerialization`'s `[String: Any]`).
typealias JSONObject = [String: Any]

extension Dictionary where Key == String, Value == Any {
    func object(_ key: String) -> JSONObject? { self[key] as? JSONObject }
    func string(_ key: String) -> String? { self[key] as? String }
    func array(_ key: String) -> [Any]? { self[key] as? [Any] }
    func int(_ key: String) -> Int? {
        if let number = self[key] as? Int { return number }
        if let number = self[key] as? Double, number.isFinite, abs(number) < 1e15 { return Int(number) }
        return nil
    }
    func bool(_ key: String) -> Bool? { self[key] as? Bool }
}

/// LSP's `Position` and `Range`, in lines and UTF-16 code units (the protocol's default encoding).
struct Position: Equatable, Comparable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ json: JSONObject?) {
        guard let json, let line = json.int("line"), let character = json.int("character") else { return nil }
        self.init(line: max(0, line), character: max(0, character))
    }

    var json: JSONObject { ["line": line, "character": character] }

    static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
}

struct Range {
    var start: Position
    var end: Position

    init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    init?(_ json: JSONObject?) {
        guard let json, let start = Position(json.object("start")), let end = Position(json.object("end")) else { return nil }
        self.init(start: start, end: max(start, end))
    }

    var json: JSONObject { ["start": start.json, "end": end.json] }
}

/// LSP error codes.
enum ErrorCode {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let serverNotInitialized = -32002
    static let requestFailed = -32803
}
