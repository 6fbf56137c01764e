extension String {
    /// The text escaped for XML and HTML, in element content and in quoted attribute values:
    /// `&`, `<`, `>`, `"` and `'` become entities, and characters XML 1.0 forbids (control
    /// characters other than tab, line feed and carriage return, and U+FFFE/U+FFFF) become
    /// U+FFFD. Every name that comes from a `.vfl` file goes through this before it reaches
    /// an SVG picture or the gallery page, so no input is ever read as markup.
    public var escapedForMarkup: String {
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
}
