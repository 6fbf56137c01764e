extension LayoutConstraint {
    /// The exact one-line form printed by `vflgen constraints`:
    /// `FIRST.ATTR REL SECOND.ATTR[ * MULT][ + C| - C][ @PRIO]` or `FIRST.ATTR REL C[ @PRIO]`.
    ///
    /// A multiplier of 1, a constant of 0 (next to a second item) and priority 1000 are
    /// omitted. Metrics are shown by their values.
    public var text: String {
        var out = "\(first.name).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let second, let secondAttribute {
            out += "\(second.name).\(secondAttribute.rawValue)"
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
        return out
    }
}
