import LayoutModel

/// Turns template text into ``TemplateNode``s.
///
/// Syntax (see docs/Templates.md):
/// - `{{ path }}` prints a value; `{% for x in path %}…{% endfor %}`;
///   `{% if [not] path %}…{% elif [not] path %}…{% else %}…{% endif %}`; `{# comment #}`.
/// - Whitespace control: a `{% %}` or `{# #}` tag alone on its line removes that whole line;
///   `{%-`/`{{-`/`{#-` removes the whitespace (newlines too) before the tag, `-%}`/`-}}`/`-#}`
///   the whitespace after it.
struct TemplateParser {
    private enum Delimiter { case output, block, comment }

    private enum Token {
        case text(start: Int, end: Int)
        case tag(Delimiter, content: String, contentOffset: Int, tagStart: Int)
    }

    let source: SourceFile
    private let bytes: [UInt8]

    init(source: SourceFile) {
        self.source = source
        self.bytes = source.utf8
    }

    func parse() throws(TemplateError) -> [TemplateNode] {
        let tokens = try tokenize()
        var index = 0
        let (nodes, terminator) = try parseNodes(tokens, &index, until: [], depth: 0)
        if let terminator {
            throw error("unexpected '{% \(terminator.word) %}'", at: terminator.offset)
        }
        return nodes
    }

    func error(_ message: String, at offset: Int) -> TemplateError {
        let location = source.location(of: offset)
        return TemplateError(path: source.path, line: location.line, column: location.column, message: message)
    }

    // MARK: Tokens and whitespace control

