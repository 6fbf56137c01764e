import LayoutModel

/// Lowers checked VFL lines to the constraints Apple's parser creates, in Apple's order:
/// the leading edge connection, the first view's size predicates, then per connection its
/// spacing constraint(s) followed by the size predicates of the view on its right, then the
/// trailing edge connection, then the `.alignAll…` constraints. See docs/Language.md, "Lowering".
/// vflgen's extensions (guides, `~`, proportions, `#name`, `HV:`) lower in the same order;
/// see "Extensions" there and Lowerer+Extensions.swift.
struct Lowerer {
    let platform: Platform
    /// The file's text, for `#name`s.
    let text: ByteText
    /// The layout's declarations; resolved syntax refers to them by index.
    let views: [ViewDeclaration]
    let metrics: [MetricDeclaration]
    /// The layout's names, which the constraints refer to by number: a view by its index in
    /// ``views``, a metric by its index in ``metrics``, a `#name` by its index in the table's
    /// labels.
    let names: ConstraintNames
    /// The label number of each of the store's `extras` (``ConstraintNames/none`` when it has
    /// no `#name`); empty when none has one.
    let extraLabels: [Int32]
    /// Likewise for the store's `equations`.
    let equationLabels: [Int32]
    /// The item number of each scroll view's guides (`form.content` at `2 × view`,
    /// `form.frame` at `2 × view + 1`); empty when the layout has no scroll view.
    var scrollGuideNumbers: [Int32] = []

    /// The item number of scroll view `view`'s `guide`.
    func scrollGuideNumber(_ view: Int, _ guide: ScrollGuide) -> Int32 {
        scrollGuideNumbers[view * 2 + (guide == .content ? 0 : 1)]
    }

    /// The `#name`s of `store` (predicates' and equations' in order), and each extra's and
    /// equation's number among them: a layout's table holds them, and constraints refer to
    /// them by number.
    static func labels(in store: FormatStore, text: ByteText) -> (labels: [String], extras: [Int32], equations: [Int32]) {
        var labels: [String] = []
        var extras: [Int32] = []
        for index in store.extras.indices {
            guard let name = store.extras[index].name else { continue }
            if extras.isEmpty { extras = Array(repeating: ConstraintNames.none, count: store.extras.count) }
            extras[index] = Int32(labels.count)
            labels.append(text.string(name))
        }
        var equations: [Int32] = []
        for index in store.equations.indices {
            guard let name = store.equations[index].name else { continue }
            if equations.isEmpty { equations = Array(repeating: ConstraintNames.none, count: store.equations.count) }
            equations[index] = Int32(labels.count)
            labels.append(text.string(name))
        }
        return (labels, extras, equations)
    }

    /// A constant or priority: its value and its metric's number (``ConstraintNames/none``).
    struct Number {
        var value: Double
        var metric: Int32 = ConstraintNames.none

        static let zero = Number(value: 0)
        static let required = Number(value: 1000)
    }

    /// Spacing between siblings for a standard connection (`-`).
    static let standardSiblingSpacing = 8.0
    /// AppKit's standard spacing to the superview edge; UIKit uses the layout margins instead.
    static let appKitStandardEdgeSpacing = 20.0

    private enum Direction {
        case leadingToTrailing, leftToRight, rightToLeft
    }

    /// Where a connection's constraint goes: both items and attributes.
    struct Ends {
        var first: Int32
        var firstAttribute: LayoutAttribute
        var second: Int32
        var secondAttribute: LayoutAttribute
    }

    private enum EdgeSide {
        case leading, trailing
    }

    /// Lowers `line` on its axis (`HV:`: as `H:`, then as `V:`).
    func lower(_ line: FormatLineSyntax, in store: FormatStore, into constraints: inout [LayoutConstraint]) {
        if line.equation >= 0 {
            constraints.append(lower(store.equations[line.equation], label: label(ofEquation: line.equation)))
        } else if line.bothAxes {
            lower(line, axis: .horizontal, in: store, into: &constraints)
            lower(line, axis: .vertical, in: store, into: &constraints)
        } else {
            lower(line, axis: line.axis, in: store, into: &constraints)
        }
    }

