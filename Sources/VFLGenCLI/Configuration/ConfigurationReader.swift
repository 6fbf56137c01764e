/// Reads `vflgen.json`, the one reader of the file: `vflgen` validates it and reports every
/// problem. The plugins read only the template's path from it, to declare the template as a
/// build input (``LayoutInputs/template(namedBy:)``), and leave the errors to `vflgen`.
///
/// The JSON is read strictly (RFC 8259): a key given twice and a trailing comma are errors,
/// not "first wins" or "last wins". Every problem is reported at once, each at its byte
/// offset (line and column for messages). The keys are a table (``keys``): adding one is one
/// entry, with what its value must be.
struct ConfigurationReader {
    /// What a key's value must be.
    enum Expected: Equatable {
        /// One of these strings.
        case choice([String])
        /// `true` or `false`.
        case bool
        /// A non-empty string, a path relative to the configuration file.
        case path
        /// A list of device names or custom devices (``DeviceSpec``), for `vflgen check`.
        case devices
        /// A list of these strings (any case), each once, or the string `"all"`.
        case names([String])

        /// "\"internal\" or \"public\"", for messages.
        var description: String {
            switch self {
            case .choice(let choices):
                let quoted = choices.map { "\"\($0)\"" }
                return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
            case .bool: return "true or false"
            case .path: return "a path (a non-empty string) relative to the configuration file"
            case .names(let names):
                return "a list of " + names.joined(separator: ", ") + " (or \"all\")"
            case .devices:
                return "a list of device names or {\"name\", \"width\", \"height\"} objects (optional \"safeArea\", \"margins\": a number or [top, left, bottom, right]; \"platform\": \"uikit\" or \"appkit\")"
            }
        }
    }

    /// A key `vflgen.json` may hold.
    struct Key: Equatable {
        var name: String
        var expected: Expected
    }

    /// A key's checked value.
    enum Value: Equatable {
        case string(String)
        case bool(Bool)
        case devices([DeviceSpec])
        /// A ``Expected/names(_:)`` list, each name as the table spells it (`"all"`: every one).
        case names([String])
    }

    /// A `"devices"` entry: a preset's name (only `name`), or a custom device.
    struct DeviceSpec: Equatable {
        var name: String
        var width: Double?
        var height: Double?
        /// `[top, left, bottom, right]` (one number in the file: every side).
        var safeArea: [Double]?
        var margins: [Double]?
        var platform: String?
        /// Where the entry's name is in the file (byte offset and length), for a message about it.
        var nameOffset = 0
        var nameLength = 0
    }

    /// A problem with the file, at a byte range.
    struct Problem: Error, Equatable {
        enum Severity: String { case error, warning }
        /// A stable kebab-case id (documented in docs/Plugin.md).
        var id: String
        var severity: Severity
        var message: String
        var offset: Int
        var length: Int
        /// A note at another place ("first given here"), or a suggestion without a place.
        var note: Note?

        struct Note: Equatable {
            var message: String
            var offset: Int?
        }
    }

    /// Every key, in the order the docs list them.
    static let keys: [Key] = [
        Key(name: "access", expected: .choice(["internal", "public"])),
        Key(name: "platforms", expected: .choice(["uikit", "appkit", "both"])),
        Key(name: "template", expected: .path),
        Key(name: "warningsAsErrors", expected: .bool),
        Key(name: "dialect", expected: .choice(["vflgen", "apple"])),
        Key(name: "check", expected: .choice(["warn", "error", "off"])),
        Key(name: "devices", expected: .devices),
        Key(name: "contentSizes", expected: .names(["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"])),
        Key(name: "longText", expected: .bool),
    ]

    /// Keys people write for another one: read as that key, with a warning.
    static let aliases: [String: String] = ["platform": "platforms"]

    /// How deeply arrays and objects may nest (a configuration needs two levels; the bound
    /// keeps a hostile file from exhausting the stack).
    static let maximumDepth = 64

