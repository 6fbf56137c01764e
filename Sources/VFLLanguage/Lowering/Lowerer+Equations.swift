import LayoutModel

/// Lowering of equation lines (vflgen extension): each is the one constraint it states.
extension Lowerer {
    /// The constraint `equation` states; `label` is its `#name`'s number.
    func lower(_ equation: EquationSyntax, label: Int32) -> LayoutConstraint {
        let second = equation.second
        let constant = equation.constant.map(term) ?? .zero
        let priority = priority(equation.priority)
        return LayoutConstraint(
            names: names, first: item(equation.first), equation.first.attribute, equation.relation,
            second: second.map(item) ?? ConstraintNames.none, second?.attribute,
            multiplier: equation.multiplier,
            constant: constant.value, constantMetric: constant.metric,
            priority: priority.value, priorityMetric: priority.metric,
            kind: .equation, source: equation.range, nameNumber: label,
            multiplierFraction: equation.multiplierFraction
        )
    }

    private func item(_ side: EquationSideSyntax) -> Int32 {
        switch side.item {
        case .container(let item): ConstraintNames.number(of: item) ?? Self.superview
        case .view(let index): Int32(index)
        case .scrollGuide(let view, let guide): scrollGuideNumber(view, guide)
        case .unresolved, .unresolvedScrollGuide: Self.superview  // not reached: the resolver rejects these lines
        }
    }
}