    private func lower(_ line: FormatLineSyntax, axis: Axis, in store: FormatStore, into constraints: inout [LayoutConstraint]) {
        var direction = Direction.leadingToTrailing
        var baselineSpacing = false
        var alignmentMask: UInt16 = 0
        // Indices, not slices: a slice of a store array retains and releases its buffer.
        for index in line.options {
            let entry = store.options[index]
            switch entry.option {
            case .directionLeftToRight: direction = .leftToRight
            case .directionRightToLeft: direction = .rightToLeft
            case .spacingBaselineToBaseline: baselineSpacing = true
            default:
                if let attribute = entry.option.alignmentAttribute {
                    alignmentMask |= 1 << UInt16(attribute.appleRawValue)
                }
            }
        }
        let vertical = axis == .vertical
        if vertical { direction = .leadingToTrailing }
        let start: LayoutAttribute = vertical ? .top : direction == .leadingToTrailing ? .leading : .left
        let end: LayoutAttribute = vertical ? .bottom : direction == .leadingToTrailing ? .trailing : .right
        let size: LayoutAttribute = vertical ? .height : .width
        let firstView = store.views[line.views.lowerBound]
        let lastView = store.views[line.views.upperBound - 1]
        // `~` connections: the first gap, which every later one equals.
        var firstGap: Gap?
        let centers = centersSingleView(line)

        if let edge = line.leadingEdge, !centers {
            let item = item(firstView)
            let source = SourceRange(start: edge.edgeRange.start, end: firstView.name.end)
            appendEdge(edge, side: .leading, in: store, source: source, firstGap: &firstGap, into: &constraints) { container in
                direction == .rightToLeft
                    ? Ends(first: container, firstAttribute: .right, second: item, secondAttribute: .right)
                    : Ends(first: item, firstAttribute: start, second: container, secondAttribute: start)
            }
        }
        appendSizes(of: firstView, attribute: size, in: store, into: &constraints)
        var connection = line.connections.lowerBound
        for index in line.views.dropFirst() {
            let previous = store.views[index - 1]
            let next = store.views[index]
            let source = SourceRange(start: previous.range.start, end: next.name.end)
            let ends: Ends
            if vertical && baselineSpacing {
                ends = Ends(first: item(next), firstAttribute: .firstBaseline, second: item(previous), secondAttribute: .lastBaseline)
            } else if direction == .rightToLeft {
                ends = Ends(first: item(previous), firstAttribute: .left, second: item(next), secondAttribute: .right)
            } else {
                ends = Ends(first: item(next), firstAttribute: start, second: item(previous), secondAttribute: end)
            }
            let spacing = store.connections[connection]
            switch spacing.spacing {
            case .flush:
                constraints.append(make(ends, .equal, .zero, .required, .spacing, source))
            case .standard:
                constraints.append(make(ends, .equal, Number(value: Self.standardSiblingSpacing), .required, .spacing, source))
            case .predicates:
                for index in spacing.predicates {
                    let predicate = store.predicates[index]
                    constraints.append(make(ends, predicate.relation, term(predicate.object), priority(predicate), .spacing, source, name: name(of: predicate, in: store)))
                }
            case .equal:
                appendGap(ends, source: source, firstGap: &firstGap, into: &constraints)
            }
            connection += 1
            appendSizes(of: next, attribute: size, in: store, into: &constraints)
        }
        if let edge = line.trailingEdge {
            let item = item(lastView)
            let source = SourceRange(start: lastView.range.start, end: edge.edgeRange.end)
            if centers, let leading = line.leadingEdge {
                let center: LayoutAttribute = vertical ? .centerY : .centerX
                let centering = SourceRange(start: leading.edgeRange.start, end: edge.edgeRange.end)
                constraints.append(LayoutConstraint(
                    names: names, first: item, center, .equal, second: container(of: edge), center, kind: .centering, source: centering
                ))
            } else {
                appendEdge(edge, side: .trailing, in: store, source: source, firstGap: &firstGap, into: &constraints) { container in
                    direction == .rightToLeft
                        ? Ends(first: item, firstAttribute: .left, second: container, secondAttribute: .left)
                        // The keyboard guide is met by its top edge.
                        : Ends(first: container, firstAttribute: container == Self.keyboard ? .top : end, second: item, secondAttribute: end)
                }
            }
        }
        if alignmentMask != 0, line.views.count > 1 {
            for index in line.views.dropFirst() {
                let previous = item(store.views[index - 1])
                let next = item(store.views[index])
                for attribute in LayoutAttribute.allCases where alignmentMask & (1 << UInt16(attribute.appleRawValue)) != 0 {
                    let source = store.options[line.options.first { store.options[$0].option.alignmentAttribute == attribute }!].range
                    constraints.append(LayoutConstraint(
                        names: names, first: previous, attribute, .equal, second: next, attribute,
                        kind: .alignment, source: source
                    ))
                }
            }
        }
    }

