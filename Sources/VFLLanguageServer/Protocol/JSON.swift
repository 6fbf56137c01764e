import Foundation

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
    /// LSP's `uinteger` (0 to 2³¹ − 1): a whole number in range, never a string, a boolean or a fraction.
    func uinteger(_ key: String) -> Int? {
        guard let value = self[key], !JSONValue.isBoolean(value) else { return nil }
        if let number = value as? Int { return (0...Int(Int32.max)).contains(number) ? number : nil }
        if let number = value as? Double, number.rounded() == number, number >= 0, number <= Double(Int32.max) { return Int(number) }
        return nil
    }
}

/// What `JSONSerialization` made of a JSON value, where Swift's bridging blurs it.
enum JSONValue {
    /// Whether `value` was `true` or `false` in the JSON. `JSONSerialization` gives booleans
    /// as `NSNumber`s, which `as? Int` reads as 1 and 0; theirs is C's `char` type (`c`), which
    /// no JSON number gets.
    static func isBoolean(_ value: Any) -> Bool {
        if value is String { return false }
        if type(of: value) == Bool.self { return true }
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// Whether `value` is a valid JSON-RPC request id: a string or an integer.
    static func isValidID(_ value: Any) -> Bool {
        if isBoolean(value) { return false }
        if value is String { return true }
        if value is Int { return true }
        if let number = value as? Double { return number.rounded() == number && abs(number) < 1e15 }
        return false
    }
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
        guard let json, let line = json.uinteger("line"), let character = json.uinteger("character") else { return nil }
        self.init(line: line, character: character)
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
