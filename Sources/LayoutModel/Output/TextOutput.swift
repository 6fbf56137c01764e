/// Where a command's text form is written: a `String`, or a ``UTF8Buffer`` for the large
/// outputs. One writer serves both (``LayoutModel/LayoutConstraint/appendText(to:)``), so the
/// two cannot spell anything differently.
public protocol TextOutput {
    /// Appends a string literal.
    mutating func write(_ literal: StaticString)
    /// Appends `text`. (Disfavoured, so that a literal written through a generic `TextOutput`
    /// goes to ``write(_:)-(StaticString)``: its bytes copied, no `String` read.)
    @_disfavoredOverload
    mutating func write(_ text: String)
    /// Appends `value` as ``Swift/Double/shortestDescription`` spells it.
    mutating func write(number value: Double)
    /// Appends the name of item `number` of `names` (``ConstraintNames/itemName(_:)``).
    mutating func write(item number: Int32, of names: ConstraintNames)
}

extension TextOutput {
    public mutating func write(item number: Int32, of names: ConstraintNames) {
        write(names.itemName(number))
    }
}

extension String: TextOutput {
    public mutating func write(_ literal: StaticString) {
        self += literal.description
    }

    public mutating func write(_ text: String) {
        self += text
    }

    public mutating func write(number value: Double) {
        self += value.shortestDescription
    }
}

extension UTF8Buffer: TextOutput {
    public mutating func write(_ literal: StaticString) {
        append(literal)
    }

    public mutating func write(_ text: String) {
        append(text)
    }

    public mutating func write(number value: Double) {
        append(number: value)
    }
}

/// The writer serves the text form of a whole constraint (``LayoutModel/LayoutConstraint/appendText(to:)``)
/// with one check of the buffer's storage, instead of one per piece.
extension UTF8Buffer.Writer: TextOutput {
    @inline(__always)
    public mutating func write(_ literal: StaticString) {
        append(literal)
    }

    @inline(__always)
    public mutating func write(_ text: String) {
        append(text)
    }

    @inline(__always)
    public mutating func write(number value: Double) {
        append(number: value)
    }
}
