import LayoutModel

/// Builds one constraint's entry in the render context: its name, the anchor expressions,
/// and the complete typed-anchor call.
struct ConstraintContextBuilder {
    var layoutName: String
    var fileName: String
    var file: SourceFile
    var platform: Platform
    /// `CGFloat` or the platform's priority type per metric name.
    var metricTypes: [String: String]
    var metricValues: [String: Double]
    /// The layout's declared view names; a constraint may refer to no other view.
    var declaredViews: Set<String>

    func context(
        for constraint: LayoutConstraint, named name: String, part: String, diagnostics: inout [Diagnostic]
    ) -> TemplateValue {
        let firstItem = itemExpression(constraint.first)
        let firstAnchor = constraint.firstAttribute.rawValue + "Anchor"
        let firstOrigin = constraint.firstOrigin.map(anchorExpression) ?? ""
        let secondOrigin = constraint.secondOrigin.map(anchorExpression) ?? ""
        let relationLabel: String
        let constantLabel: String
        switch constraint.relation {
        case .equal:
            relationLabel = "equalTo"; constantLabel = "equalToConstant"
        case .greaterThanOrEqual:
            relationLabel = "greaterThanOrEqualTo"; constantLabel = "greaterThanOrEqualToConstant"
        case .lessThanOrEqual:
            relationLabel = "lessThanOrEqualTo"; constantLabel = "lessThanOrEqualToConstant"
        }
        let constant = constantExpression(constraint.constant)
        let hasConstant = constraint.constant.metric != nil || constraint.constant.value != 0
        let hasMultiplier = constraint.multiplier != 1
        let multiplier = constraint.multiplierFraction.map(SwiftLiteral.fraction) ?? SwiftLiteral.number(constraint.multiplier)

        // Checks: every view is declared, and anchors exist for what the constraint says.
        for item in [constraint.first, constraint.second, constraint.firstOrigin?.item, constraint.secondOrigin?.item] {
            if let view = item?.declaredView, !declaredViews.contains(view) {
                diagnostics.append(.error(
                    "unknown-view", "constraint refers to undeclared view '\(commentSafe(view))'", at: constraint.source
                ))
            }
        }
        let anchors = [
            (constraint.first, constraint.firstAttribute), (constraint.second, constraint.secondAttribute),
            (constraint.firstOrigin?.item, constraint.firstOrigin?.attribute), (constraint.secondOrigin?.item, constraint.secondOrigin?.attribute),
        ]
        for (item, attribute) in anchors {
            if let item, let attribute, item.viewName == nil,
               attribute == .firstBaseline || attribute == .lastBaseline {
                diagnostics.append(.error(
                    "unsupported-constraint", "the \(item.name) has no \(attribute.rawValue) anchor", at: constraint.source
                ))
            }
        }
        if platform == .appkit, let guide = anchors.compactMap(\.0).first(where: { item in
            if case .scrollGuide = item { return true }
            return item == .readable || item == .keyboard
        }) {
            diagnostics.append(.error(
                "unsupported-constraint", "AppKit has no \(guide.name) layout guide (\(itemExpression(guide)) is UIKit only)", at: constraint.source
            ))
        }
        // An offset (`anchorWithOffset(to:)`) joins two positions of one axis and is a dimension.
        for (origin, attribute) in [(constraint.firstOrigin, constraint.firstAttribute), (constraint.secondOrigin, constraint.secondAttribute)] {
            if let origin, let attribute, origin.attribute.axis != attribute.axis || origin.attribute.isDimension || attribute.isDimension {
                diagnostics.append(.error(
                    "unsupported-constraint",
                    "'\(constraint.text)' measures from \(origin.attribute.rawValue) to \(attribute.rawValue), which anchorWithOffset(to:) cannot express",
                    at: constraint.source
                ))
            }
        }
        let firstIsDimension = constraint.firstOrigin != nil || constraint.firstAttribute.isDimension
        if let secondAttribute = constraint.secondAttribute {
            // NSLayoutDimension relates to any dimension (width to height: aspect ratios);
            // positions only to positions of their own axis.
            let secondIsDimension = constraint.secondOrigin != nil || secondAttribute.isDimension
            if firstIsDimension != secondIsDimension || (!firstIsDimension && secondAttribute.axis != constraint.firstAttribute.axis) {
                diagnostics.append(.error(
                    "unsupported-constraint",
                    "'\(constraint.text)' relates \(constraint.firstAttribute.rawValue) to \(secondAttribute.rawValue), which anchors cannot express",
                    at: constraint.source
                ))
            }
        }
        if !constraint.multiplier.isFinite || !constraint.constant.value.isFinite || !constraint.priority.value.isFinite {
            diagnostics.append(.error("invalid-number", "'\(constraint.text)' has a number that is not finite", at: constraint.source))
        }

        var call = Self.side("\(firstItem).\(firstAnchor)", from: firstOrigin) + ".constraint("
        var secondItem = ""
        var secondAnchor = ""
        if let second = constraint.second, let secondAttribute = constraint.secondAttribute {
            secondItem = itemExpression(second)
            secondAnchor = secondAttribute.rawValue + "Anchor"
            call += "\(relationLabel): " + Self.side("\(secondItem).\(secondAnchor)", from: secondOrigin)
            if hasMultiplier {
                if !firstIsDimension {
                    diagnostics.append(.error(
                        "unsupported-constraint",
                        "'\(constraint.text)' has a multiplier, which position anchors cannot express",
                        at: constraint.source
                    ))
                }
                call += ", multiplier: \(multiplier)"
            }
            if hasConstant { call += ", constant: \(constant)" }
        } else {
            if !firstIsDimension {
                diagnostics.append(.error(
                    "unsupported-constraint",
                    "'\(constraint.text)' sets a position to a constant, which anchors cannot express",
                    at: constraint.source
                ))
            }
            call += "\(constantLabel): \(constant)"
        }
        call += ")"

        let position = file.location(of: constraint.source.start)
        let safeFileName = commentSafe(fileName)
        return .record(TemplateRecord(Self.shape, [
            .string(SwiftIdentifier.escaped(name)),
            .string("\(layoutName).\(name)"),
            .string(commentSafe(constraint.text)),
            .string(commentSafe(file.text(in: constraint.source))),
            .string("\(safeFileName):\(position.line):\(position.column)"),
            .string(constraint.kind.rawValue),
            .string(firstItem),
            .string(firstAnchor),
            .bool(constraint.second != nil),
            .string(secondItem),
            .string(secondAnchor),
            .string(firstOrigin),
            .string(secondOrigin),
            .string(relationName(constraint.relation)),
            .string(relationLabel),
            .string(constantLabel),
            .string(constant),
            .bool(hasConstant),
            .bool(constraint.constant.metric != nil),
            .string(multiplier),
            .bool(hasMultiplier),
            .string(priorityExpression(constraint.priority)),
            .string(priorityValueExpression(constraint.priority)),
            .bool(constraint.isRequired),
            .bool(constraint.priority.metric != nil),
            .string(call),
            .string(part),
        ]))
    }

