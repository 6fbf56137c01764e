extension String {
    /// The text escaped for XML and HTML, in element content and in quoted attribute values:
    /// `&`, `<`, `>`, `"` and `'` become entities, and characters XML 1.0 forbids (control
    /// characters other than tab, line feed and carriage return, and U+FFFE/U+FFFF) become
    /// U+FFFD. Every name that comes from a `.vfl` file goes through this before it reaches
    /// an SVG picture or the gallery page, so no input is ever read as markup.
    public var escapedForMarkup: String {
        // Most text (view names, messages, numbers) is printable ASCII without `&<>"'`: it
        // comes out as it is, without building it again scalar by scalar.
        if utf8.allSatisfy(Self.isPlainMarkup) { return self }
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Whether `byte` is printable ASCII (or tab, line feed, carriage return) that markup
    /// shows as it is: ``escapedForMarkup`` leaves a string of these unchanged.
    private static func isPlainMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): false
        case 0x20..<0x7F, UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): true
        default: false
        }
    }
}
