import LayoutModel

/// Checks of equation lines (vflgen extension): names resolve to views and metrics, and the
/// two anchors can be related the way the anchor API allows (docs/Language.md, "Equation lines").
extension Resolver {
    /// Resolves equation `index` of `store`; `false` when it has an error.
    mutating func resolveEquation(_ index: Int, in store: inout FormatStore) -> Bool {
        var equation = store.equations[index]
        var ok = resolve(&equation.first)
        if equation.second != nil { ok = resolve(&equation.second!) && ok }
        if case .name(let name) = equation.constant {
            switch symbols.lookup(name, in: text) {
            case .metric(let metric):
                metrics[metric].usage.insert(.constant)
                equation.constant = .metric(metric, name)
            case .view(let view):
                viewUsed[view] = true
                let spelled = text.string(name)
                let hint = equation.second == nil ? "; write '\(spelled).\(equation.first.attribute.rawValue)' to relate to its anchor" : ""
                diagnostics.append(.error(.viewAsConstant, "'\(spelled)' is a view; a constant must be a number or a metric\(hint)", at: name))
                ok = false
            case nil:
                diagnostics.append(unknown(.unknownMetric, "unknown metric", name, candidates: .metrics))
                ok = false
            }
        }
        if case .name(let name) = equation.priority {
            if let priority = resolvePriority(name) {
                equation.priority = priority
            } else {
                ok = false
            }
        }
        if let name = equation.name { ok = checkConstraintName(name, bothAxes: false) && ok }
        if ok, let problem = anchorProblem(equation) {
            diagnostics.append(problem)
            ok = false
        }
        store.equations[index] = equation
        return ok
    }

    /// Looks up a side's item when it is a name rather than the container or a system guide.
    private mutating func resolve(_ side: inout EquationSideSyntax) -> Bool {
        if case .unresolvedScrollGuide(let guide, let view) = side.item {
            guard let declaration = resolveScrollView(ScrollGuideSyntax(view: view, guide: guide)) else { return false }
            side.item = .scrollGuide(declaration, guide)
            return true
        }
        guard case .unresolved = side.item else { return true }
        switch symbols.lookup(side.itemRange, in: text) {
        case .view(let view):
            viewUsed[view] = true
            side.item = .view(view)
            return true
        case .metric:
            diagnostics.append(.error(.metricAsView, "'\(text.string(side.itemRange))' is a metric, not a view", at: side.itemRange))
            return false
        case nil:
            diagnostics.append(unknown(.unknownView, "unknown view", side.itemRange, candidates: .views))
            return false
        }
    }

    /// Why the anchor API cannot relate the equation's anchors, if it cannot: a baseline of
    /// something that is not a view, a position set to a constant or multiplied, a size
    /// related to a position, positions of different axes, leading/trailing against left/right.
    private func anchorProblem(_ equation: EquationSyntax) -> Diagnostic? {
        for side in [equation.first, equation.second].compactMap({ $0 }) {
            if side.attribute == .firstBaseline || side.attribute == .lastBaseline, case .scrollGuide(let view, let guide) = side.item {
                return .error(
                    .missingAnchor, "layout guide '\(views[view].name).\(guide.name)' has no \(side.attribute.rawValue) anchor; only views have baselines",
                    at: side.attributeRange
                )
            }
            if side.attribute == .firstBaseline || side.attribute == .lastBaseline, case .container(let item) = side.item {
                let owner = item == .superview ? "the container" : "layout guide '\(item.name)'"
                return .error(
                    .missingAnchor, "\(owner) has no \(side.attribute.rawValue) anchor; only views have baselines",
                    at: side.attributeRange
                )
            }
        }
        let first = equation.first
        let firstText = text.string(first.range)
        guard let second = equation.second else {
            guard first.attribute.isDimension else {
                return .error(
                    .positionConstant,
                    "'\(firstText)' is a position; only a size ('.width', '.height') can be set to a constant: relate it to another anchor, as in '\(firstText) == superview.\(first.attribute.rawValue) + 20'",
                    at: first.attributeRange
                )
            }
            return nil
        }
        let secondText = text.string(second.range)
        let a = first.attribute
        let b = second.attribute
        if a.isDimension != b.isDimension {
            let (size, position) = a.isDimension ? (firstText, secondText) : (secondText, firstText)
            return .error(
                .incompatibleAnchors, "'\(size)' is a size and '\(position)' a position; anchors relate a size only to a size",
                at: second.attributeRange
            )
        }
        if !a.isDimension {
            if a.axis != b.axis {
                return .error(
                    .incompatibleAnchors,
                    "'\(firstText)' is \(a.axis.rawValue) and '\(secondText)' \(b.axis.rawValue); anchors relate positions of one axis only",
                    at: second.attributeRange
                )
            }
            if let directional = a.directionality, let other = b.directionality, directional != other {
                let (flowing, fixed) = directional ? (firstText, secondText) : (secondText, firstText)
                return .error(
                    .incompatibleAnchors,
                    "'\(flowing)' follows the layout direction and '\(fixed)' does not; anchors cannot relate leading/trailing to left/right",
                    at: second.attributeRange
                )
            }
            if let multiplier = equation.multiplierRange {
                return .error(
                    .positionMultiplier,
                    "a multiplier applies only to sizes; '\(firstText)' and '\(secondText)' are positions",
                    at: multiplier
                )
            }
        }
        return nil
    }
}

private extension LayoutAttribute {
    /// `true` for leading/trailing, `false` for left/right, `nil` for the rest.
    var directionality: Bool? {
        switch self {
        case .leading, .trailing: true
        case .left, .right: false
        default: nil
        }
    }
}
