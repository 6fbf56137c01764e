extension LayoutConstraint {
    /// The exact one-line form printed by `vflgen constraints`:
    /// `FIRST REL SECOND[ * MULT][ + C| - C][ @PRIO][ #NAME]` or `FIRST REL C[ @PRIO][ #NAME]`,
    /// where a side is `ITEM.ATTR`, or `offset(ORIGIN.ATTR, ITEM.ATTR)` when it has an origin
    /// (equal spacing).
    ///
    /// A multiplier of 1, a constant of 0 (next to a second item) and priority 1000 are
    /// omitted. Metrics are shown by their values; ` #NAME` only for an explicit `#name`.
    public var text: String {
        var out = Self.side(firstOrigin, first, firstAttribute) + " \(relation.rawValue) "
        if let second, let secondAttribute {
            out += Self.side(secondOrigin, second, secondAttribute)
            if multiplier != 1 {
                out += " * \(multiplier.shortestDescription)"
            }
            let c = constant.value
            if c > 0 {
                out += " + \(c.shortestDescription)"
            } else if c < 0 {
                out += " - \((-c).shortestDescription)"
            }
        } else {
            out += constant.value.shortestDescription
        }
        if priority.value != 1000 {
            out += " @\(priority.value.shortestDescription)"
        }
        if let name {
            out += " #\(name)"
        }
        return out
    }

    /// `item.attr`, or `offset(origin.attr, item.attr)`.
    private static func side(_ origin: Anchor?, _ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
        guard let origin else { return "\(item.name).\(attribute.rawValue)" }
        return "offset(\(origin.item.name).\(origin.attribute.rawValue), \(item.name).\(attribute.rawValue))"
    }
}
