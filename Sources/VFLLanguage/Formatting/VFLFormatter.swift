import LayoutModel

/// The canonical layout of a `.vfl` file (`vflgen format`, and the language server's formatting).
///
/// Only whitespace changes, and only where the parser skips it, so a file that compiles
/// lowers to the same constraints after formatting:
/// - each line is indented four spaces per open `layout`/`variant` block; a line starting with
///   `}` closes one first;
/// - declarations have one space between words, `view name: Type`, `metric name = 15`,
///   `layout Name {`; a sample string (`text "Welcome to  Grapevine"`) is kept as written;
/// - a VFL line is kept as written (it contains no whitespace); a well-formed options clause
///   follows it after two spaces as `options: [.a, .b]`; an equation line has one space
///   between its words;
/// - trailing whitespace goes, runs of blank lines become one, the file ends with one newline;
/// - comments stay on their line; trailing comments of consecutive lines are aligned one
///   two spaces after the longest of those lines' code.
///
/// Lines are classified as the parser classifies them (FileParser.parseLine), and a line the
/// compiler rejects (an error starts on it) is kept exactly as written, only re-indented: no
/// spacing, comment alignment or line break in it changes (a file with classic-Mac `\r` line
/// ends is one line to the compiler, so it stays as it is). Formatting is idempotent.
public enum VFLFormatter {
    /// A formatted file: the text, and the errors of the file as given (their lines were kept
    /// as written).
    public struct Formatted: Sendable {
        public var text: String
        public var errors: [Diagnostic]
    }

    /// The formatted text of `source`.
    public static func format(_ source: String) -> String {
        let file = SourceFile(path: "", text: source)
        return format(file.utf8, keepingLines: rejectedLines(file))
    }

    /// `file` formatted, with its errors (as the compiler reports them for UIKit, the default
    /// platform).
    public static func format(_ file: SourceFile) -> Formatted {
        let errors = VFLCompiler.compile(file, platform: .uikit).diagnostics.filter { $0.severity == .error }
        return Formatted(text: format(file.utf8, keepingLines: rejectedLines(file)), errors: errors)
    }

    /// The lines (0-based) on which the parser reports an error: their text is not what the
    /// grammar reads, so which whitespace it skips is unknown. (A name the resolver does not
    /// know is no such line: the parser read it, and its whitespace is the grammar's.)
    static func rejectedLines(_ file: SourceFile) -> Set<Int> {
        let errors = file.utf8.withUnsafeBufferPointer { bytes in
            var parser = FileParser(bytes: bytes, platform: .uikit, dialect: .vflgen)
            _ = parser.parse()
            return parser.diagnostics.filter { $0.severity == .error }
        }
        return Set(errors.compactMap { $0.range.map { file.location(of: $0.start).line - 1 } })
    }