    // MARK: Pieces

    /// A view's item number: its declaration's index.
    private func item(_ view: ViewSyntax) -> Int32 { Int32(view.declaration) }

    static let superview = ConstraintNames.number(of: .superview)!
    static let margins = ConstraintNames.number(of: .margins)!
    static let keyboard = ConstraintNames.number(of: .keyboard)!

    private func make(
        _ ends: Ends, _ relation: Relation, _ constant: Number, _ priority: Number,
        _ kind: LayoutConstraint.Kind, _ source: SourceRange, name: Int32 = ConstraintNames.none
    ) -> LayoutConstraint {
        LayoutConstraint(
            names: names, first: ends.first, ends.firstAttribute, relation, second: ends.second, ends.secondAttribute,
            constant: constant.value, constantMetric: constant.metric, priority: priority.value, priorityMetric: priority.metric,
            kind: kind, source: source, nameNumber: name
        )
    }

    /// An edge connection: UIKit's standard spacing is a 0-point constraint to the layout
    /// margins guide; AppKit's is 20 points; explicit numbers always use the superview.
    /// A guide edge (`safeArea|`) uses the guide instead, with the sibling spacing for `-`
    /// (8 on UIKit, 20 on AppKit).
    private func appendEdge(
        _ edge: EdgeSyntax, side: EdgeSide, in store: FormatStore, source: SourceRange,
        firstGap: inout Gap?, into constraints: inout [LayoutConstraint], ends: (Int32) -> Ends
    ) {
        let connection = edge.connection
        let container = container(of: edge)
        switch connection.spacing {
        case .flush:
            constraints.append(make(ends(container), .equal, .zero, .required, .edge, source))
        case .standard:
            if platform == .appkit {
                constraints.append(make(ends(container), .equal, Number(value: Self.appKitStandardEdgeSpacing), .required, .edge, source))
            } else if edge.guide != nil {
                constraints.append(make(ends(container), .equal, Number(value: Self.standardSiblingSpacing), .required, .edge, source))
            } else {
                constraints.append(make(ends(Self.margins), .equal, .zero, .required, .edge, source))
            }
        case .predicates:
            let containerEnds = ends(container)
            for index in connection.predicates {
                let predicate = store.predicates[index]
                constraints.append(make(containerEnds, predicate.relation, term(predicate.object), priority(predicate), .edge, source, name: name(of: predicate, in: store)))
            }
        case .equal:
            appendGap(ends(container), source: source, firstGap: &firstGap, into: &constraints)
        }
    }

    private func appendSizes(of view: ViewSyntax, attribute: LayoutAttribute, in store: FormatStore, into constraints: inout [LayoutConstraint]) {
        guard !view.predicates.isEmpty else { return }
        let viewItem = item(view)
        for index in view.predicates {
            constraints.append(sizeConstraint(viewItem, attribute, store.predicates[index], in: store))
        }
    }

    func priority(_ predicate: PredicateSyntax) -> Number { priority(predicate.priority) }

    /// A written priority (`nil`: required) as the `Float` the generated code holds.
    func priority(_ value: ValueSyntax?) -> Number {
        guard let value else { return .required }
        // The Float the generated code holds, so required-ness agrees everywhere.
        var priority = term(value)
        priority.value = LayoutPriority.held(priority.value)
        return priority
    }

    func term(_ value: ValueSyntax) -> Number {
        switch value {
        case .number(let number, _): Number(value: number)
        case .metric(let index, _): Number(value: metrics[index].value, metric: Int32(index))
        case .name, .view: .zero  // not reached: the resolver rejects these lines
        }
    }
}
