import LayoutModel

/// String literals (`"Welcome to Grapevine"`), which only sample content uses: one line,
/// Swift's escapes `\"`, `\\`, `\n`, `\t` and `\u{1F600}`. A `//` inside a string is text,
/// not a comment.
public enum StringLiterals {
    /// Where the line's `//` comment starts (`nil`: none), skipping strings: the one rule the
    /// parser, the formatter and the language server use.
    public static func commentStart<Line: Collection>(in line: Line) -> Line.Index? where Line.Element == UInt8 {
        var inString = false
        var escaped = false
        var index = line.startIndex
        while index != line.endIndex {
            let byte = line[index]
            let next = line.index(after: index)
            if inString {
                if escaped { escaped = false } else if byte == Bytes.backslash { escaped = true } else if byte == Bytes.quote { inString = false }
            } else if byte == Bytes.quote {
                inString = true
            } else if byte == Bytes.slash, next != line.endIndex, line[next] == Bytes.slash {
                return index
            }
            index = next
        }
        return nil
    }

    /// The end of the string literal opening at `start` (after its closing quote), or
    /// `end` when it is not closed: how the formatter and the semantic tokens step over one.
    public static func literalEnd<Line: Collection>(in line: Line, from start: Line.Index) -> Line.Index where Line.Element == UInt8 {
        var escaped = false
        var index = line.index(after: start)
        while index != line.endIndex {
            let byte = line[index]
            index = line.index(after: index)
            if escaped { escaped = false } else if byte == Bytes.backslash { escaped = true } else if byte == Bytes.quote { return index }
        }
        return line.endIndex
    }
}

extension Bytes {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
}

/// A string literal read from the source, or why it is not one.
enum ScannedString {
    case string(String, end: Int)
    /// The message and the range of the problem.
    case invalid(String, SourceRange)
}

extension ByteText {
    /// Reads the string literal whose `"` is at `start`, decoding its escapes.
    func scanStringLiteral(from start: Int, end: Int) -> ScannedString {
        var bytes: [UInt8] = []
        var index = start + 1
        while index < end {
            let byte = self.bytes[index]
            if byte == Bytes.quote {
                return .string(String(decoding: bytes, as: UTF8.self), end: index + 1)
            }
            guard byte == Bytes.backslash else {
                bytes.append(byte)
                index += 1
                continue
            }
            guard index + 1 < end else { break }
            let escape = self.bytes[index + 1]
            switch escape {
            case Bytes.quote, Bytes.backslash: bytes.append(escape)
            case UInt8(ascii: "n"): bytes.append(Bytes.newline)
            case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "u"):
                // \u{1 to 8 hex digits}, a Unicode scalar.
                var digitsEnd = index + 2
                guard digitsEnd < end, self.bytes[digitsEnd] == Bytes.openBrace else {
                    return .invalid("expected '{' after '\\u' in a string, as in '\\u{E9}'", SourceRange(start: index, end: min(end, index + 2)))
                }
                digitsEnd += 1
                let digitsStart = digitsEnd
                while digitsEnd < end, Bytes.isHexDigit(self.bytes[digitsEnd]) { digitsEnd += 1 }
                guard digitsEnd < end, self.bytes[digitsEnd] == Bytes.closeBrace, digitsEnd > digitsStart, digitsEnd - digitsStart <= 8,
                    let value = UInt32(string(digitsStart, digitsEnd), radix: 16), let scalar = Unicode.Scalar(value)
                else {
                    let badEnd = digitsEnd < end && self.bytes[digitsEnd] == Bytes.closeBrace ? digitsEnd + 1 : digitsEnd
                    return .invalid("'\\u{…}' in a string needs the hexadecimal number of a Unicode scalar, as in '\\u{E9}'", SourceRange(start: index, end: badEnd))
                }
                bytes.append(contentsOf: Array(String(Character(scalar)).utf8))
                index = digitsEnd + 1
                continue
            default:
                var escapeEnd = index + 2
                while escapeEnd < end, self.bytes[escapeEnd] & 0b1100_0000 == 0b1000_0000 { escapeEnd += 1 }
                return .invalid(
                    "unknown escape '\(quoted(index, escapeEnd))' in a string; write \\\" \\\\ \\n \\t or \\u{…}",
                    SourceRange(start: index, end: escapeEnd))
            }
            index += 2
        }
        return .invalid("the string is not closed; expected '\"' before the end of the line", SourceRange(start: start, end: start + 1))
    }
}
