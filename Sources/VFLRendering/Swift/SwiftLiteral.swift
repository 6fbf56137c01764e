import LayoutModel

/// Swift spellings of values taken from `.vfl` files.
public enum SwiftLiteral {
    /// A number as a Swift literal in its shortest round-trip form: `8`, `-3`, `0.5`, `1e-05`.
    /// Non-finite values (rejected earlier by the renderer) are spelled `0`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return value.shortestDescription
    }

    /// A multiplier written as a fraction, as written: `16.0 / 9.0` for `* 16/9`, `1.0 / 2.0`
    /// for `/ 2`. Each number is a floating-point literal so no reader takes it for integer
    /// division; Swift folds the quotient to the same `CGFloat` as ``MultiplierFraction/value``
    /// (both are one IEEE division of the same two numbers).
    public static func fraction(_ fraction: MultiplierFraction) -> String {
        floatingLiteral(fraction.numerator ?? 1) + " / " + floatingLiteral(fraction.denominator)
    }

    /// ``number(_:)`` with `.0` added to an integral value (`16.0`; `1e+20` stays).
    static func floatingLiteral(_ value: Double) -> String {
        let literal = number(value)
        return literal.contains(where: { $0 == "." || $0 == "e" }) ? literal : literal + ".0"
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