    /// The values of the keys the file sets (by key name), and every problem in file order.
    var values: [String: Value] = [:]
    var problems: [Problem] = []

    /// Whether any problem is an error.
    var hasErrors: Bool { problems.contains { $0.severity == .error } }

    /// Reads `bytes`. `suggest` picks the known key closest to an unknown one (vflgen passes
    /// its "did you mean" search; nil: no suggestions).
    init(_ bytes: [UInt8], suggest: ((String, [String]) -> String?)? = nil) {
        var parser = JSONParser(bytes: bytes)
        let root: JSONParser.Node
        do {
            root = try parser.parseDocument()
        } catch {
            problems = (parser.problems + [error]).sorted { $0.offset < $1.offset }
            return
        }
        problems = parser.problems
        defer { problems.sort { $0.offset < $1.offset } }
        guard case .object(let members) = root.kind else {
            problems.append(Problem(
                id: "config-not-an-object", severity: .error,
                message: "vflgen.json must hold a JSON object, such as {\"access\": \"public\"}; found \(root.kind.description)",
                offset: root.start, length: root.end - root.start))
            return
        }
        var given: [String: Int] = [:]  // key name → offset of the member that set it
        for member in members {
            var name = member.key
            if let canonical = Self.aliases[name] {
                problems.append(Problem(
                    id: "config-key-alias", severity: .warning,
                    message: "'\(name)' is read as '\(canonical)'; write '\(canonical)'",
                    offset: member.keyStart, length: member.keyEnd - member.keyStart,
                    note: .init(message: "did you mean '\(canonical)'?", offset: nil)))
                name = canonical
            }
            guard let key = Self.keys.first(where: { $0.name == name }) else {
                if member.isDuplicate { continue }  // already reported as a duplicate
                let suggestion = suggest?(member.key, Self.keys.map(\.name))
                problems.append(Problem(
                    id: "config-unknown-key", severity: .error,
                    message: "unknown key '\(member.key.escapingForMessage)' in vflgen.json; the keys are \(Self.keys.map { "'\($0.name)'" }.joined(separator: ", "))",
                    offset: member.keyStart, length: member.keyEnd - member.keyStart,
                    note: suggestion.map { .init(message: "did you mean '\($0)'?", offset: nil) }))
                continue
            }
            if let first = given[name] {
                if !member.isDuplicate {  // 'platform' and 'platforms' both given
                    problems.append(Problem(
                        id: "config-duplicate-key", severity: .error,
                        message: "'\(name)' is given twice in vflgen.json", offset: member.keyStart,
                        length: member.keyEnd - member.keyStart, note: .init(message: "first given here", offset: first)))
                }
                continue
            }
            given[name] = member.keyStart
            if let value = Self.check(member.value, against: key.expected) {
                values[name] = value
            } else if key.expected == .devices, let large = Self.tooLargeNumber(in: member.value) {
                problems.append(Problem(
                    id: "config-size-too-large", severity: .error,
                    message: "'\(large.text)' is too large for a device's size or insets in vflgen.json; at most 1e15 points",
                    offset: large.node.start, length: large.node.end - large.node.start))
            } else {
                var suggestion: String?
                if case .choice(let choices) = key.expected, case .string(let text) = member.value.kind {
                    suggestion = suggest?(text, choices)
                }
                problems.append(Problem(
                    id: "config-invalid-value", severity: .error,
                    message: "invalid value for '\(name)' in vflgen.json: expected \(key.expected.description), found \(member.value.kind.description)",
                    offset: member.value.start, length: member.value.end - member.value.start,
                    note: suggestion.map { .init(message: "did you mean \"\($0)\"?", offset: nil) }))
            }
        }
    }