    /// The keys of a constraint's entry, in the order ``context(for:named:diagnostics:)`` fills them.
    static let shape = TemplateRecord.Shape([
        "name", "identifier", "text", "source", "location", "kind",
        "firstItem", "firstAnchor", "hasSecond", "secondItem", "secondAnchor", "firstOffsetFrom", "secondOffsetFrom",
        "relation", "relationLabel", "constantLabel", "constant", "hasConstant", "usesMetricConstant",
        "multiplier", "hasMultiplier", "priority", "priorityValue", "isRequired", "usesMetricPriority", "call",
        "part",
    ])

    /// `anchor`, or the offset dimension `origin.anchorWithOffset(to: anchor)` when `origin` is set.
    static func side(_ anchor: String, from origin: String) -> String {
        origin.isEmpty ? anchor : "\(origin).anchorWithOffset(to: \(anchor))"
    }

    /// `container.leadingAnchor`: the anchor an offset is measured from.
    func anchorExpression(_ anchor: LayoutConstraint.Anchor) -> String {
        "\(itemExpression(anchor.item)).\(anchor.attribute.rawValue)Anchor"
    }

    /// `icon`, `container`, `container.layoutMarginsGuide`, `container.safeAreaLayoutGuide`,
    /// `container.readableContentGuide`, `container.keyboardLayoutGuide`.
    func itemExpression(_ item: LayoutItem) -> String {
        switch item {
        case .view(let name): SwiftIdentifier.escaped(name)
        case .superview: "container"
        case .margins: "container.layoutMarginsGuide"
        case .safeArea: "container.safeAreaLayoutGuide"
        case .readable: "container.readableContentGuide"
        case .keyboard: "container.keyboardLayoutGuide"
        case .scrollGuide(let view, let guide): "\(SwiftIdentifier.escaped(view)).\(guide.uikitProperty)"
        }
    }

    /// A `CGFloat` expression: a literal or `metrics.NAME` (negated when the constraint
    /// uses the metric's negative).
    func constantExpression(_ term: Term) -> String {
        guard let metric = term.metric, let type = metricTypes[metric] else {
            return SwiftLiteral.number(term.value)
        }
        var expression = "metrics.\(SwiftIdentifier.escaped(metric))"
        if type != "CGFloat" { expression = "CGFloat(\(expression))" }
        if let declared = metricValues[metric], declared != 0, term.value == -declared {
            expression = "-" + expression
        }
        return expression
    }

    /// A `Float` expression for the priority's raw value: `250`, `metrics.low.rawValue`,
    /// `Float(metrics.size)`.
    func priorityExpression(_ term: Term) -> String {
        guard let metric = term.metric, let type = metricTypes[metric] else {
            return SwiftLiteral.number(term.value)
        }
        let expression = "metrics.\(SwiftIdentifier.escaped(metric))"
        return type == "CGFloat" ? "Float(\(expression))" : expression + ".rawValue"
    }

    /// An expression of the platform's priority type (`UILayoutPriority`,
    /// `NSLayoutConstraint.Priority`): `UILayoutPriority(rawValue: 250)`, `metrics.low`,
    /// `UILayoutPriority(rawValue: Float(metrics.size))`.
    func priorityValueExpression(_ term: Term) -> String {
        let priorityType = PlatformNames(platform).priorityType
        if let metric = term.metric, let type = metricTypes[metric], type != "CGFloat" {
            return "metrics.\(SwiftIdentifier.escaped(metric))"
        }
        return "\(priorityType)(rawValue: \(priorityExpression(term)))"
    }

    private func relationName(_ relation: Relation) -> String {
        switch relation {
        case .equal: "equal"
        case .lessThanOrEqual: "lessThanOrEqual"
        case .greaterThanOrEqual: "greaterThanOrEqual"
        }
    }
}