    private func tokenize() throws(TemplateError) -> [Token] {
        struct RawTag {
            var delimiter: Delimiter
            var start: Int, end: Int  // the whole tag, `{%` … `%}`
            var trimBefore: Bool, trimAfter: Bool
            var contentStart: Int, contentEnd: Int
        }
        var tags: [RawTag] = []
        var position = 0
        let count = bytes.count
        while position + 1 < count {
            guard bytes[position] == UInt8(ascii: "{") else { position += 1; continue }
            let next = bytes[position + 1]
            let delimiter: Delimiter
            let closing: UInt8
            switch next {
            case UInt8(ascii: "{"): delimiter = .output; closing = UInt8(ascii: "}")
            case UInt8(ascii: "%"): delimiter = .block; closing = UInt8(ascii: "%")
            case UInt8(ascii: "#"): delimiter = .comment; closing = UInt8(ascii: "#")
            default: position += 1; continue
            }
            let start = position
            var contentStart = position + 2
            let trimBefore = contentStart < count && bytes[contentStart] == UInt8(ascii: "-")
            if trimBefore { contentStart += 1 }
            var scan = contentStart
            var found = -1
            while scan + 1 < count {
                if bytes[scan] == closing && bytes[scan + 1] == UInt8(ascii: "}") { found = scan; break }
                if delimiter != .comment && bytes[scan] == UInt8(ascii: "\n") { break }
                scan += 1
            }
            guard found >= 0 else {
                let name = delimiter == .output ? "'{{'" : delimiter == .block ? "'{%'" : "'{#'"
                let close = delimiter == .output ? "'}}'" : delimiter == .block ? "'%}'" : "'#}'"
                throw error("\(name) is not closed by \(close) on the same line", at: start)
            }
            var contentEnd = found
            let trimAfter = contentEnd > contentStart && bytes[contentEnd - 1] == UInt8(ascii: "-")
            if trimAfter { contentEnd -= 1 }
            tags.append(RawTag(
                delimiter: delimiter, start: start, end: found + 2, trimBefore: trimBefore,
                trimAfter: trimAfter, contentStart: contentStart, contentEnd: contentEnd
            ))
            position = found + 2
        }

        // Text segments between tags, as mutable byte ranges.
        var textStarts: [Int] = []
        var textEnds: [Int] = []
        var previousEnd = 0
        for tag in tags {
            textStarts.append(previousEnd)
            textEnds.append(tag.start)
            previousEnd = tag.end
        }
        textStarts.append(previousEnd)
        textEnds.append(count)

        // A block or comment tag alone on its line takes the whole line with it.
        for (index, tag) in tags.enumerated() where tag.delimiter != .output {
            var left = tag.start
            while left > textStarts[index], bytes[left - 1] == UInt8(ascii: " ") || bytes[left - 1] == UInt8(ascii: "\t") {
                left -= 1
            }
            // `textStarts` may already sit just after a newline taken by the previous tag.
            guard left == 0 || bytes[left - 1] == UInt8(ascii: "\n") else { continue }
            var right = tag.end
            while right < textEnds[index + 1], bytes[right] == UInt8(ascii: " ") || bytes[right] == UInt8(ascii: "\t") || bytes[right] == UInt8(ascii: "\r") {
                right += 1
            }
            if right < textEnds[index + 1], bytes[right] == UInt8(ascii: "\n") {
                textEnds[index] = min(textEnds[index], left)
                textStarts[index + 1] = max(textStarts[index + 1], right + 1)
            } else if right == count {
                textEnds[index] = min(textEnds[index], left)
                textStarts[index + 1] = max(textStarts[index + 1], right)
            }
        }
        // Explicit `-` trimming.
        for (index, tag) in tags.enumerated() {
            if tag.trimBefore {
                while textEnds[index] > textStarts[index], Self.isWhitespace(bytes[textEnds[index] - 1]) {
                    textEnds[index] -= 1
                }
            }
            if tag.trimAfter {
                while textStarts[index + 1] < textEnds[index + 1], Self.isWhitespace(bytes[textStarts[index + 1]]) {
                    textStarts[index + 1] += 1
                }
            }
        }

        var tokens: [Token] = []
        tokens.reserveCapacity(tags.count * 2 + 1)
        for (index, tag) in tags.enumerated() {
            if textStarts[index] < textEnds[index] {
                tokens.append(.text(start: textStarts[index], end: textEnds[index]))
            }
            let content = String(decoding: bytes[tag.contentStart..<tag.contentEnd], as: UTF8.self)
            tokens.append(.tag(tag.delimiter, content: content, contentOffset: tag.contentStart, tagStart: tag.start))
        }
        if let lastStart = textStarts.last, let lastEnd = textEnds.last, lastStart < lastEnd {
            tokens.append(.text(start: lastStart, end: lastEnd))
        }
        return tokens
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    // MARK: Tree

    /// A block tag that ends the current body (`endfor`, `elif`, `else`, `endif`).
    private struct Terminator {
        var word: String
        var arguments: [(word: String, offset: Int)]
        var offset: Int
    }

    /// How deeply `for` and `if` blocks may nest. Parsing and rendering recurse once per
    /// level, so a bound keeps a pathological template an error instead of a stack overflow.
    static let maximumNesting = 100

    /// Parses nodes until one of `terminators`; `depth` counts the enclosing blocks.
    private func parseNodes(
        _ tokens: [Token], _ index: inout Int, until terminators: Set<String>, depth: Int
    ) throws(TemplateError) -> ([TemplateNode], Terminator?) {
        var nodes: [TemplateNode] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .text(let start, let end):
                nodes.append(.text(String(decoding: bytes[start..<end], as: UTF8.self)))
            case .tag(.comment, _, _, _):
                continue
            case .tag(.output, let content, let offset, let tagStart):
                let words = Self.words(content, offset: offset)
                guard !words.isEmpty else { throw error("empty '{{ }}'", at: tagStart) }
                nodes.append(.output(try expression(words, tagStart: tagStart)))
            case .tag(.block, let content, let offset, let tagStart):
                let words = Self.words(content, offset: offset)
                guard let keyword = words.first else { throw error("empty '{% %}'", at: tagStart) }
                if keyword.word == "for" || keyword.word == "if", depth >= Self.maximumNesting {
                    throw error("'{% \(keyword.word) %}' nests blocks more than \(Self.maximumNesting) deep", at: tagStart)
                }
                switch keyword.word {
                case "for":
                    nodes.append(try parseLoop(words, tokens, &index, tagStart: tagStart, depth: depth + 1))
                case "if":
                    nodes.append(try parseConditional(words, tokens, &index, tagStart: tagStart, depth: depth + 1))
                case "endfor", "endif", "elif", "else":
                    let terminator = Terminator(word: keyword.word, arguments: Array(words.dropFirst()), offset: keyword.offset)
                    if terminators.contains(keyword.word) { return (nodes, terminator) }
                    throw error("unexpected '{% \(keyword.word) %}'", at: keyword.offset)
                default:
                    throw error("unknown tag '\(keyword.word.escapingControlCharacters)'; expected for, endfor, if, elif, else or endif", at: keyword.offset)
                }
            }
        }
        return (nodes, nil)
    }

    private func parseLoop(
        _ words: [(word: String, offset: Int)], _ tokens: [Token], _ index: inout Int, tagStart: Int, depth: Int
    ) throws(TemplateError) -> TemplateNode {
        guard words.count == 4, words[2].word == "in", Self.isName(words[1].word) else {
            throw error("expected '{% for NAME in PATH %}'", at: tagStart)
        }
        let sequence = try expression(Array(words[3...]), tagStart: tagStart)
        let (body, terminator) = try parseNodes(tokens, &index, until: ["endfor"], depth: depth)
        guard let terminator else { throw error("'{% for %}' is not closed by '{% endfor %}'", at: tagStart) }
        guard terminator.arguments.isEmpty else { throw error("'endfor' takes nothing after it", at: terminator.offset) }
        return .loop(variable: words[1].word, over: sequence, body: body)
    }

    private func parseConditional(
        _ words: [(word: String, offset: Int)], _ tokens: [Token], _ index: inout Int, tagStart: Int, depth: Int
    ) throws(TemplateError) -> TemplateNode {
        guard words.count > 1 else { throw error("expected '{% if PATH %}'", at: tagStart) }
        var condition = try expression(Array(words.dropFirst()), tagStart: tagStart)
        var branches: [(condition: TemplateExpression, body: [TemplateNode])] = []
        while true {
            let (body, terminator) = try parseNodes(tokens, &index, until: ["elif", "else", "endif"], depth: depth)
            branches.append((condition, body))
            guard let terminator else { throw error("'{% if %}' is not closed by '{% endif %}'", at: tagStart) }
            switch terminator.word {
            case "elif":
                guard !terminator.arguments.isEmpty else { throw error("expected '{% elif PATH %}'", at: terminator.offset) }
                condition = try expression(terminator.arguments, tagStart: terminator.offset)
            case "else":
                guard terminator.arguments.isEmpty else { throw error("'else' takes nothing after it", at: terminator.offset) }
                let (otherwise, end) = try parseNodes(tokens, &index, until: ["endif"], depth: depth)
                guard let end else { throw error("'{% if %}' is not closed by '{% endif %}'", at: tagStart) }
                guard end.arguments.isEmpty else { throw error("'endif' takes nothing after it", at: end.offset) }
                return .conditional(branches: branches, otherwise: otherwise)
            default:  // endif
                guard terminator.arguments.isEmpty else { throw error("'endif' takes nothing after it", at: terminator.offset) }
                return .conditional(branches: branches, otherwise: [])
            }
        }
    }

    private func expression(_ words: [(word: String, offset: Int)], tagStart: Int) throws(TemplateError) -> TemplateExpression {
        var words = words[...]
        var negated = false
        if words.first?.word == "not" {
            negated = true
            words = words.dropFirst()
        }
        guard let word = words.first else { throw error("expected a value after 'not'", at: tagStart) }
        guard words.count == 1 else {
            let extra = words[words.index(after: words.startIndex)]
            throw error("unexpected '\(extra.word.escapingControlCharacters)'; an expression is a dotted path, optionally after 'not'", at: extra.offset)
        }
        let path = word.word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard path.allSatisfy(Self.isName) else {
            throw error("'\(word.word.escapingControlCharacters)' is not a dotted path of names", at: word.offset)
        }
        return TemplateExpression(negated: negated, path: path, offset: word.offset)
    }

    /// Splits tag content at spaces, keeping each word's byte offset.
    private static func words(_ content: String, offset: Int) -> [(word: String, offset: Int)] {
        var result: [(word: String, offset: Int)] = []
        var current: [UInt8] = []
        var currentStart = offset
        for (index, byte) in content.utf8.enumerated() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                if !current.isEmpty { result.append((String(decoding: current, as: UTF8.self), currentStart)) }
                current = []
            } else {
                if current.isEmpty { currentStart = offset + index }
                current.append(byte)
            }
        }
        if !current.isEmpty { result.append((String(decoding: current, as: UTF8.self), currentStart)) }
        return result
    }

    static func isName(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || Self.isLetter(first) else { return false }
        return text.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || ($0 >= 48 && $0 <= 57) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }
}
