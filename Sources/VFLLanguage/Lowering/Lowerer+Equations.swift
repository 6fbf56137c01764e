import LayoutModel

/// Lowering of equation lines (vflgen extension): each is the one constraint it states.
extension Lowerer {
    func lower(_ equation: EquationSyntax) -> LayoutConstraint {
        let second = equation.second
        return LayoutConstraint(
            first: item(equation.first), equation.first.attribute, equation.relation,
            second: second.map(item), second?.attribute,
            multiplier: equation.multiplier,
            constant: equation.constant.map(term) ?? .zero,
            priority: priority(equation.priority),
            kind: .equation, source: equation.range, name: equation.name.map(text.string),
            multiplierFraction: equation.multiplierFraction
        )
    }

    private func item(_ side: EquationSideSyntax) -> LayoutItem {
        switch side.item {
        case .container(let item): item
        case .view(let index): .view(views[index].name)
        case .unresolved: .superview  // not reached: the resolver rejects these lines
        }
    }
}
