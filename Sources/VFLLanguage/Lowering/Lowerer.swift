import LayoutModel

/// Lowers checked VFL lines to the constraints Apple's parser creates, in Apple's order:
/// the leading edge connection, the first view's size predicates, then per connection its
/// spacing constraint(s) followed by the size predicates of the view on its right, then the
/// trailing edge connection, then the `.alignAll…` constraints. See docs/Language.md, "Lowering".
struct Lowerer {
    let platform: Platform

    /// Spacing between siblings for a standard connection (`-`).
    static let standardSiblingSpacing = 8.0
    /// AppKit's standard spacing to the superview edge; UIKit uses the layout margins instead.
    static let appKitStandardEdgeSpacing = 20.0

    private enum Direction {
        case leadingToTrailing, leftToRight, rightToLeft
    }

    /// One constraint's worth of spacing from a connection.
    private struct Gap {
        var relation: Relation
        var constant: Term
        var priority: Term
    }

    func lower(_ line: FormatLineSyntax, into constraints: inout [LayoutConstraint]) {
        var direction = Direction.leadingToTrailing
        var baselineSpacing = false
        var alignmentMask: UInt16 = 0
        for entry in line.options {
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
        let vertical = line.axis == .vertical
        if vertical { direction = .leadingToTrailing }
        let start: LayoutAttribute = vertical ? .top : direction == .leadingToTrailing ? .leading : .left
        let end: LayoutAttribute = vertical ? .bottom : direction == .leadingToTrailing ? .trailing : .right
        let size: LayoutAttribute = vertical ? .height : .width
        let views = line.views

        if let edge = line.leadingEdge {
            let first = views[0]
            let source = SourceRange(start: edge.barRange.start, end: first.name.range.end)
            let (container, gaps) = edgeGaps(edge.connection)
            let firstItem = LayoutItem.view(first.name.text)
            for gap in gaps {
                if direction == .rightToLeft {
                    constraints.append(make(container, .right, gap, firstItem, .right, .edge, source))
                } else {
                    constraints.append(make(firstItem, start, gap, container, start, .edge, source))
                }
            }
        }
        appendSizes(of: views[0], attribute: size, into: &constraints)
        for index in line.connections.indices {
            let previous = views[index]
            let next = views[index + 1]
            let source = SourceRange(start: previous.range.start, end: next.name.range.end)
            let previousItem = LayoutItem.view(previous.name.text)
            let nextItem = LayoutItem.view(next.name.text)
            for gap in siblingGaps(line.connections[index]) {
                if vertical && baselineSpacing {
                    constraints.append(make(nextItem, .firstBaseline, gap, previousItem, .lastBaseline, .spacing, source))
                } else if direction == .rightToLeft {
                    constraints.append(make(previousItem, .left, gap, nextItem, .right, .spacing, source))
                } else {
                    constraints.append(make(nextItem, start, gap, previousItem, end, .spacing, source))
                }
            }
            appendSizes(of: next, attribute: size, into: &constraints)
        }
        if let edge = line.trailingEdge {
            let last = views[views.count - 1]
            let source = SourceRange(start: last.range.start, end: edge.barRange.end)
            let (container, gaps) = edgeGaps(edge.connection)
            let lastItem = LayoutItem.view(last.name.text)
            for gap in gaps {
                if direction == .rightToLeft {
                    constraints.append(make(lastItem, .left, gap, container, .left, .edge, source))
                } else {
                    constraints.append(make(container, end, gap, lastItem, end, .edge, source))
                }
            }
        }
        if alignmentMask != 0, views.count > 1 {
            for index in 1..<views.count {
                let previous = LayoutItem.view(views[index - 1].name.text)
                let next = LayoutItem.view(views[index].name.text)
                for attribute in LayoutAttribute.allCases where alignmentMask & (1 << UInt16(attribute.appleRawValue)) != 0 {
                    let source = line.options.first { $0.option.alignmentAttribute == attribute }!.range
                    constraints.append(LayoutConstraint(
                        first: previous, attribute, .equal, second: next, attribute,
                        kind: .alignment, source: source
                    ))
                }
            }
        }
    }

    // MARK: Pieces

    private func make(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ gap: Gap,
        _ second: LayoutItem, _ secondAttribute: LayoutAttribute,
        _ kind: LayoutConstraint.Kind, _ source: SourceRange
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: first, firstAttribute, gap.relation, second: second, secondAttribute,
            constant: gap.constant, priority: gap.priority, kind: kind, source: source
        )
    }

    private func appendSizes(of view: ViewSyntax, attribute: LayoutAttribute, into constraints: inout [LayoutConstraint]) {
        guard !view.predicates.isEmpty else { return }
        let item = LayoutItem.view(view.name.text)
        for predicate in view.predicates {
            let priority = term(predicate.priority) ?? .required
            if case .view(let other) = predicate.object {
                constraints.append(LayoutConstraint(
                    first: item, attribute, predicate.relation, second: .view(other.text), attribute,
                    priority: priority, kind: .size, source: predicate.range
                ))
            } else {
                constraints.append(LayoutConstraint(
                    first: item, attribute, predicate.relation, constant: term(predicate.object) ?? .zero,
                    priority: priority, kind: .size, source: predicate.range
                ))
            }
        }
    }

    private func siblingGaps(_ connection: ConnectionSyntax) -> [Gap] {
        switch connection.spacing {
        case .flush: [Gap(relation: .equal, constant: .zero, priority: .required)]
        case .standard: [Gap(relation: .equal, constant: Term(Self.standardSiblingSpacing), priority: .required)]
        case .predicates(let predicates): predicates.map(gap)
        }
    }

    /// The item an edge connection attaches to, and its gaps: UIKit's standard spacing is a
    /// 0-point constraint to the layout margins guide; explicit numbers use the superview.
    private func edgeGaps(_ connection: ConnectionSyntax) -> (LayoutItem, [Gap]) {
        switch connection.spacing {
        case .flush:
            return (.superview, [Gap(relation: .equal, constant: .zero, priority: .required)])
        case .standard:
            if platform == .uikit {
                return (.margins, [Gap(relation: .equal, constant: .zero, priority: .required)])
            }
            return (.superview, [Gap(relation: .equal, constant: Term(Self.appKitStandardEdgeSpacing), priority: .required)])
        case .predicates(let predicates):
            return (.superview, predicates.map(gap))
        }
    }

    private func gap(_ predicate: PredicateSyntax) -> Gap {
        Gap(relation: predicate.relation, constant: term(predicate.object) ?? .zero, priority: term(predicate.priority) ?? .required)
    }

    private func term(_ value: ValueSyntax?) -> Term? {
        switch value {
        case .number(let number, _): Term(number)
        case .metric(let name, let number): Term(number, metric: name.text)
        case .name, .view, nil: nil
        }
    }
}