    /// Formats `bytes`, keeping the lines numbered in `rejected` (0-based) as written.
    private static func format(_ bytes: [UInt8], keepingLines rejected: Set<Int>) -> String {
        var lines: [(indent: Int, code: [UInt8], comment: [UInt8])] = []
        var depth = 0
        for (number, rawLine) in splitLines(bytes).enumerated() {
            let (code, comment) = splitComment(rawLine)
            let trimmed = trim(code)
            if trimmed.first == Bytes.closeBrace { depth = max(0, depth - 1) }
            // A lone `\r` inside the line is a line end to editors (LSP) but whitespace to the
            // compiler: kept as written too, or formatting would merge the editor's lines.
            let lastContent = rawLine.lastIndex { $0 != Bytes.carriageReturn }
            let innerCarriageReturn = lastContent.map { rawLine[rawLine.startIndex..<$0].contains(Bytes.carriageReturn) } ?? false
            if rejected.contains(number) || innerCarriageReturn {
                // As written after its indentation; the `\r`s before the line's end are a line
                // end (of CRLF, or of the file's last classic-Mac lines, blank ones too) like the
                // `\n` written for it. (Keeping one would make `\r\n`, which the next run reads
                // as CRLF: not idempotent.)
                var end = rawLine.endIndex
                while end > rawLine.startIndex, rawLine[end - 1] == Bytes.carriageReturn { end -= 1 }
                let start = rawLine[..<end].firstIndex { !Bytes.isWhitespace($0) } ?? end
                lines.append((depth, Array(rawLine[start..<end]), []))
            } else {
                let formatted = trimmed.isEmpty ? [] : formatCode(trimmed)
                lines.append((depth, formatted, trimComment(comment)))
            }
            if trimmed.last == Bytes.openBrace, isBlockHeader(trimmed) { depth += 1 }
        }
        // Blank lines: none at the start or end, at most one in a row.
        var kept: [(indent: Int, code: [UInt8], comment: [UInt8])] = []
        for line in lines {
            let blank = line.code.isEmpty && line.comment.isEmpty
            if blank && (kept.isEmpty || (kept.last!.code.isEmpty && kept.last!.comment.isEmpty)) { continue }
            kept.append(line)
        }
        while let last = kept.last, last.code.isEmpty, last.comment.isEmpty { kept.removeLast() }

        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var index = 0
        while index < kept.count {
            // A run of consecutive lines with code and a trailing comment shares one comment column.
            var runEnd = index
            while runEnd < kept.count, !kept[runEnd].code.isEmpty, !kept[runEnd].comment.isEmpty { runEnd += 1 }
            if runEnd > index {
                let column = kept[index..<runEnd].map { $0.indent * 4 + $0.code.count }.max()! + 2
                for line in kept[index..<runEnd] {
                    let prefix = indentation(line.indent) + line.code
                    output += prefix + [UInt8](repeating: Bytes.space, count: column - prefix.count) + line.comment
                    output.append(Bytes.newline)
                }
                index = runEnd
                continue
            }
            let line = kept[index]
            if !line.code.isEmpty || !line.comment.isEmpty {
                output += indentation(line.indent) + line.code + line.comment
            }
            output.append(Bytes.newline)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `source` is already formatted.
    public static func isFormatted(_ source: String) -> Bool { format(source) == source }

    // MARK: Lines

    private static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = bytes.split(separator: Bytes.newline, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The code and the `//` comment of a line (VFL never uses '/'; a sample string may).
    private static func splitComment(_ line: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, ArraySlice<UInt8>) {
        guard let index = StringLiterals.commentStart(in: line) else { return (line, line[line.endIndex...]) }
        return (line[..<index], line[index...])
    }

    /// The words of a declaration, split at whitespace outside string literals (a sample
    /// string keeps its spaces).
    private static func words(_ code: [UInt8]) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        var index = 0
        while index < code.count {
            let byte = code[index]
            if byte == Bytes.quote {
                let literalEnd = StringLiterals.literalEnd(in: code, from: index)
                word += code[index..<literalEnd]
                index = literalEnd
                continue
            }
            if isSpace(byte) {
                if !word.isEmpty { words.append(word) }
                word = []
            } else {
                word.append(byte)
            }
            index += 1
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    private static func isSpace(_ byte: UInt8) -> Bool { Bytes.isWhitespace(byte) || byte == Bytes.carriageReturn }

    private static func trim(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return [] }
        let last = bytes.lastIndex(where: { !isSpace($0) })!
        return Array(bytes[first...last])
    }

    private static func trimComment(_ comment: ArraySlice<UInt8>) -> [UInt8] {
        var end = comment.endIndex
        while end > comment.startIndex, isSpace(comment[end - 1]) { end -= 1 }
        return Array(comment[comment.startIndex..<end])
    }

    private static func indentation(_ depth: Int) -> [UInt8] {
        [UInt8](repeating: Bytes.space, count: depth * 4)
    }

    /// `layout NAME {` or `variant NAME {` (also with the brace on the name): a keyword of block shape.
    private static func isBlockHeader(_ code: [UInt8]) -> Bool {
        let word = code.prefix { Bytes.isIdentifierContinue($0) }
        return DeclarationKeyword.named(String(decoding: word, as: UTF8.self))?.shape == .block
    }

    // MARK: Code

    private static func formatCode(_ code: [UInt8]) -> [UInt8] {
        let first = code[0]
        if first == Bytes.closeBrace { return code }
        if Bytes.isIdentifierStart(first) {
            let wordEnd = code.firstIndex { !Bytes.isIdentifierContinue($0) } ?? code.count
            let isOrientation = wordEnd == 1 && (first == UInt8(ascii: "H") || first == UInt8(ascii: "V"))
            let next = wordEnd < code.count ? code[wordEnd] : 0
            if !isOrientation, next != Bytes.colon, wordEnd == code.count || Bytes.isWhitespace(next) {
                return formatDeclaration(code, keyword: Array(code[..<wordEnd]))
            }
            // An equation line (`logo.centerY == superview.centerY - 40`): one space between its words.
            if next == Bytes.dot { return joined(code.split(whereSeparator: { isSpace($0) }).map(Array.init)) }
        }
        return formatVFLLine(code)
    }

    /// One space between words; `name: Type`, `name = value`, `Name {`.
    private static func formatDeclaration(_ code: [UInt8], keyword: [UInt8]) -> [UInt8] {
        var words = Self.words(code)
        guard words.count >= 2 else { return code }
        switch DeclarationKeyword.named(String(decoding: keyword, as: UTF8.self))?.shape {
        case .view:
            // `[external] view NAME: Type`: the colon may be written anywhere between the name and the type.
            let name = words[0] == Array("view".utf8) ? 1 : 2
            guard name < words.count, name == 1 || words[1] == Array("view".utf8) else { break }
            if let colon = words[name].firstIndex(of: Bytes.colon), colon > 0 {
                let type = Array(words[name][(colon + 1)...])
                words[name] = Array(words[name][...colon])
                if !type.isEmpty { words.insert(type, at: name + 1) }
            } else if words.count > name + 1, words[name + 1].first == Bytes.colon {
                words[name].append(Bytes.colon)
                words[name + 1].removeFirst()
                if words[name + 1].isEmpty { words.remove(at: name + 1) }
            }
        case .assignment:
            // `metric NAME = VALUE`, however the '=' was spaced; anything else is left as written.
            var parts: [[UInt8]] = [words[0]]
            for word in words.dropFirst() {
                var piece: [UInt8] = []
                for byte in word {
                    if byte == Bytes.equals {
                        if !piece.isEmpty { parts.append(piece) }
                        parts.append([Bytes.equals])
                        piece = []
                    } else {
                        piece.append(byte)
                    }
                }
                if !piece.isEmpty { parts.append(piece) }
            }
            if parts.count == 4, parts[2] == [Bytes.equals], parts[1] != [Bytes.equals], parts[3] != [Bytes.equals] { words = parts }
        case .block:
            if words.count == 2, words[1].count > 1, words[1].last == Bytes.openBrace {
                words[1].removeLast()
                words.append([Bytes.openBrace])
            }
        case .words, nil:
            break
        }
        return joined(words)
    }

    private static func joined(_ words: [[UInt8]]) -> [UInt8] {
        Array(words.joined(separator: [Bytes.space]))
    }

    /// The VFL text as written; a well-formed `options: [...]` clause in canonical spacing.
    private static func formatVFLLine(_ code: [UInt8]) -> [UInt8] {
        guard let gap = code.firstIndex(where: { isSpace($0) }) else { return code }
        let format = Array(code[..<gap])
        let rest = trim(code[gap...])
        guard let options = canonicalOptions(rest) else { return code }
        return format + [Bytes.space, Bytes.space] + options
    }

    /// `options: [ .a ,.b ]` → `options: [.a, .b]`; nil when the clause is not of that shape.
    private static func canonicalOptions(_ clause: [UInt8]) -> [UInt8]? {
        let keyword = Array("options".utf8)
        guard clause.starts(with: keyword) else { return nil }
        var rest = trim(clause[keyword.count...])[...]
        guard rest.first == Bytes.colon else { return nil }
        rest = trim(rest.dropFirst())[...]
        guard rest.first == Bytes.openBracket, rest.last == Bytes.closeBracket else { return nil }
        let inner = trim(rest.dropFirst().dropLast())
        var items: [[UInt8]] = []
        if !inner.isEmpty {
            for item in inner.split(separator: Bytes.comma, omittingEmptySubsequences: false) {
                let name = trim(item)
                guard name.count > 1, name[0] == Bytes.dot, name.dropFirst().allSatisfy(Bytes.isIdentifierContinue) else { return nil }
                items.append(name)
            }
        }
        return keyword + Array(": [".utf8) + Array(items.joined(separator: Array(", ".utf8))) + [Bytes.closeBracket]
    }
}
