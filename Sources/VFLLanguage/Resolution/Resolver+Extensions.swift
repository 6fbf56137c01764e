import LayoutModel

/// Checks of vflgen's predicate extensions: proportions relate views (not metrics), their
/// constants are numbers or metrics, and `#name`s are unique in their layout (variants
/// included) and name one constraint. See docs/Language.md, "Extensions".
extension Resolver {
    /// Resolves the proportion constants and checks the names of `line`'s predicates;
    /// `false` when one has an error.
    mutating func resolveExtras(of line: FormatLineSyntax, in store: inout FormatStore) -> Bool {
        var ok = true
        func visit(_ predicates: Range<Int>, _ store: inout FormatStore) {
            for index in predicates where store.predicates[index].extra >= 0 {
                ok = resolveExtra(of: index, bothAxes: line.bothAxes, in: &store) && ok
            }
        }
        if let edge = line.leadingEdge { visit(edge.connection.predicates, &store) }
        for view in line.views { visit(store.views[view].predicates, &store) }
        for connection in line.connections where store.connections[connection].spacing == .predicates {
            visit(store.connections[connection].predicates, &store)
        }
        if let edge = line.trailingEdge { visit(edge.connection.predicates, &store) }
        return ok
    }

    private mutating func resolveExtra(of index: Int, bothAxes: Bool, in store: inout FormatStore) -> Bool {
        let predicate = store.predicates[index]
        let extraIndex = Int(predicate.extra)
        let extra = store.extras[extraIndex]
        var ok = true
        if extra.hasProportion, !extra.isPercent, case .metric(_, let name) = predicate.object {
            diagnostics.append(.error(
                .invalidProportion,
                "'\(text.string(name))' is a metric; '.width', '.height', '*', '/', '+' and '-' relate another view's size ('[a(==b*0.5)]')",
                at: name
            ))
            ok = false
        }
        if case .name(let name) = extra.constant {
            switch symbols.lookup(name, in: text) {
            case .metric(let metric):
                metrics[metric].usage.insert(.constant)
                store.extras[extraIndex].constant = .metric(metric, name)
            case .view:
                diagnostics.append(.error(.viewAsConstant, "'\(text.string(name))' is a view; a constant must be a number or a metric", at: name))
                ok = false
            case nil:
                diagnostics.append(unknown(.unknownMetric, "unknown metric", name, candidates: .metrics))
                ok = false
            }
        }
        if let name = extra.name {
            ok = checkConstraintName(name, bothAxes: bothAxes) && ok
        }
        return ok
    }

    /// A `#name` is unique in its layout and is not a view's or metric's name (they share
    /// the generated type); in an `HV:` line it would name two constraints.
    mutating func checkConstraintName(_ name: SourceRange, bothAxes: Bool) -> Bool {
        let spelled = text.string(name)
        if bothAxes {
            diagnostics.append(.error(
                .nameOnBothAxes,
                "'#\(spelled)' would name two constraints: an 'HV:' line makes one per axis; write the line as 'H:' and 'V:' and name each",
                at: name
            ))
            return false
        }
        if let first = constraintNames[spelled] {
            diagnostics.append(.error(
                .duplicateConstraintName, "constraint name '\(spelled)' is already used in this layout",
                at: name, notes: [.init("first used here", at: first)]
            ))
            return false
        }
        constraintNames[spelled] = name
        switch symbols.lookup(name, in: text) {
        case .view(let view):
            diagnostics.append(.error(
                .duplicateConstraintName, "constraint name '\(spelled)' is already the name of a view",
                at: name, notes: [.init("view '\(spelled)' is declared here", at: views[view].range)]
            ))
            return false
        case .metric(let metric):
            diagnostics.append(.error(
                .duplicateConstraintName, "constraint name '\(spelled)' is already the name of a metric",
                at: name, notes: [.init("metric '\(spelled)' is declared here", at: metrics[metric].range)]
            ))
            return false
        case nil:
            return true
        }
    }
}
