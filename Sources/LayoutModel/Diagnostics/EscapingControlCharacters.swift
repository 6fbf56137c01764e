extension String {
    /// The text with every character that can restyle, move or reorder a terminal's output
    /// escaped: C0 controls (`\t`, `\r`, `\n`, `\u{1B}`…), DEL, C1 controls (U+0080–U+009F,
    /// which some terminals read as escape sequences) and the bidirectional overrides and
    /// isolates (U+202A–U+202E, U+2066–U+2069, which reorder what a reader sees). For quoting
    /// input text (source, template, configuration, paths) in a diagnostic, a log line or
    /// a generated comment: such output must never garble or disguise what is printed.
    public var escapingControlCharacters: String { escapingControlCharacters(keepingTabs: false) }

    /// ``escapingControlCharacters``, optionally leaving tabs as they are (source excerpts
    /// keep them so the caret lines up).
    public func escapingControlCharacters(keepingTabs: Bool) -> String {
        // Printable ASCII (nearly every message, name and path) has nothing to escape: found so
        // by one pass over the bytes instead of a walk of the scalars (every diagnostic's
        // message goes through here: a line with thousands of warnings printed each one).
        let printable = utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count, bytes[index] &- 0x20 < 0x5F { index += 1 }
            return index == bytes.count
        }
        if printable == true { return self }
        guard unicodeScalars.contains(where: { $0.needsEscaping }) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            escaped += scalar.escaped(keepingTabs: keepingTabs)
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// Whether ``String/escapingControlCharacters`` rewrites this scalar.
    public var needsEscaping: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The scalar as printed: itself, or `\t`, `\r`, `\n`, `\u{1B}`.
    public func escaped(keepingTabs: Bool = false) -> String {
        switch self {
        case "\t": keepingTabs ? "\t" : "\\t"
        case "\r": "\\r"
        case "\n": "\\n"
        case _ where needsEscaping: "\\u{\(String(value, radix: 16, uppercase: true))}"
        default: String(self)
        }
    }
}
