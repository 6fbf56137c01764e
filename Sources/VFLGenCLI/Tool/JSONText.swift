import LayoutModel

/// The pieces the commands' hand-written `--format json` documents share. Writing JSON by
/// hand keeps key order and number spelling fixed, so the documents are byte-stable.
enum JSONText {
    /// A JSON string literal (quotes, backslashes and control characters escaped; also C1
    /// controls and bidi overrides, as `\u0085`, so the document is safe on a terminal too).
    static func string(_ value: String) -> String {
        var out = ""
        append(string: value, to: &out)
        return out
    }

    /// ``string(_:)`` appended to `out` in place. A value of printable ASCII with no quote or
    /// backslash (names, constraint texts, paths: nearly every value) is found so by one scan
    /// of its bytes and appended whole; only the others are escaped scalar by scalar.
    static func append(string value: String, to out: inout String) {
        out += "\""
        if isPlain(value) {
            out += value
        } else {
            appendEscaped(value, to: &out)
        }
        out += "\""
    }

    /// ``append(string:to:)`` into bytes (the streamed documents).
    static func append(string value: String, to out: inout UTF8Buffer) {
        out.write { append(string: value, to: &$0) }
    }

    /// ``append(string:to:)`` through a writer: a plain value is checked and copied from its
    /// bytes in place.
    @inline(__always)
    static func append(string value: String, to out: inout UTF8Buffer.Writer) {
        out.append(byte: UInt8(ascii: "\""))
        let appended = value.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.allSatisfy(isPlain) else { return false }
            out.append(bytes: bytes)
            return true
        }
        if appended != true { appendEscaped(value, to: &out) }
        out.append(byte: UInt8(ascii: "\""))
    }

    /// ``append(string:to:)`` of the text whose (valid) UTF-8 is `bytes`: copied as it is when plain.
    @inline(__always)
    static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout UTF8Buffer.Writer) {
        out.append(byte: UInt8(ascii: "\""))
        if bytes.allSatisfy(isPlain) {
            out.append(bytes: bytes)
        } else {
            appendEscaped(String(decoding: bytes, as: UTF8.self), to: &out)
        }
        out.append(byte: UInt8(ascii: "\""))
    }

    /// The rare path of ``append(string:to:)-(_,UTF8Buffer.Writer)``: a value to escape, or
    /// one whose bytes are not contiguous.
    @inline(never)
    private static func appendEscaped(_ value: String, to out: inout UTF8Buffer.Writer) {
        if isPlain(value) {
            out.append(value)
        } else {
            var escaped = ""
            appendEscaped(value, to: &escaped)
            out.append(escaped)
        }
    }

    /// ``append(string:to:)`` of `constraint`'s ``LayoutModel/LayoutConstraint/text``, written
    /// straight into `out` and escaped afterwards only if it has to be (a name with a quote).
    static func append(textOf constraint: LayoutConstraint, to out: inout UTF8Buffer) {
        out.append(byte: UInt8(ascii: "\""))
        let start = out.count
        constraint.appendText(to: &out)
        if !out.withBytes(from: start, { $0.allSatisfy(isPlain) }) {
            out.removeAll(from: start)
            var escaped = ""
            appendEscaped(constraint.text, to: &escaped)
            out.append(escaped)
        }
        out.append(byte: UInt8(ascii: "\""))
    }

    /// Whether `byte` is printable ASCII other than `"` and `\`.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
    }

    /// Whether every byte of `value` is printable ASCII other than `"` and `\`.
    private static func isPlain(_ value: String) -> Bool {
        if let answer = value.utf8.withContiguousStorageIfAvailable({ bytes in bytes.allSatisfy(isPlain) }) {
            return answer
        }
        return value.utf8.allSatisfy(isPlain)
    }

    /// The escaping of ``string(_:)``, scalar by scalar, without the quotes.
    private static func appendEscaped(_ value: String, to out: inout String) {
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.needsEscaping {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// `{"file": …, "line": …, "column": …, "length": …}` for a source range.
    static func sourceRange(_ range: SourceRange, in source: SourceFile) -> String {
        let location = source.location(of: range.start)
        return "{\"file\": \(string(source.path)), \"line\": \(location.line), \"column\": \(location.column), \"length\": \(range.length)}"
    }

    /// Array elements one per line at `indent` spaces (the brackets are the caller's).
    static func list(_ items: [String], indent: Int) -> String {
        guard !items.isEmpty else { return "" }
        let pad = String(repeating: " ", count: indent)
        return "\n" + items.map { pad + $0 }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent - 2)
    }

    /// `{"id", "severity", "message", "source", "notes"}` for a diagnostic about `source`
    /// (nil: a diagnostic with no place, such as a file that cannot be read).
    static func diagnostic(_ diagnostic: Diagnostic, in source: SourceFile?) -> String {
        "{\"id\": \(string(diagnostic.id.rawValue)), \"severity\": \(string(diagnostic.severity.rawValue)), "
            + "\"message\": \(string(diagnostic.message)), \"source\": \(place(diagnostic.range, in: source)), "
            + "\"notes\": [\(notes(of: diagnostic, in: source))]}"
    }

    /// `{"message", "source"}` for each note of `diagnostic`, comma-separated.
    static func notes(of diagnostic: Diagnostic, in source: SourceFile?) -> String {
        diagnostic.notes.map { note in
            "{\"message\": \(string(note.message)), \"source\": \(place(note.range, in: source))}"
        }.joined(separator: ", ")
    }

    /// ``sourceRange(_:in:)``, or `null` without a range or a file.
    private static func place(_ range: SourceRange?, in source: SourceFile?) -> String {
        guard let range, let source else { return "null" }
        return sourceRange(range, in: source)
    }
}

/// Writes the `{"file", "line", "column", "length"}` objects of one file's ranges in place,
/// with the file's escaped path made once (``JSONText/sourceRange(_:in:)`` makes it per range).
struct JSONSourceRanges {
    let source: SourceFile
    /// `{"file": "…", "line": `
    private let prefix: String

    init(_ source: SourceFile) {
        self.source = source
        var prefix = "{\"file\": "
        JSONText.append(string: source.path, to: &prefix)
        prefix += ", \"line\": "
        self.prefix = prefix
    }

    /// Appends ``JSONText/sourceRange(_:in:)`` of `range`.
    func append(_ range: SourceRange, to out: inout UTF8Buffer.Writer) {
        let location = source.location(of: range.start)
        out.append(prefix)
        out.append(location.line)
        out.append(", \"column\": ")
        out.append(location.column)
        out.append(", \"length\": ")
        out.append(range.length)
        out.append(byte: UInt8(ascii: "}"))
    }
}
