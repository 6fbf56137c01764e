import LayoutModel

/// The pieces the commands' hand-written `--format json` documents share. Writing JSON by
/// hand keeps key order and number spelling fixed, so the documents are byte-stable.
enum JSONText {
    /// A JSON string literal (quotes, backslashes and control characters escaped; also C1
    /// controls and bidi overrides, as `\u0085`, so the document is safe on a terminal too).
    static func string(_ value: String) -> String {
        var out = "\""
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
        return out + "\""
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
