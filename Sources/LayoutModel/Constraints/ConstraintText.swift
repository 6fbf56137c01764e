extension LayoutConstraint {
    /// The exact one-line form printed by `vflgen constraints`:
    /// `FIRST REL SECOND[ * MULT][ + C| - C][ @PRIO][ #NAME]` or `FIRST REL C[ @PRIO][ #NAME]`,
    /// where a side is `ITEM.ATTR`, or `offset(ORIGIN.ATTR, ITEM.ATTR)` when it has an origin
    /// (equal spacing). A multiplier written as a fraction keeps its form: ` * A / B` or
    /// ` / B` (``MultiplierFraction``).
    ///
    /// A multiplier of 1, a constant of 0 (next to a second item) and priority 1000 are
    /// omitted. Metrics are shown by their values; ` #NAME` only for an explicit `#name`.
    public var text: String {
        var out = ""
        appendText(to: &out)
        return out
    }

    /// Appends ``text`` to `out` without building it on its own (`vflgen constraints` writes
    /// hundreds of thousands of them).
    public func appendText(to out: inout String) {
        writeText(to: &out)
    }

    /// Appends ``text``'s bytes to `out` (the form `vflgen constraints` writes).
    public func appendText(to out: inout UTF8Buffer) {
        out.write { writeText(to: &$0) }
    }

    /// Appends ``text``'s bytes through `out` (many constraints written in a row).
    public func appendText(to out: inout UTF8Buffer.Writer) {
        writeText(to: &out)
    }

    /// ``text`` written to either kind of output (specialised for each in this module).
    private func writeText<Output: TextOutput>(to out: inout Output) {
        appendSide(firstOriginNumber, firstOriginAttribute, firstNumber, firstAttribute, to: &out)
        out.write(" ")
        out.write(relation.staticName)
        out.write(" ")
        if secondNumber != ConstraintNames.none, let secondAttribute {
            appendSide(secondOriginNumber, secondOriginAttribute, secondNumber, secondAttribute, to: &out)
            if multiplier != 1 {
                if let multiplierFraction {
                    multiplierFraction.writeText(to: &out)
                } else {
                    out.write(" * ")
                    out.write(number: multiplier)
                }
            }
            let c = constantValue
            if c > 0 {
                out.write(" + ")
                out.write(number: c)
            } else if c < 0 {
                out.write(" - ")
                out.write(number: -c)
            }
        } else {
            out.write(number: constantValue)
        }
        if priorityValue != 1000 {
            out.write(" @")
            out.write(number: priorityValue)
        }
        if let name {
            out.write(" #")
            out.write(name)
        }
    }

    /// `item.attr`, or `offset(origin.attr, item.attr)`.
    /// Items are written from their numbers (``ConstraintNames/itemName(_:)``), without making
    /// a ``LayoutItem``.
    private func appendSide<Output: TextOutput>(
        _ origin: Int32, _ originAttribute: LayoutAttribute, _ item: Int32, _ attribute: LayoutAttribute, to out: inout Output
    ) {
        let hasOrigin = origin != ConstraintNames.none
        if hasOrigin {
            out.write("offset(")
            out.write(names.itemName(origin))
            out.write(".")
            out.write(originAttribute.staticName)
            out.write(", ")
        }
        out.write(names.itemName(item))
        out.write(".")
        out.write(attribute.staticName)
        if hasOrigin { out.write(")") }
    }
}