    /// The value when `node` is what `expected` asks for.
    static func check(_ node: JSONParser.Node, against expected: Expected) -> Value? {
        switch (expected, node.kind) {
        case (.choice(let choices), .string(let text)) where choices.contains(text): return .string(text)
        case (.bool, .bool(let flag)): return .bool(flag)
        case (.path, .string(let text)) where !text.isEmpty: return .string(text)
        case (.names(let names), .string(let text)) where text.lowercased() == "all": return .names(names)
        case (.names(let names), .array(let items)):
            var chosen: [String] = []
            for item in items {
                guard case .string(let text) = item.kind, let name = names.first(where: { $0.lowercased() == text.lowercased() }) else { return nil }
                if !chosen.contains(name) { chosen.append(name) }
            }
            return chosen.isEmpty ? nil : .names(chosen)
        case (.devices, .array(let items)):
            var specs: [DeviceSpec] = []
            for item in items {
                guard let spec = deviceSpec(item) else { return nil }
                specs.append(spec)
            }
            return .devices(specs)
        default: return nil
        }
    }

    /// A device name, or `{"name", "width", "height"[, "safeArea", "margins", "platform"]}`.
    static func deviceSpec(_ node: JSONParser.Node) -> DeviceSpec? {
        switch node.kind {
        case .string(let name) where !name.isEmpty:
            return DeviceSpec(name: name, nameOffset: node.start, nameLength: node.end - node.start)
        case .object(let members):
            func number(_ node: JSONParser.Node) -> Double? {
                guard case .number(let text) = node.kind, let value = Double(text), value >= 0, value <= maximumPoints else { return nil }
                return value
            }
            func insets(_ node: JSONParser.Node) -> [Double]? {
                if let all = number(node) { return [all, all, all, all] }
                guard case .array(let sides) = node.kind, sides.count == 4 else { return nil }
                let values = sides.compactMap(number)
                return values.count == 4 ? values : nil
            }
            var spec = DeviceSpec(name: "")
            for member in members {
                switch member.key {
                case "name":
                    guard case .string(let name) = member.value.kind, !name.isEmpty else { return nil }
                    spec.name = name
                    spec.nameOffset = member.value.start
                    spec.nameLength = member.value.end - member.value.start
                case "width": spec.width = number(member.value)
                case "height": spec.height = number(member.value)
                case "safeArea": guard let value = insets(member.value) else { return nil }; spec.safeArea = value
                case "margins": guard let value = insets(member.value) else { return nil }; spec.margins = value
                case "platform":
                    guard case .string(let platform) = member.value.kind, ["uikit", "appkit"].contains(platform) else { return nil }
                    spec.platform = platform
                default: return nil
                }
            }
            guard !spec.name.isEmpty, let width = spec.width, let height = spec.height, width > 0, height > 0 else { return nil }
            return spec
        default:
            return nil
        }
    }

    /// The largest size or inset of a custom device, in points: LayoutModel's `PointLimit`
    /// (this file is also compiled into the plugins, without LayoutModel; a test keeps them equal).
    static let maximumPoints = 1e15

    /// The first number in a `"devices"` list (a custom device's size or insets) over
    /// ``maximumPoints``, with its text.
    static func tooLargeNumber(in node: JSONParser.Node) -> (node: JSONParser.Node, text: String)? {
        switch node.kind {
        case .number(let text):
            guard let value = Double(text), !(abs(value) <= maximumPoints) else { return nil }
            return (node, text)
        case .array(let items):
            return items.lazy.compactMap(tooLargeNumber).first
        case .object(let members):
            return members.lazy.compactMap { tooLargeNumber(in: $0.value) }.first
        default:
            return nil
        }
    }

    /// The devices of `key`, if the file sets them.
    func devices(_ key: String) -> [DeviceSpec]? {
        if case .devices(let specs)? = values[key] { return specs }
        return nil
    }

    /// The names of a ``Expected/names(_:)`` key, if the file sets it.
    func names(_ key: String) -> [String]? {
        if case .names(let names)? = values[key] { return names }
        return nil
    }

    /// The string value of `key`, if the file sets it.
    func string(_ key: String) -> String? {
        if case .string(let text)? = values[key] { return text }
        return nil
    }

