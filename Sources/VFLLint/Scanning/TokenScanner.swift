import LayoutModel

/// A file split into tokens, with its string literals decoded.
public struct ScannedSource: Sendable {
    public var language: SourceLanguage
    public var tokens: [Token]
    public var strings: [StringLiteral]
    /// For each token that opens `(`, `[` or `{`, the index of its closing token, or -1.
    public var matches: [Int32]
}

/// Splits Swift or Objective-C source into ``Token``s in one forward pass (linear in the
/// file's size; no recursion), decoding string literals: Swift `"…"`, `"""…"""`, raw
/// `#"…"#`, escapes and `\(…)` interpolation; Objective-C `@"…"`, C strings and character
/// literals. Comments (nested in Swift) and whitespace are dropped. Any byte sequence is
/// accepted: malformed source gives odd tokens, never a crash.
public struct TokenScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let language: SourceLanguage
    private var position = 0
    private var tokens: [Token] = []
    private var strings: [StringLiteral] = []
    /// Whether only whitespace precedes `position` on its line (for Objective-C `#` lines).
    private var atLineStart = true

    private init(bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
        tokens.reserveCapacity(bytes.count / 4)
    }

    /// Scans `source`.
    public static func scan(_ source: SourceFile, language: SourceLanguage) -> ScannedSource {
        source.utf8.withUnsafeBufferPointer { buffer in
            var scanner = TokenScanner(bytes: buffer, language: language)
            scanner.run()
            return ScannedSource(
                language: language, tokens: scanner.tokens, strings: scanner.strings,
                matches: Self.matchBrackets(scanner.tokens)
            )
        }
    }

    // MARK: Main loop

    private mutating func run() {
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            switch byte {
            case 0x0A:
                atLineStart = true
                position += 1
                continue
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                position += 1
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            default:
                break
            }
            let lineStart = atLineStart
            atLineStart = false
            if Self.isIdentifierStart(byte) {
                let start = position
                while position < count, Self.isIdentifierContinue(bytes[position]) { position += 1 }
                tokens.append(Token(kind: .identifier, start: start, end: position))
            } else if Self.isDigit(byte) {
                scanNumber()
            } else if byte == UInt8(ascii: "\"") {
                scanString(start: position, hashes: 0)
            } else if byte == UInt8(ascii: "#") {
                if language == .objectiveC {
                    if lineStart { scanPreprocessorLine() } else { punctuation() }
                } else {
                    scanSwiftHash()
                }
            } else if byte == UInt8(ascii: "@"), language == .objectiveC, peek(1) == UInt8(ascii: "\"") {
                scanString(start: position, hashes: 0, contentFrom: position + 1)
            } else if byte == UInt8(ascii: "'"), language == .objectiveC {
                scanCharacterLiteral()
            } else {
                punctuation()
            }
        }
    }

    private func peek(_ distance: Int) -> UInt8 {
        let index = position + distance
        return index < bytes.count ? bytes[index] : 0
    }

    private mutating func punctuation() {
        tokens.append(Token(kind: .punctuation, start: position, end: position + 1, value: UInt32(bytes[position])))
        position += 1
    }

    // MARK: Comments and directives

    private mutating func skipLineComment() {
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
    }

    /// `/* … */`; Swift comments nest.
    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
                if language == .objectiveC, depth > 1 { depth = 1 }
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
    }

    /// An Objective-C preprocessor line (with `\` continuations), one `.directive` token.
    private mutating func scanPreprocessorLine() {
        let start = position
        position += 1
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        let wordStart = position
        while position < bytes.count, Self.isIdentifierContinue(bytes[position]) { position += 1 }
        let directive = Self.directive(bytes, wordStart, position, objectiveC: true)
        while position < bytes.count, bytes[position] != 0x0A {
            if bytes[position] == UInt8(ascii: "\\"), peek(1) == 0x0A {
                position += 2
                continue
            }
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") { break }
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            position += 1
        }
        tokens.append(Token(kind: .directive, start: start, end: position, value: directive.rawValue))
    }

    /// Swift `#`: a raw string (`#"…"#`), a conditional-compilation line, or a `#word`.
    private mutating func scanSwiftHash() {
        let start = position
        var hashes = 0
        while position + hashes < bytes.count, bytes[position + hashes] == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            scanString(start: start, hashes: hashes, contentFrom: start + hashes)
            return
        }
        position += 1
        let wordStart = position
        while position < bytes.count, Self.isIdentifierContinue(bytes[position]) { position += 1 }
        let directive = Self.directive(bytes, wordStart, position, objectiveC: false)
        if directive == .other {
            tokens.append(Token(kind: .identifier, start: start, end: position))
            return
        }
        // The condition runs to the end of the line.
        while position < bytes.count, bytes[position] != 0x0A {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") { break }
            position += 1
        }
        tokens.append(Token(kind: .directive, start: start, end: position, value: directive.rawValue))
    }

    private static func directive(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, objectiveC: Bool) -> Token.Directive {
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        switch word {
        case "if": return .ifBlock
        case "ifdef", "ifndef": return objectiveC ? .ifBlock : .other
        case "elseif", "elif": return .elseIfBlock
        case "else": return .elseBlock
        case "endif": return .endIf
        default: return .other
        }
    }

    // MARK: Numbers and characters

    private mutating func scanNumber() {
        let start = position
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isIdentifierContinue(byte) {
                // An exponent's sign: 1e-5, 0x1p+3.
                if (byte | 0x20 == UInt8(ascii: "e") || byte | 0x20 == UInt8(ascii: "p")),
                   peek(1) == UInt8(ascii: "-") || peek(1) == UInt8(ascii: "+"), Self.isDigit(peek(2)) {
                    position += 2
                    continue
                }
                position += 1
            } else if byte == UInt8(ascii: "."), Self.isDigit(peek(1)) {
                position += 1
            } else {
                break
            }
        }
        tokens.append(Token(kind: .number, start: start, end: position))
    }

    private mutating func scanCharacterLiteral() {
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "'"), bytes[position] != 0x0A {
            position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "'") { position += 1 }
        position = min(position, bytes.count)
        tokens.append(Token(kind: .number, start: start, end: position))
    }

    // MARK: Strings

    /// A string literal starting at `start` (its `@` or `#`s); the quote is at `contentFrom`.
    private mutating func scanString(start: Int, hashes: Int, contentFrom quote: Int? = nil) {
        let quote = quote ?? start
        var literal = StringLiteral()
        let isMultiline = language == .swift && quote + 2 < bytes.count
            && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
        if isMultiline {
            scanMultilineString(into: &literal, quote: quote, hashes: hashes)
        } else {
            position = quote + 1
            scanSingleLineContent(into: &literal, hashes: hashes)
        }
        literal.range = SourceRange(start: start, end: position)
        tokens.append(Token(kind: .string, start: start, end: position, value: UInt32(strings.count)))
        strings.append(literal)
    }

    /// Whether `"` followed by `hashes` `#` is at `index`.
    private func closesString(at index: Int, hashes: Int) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
        guard hashes > 0 else { return true }
        guard index + hashes < bytes.count else { return false }
        for offset in 1...hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Whether an escape (a `\` followed by `hashes` `#`) starts at `index`; returns its length.
    private func escapeLength(at index: Int, hashes: Int) -> Int? {
        guard bytes[index] == UInt8(ascii: "\\") else { return nil }
        guard hashes > 0 else { return 1 }
        guard index + hashes < bytes.count else { return nil }
        for offset in 1...hashes where bytes[index + offset] != UInt8(ascii: "#") { return nil }
        return hashes + 1
    }

    private mutating func scanSingleLineContent(into literal: inout StringLiteral, hashes: Int) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A || byte == 0x0D {
                literal.isUnterminated = true
                literal.contentEnd = position
                return
            }
            if closesString(at: position, hashes: hashes) {
                literal.contentEnd = position
                position += 1 + hashes
                return
            }
            if let length = escapeLength(at: position, hashes: hashes) {
                decodeEscape(into: &literal, backslash: position, after: position + length)
                continue
            }
            literal.append(byte, from: position)
            position += 1
        }
        literal.isUnterminated = true
        literal.contentEnd = position
    }

    /// Swift `"""` strings: the content starts on the line after the opening delimiter; the
    /// closing delimiter's indentation is removed from every line; the last line break goes.
    private mutating func scanMultilineString(into literal: inout StringLiteral, quote: Int, hashes: Int) {
        // First pass: find the closing delimiter (skipping escapes and interpolations).
        var index = quote + 3
        var close = -1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\""), index + 2 < bytes.count,
               bytes[index + 1] == UInt8(ascii: "\""), closesString(at: index + 2, hashes: hashes) {
                close = index
                break
            }
            if let length = escapeLength(at: index, hashes: hashes) {
                index += length + 1
                continue
            }
            index += 1
        }
        let contentEnd = close >= 0 ? close : bytes.count
        // The indentation: the whitespace between the last line break and the delimiter.
        var indentStart = contentEnd
        while indentStart > quote + 3, bytes[indentStart - 1] == 0x20 || bytes[indentStart - 1] == 0x09 { indentStart -= 1 }
        let indentation = contentEnd - indentStart
        // Content starts after the first line break.
        var cursor = quote + 3
        while cursor < contentEnd, bytes[cursor] != 0x0A { cursor += 1 }
        cursor += 1
        var atLineStart = true
        position = cursor
        while position < indentStart {
            if atLineStart {
                var skipped = 0
                while skipped < indentation, position < indentStart, bytes[position] == 0x20 || bytes[position] == 0x09 {
                    position += 1
                    skipped += 1
                }
                atLineStart = false
                continue
            }
            let byte = bytes[position]
            if byte == 0x0A {
                // The line break before the closing delimiter's line is not part of the value.
                if position + 1 < indentStart || close < 0 { literal.append(byte, from: position) }
                position += 1
                atLineStart = true
                continue
            }
            if let length = escapeLength(at: position, hashes: hashes) {
                // `\` at the end of a line joins it with the next.
                var after = position + length
                while after < indentStart, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
                if after < bytes.count, bytes[after] == 0x0A || (bytes[after] == 0x0D && after + 1 < bytes.count && bytes[after + 1] == 0x0A) {
                    position = after + (bytes[after] == 0x0D ? 2 : 1)
                    atLineStart = true
                    continue
                }
                decodeEscape(into: &literal, backslash: position, after: position + length)
                continue
            }
            if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A {
                position += 1
                continue
            }
            literal.append(byte, from: position)
            position += 1
        }
        // The value ends at the line break before the closing delimiter's line.
        var valueEnd = indentStart
        if close >= 0, valueEnd > cursor, bytes[valueEnd - 1] == 0x0A {
            valueEnd -= 1
            if valueEnd > cursor, bytes[valueEnd - 1] == 0x0D { valueEnd -= 1 }
        }
        literal.contentEnd = valueEnd
        if close >= 0 {
            position = close + 3 + hashes
        } else {
            literal.isUnterminated = true
            position = bytes.count
        }
    }

    /// Decodes the escape whose backslash (and `#`s) ends at `after`; moves past it.
    private mutating func decodeEscape(into literal: inout StringLiteral, backslash: Int, after: Int) {
        guard after < bytes.count else {
            position = bytes.count
            return
        }
        let letter = bytes[after]
        position = after + 1
        switch letter {
        case UInt8(ascii: "n"): literal.append(0x0A, from: backslash)
        case UInt8(ascii: "t"): literal.append(0x09, from: backslash)
        case UInt8(ascii: "r"): literal.append(0x0D, from: backslash)
        case UInt8(ascii: "0") where language == .swift: literal.append(0, from: backslash)
        case UInt8(ascii: "("):
            guard language == .swift else {
                literal.append(letter, from: backslash)
                return
            }
            literal.isInterpolated = true
            skipInterpolation()
        case UInt8(ascii: "u") where language == .swift && position < bytes.count && bytes[position] == UInt8(ascii: "{"):
            var end = position + 1
            var value: UInt32 = 0
            while end < bytes.count, let digit = Self.hexValue(bytes[end]), end - position <= 8 {
                value = value &* 16 &+ digit
                end += 1
            }
            if end < bytes.count, bytes[end] == UInt8(ascii: "}") { end += 1 }
            position = end
            literal.append(scalar: Unicode.Scalar(value) ?? "\u{FFFD}", from: backslash)
        case UInt8(ascii: "u") where language == .objectiveC, UInt8(ascii: "x") where language == .objectiveC:
            var end = position
            var value: UInt32 = 0
            let limit = letter == UInt8(ascii: "u") ? 4 : 2
            while end < bytes.count, end - position < limit, let digit = Self.hexValue(bytes[end]) {
                value = value * 16 + digit
                end += 1
            }
            position = end
            literal.append(scalar: Unicode.Scalar(value) ?? "\u{FFFD}", from: backslash)
        case 0x0A:
            // Objective-C line continuation inside a string.
            return
        default:
            // \\ \" \' and unknown escapes: the character itself.
            literal.append(letter, from: backslash)
        }
    }

    /// Skips `(…)` of an interpolation, nested parentheses and simple strings included; stops
    /// at the end of the line for single-line strings' sake if the parentheses never close.
    private mutating func skipInterpolation() {
        var depth = 1
        while position < bytes.count, depth > 0 {
            let byte = bytes[position]
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1 }
            if byte == 0x0A { return }
            if byte == UInt8(ascii: "\"") {
                position += 1
                while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != 0x0A {
                    position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                }
            }
            position += 1
        }
        position = min(position, bytes.count)
    }

    // MARK: Bytes

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        default: nil
        }
    }

    // MARK: Brackets

    /// Pairs brackets in one pass with a stack. A `}` closes any `(`/`[` left open inside its
    /// block (they stay unmatched), so one missing `]` does not swallow the rest of the file.
    static func matchBrackets(_ tokens: [Token]) -> [Int32] {
        var matches = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch UInt8(truncatingIfNeeded: token.value) {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                let open: UInt32 = token.value == UInt32(UInt8(ascii: ")")) ? UInt32(UInt8(ascii: "(")) : UInt32(UInt8(ascii: "["))
                if let top = stack.last, tokens[top].value == open {
                    stack.removeLast()
                    matches[top] = Int32(index)
                    matches[index] = Int32(top)
                }
            case UInt8(ascii: "}"):
                while let top = stack.last, tokens[top].value != UInt32(UInt8(ascii: "{")) { stack.removeLast() }
                if let top = stack.popLast() {
                    matches[top] = Int32(index)
                    matches[index] = Int32(top)
                }
            default:
                break
            }
        }
        return matches
    }
}
