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
        // (Reads the fields in place: copying the item would retain all its storage.)
        let index = item.index
        let (left, top, width, height) = (items[index].left, items[index].top, items[index].width, items[index].height)
        let rightToLeft = layoutDirection == .rightToLeft
        // Built term by term in one array (this runs for every side of every constraint), with
        // exactly what the operators give: `a + b`, `-(a + b)` (constant −0), `a + 0.5 × b`.
        func sum(_ a: Variable, _ b: Variable, _ factor: Double = 1, negated: Bool = false) -> LinearExpression {
            negated ? LinearExpression([(a, -1), (b, -factor)], constant: -0.0) : LinearExpression([(a, 1), (b, factor)], constant: 0)
        }
        switch attribute {
        case .left: return LinearExpression(left)
        case .right: return sum(left, width)
        case .top: return LinearExpression(top)
        case .bottom: return sum(top, height)
        case .width: return LinearExpression(width)
        case .height: return LinearExpression(height)
        case .leading: return rightToLeft ? sum(left, width, negated: true) : LinearExpression(left)
        case .trailing: return rightToLeft ? LinearExpression([(left, -1)], constant: -0.0) : sum(left, width)
        case .centerX: return sum(left, width, 0.5)
        case .centerY: return sum(top, height, 0.5)
        case .firstBaseline:
            if let fromTop = items[index].firstBaselineFromTop { return LinearExpression([(top, 1)], constant: 0.0 + fromTop) }
            return expression(for: item, .lastBaseline)
        case .lastBaseline:
            if let fromTop = items[index].lastBaselineFromTop { return LinearExpression([(top, 1)], constant: 0.0 + fromTop) }
            return LinearExpression([(top, 1), (height, 1)], constant: 0.0 + items[index].lastBaselineFromBottom * -1.0)
        }
    }

    func makeSolverConstraint(_ spec: ItemConstraint) throws(LayoutError) -> Constraint {
        let count = items.count
        // (The items of ``ItemConstraint/anchors``, checked without building that array.)
        guard spec.first.index < count, (spec.secondAttribute == nil ? 0 : spec.second?.index ?? 0) < count, (spec.firstOrigin?.item.index ?? 0) < count,
            (spec.secondOrigin?.item.index ?? 0) < count
        else {
            throw .invalid("constraint \(spec.label) uses an item of another engine")
        }
        guard spec.priority > 0, spec.priority <= 1000 else {
            throw .invalid("constraint \(spec.label) has priority \(spec.priority) outside 1…1000")
        }
        // (Two checks, not a loop over a temporary array: this runs for every constraint.)
        func measuresPositions(_ origin: ItemAnchor?, _ attribute: LayoutAttribute?) -> Bool {
            guard let origin else { return true }
            guard let attribute else { return false }
            return origin.attribute.axis == attribute.axis && !origin.attribute.isDimension && !attribute.isDimension
        }
        guard measuresPositions(spec.firstOrigin, spec.firstAttribute), measuresPositions(spec.secondOrigin, spec.secondAttribute) else {
            throw .invalid("constraint \(spec.label) measures an offset between anchors that are not two positions on one axis")
        }
        // A right-to-left constraint on leading/trailing is evaluated in reading-direction
        // coordinates (x negated); its other positional attributes are negated to match.
        // Offsets are distances and keep their own sign (see ``offsetExpression``).
        let mirrored = layoutDirection == .rightToLeft
            && ((spec.firstOrigin == nil && spec.firstAttribute.isDirectional)
                || (spec.secondOrigin == nil && spec.secondAttribute?.isDirectional == true))
        func side(_ item: ItemID, _ attribute: LayoutAttribute, origin: ItemAnchor?) -> LinearExpression {
            if let origin { return offsetExpression(from: origin, to: ItemAnchor(item, attribute)) }
            let expression = self.expression(for: item, attribute)
            let physical = attribute == .left || attribute == .right || attribute == .centerX
            return mirrored && physical ? -expression : expression
        }
        var rhs: LinearExpression?
        if let second = spec.second, let secondAttribute = spec.secondAttribute {
            // As the anchor types require: dimensions (sizes and offsets) with dimensions, on
            // any axes (`photo.width == photo.height * 1.5`); positions with positions of one axis.
            let firstIsDimension = spec.firstOrigin != nil || spec.firstAttribute.isDimension
            let secondIsDimension = spec.secondOrigin != nil || secondAttribute.isDimension
            guard firstIsDimension == secondIsDimension else {
                throw .invalid("constraint \(spec.label) relates a dimension to a position")
            }
            guard firstIsDimension || secondAttribute.axis == spec.firstAttribute.axis else {
                throw .invalid("constraint \(spec.label) relates attributes of different axes")
            }
            rhs = side(second, secondAttribute, origin: spec.secondOrigin)
        }
        let relation: ConstraintRelation =
            switch spec.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let lhs = side(spec.first, spec.firstAttribute, origin: spec.firstOrigin)
        // `lhs - (multiplier × rhs + constant)` in one buffer, each number computed as the
        // operators compute it: a term of the right side is `(c × multiplier) × -1`, and the
        // constant `lhs.constant + ((rhs.constant × multiplier) + constant) × -1`.
        var terms: [(variable: Variable, coefficient: Double)] = []
        terms.reserveCapacity(lhs.terms.count + (rhs?.terms.count ?? 0))
        terms += lhs.terms
        var constant = lhs.constant
        if let rhs {
            for term in rhs.terms { terms.append((term.variable, (term.coefficient * spec.multiplier) * -1.0)) }
            constant += ((rhs.constant * spec.multiplier) + spec.constant) * -1.0
        } else {
            constant += spec.constant * -1.0
        }
        return Constraint(expression: LinearExpression(terms, constant: constant), relation, priority: spec.priority, label: spec.label)
    }

    /// The distance `to − from` along the anchors' axis: positive when `to` comes after `from`
    /// (below it, or further in the reading direction for leading/trailing; to the right for
    /// left/right/centerX). Anchors of one offset are either both directional or both physical.
    func offsetExpression(from origin: ItemAnchor, to target: ItemAnchor) -> LinearExpression {
        // A pair that mixes leading/trailing with left/right is measured in reading-direction
        // coordinates, like a mirrored constraint.
        let mixed = origin.attribute.isDirectional != target.attribute.isDirectional
        let negatesPhysical = mixed && layoutDirection == .rightToLeft
        func position(_ anchor: ItemAnchor) -> LinearExpression {
            let expression = expression(for: anchor.item, anchor.attribute)
            return negatesPhysical && !anchor.attribute.isDirectional ? -expression : expression
        }
        return position(target) - position(origin)
    }

    /// Replaces the engine-made constraints of an item.
    func replaceOwnConstraints(of item: ItemID, with replacements: [Constraint]) {
        for constraint in items[item.index].ownConstraints {
            try? solver.removeConstraint(constraint)
        }
        items[item.index].ownConstraints = []
        for constraint in replacements {
            // Engine-made constraints that conflict (e.g. a fixed frame against required
            // user constraints) are left out, as Auto Layout breaks a constraint.
            if (try? solver.addConstraint(constraint)) != nil {
                items[item.index].ownConstraints.append(constraint)
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
            let label = namesItsParts ? "\(i.name) frame" : ""
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
            let resistance = i.compressionResistance[axis]
            let hugging = i.hugging[axis]
            let named = namesItsParts
            made.append(Constraint(
                variable, .greaterThanOrEqual, size, priority: resistance,
                label: named ? "\(i.name) intrinsic \(name) ≥ \(size.shortDescription) @\(resistance.shortDescription)" : ""))
            made.append(Constraint(
                variable, .lessThanOrEqual, size, priority: hugging,
                label: named ? "\(i.name) intrinsic \(name) ≤ \(size.shortDescription) @\(hugging.shortDescription)" : ""))
        }
        replaceOwnConstraints(of: item, with: made)
    }

    /// Moves the item's intrinsic size to `width` × `height` by changing the constants of its
    /// content constraints (``Solver/changeConstant(of:by:)``); `false`, changing nothing, when
    /// that is not the same as making them again: a guide, an axis gaining or losing its size,
    /// a required hugging or compression resistance (moving it may make the required
    /// constraints conflict, which only adding reports), or an own constraint left out. (The
    /// moved constraints keep their first labels: errors name only required constraints.)
    func moveIntrinsicSize(_ item: ItemID, width: Double?, height: Double?) -> Bool {
        guard let changes = intrinsicSizeChanges(item, width: width, height: height),
            (try? solver.changeConstants(changes)) == true
        else { return false }
        items[item.index].intrinsicWidth = width
        items[item.index].intrinsicHeight = height
        return true
    }

    /// The constant changes that move the item's intrinsic size to `width` × `height` (see
    /// ``moveIntrinsicSize(_:width:height:)``), or `nil` where only making its own constraints
    /// again does.
    func intrinsicSizeChanges(_ item: ItemID, width: Double?, height: Double?) -> [(constraint: Constraint, delta: Double)]? {
        let i = items[item.index]
        guard i.guideOwner == nil, (i.intrinsicWidth == nil) == (width == nil), (i.intrinsicHeight == nil) == (height == nil) else { return nil }
        let axes = [(LayoutAxis.horizontal, i.intrinsicWidth, width), (.vertical, i.intrinsicHeight, height)].filter { $0.1 != nil }
        guard axes.allSatisfy({ i.hugging[$0.0] < Priority.required && i.compressionResistance[$0.0] < Priority.required }) else { return nil }
        // The own constraints as ``rebuildOwnConstraints(of:)`` makes them: the frame's four,
        // then ≥ and ≤ for each axis with a size.
        let first = i.fixedFrame == nil ? 0 : 4
        guard i.ownConstraints.count == first + 2 * axes.count else { return nil }
        var changes: [(constraint: Constraint, delta: Double)] = []
        for (offset, (_, old, new)) in axes.enumerated() where old != new {
            // `variable ≥ size` is `variable − size ≥ 0`: the constant moves by −(new − old).
            let delta = -(new! - old!)
            for constraint in i.ownConstraints[(first + 2 * offset)...].prefix(2) { changes.append((constraint, delta)) }
        }
        return changes
    }

    /// Re-adds the user constraints that `affected` selects (after the direction or a
    /// baseline changed, which changes attribute expressions). Constraints that now conflict
    /// stay out.
    func reAddConstraints(where affected: (ItemConstraint) -> Bool) {
        for key in constraints.indices {
            guard let entry = constraints[key], affected(entry.spec) else { continue }
            try? solver.removeConstraint(entry.constraint)
            guard let replacement = try? makeSolverConstraint(entry.spec) else { continue }
            if (try? solver.addConstraint(replacement)) != nil {
                constraints[key] = (entry.spec, replacement)
            } else {
                constraints[key] = nil
            }
        }
    }
}
