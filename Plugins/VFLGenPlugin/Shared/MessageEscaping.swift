extension String {
    /// The text with C0/C1 controls and bidi overrides escaped (`\u{1B}`), for quoting a
    /// file's text in a message. (The plugins cannot use LayoutModel's
    /// `escapingControlCharacters`; vflgen escapes whole messages with it again, which leaves
    /// this escaping unchanged.)
    var escapingForMessage: String {
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
