import LayoutModel

/// Lowering of vflgen's extensions: equal spacing and centering (`~`), guide items,
/// proportions and `#name`. See docs/Language.md, "Extensions".
extension Lowerer {
    /// One `~` connection's length: `offset(from, to)` = `to − from`.
    struct Gap {
        var from: Anchor
        var to: Anchor
    }

    /// An item's number and one of its attributes.
    struct Anchor {
        var item: Int32
        var attribute: LayoutAttribute

        init(_ item: Int32, _ attribute: LayoutAttribute) {
            self.item = item
            self.attribute = attribute
        }
    }

    /// The gap a `~` stands for: what the `-` connection with `ends` (`X.x == Y.y + c`)
    /// would constrain, `offset(Y.y, X.x)`. The line's first gap makes no constraint; each
    /// later one is `gap == firstGap`.
    func appendGap(_ ends: Ends, source: SourceRange, firstGap: inout Gap?, into constraints: inout [LayoutConstraint]) {
        let gap = Gap(from: .init(ends.second, ends.secondAttribute), to: .init(ends.first, ends.firstAttribute))
        guard let first = firstGap else {
            firstGap = gap
            return
        }
        constraints.append(LayoutConstraint(
            names: names, first: gap.to.item, gap.to.attribute, .equal, second: first.to.item, first.to.attribute,
            kind: .equalSpacing, source: source,
            firstOrigin: gap.from.item, gap.from.attribute, secondOrigin: first.from.item, first.from.attribute
        ))
    }

    /// Whether the line is `|~[a]~|` (one view, `~` to the same edge item on both sides),
    /// which lowers to one centering constraint instead of two gaps.
    func centersSingleView(_ line: FormatLineSyntax) -> Bool {
        guard line.views.count == 1, let leading = line.leadingEdge, let trailing = line.trailingEdge,
              leading.connection.spacing == .equal, trailing.connection.spacing == .equal else { return false }
        guard let leadingGuide = leading.guide, let trailingGuide = trailing.guide else { return leading.guide == nil && trailing.guide == nil }
        return leadingGuide.isSameGuide(as: trailingGuide, in: text)
    }

    /// The item an edge refers to when it is not Apple's standard spacing: its guide, or
    /// the superview.
    func container(of edge: EdgeSyntax) -> Int32 {
        guard let guide = edge.guide else { return edge.parentView >= 0 ? Int32(edge.parentView) : Self.superview }
        if let scroll = guide.scroll { return scrollGuideNumber(scroll.declaration, scroll.guide) }
        return ConstraintNames.number(of: guide.kind.item)!
    }

    /// The label number of the `#name` written after `predicate`, or ``ConstraintNames/none``.
    func name(of predicate: PredicateSyntax, in store: FormatStore) -> Int32 {
        guard predicate.extra >= 0, !extraLabels.isEmpty else { return ConstraintNames.none }
        return extraLabels[Int(predicate.extra)]
    }

    /// The label number of equation `index`'s `#name`, or ``ConstraintNames/none``.
    func label(ofEquation index: Int) -> Int32 {
        equationLabels.isEmpty ? ConstraintNames.none : equationLabels[index]
    }

    /// A view's size predicate: `view.attribute REL constant`, `view.attribute REL other.attribute`,
    /// and with the extensions `view.attribute REL other.dimension * M + C`,
    /// `view.attribute REL superview.attribute * N/100`, each possibly with a `#name`.
    func sizeConstraint(
        _ view: Int32, _ attribute: LayoutAttribute, _ predicate: PredicateSyntax, in store: FormatStore
    ) -> LayoutConstraint {
        let extra = predicate.extra >= 0 ? store.extras[Int(predicate.extra)] : PredicateExtraSyntax()
        let name = name(of: predicate, in: store)
        if extra.isPercent, case .number(let percent, _) = predicate.object {
            let priority = priority(predicate)
            return LayoutConstraint(
                names: names, first: view, attribute, predicate.relation, second: Self.superview, attribute, multiplier: percent / 100,
                priority: priority.value, priorityMetric: priority.metric, kind: .size, source: predicate.range, nameNumber: name
            )
        }
        if case .view(let other, _) = predicate.object {
            let constant = extra.constant.map(term) ?? .zero
            let priority = priority(predicate)
            return LayoutConstraint(
                names: names, first: view, attribute, predicate.relation, second: Int32(other), extra.dimension ?? attribute,
                multiplier: extra.multiplier, constant: constant.value, constantMetric: constant.metric,
                priority: priority.value, priorityMetric: priority.metric, kind: .size, source: predicate.range, nameNumber: name,
                multiplierFraction: extra.multiplierFraction
            )
        }
        let constant = term(predicate.object)
        let priority = priority(predicate)
        return LayoutConstraint(
            names: names, first: view, attribute, predicate.relation, constant: constant.value, constantMetric: constant.metric,
            priority: priority.value, priorityMetric: priority.metric, kind: .size, source: predicate.range, nameNumber: name
        )
    }
}
