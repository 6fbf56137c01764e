extension String {
    /// The text with control characters escaped (`\t`, `\r`, `\n`, `\u{1B}`, `\u{7F}`), for
    /// quoting input text (source, template or configuration) in a diagnostic message: a
    /// message must never garble or restyle the terminal it is printed to.
    public var escapingControlCharacters: String {
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case "\n": escaped += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
