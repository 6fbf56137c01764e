import LayoutModel

/// A declared layout guide (`guide content`, vflgen extension) has the anchors of
/// `UILayoutGuide`/`NSLayoutGuide`: edges, centres and sizes, but no baselines. Checked on
/// the lowered constraints, so `.alignAllFirstBaseline`, `.spacingBaselineToBaseline` and
/// equation lines are all covered.
enum GuideAnchorCheck {
    static func check(_ layout: Layout, into diagnostics: inout [Diagnostic]) {
        // Most layouts declare no guide: found without copying the declarations.
        guard layout.views.contains(where: \.isGuide) else { return }
        let guides = Set(layout.views.filter(\.isGuide).map(\.name))
        var reported: Set<String> = []
        for constraint in layout.constraints + layout.variants.flatMap(\.constraints) {
            let sides = [(constraint.first, constraint.firstAttribute), (constraint.second, constraint.secondAttribute)]
            for case let (item?, attribute?) in sides where attribute == .firstBaseline || attribute == .lastBaseline {
                guard let name = item.viewName, guides.contains(name),
                      reported.insert("\(name).\(attribute.rawValue)@\(constraint.source.start)").inserted else { continue }
                diagnostics.append(.error(
                    .missingAnchor, "layout guide '\(name)' has no \(attribute.rawValue) anchor; only views have baselines",
                    at: constraint.source
                ))
            }
        }
    }
}