    /// The Boolean value of `key`, if the file sets it.
    func bool(_ key: String) -> Bool? {
        if case .bool(let flag)? = values[key] { return flag }
        return nil
    }

    /// The 1-based line and byte column of `offset` in `bytes`.
    static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }
}

/// A strict JSON parser over bytes that keeps every value's byte range.
struct JSONParser {
    struct Node {
        enum Kind {
            case object([Member])
            case array([Node])
            case string(String)
            case number(String)
            case bool(Bool)
            case null

            /// "a number (3)", "true", "an array", for messages.
            var description: String {
                switch self {
                case .object: return "an object"
                case .array: return "an array"
                case .string(let text): return "the string \"\(text.escapingForMessage)\""
                case .number(let text): return "the number \(text)"
                case .bool(let flag): return flag ? "true" : "false"
                case .null: return "null"
                }
            }
        }

        var kind: Kind
        var start: Int
        var end: Int
    }

    struct Member {
        var key: String
        var keyStart: Int
        var keyEnd: Int
        var value: Node
        /// Whether an earlier member of the same object has this key.
        var isDuplicate: Bool
    }

    typealias Problem = ConfigurationReader.Problem

    let bytes: [UInt8]
    var position = 0
    var depth = 0
    /// Problems that do not stop the parse: duplicate keys, and syntax mistakes inside an
    /// object or array, after which the parser skips to the next element (recovery).
    var problems: [Problem] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// One value, surrounded only by whitespace (a UTF-8 byte order mark is allowed first).
    mutating func parseDocument() throws(Problem) -> Node {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        guard position < bytes.count else { throw syntax("vflgen.json is empty; expected a JSON object such as {}", length: 0) }
        let node = try parseValue()
        skipWhitespace()
        if position != bytes.count { problems.append(syntax("unexpected \(found) after the end of the JSON value")) }
        return node
    }

    private mutating func parseValue() throws(Problem) -> Node {
        guard position < bytes.count else { throw syntax("expected a value, found the end of the file", length: 0) }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"): return try nested { (parser: inout JSONParser) throws(Problem) in try parser.parseObject(start) }
        case UInt8(ascii: "["): return try nested { (parser: inout JSONParser) throws(Problem) in try parser.parseArray(start) }
        case UInt8(ascii: "\""):
            let text = try parseString()
            return Node(kind: .string(text), start: start, end: position)
        case UInt8(ascii: "t"): try expectWord("true"); return Node(kind: .bool(true), start: start, end: position)
        case UInt8(ascii: "f"): try expectWord("false"); return Node(kind: .bool(false), start: start, end: position)
        case UInt8(ascii: "n"): try expectWord("null"); return Node(kind: .null, start: start, end: position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber()
            return Node(kind: .number(String(decoding: bytes[start..<position], as: UTF8.self)), start: start, end: position)
        default:
            throw syntax("expected a value (an object, array, string, number, true, false or null), found \(found)")
        }
    }

    private mutating func nested(_ parse: (inout JSONParser) throws(Problem) -> Node) throws(Problem) -> Node {
        depth += 1
        defer { depth -= 1 }
        guard depth <= ConfigurationReader.maximumDepth else {
            throw syntax("values nest more than \(ConfigurationReader.maximumDepth) levels deep")
        }
        return try parse(&self)
    }

    private mutating func parseObject(_ start: Int) throws(Problem) -> Node {
        position += 1
        var members: [Member] = []
        var firstOffsets: [String: Int] = [:]
        if skip(UInt8(ascii: "}")) { return Node(kind: .object([]), start: start, end: position) }
        while true {
            do {
                if let member = try parseMember(after: members.isEmpty, firstOffsets: &firstOffsets) {
                    members.append(member)
                }
                if try endOfElement(closing: UInt8(ascii: "}"), next: UInt8(ascii: "\"")) {
                    return Node(kind: .object(members), start: start, end: position)
                }
            } catch {
                // Recover as the .vfl parser does: note the mistake, skip to the next member
                // or the end of the object, and go on, so every mistake is reported at once.
                // The file ends inside the object: that mistake is all there is to say.
                guard let closed = recover(closing: UInt8(ascii: "}")) else { throw error }
                problems.append(error)
                if closed { return Node(kind: .object(members), start: start, end: position) }
            }
        }
    }

