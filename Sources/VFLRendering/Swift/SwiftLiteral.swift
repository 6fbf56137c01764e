import LayoutModel

/// Swift spellings of values taken from `.vfl` files.
public enum SwiftLiteral {
    /// A number as a Swift literal in its shortest round-trip form: `8`, `-3`, `0.5`, `1e-05`.
    /// Non-finite values (rejected earlier by the renderer) are spelled `0`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return value.shortestDescription
    }

    /// `text` as a single-line Swift string literal, quotes included: `"` and `\` are escaped,
    /// and every character outside printable ASCII is written as `\u{…}`, so any text (a file
    /// path from the command line) is safe inside generated code.
    public static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case " "..."~": literal.unicodeScalars.append(scalar)
            default: literal += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return literal + "\""
    }
}
