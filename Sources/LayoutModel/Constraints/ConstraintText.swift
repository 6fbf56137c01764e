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
        Self.appendSide(firstOrigin, first, firstAttribute, to: &out)
        out += " "
        out += relation.rawValue
        out += " "
        if let second, let secondAttribute {
            Self.appendSide(secondOrigin, second, secondAttribute, to: &out)
            if multiplier != 1 {
                if let multiplierFraction {
                    multiplierFraction.appendText(to: &out)
                } else {
                    out += " * "
                    out += multiplier.shortestDescription
                }
            }
            let c = constant.value
            if c > 0 {
                out += " + "
                out += c.shortestDescription
            } else if c < 0 {
                out += " - "
                out += (-c).shortestDescription
            }
        } else {
            out += constant.value.shortestDescription
        }
        if priority.value != 1000 {
            out += " @"
            out += priority.value.shortestDescription
        }
        if let name {
            out += " #"
            out += name
        }
    }

    /// `item.attr`, or `offset(origin.attr, item.attr)`.
    private static func appendSide(_ origin: Anchor?, _ item: LayoutItem, _ attribute: LayoutAttribute, to out: inout String) {
        if let origin {
            out += "offset("
            out += origin.item.name
            out += "."
            out += origin.attribute.rawValue
            out += ", "
        }
        out += item.name
        out += "."
        out += attribute.rawValue
        if origin != nil { out += ")" }
    }
}
