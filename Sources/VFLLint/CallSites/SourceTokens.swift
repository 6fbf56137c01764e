import LayoutModel

/// A scanned file with the small queries the call-site finder and argument reader share.
struct SourceTokens {
    let source: SourceFile
    let scanned: ScannedSource

    init(source: SourceFile, language: SourceLanguage) {
        self.source = source
        self.scanned = TokenScanner.scan(source, language: language)
    }

    var tokens: [Token] { scanned.tokens }
    var count: Int { scanned.tokens.count }
    var language: SourceLanguage { scanned.language }

    /// The token's source text.
    func text(_ index: Int) -> String {
        let token = scanned.tokens[index]
        return String(decoding: source.utf8[token.start..<token.end], as: UTF8.self)
    }

    /// Whether token `index` exists and is the identifier `word`.
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0, index < count else { return false }
        let token = scanned.tokens[index]
        guard token.kind == .identifier, token.end - token.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { expected in
            var offset = 0
            while offset < expected.count {
                if source.utf8[token.start + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether token `index` exists and is the identifier spelt `word` (UTF-8).
    func isWord(_ index: Int, bytes word: [UInt8]) -> Bool {
        guard index >= 0, index < count else { return false }
        let token = scanned.tokens[index]
        guard token.kind == .identifier, token.end - token.start == word.count else { return false }
        var offset = 0
        while offset < word.count {
            if source.utf8[token.start + offset] != word[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Whether token `index` exists and is the punctuation byte.
    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        index >= 0 && index < count && scanned.tokens[index].isPunctuation(byte)
    }

    func isIdentifier(_ index: Int) -> Bool { index >= 0 && index < count && scanned.tokens[index].kind == .identifier }

    /// A single `=` (not `==`, `<=`, `>=`, `!=`, `+=`).
    func isAssignment(_ index: Int) -> Bool {
        guard isPunctuation(index, UInt8(ascii: "=")) else { return false }
        let token = scanned.tokens[index]
        if index + 1 < count, scanned.tokens[index + 1].start == token.end, scanned.tokens[index + 1].isPunctuation(UInt8(ascii: "=")) { return false }
        if index > 0, scanned.tokens[index - 1].end == token.start, scanned.tokens[index - 1].kind == .punctuation {
            let previous = UInt8(truncatingIfNeeded: scanned.tokens[index - 1].value)
            if "=<>!+-*/|&%^~".utf8.contains(previous) { return false }
        }
        return true
    }

    /// The matching bracket of an opening or closing bracket token, or nil.
    func match(_ index: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        let match = Int(scanned.matches[index])
        return match >= 0 ? match : nil
    }

    /// The string literal of a `.string` token.
    func string(_ index: Int) -> StringLiteral? {
        guard index >= 0, index < count, scanned.tokens[index].kind == .string else { return nil }
        return scanned.strings[Int(scanned.tokens[index].value)]
    }

    /// Whether a line break separates token `index - 1` and token `index`.
    func startsLine(_ index: Int) -> Bool {
        guard index > 0, index < count else { return true }
        let from = scanned.tokens[index - 1].end
        let to = scanned.tokens[index].start
        var offset = from
        while offset < to {
            if source.utf8[offset] == 0x0A { return true }
            offset += 1
        }
        return false
    }

    func range(_ index: Int) -> SourceRange {
        SourceRange(start: scanned.tokens[index].start, end: scanned.tokens[index].end)
    }

    /// The source range covered by tokens `tokens` (non-empty).
    func range(_ tokens: Range<Int>) -> SourceRange {
        SourceRange(start: scanned.tokens[tokens.lowerBound].start, end: scanned.tokens[tokens.upperBound - 1].end)
    }

    /// The source text of tokens `tokens`, every run of whitespace (and comments) as one space.
    func expression(_ tokens: Range<Int>) -> String {
        guard !tokens.isEmpty else { return "" }
        var out = ""
        for index in tokens {
            if index > tokens.lowerBound, scanned.tokens[index].start > scanned.tokens[index - 1].end {
                out += " "
            }
            out += text(index)
        }
        return out
    }

    /// Splits the tokens between an opening bracket and its match at the top-level commas.
    func elements(between open: Int, and close: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            if let match = match(index), match > index {
                index = match + 1
                continue
            }
            if isPunctuation(index, UInt8(ascii: ",")) {
                result.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        if start < close { result.append(start..<close) }
        return result
    }

    /// Where the expression starting at `start` ends (exclusive): at a top-level `;`, `,` or
    /// closing bracket, or (Swift) at a line break that neither an operator before nor after continues.
    /// Looks at no more than `limit` tokens.
    func expressionEnd(from start: Int, limit: Int = 4096) -> Int {
        var index = start
        let stop = min(count, start + limit)
        while index < stop {
            let token = scanned.tokens[index]
            if language == .swift, index > start, startsLine(index), !continuesExpression(index - 1, index) { return index }
            if token.kind == .punctuation {
                let byte = UInt8(truncatingIfNeeded: token.value)
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ")")
                    || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    return index
                }
                if let match = match(index), match > index {
                    index = match + 1
                    continue
                }
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    return stop  // never closed
                }
            }
            index += 1
        }
        return stop
    }

    /// Whether a line break between `before` and `after` continues an expression (`+` at the
    /// end of a line, `.member` or `+ x` at the start of the next).
    private func continuesExpression(_ before: Int, _ after: Int) -> Bool {
        let operators = "+|.?:*-&".utf8
        let previous = scanned.tokens[before]
        if previous.kind == .punctuation, operators.contains(UInt8(truncatingIfNeeded: previous.value)) { return true }
        let next = scanned.tokens[after]
        if next.kind == .punctuation, operators.contains(UInt8(truncatingIfNeeded: next.value)), next.value != UInt32(UInt8(ascii: "-")) { return true }
        return false
    }
}
