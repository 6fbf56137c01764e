import LayoutModel
import VFLLanguage

/// Writes an anchor or item constraint (``AnchorSite``) as an equation line of the layout of
/// its function and container: `a.leading == b.trailing + 8 @750`. Its items are the layout's
/// views (matched by the expression passed, so `"icon": iconImageView` and
/// `iconImageView.leadingAnchor` are one view), `superview` for the container, and the
/// container's guides (`safeArea`, `margins`, `readable`, `keyboard`). A same-file constant
/// becomes a `metric` line, a variable a computed metric the call site sets; the line is
/// compiled on its own and must lower to exactly the constraint the call made.
enum EquationMigration {
    /// The context the items are resolved in.
    struct Context {
        var scan: SourceScan
        var platform: Platform
    }

    /// Adds the site's line (and its views and metrics) to `layout`; returns why it cannot.
    static func add(_ site: AnchorSite, to layout: inout PlannedLayout, context: Context) -> String? {
        guard let equation = site.equation.value else { return site.equation.reason ?? "it could not be read" }
        var views = layout.views
        var metrics = layout.metrics
        func resolve(_ side: AnchorEquation.Side) -> Result<LayoutItem, Reason> {
            item(side.expression, container: layout.container, views: &views, metrics: metrics, site: site, scan: context.scan)
        }
        let first: LayoutItem
        switch resolve(equation.first) {
        case .success(let item): first = item
        case .failure(let reason): return reason.text
        }
        var second: LayoutItem?
        if let side = equation.second {
            switch resolve(side) {
            case .success(let item): second = item
            case .failure(let reason): return reason.text
            }
        }
        // The constant: a number, a same-file constant as a metric, or a variable as a computed metric.
        var constant = Term(equation.constant.value)
        if let name = equation.constant.computedName {
            guard !equation.constant.isNegated else {
                return "its constant '\(equation.constant.expression)' is a negated value known at run time; an equation line cannot subtract a metric"
            }
            switch metric(for: name, value: 0, computed: true, constantName: nil, metrics: &metrics, views: views, site: site) {
            case .success(let metricName): constant = Term(0, metric: metricName)
            case .failure(let reason): return reason.text
            }
        } else if let constantName = equation.constant.constantName, !equation.constant.isNegated, equation.constant.value >= 0 || second == nil {
            if case .success(let metricName) = metric(
                for: constantName, value: equation.constant.value, computed: false, constantName: constantName, metrics: &metrics, views: views, site: site
            ) {
                constant = Term(equation.constant.value, metric: metricName)
            }
        }
        let expected = LayoutConstraint(
            first: first, equation.first.attribute, equation.relation,
            second: second, equation.second?.attribute,
            multiplier: equation.multiplier, constant: constant, priority: Term(equation.priority.value),
            kind: .equation, source: .point(0), multiplierFraction: equation.multiplierFraction
        )
        let line = lineText(expected)
        // The line on its own, with the layout's declarations: it must compile to exactly `expected`.
        var probe = layout
        probe.views = views
        probe.metrics = metrics
        probe.lines = [PlannedLayout.Line(format: line, options: [])]
        let compilation = VFLCompiler.compile(SourceFile(path: "probe.vfl", text: VFLFileWriter.layoutText(probe, platform: context.platform)), platform: context.platform)
        if let error = compilation.diagnostics.first(where: { $0.severity == .error }) {
            return "its equation line '\(line)' is rejected: \(error.message)"
        }
        guard let made = compilation.file.layouts.first?.constraints, made.count == 1, made[0].text == expected.text else {
            return "its equation line '\(line)' would make another constraint than the call"
        }
        layout.views = views.sorted { $0.keyOffset < $1.keyOffset }
        layout.metrics = metrics.sorted { $0.keyOffset < $1.keyOffset }
        if layout.expectedConstraints.contains(where: { $0.text == expected.text }) {
            // Made twice (a duplicate changes nothing at run time); a second line would be a warning.
            layout.lines.append(PlannedLayout.Line(format: "", options: [], comment: "\(line) — made again by the call at line \(context.scan.source.location(of: site.nameRange.start).line): dropped (a duplicate changes nothing at run time)"))
        } else {
            layout.lines.append(PlannedLayout.Line(format: line, options: []))
            layout.expectedConstraints.append(expected)
        }
        layout.anchorCalls.append(site)
        return nil
    }

