import LayoutModel
import VFLSolver

extension LayoutEngine {
    /// The physical position of an attribute (leading is the right edge in right-to-left).
    func physicalExpression(for item: ItemID, _ attribute: LayoutAttribute) -> LinearExpression {
        let i = items[item.index]
        switch (attribute, layoutDirection) {
        case (.leading, .rightToLeft): return i.left + i.width
        case (.trailing, .rightToLeft): return LinearExpression(i.left)
        default: return expression(for: item, attribute)
        }
    }

    /// The linear expression of an item's attribute over its variables, as used in
    /// constraints. In right-to-left, leading and trailing are measured along the reading
    /// direction (x negated), so `b.leading == a.trailing + 8` puts b 8 points to the left
    /// of a; see ``makeSolverConstraint(_:)`` for constraints that mix them with left/right/centerX.
    func expression(for item: ItemID, _ attribute: LayoutAttribute) -> LinearExpression {
        let i = items[item.index]
        let rightToLeft = layoutDirection == .rightToLeft
        switch attribute {
        case .left: return LinearExpression(i.left)
        case .right: return i.left + i.width
        case .top: return LinearExpression(i.top)
        case .bottom: return i.top + i.height
        case .width: return LinearExpression(i.width)
        case .height: return LinearExpression(i.height)
        case .leading: return rightToLeft ? -(i.left + i.width) : LinearExpression(i.left)
        case .trailing: return rightToLeft ? -i.left : i.left + i.width
        case .centerX: return i.left + 0.5 * i.width
        case .centerY: return i.top + 0.5 * i.height
        case .firstBaseline:
            if let fromTop = i.firstBaselineFromTop { return i.top + fromTop }
            return i.top + i.height - i.lastBaselineFromBottom
        case .lastBaseline: return i.top + i.height - i.lastBaselineFromBottom
        }
    }

    func makeSolverConstraint(_ spec: ItemConstraint) throws(LayoutError) -> Constraint {
        guard spec.first.index < items.count, (spec.second?.index ?? 0) < items.count else {
            throw .invalid("constraint \(spec.label) uses an item of another engine")
        }
        guard spec.priority > 0, spec.priority <= 1000 else {
            throw .invalid("constraint \(spec.label) has priority \(spec.priority) outside 1…1000")
        }
        // A right-to-left constraint on leading/trailing is evaluated in reading-direction
        // coordinates (x negated); its other positional attributes are negated to match.
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        let mirrored = layoutDirection == .rightToLeft
            && (directional.contains(spec.firstAttribute) || spec.secondAttribute.map(directional.contains) == true)
        func side(_ item: ItemID, _ attribute: LayoutAttribute) -> LinearExpression {
            let expression = self.expression(for: item, attribute)
            return mirrored && [.left, .right, .centerX].contains(attribute) ? -expression : expression
        }
        var rhs = LinearExpression(constant: spec.constant)
        if let second = spec.second, let secondAttribute = spec.secondAttribute {
            guard secondAttribute.axis == spec.firstAttribute.axis else {
                throw .invalid("constraint \(spec.label) relates attributes of different axes")
            }
            rhs = spec.multiplier * side(second, secondAttribute) + spec.constant
        }
        let relation: ConstraintRelation =
            switch spec.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(side(spec.first, spec.firstAttribute), relation, rhs, priority: spec.priority, label: spec.label)
    }

    /// Replaces the engine-made constraints of an item.
    func replaceOwnConstraints(of item: ItemID, with replacements: [Constraint]) {
        for constraint in items[item.index].ownConstraints {
            try? solver.removeConstraint(constraint)
            ownConstraintItems[ObjectIdentifier(constraint)] = nil
        }
        items[item.index].ownConstraints = []
        for constraint in replacements {
            // Engine-made constraints that conflict (e.g. a fixed frame against required
            // user constraints) are left out, as Auto Layout breaks a constraint.
            if (try? solver.addConstraint(constraint)) != nil {
                items[item.index].ownConstraints.append(constraint)
                ownConstraintItems[ObjectIdentifier(constraint)] = item.index
            }
        }
    }

    /// Rebuilds the intrinsic-size, fixed-frame and guide constraints of an item.
    func rebuildOwnConstraints(of item: ItemID) {
        let i = items[item.index]
        if i.guideOwner != nil {
            setGuideInsets(item, i.guideInsets)
            return
        }
        var made: [Constraint] = []
        if let frame = i.fixedFrame {
            let label = "\(i.name) frame"
            made += [
                Constraint(i.left, .equal, frame.x, label: label),
                Constraint(i.top, .equal, frame.y, label: label),
                Constraint(i.width, .equal, frame.width, label: label),
                Constraint(i.height, .equal, frame.height, label: label),
            ]
        }
        // Intrinsic content size: width ≥ w at compression resistance, width ≤ w at hugging.
        for (axis, size, variable) in [(LayoutAxis.horizontal, i.intrinsicWidth, i.width), (.vertical, i.intrinsicHeight, i.height)] {
            guard let size else { continue }
            let name = axis == .horizontal ? "width" : "height"
            let resistance = i.compressionResistance[axis]!
            let hugging = i.hugging[axis]!
            made.append(Constraint(variable, .greaterThanOrEqual, size, priority: resistance, label: "\(i.name) intrinsic \(name) ≥ \(size.shortDescription) @\(resistance.shortDescription)"))
            made.append(Constraint(variable, .lessThanOrEqual, size, priority: hugging, label: "\(i.name) intrinsic \(name) ≤ \(size.shortDescription) @\(hugging.shortDescription)"))
        }
        replaceOwnConstraints(of: item, with: made)
    }

    /// Re-adds the user constraints that `affected` selects (after the direction or a
    /// baseline changed, which changes attribute expressions). Constraints that now conflict
    /// stay out.
    func reAddConstraints(where affected: (ItemConstraint) -> Bool) {
        for key in constraints.keys.sorted() {
            let entry = constraints[key]!
            guard affected(entry.spec) else { continue }
            try? solver.removeConstraint(entry.constraint)
            constraintIDs[ObjectIdentifier(entry.constraint)] = nil
            guard let replacement = try? makeSolverConstraint(entry.spec) else { continue }
            if (try? solver.addConstraint(replacement)) != nil {
                constraints[key] = (entry.spec, replacement)
                constraintIDs[ObjectIdentifier(replacement)] = key
            } else {
                constraints[key] = nil
            }
        }
    }
}