    /// One `"key": value` member, or nil after a trailing comma (reported; the cursor is then
    /// on the `}`).
    private mutating func parseMember(after isFirst: Bool, firstOffsets: inout [String: Int]) throws(Problem) -> Member? {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            if position < bytes.count, bytes[position] == UInt8(ascii: "}"), !isFirst {
                problems.append(trailingComma(before: position))
                return nil
            }
            throw syntax("expected a key (a string in double quotes), found \(found)")
        }
        let keyStart = position
        let key = try parseString()
        let keyEnd = position
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw syntax("expected ':' after the key \"\(key.escapingForMessage)\", found \(found)")
        }
        position += 1
        skipWhitespace()
        let value = try parseValue()
        let first = firstOffsets[key]
        if let first {
            problems.append(Problem(
                id: "config-duplicate-key", severity: .error,
                message: "key '\(key.escapingForMessage)' is given twice; a key may appear once (JSON readers disagree on which one wins)",
                offset: keyStart, length: keyEnd - keyStart, note: .init(message: "first given here", offset: first)))
        } else {
            firstOffsets[key] = keyStart
        }
        return Member(key: key, keyStart: keyStart, keyEnd: keyEnd, value: value, isDuplicate: first != nil)
    }

    private mutating func parseArray(_ start: Int) throws(Problem) -> Node {
        position += 1
        var elements: [Node] = []
        if skip(UInt8(ascii: "]")) { return Node(kind: .array([]), start: start, end: position) }
        while true {
            do {
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    problems.append(trailingComma(before: position))
                    position += 1
                    return Node(kind: .array(elements), start: start, end: position)
                }
                elements.append(try parseValue())
                if try endOfElement(closing: UInt8(ascii: "]"), next: nil) {
                    return Node(kind: .array(elements), start: start, end: position)
                }
            } catch {
                guard let closed = recover(closing: UInt8(ascii: "]")) else { throw error }
                problems.append(error)
                if closed { return Node(kind: .array(elements), start: start, end: position) }
            }
        }
    }

    /// After a mistake inside an object or array: skips to the `,` that starts its next
    /// element (false) or past its `closing` bracket (true), stepping over strings and nested
    /// brackets; nil at the end of the file.
    private mutating func recover(closing: UInt8) -> Bool? {
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                // Step over the string; an unterminated one runs to the end of its line.
                position += 1
                while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != 0x0A {
                    position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                }
                position += 1
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 {
                    // A bracket of the wrong kind also ends the element (`{"a": [1}`).
                    position += 1
                    if byte != closing { position -= 1 }
                    return true
                }
                depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                position += 1
                return false
            default:
                break
            }
            position += 1
        }
        return nil
    }

    /// Skips whitespace, then consumes `byte` if it comes next; returns whether it did.
    private mutating func skip(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// After an element of an object or array: `,` (false: another element follows) or the
    /// `closing` bracket (true), consumed. A missing comma before `next` (an object's next key)
    /// is reported, and read as if it were there.
    private mutating func endOfElement(closing: UInt8, next: UInt8?) throws(Problem) -> Bool {
        if skip(closing) { return true }
        let bracket = Character(Unicode.Scalar(closing))
        guard position < bytes.count else { throw syntax("expected ',' or '\(bracket)', found the end of the file", length: 0) }
        if let next, bytes[position] == next {
            problems.append(syntax("expected ',' or '\(bracket)' after a value, found \(found); is a comma missing?"))
            return false
        }
        guard bytes[position] == UInt8(ascii: ",") else { throw syntax("expected ',' or '\(bracket)' after a value, found \(found)") }
        position += 1
        return false
    }

    /// The error for a `,` directly before `}` or `]` (at `closing`): at the comma.
    private func trailingComma(before closing: Int) -> Problem {
        var comma = closing - 1
        while comma > 0, bytes[comma] != UInt8(ascii: ",") { comma -= 1 }
        return Problem(
            id: "config-trailing-comma", severity: .error,
            message: "trailing comma before '\(Character(Unicode.Scalar(bytes[closing])))'; JSON allows none",
            offset: comma, length: 1)
    }

    /// A string literal; the cursor is on its opening quote.
    private mutating func parseString() throws(Problem) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        while true {
            guard position < bytes.count else { throw syntax("unterminated string", length: 0) }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try parseEscape())
            case 0..<0x20:
                throw syntax("control character in a string; write it as an escape such as \\n")
            case 0..<0x80:
                scalars.append(Unicode.Scalar(byte))
                position += 1
            default:
                scalars.append(try parseUTF8Scalar())
            }
        }
    }

    /// `\n`, `\u00E9`, `\uD83D\uDE00`; the cursor is on the backslash.
    private mutating func parseEscape() throws(Problem) -> Unicode.Scalar {
        let start = position
        guard position + 1 < bytes.count else { throw syntax("unterminated string", length: 0) }
        position += 2
        switch bytes[start + 1] {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hexQuad(at: start)
            if (0xD800..<0xDC00).contains(high) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    throw Problem(id: "config-invalid-json", severity: .error, message: "unpaired surrogate in a \\u escape", offset: start, length: 6)
                }
                let lowStart = position
                position += 2
                let low = try hexQuad(at: lowStart)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw Problem(id: "config-invalid-json", severity: .error, message: "unpaired surrogate in a \\u escape", offset: start, length: 6)
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw Problem(id: "config-invalid-json", severity: .error, message: "unpaired surrogate in a \\u escape", offset: start, length: 6)
            }
            return scalar
        default:
            position = start
            throw syntax("invalid escape in a string; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX", length: 2)
        }
    }

    /// Four hex digits after `\u` (the escape starts at `start`).
    private mutating func hexQuad(at start: Int) throws(Problem) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = Self.hexValue(bytes[position]) else {
                throw Problem(id: "config-invalid-json", severity: .error, message: "expected four hexadecimal digits after \\u", offset: start, length: 2)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// One multi-byte UTF-8 character; a byte that does not start or continue a well-formed
    /// sequence is an error at that byte.
    private mutating func parseUTF8Scalar() throws(Problem) -> Unicode.Scalar {
        var iterator = bytes[position...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        if case .valid(let encoded) = parser.parseScalar(from: &iterator) {
            position += encoded.count
            return Unicode.UTF8.decode(encoded)
        }
        throw Problem(
            id: "config-invalid-utf8", severity: .error,
            message: "invalid UTF-8 (byte 0x\(String(bytes[position], radix: 16, uppercase: true))); vflgen.json must be UTF-8 text",
            offset: position, length: 1)
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func parseNumber() throws(Problem) {
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, Self.isDigit(bytes[position]) else { throw syntax("expected a digit in a number, found \(found)") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < bytes.count, Self.isDigit(bytes[position]) else { throw syntax("expected a digit after '.', found \(found)") }
            while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count, Self.isDigit(bytes[position]) else { throw syntax("expected a digit in the exponent, found \(found)") }
            while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func expectWord(_ word: String) throws(Problem) {
        let expected = Array(word.utf8)
        guard bytes.count - position >= expected.count, Array(bytes[position..<position + expected.count]) == expected else {
            throw syntax("expected a value (an object, array, string, number, true, false or null), found \(found)")
        }
        position += expected.count
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// The byte at the cursor, quoted for a message, or "the end of the file".
    private var found: String {
        guard position < bytes.count else { return "the end of the file" }
        let byte = bytes[position]
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func syntax(_ message: String, length: Int = 1) -> Problem {
        Problem(id: "config-invalid-json", severity: .error, message: message, offset: position, length: position < bytes.count ? length : 0)
    }
}