    struct Reason: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    /// The layout item `expression` stands for, adding a view to `views` when it is a new one.
    static func item(
        _ expression: String, container: String, views: inout [PlannedLayout.View], metrics: [PlannedLayout.Metric],
        site: AnchorSite, scan: SourceScan
    ) -> Result<LayoutItem, Reason> {
        let normalized = CallSiteFinder.normalizedViewExpression(expression)
        func isContainer(_ name: String) -> Bool { name == container || scan.aliases[name] == container }
        let guides: [(property: String, item: LayoutItem, what: String)] = [
            ("safeAreaLayoutGuide", .safeArea, "safe area"), ("layoutMarginsGuide", .margins, "layout margins guide"),
            ("readableContentGuide", .readable, "readable content guide"), ("keyboardLayoutGuide", .keyboard, "keyboard layout guide"),
        ]
        for guide in guides where normalized == guide.property || normalized.hasSuffix("." + guide.property) {
            let owner = normalized == guide.property ? "self" : CallSiteFinder.normalizedViewExpression(String(normalized.dropLast(guide.property.count + 1)))
            guard isContainer(owner) else {
                return .failure(Reason("'\(expression)' is the \(guide.what) of '\(owner)', not of the container '\(container)'"))
            }
            return .success(guide.item)
        }
        // A scroll view's guides (UIKit, iOS 11): `form.contentLayoutGuide` is `form.content`,
        // the scroll view declared with its class so the guide exists in the `.vfl` file.
        for guide in ScrollGuide.allCases where normalized.hasSuffix("." + guide.uikitProperty) {
            let owner = String(normalized.dropLast(guide.uikitProperty.count + 1))
            let type = scan.variableTypes[owner] ?? scan.variableTypes[owner.split(separator: ".").last.map(String.init) ?? owner]
            guard ScrollViewClasses.isScrollView(type, on: .uikit) else {
                return .failure(Reason("'\(expression)' is a guide of '\(owner)', which the file does not declare as a UIScrollView (or UITableView, UICollectionView, UITextView)"))
            }
            switch item(owner, container: container, views: &views, metrics: metrics, site: site, scan: scan) {
            case .success(.view(let name)): return .success(.scrollGuide(name, guide))
            case .success: return .failure(Reason("'\(expression)' is not a guide of a scroll view the layout places"))
            case .failure(let reason): return .failure(reason)
            }
        }
        if isContainer(normalized) { return .success(.superview) }
        if normalized == "superview" {
            return .failure(Reason("'superview' is the superview of 'self', outside the layout"))
        }
        if normalized.hasSuffix(".superview") {
            let owner = CallSiteFinder.normalizedViewExpression(String(normalized.dropLast(".superview".count)))
            if let parent = scan.superviews[owner], isContainer(parent) { return .success(.superview) }
            return .failure(Reason("'\(expression)' is not known to be the container '\(container)' (the file does not add '\(owner)' to it)"))
        }
        let type = scan.variableTypes[normalized] ?? scan.variableTypes[normalized.split(separator: ".").last.map(String.init) ?? normalized]
        if type == "UILayoutGuide" || type == "NSLayoutGuide" {
            return .failure(Reason("'\(normalized)' is a layout guide the code makes; declare it with 'guide' and move its constraints by hand"))
        }
        if let existing = views.first(where: { CallSiteFinder.normalizedViewExpression($0.expression) == normalized }) {
            return .success(.view(existing.name))
        }
        let last = normalized.split(separator: ".").last.map(String.init) ?? normalized
        let reserved: Set<String> = ["superview", "safeArea", "margins", "readable", "keyboard", "self"]
        let taken = Set(views.map(\.name)).union(metrics.map(\.name)).union(reserved)
        var name = last
        if !FormatStringCheck.isIdentifier(name) { name = "view" }
        if taken.contains(name) {
            var suffix = 2
            while taken.contains("\(name)\(suffix)") { suffix += 1 }
            name = "\(name)\(suffix)"
        }
        views.append(PlannedLayout.View(name: name, type: type, expression: normalized, keyOffset: site.nameRange.start))
        return .success(.view(name))
    }

    /// The metric for a constant: an existing one with the same expression, or a new one
    /// named after it (`Metrics.padding` → `padding`).
    private static func metric(
        for expression: String, value: Double, computed: Bool, constantName: String?, metrics: inout [PlannedLayout.Metric],
        views: [PlannedLayout.View], site: AnchorSite
    ) -> Result<String, Reason> {
        let normalized = CallSiteFinder.normalizedViewExpression(expression)
        if let existing = metrics.first(where: { CallSiteFinder.normalizedViewExpression($0.expression) == normalized || ($0.constantName != nil && $0.constantName == constantName) }) {
            if computed ? existing.isComputed : (!existing.isComputed && existing.value == value) { return .success(existing.name) }
            return .failure(Reason("its constant '\(expression)' is also the metric '\(existing.name)' with another value"))
        }
        let name = normalized.split(separator: ".").last.map(String.init) ?? normalized
        guard FormatStringCheck.isIdentifier(name), !views.contains(where: { $0.name == name }),
              !["superview", "safeArea", "margins", "readable", "keyboard"].contains(name) else {
            return .failure(Reason("its constant '\(expression)' has no name a metric can take"))
        }
        if let clash = metrics.first(where: { $0.name == name }) {
            return .failure(Reason("its constant '\(expression)' would be the metric '\(name)', which is '\(clash.expression)' in this layout"))
        }
        metrics.append(PlannedLayout.Metric(
            name: name, value: value, expression: expression, isComputed: computed, constantName: computed ? nil : constantName,
            keyOffset: site.nameRange.start
        ))
        return .success(name)
    }

    /// The equation line of `constraint`: `a.leading == b.trailing * 9/16 + gap @750`, metrics
    /// (constant and priority) by name so they stay live. Also ``MigrationPlanner``'s equation lines.
    static func lineText(_ constraint: LayoutConstraint) -> String {
        var out = "\(constraint.first.name).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue) "
        if let second = constraint.second, let attribute = constraint.secondAttribute {
            out += "\(second.name).\(attribute.rawValue)"
            if let fraction = constraint.multiplierFraction {
                out += " * \((fraction.numerator ?? 1).shortestDescription)/\(fraction.denominator.shortestDescription)"
            } else if constraint.multiplier != 1 {
                out += " * \(constraint.multiplier.shortestDescription)"
            }
            if let metric = constraint.constant.metric {
                out += " + \(metric)"
            } else if constraint.constant.value > 0 {
                out += " + \(constraint.constant.value.shortestDescription)"
            } else if constraint.constant.value < 0 {
                out += " - \((-constraint.constant.value).shortestDescription)"
            }
        } else {
            out += constraint.constant.metric ?? constraint.constant.value.shortestDescription
        }
        if let metric = constraint.priority.metric {
            out += " @\(metric)"
        } else if constraint.priority.value != 1000 {
            out += " @\(constraint.priority.value.shortestDescription)"
        }
        return out
    }
}
