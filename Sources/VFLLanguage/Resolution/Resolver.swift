import LayoutModel

/// Checks one layout's names and options: declarations (duplicates, view/metric clashes),
/// every name a line uses (with "did you mean"), priorities from metrics, options against
/// the line and platform, and unused declarations. Resolves names in place and drops the
/// lines that have errors, so lowering only sees valid lines.
struct Resolver {
    let platform: Platform
    private(set) var diagnostics: [Diagnostic] = []

    private enum Symbol {
        case view(Int)
        case metric(Int)
    }

    private var symbols: [String: Symbol] = [:]
    private var views: [ViewDeclaration] = []
    private var metrics: [MetricDeclaration] = []
    private var viewUsed: [Bool] = []

    init(platform: Platform) {
        self.platform = platform
    }

    /// Resolves `layout` and returns its declarations (deduplicated, usage filled) with the
    /// checked lines left in `layout`.
    mutating func resolve(_ layout: inout LayoutSyntax) -> (views: [ViewDeclaration], metrics: [MetricDeclaration]) {
        symbols = [:]
        views = []
        metrics = []
        viewUsed = []
        declare(layout)

        layout.lines = resolveLines(layout.lines)
        var variantNames: [String: SourceRange] = [:]
        var variants: [VariantSyntax] = []
        for var variant in layout.variants {
            variant.lines = resolveLines(variant.lines)
            if let first = variantNames[variant.name.text] {
                diagnostics.append(.error(
                    .duplicateVariant, "variant '\(variant.name.text)' is already defined in layout '\(layout.name.text)'",
                    at: variant.name.range, notes: [.init("first defined here", at: first)]
                ))
                continue
            }
            variantNames[variant.name.text] = variant.name.range
            variants.append(variant)
        }
        layout.variants = variants

        for name in layout.namesInBrokenLines {
            if case .view(let index) = symbols[name] { viewUsed[index] = true }
            if case .metric(let index) = symbols[name], metrics[index].usage.isEmpty { metrics[index].usage = .constant }
        }
        for (index, view) in views.enumerated() where !viewUsed[index] {
            diagnostics.append(.warning(.unusedView, "view '\(view.name)' is declared but not used in layout '\(layout.name.text)'", at: view.range))
        }
        for metric in metrics where metric.usage.isEmpty {
            diagnostics.append(.warning(.unusedMetric, "metric '\(metric.name)' is declared but not used in layout '\(layout.name.text)'", at: metric.range))
        }
        // Usage recorded from broken lines only keeps the warning quiet; report the real usage.
        return (views, metrics)
    }

    // MARK: Declarations

    private mutating func declare(_ layout: LayoutSyntax) {
        for view in layout.views {
            if let clash = symbols[view.name.text] {
                report(duplicate: view.name, as: "view", existing: clash)
                continue
            }
            symbols[view.name.text] = .view(views.count)
            views.append(ViewDeclaration(
                name: view.name.text, type: view.type, intrinsicWidth: view.intrinsicWidth,
                intrinsicHeight: view.intrinsicHeight, range: view.name.range
            ))
            viewUsed.append(false)
        }
        for metric in layout.metrics {
            if let clash = symbols[metric.name.text] {
                report(duplicate: metric.name, as: "metric", existing: clash)
                continue
            }
            symbols[metric.name.text] = .metric(metrics.count)
            metrics.append(MetricDeclaration(name: metric.name.text, value: metric.value, range: metric.name.range))
        }
    }

    private mutating func report(duplicate name: Name, as kind: String, existing: Symbol) {
        switch existing {
        case .view(let index):
            let first = views[index].range
            if kind == "view" {
                diagnostics.append(.error(.duplicateView, "view '\(name.text)' is declared twice", at: name.range, notes: [.init("first declared here", at: first)]))
            } else {
                diagnostics.append(.error(.viewMetricConflict, "'\(name.text)' is declared as both a view and a metric", at: name.range, notes: [.init("declared as a view here", at: first)]))
            }
        case .metric(let index):
            let first = metrics[index].range
            if kind == "metric" {
                diagnostics.append(.error(.duplicateMetric, "metric '\(name.text)' is declared twice", at: name.range, notes: [.init("first declared here", at: first)]))
            } else {
                diagnostics.append(.error(.viewMetricConflict, "'\(name.text)' is declared as both a metric and a view", at: name.range, notes: [.init("declared as a metric here", at: first)]))
            }
        }
    }

    // MARK: Lines

    private mutating func resolveLines(_ lines: [FormatLineSyntax]) -> [FormatLineSyntax] {
        var valid: [FormatLineSyntax] = []
        valid.reserveCapacity(lines.count)
        for var line in lines where resolve(&line) {
            valid.append(line)
        }
        return valid
    }

    /// Resolves one line; `false` when it has an error.
    private mutating func resolve(_ line: inout FormatLineSyntax) -> Bool {
        var ok = true
        if line.leadingEdge != nil { ok = resolve(&line.leadingEdge!.connection) && ok }
        for index in line.views.indices {
            ok = resolve(&line.views[index]) && ok
        }
        for index in line.connections.indices {
            ok = resolve(&line.connections[index]) && ok
        }
        if line.trailingEdge != nil { ok = resolve(&line.trailingEdge!.connection) && ok }
        if !line.options.isEmpty { ok = check(options: line.options, of: line) && ok }
        return ok
    }

    private mutating func resolve(_ view: inout ViewSyntax) -> Bool {
        var ok = true
        switch symbols[view.name.text] {
        case .view(let index):
            viewUsed[index] = true
        case .metric:
            diagnostics.append(.error(.metricAsView, "'\(view.name.text)' is a metric, not a view", at: view.name.range))
            ok = false
        case nil:
            diagnostics.append(unknown(.unknownView, "unknown view '\(view.name.text)'", view.name, candidates: views.map(\.name)))
            ok = false
        }
        for index in view.predicates.indices {
            ok = resolve(&view.predicates[index], allowsViews: true) && ok
        }
        return ok
    }

    private mutating func resolve(_ connection: inout ConnectionSyntax) -> Bool {
        guard case .predicates(var predicates) = connection.spacing else { return true }
        var ok = true
        for index in predicates.indices {
            ok = resolve(&predicates[index], allowsViews: false) && ok
        }
        connection.spacing = .predicates(predicates)
        return ok
    }

    private mutating func resolve(_ predicate: inout PredicateSyntax, allowsViews: Bool) -> Bool {
        var ok = true
        if case .name(let name) = predicate.object {
            switch symbols[name.text] {
            case .metric(let index):
                metrics[index].usage.insert(.constant)
                predicate.object = .metric(name, metrics[index].value)
            case .view(let index):
                viewUsed[index] = true
                if allowsViews {
                    predicate.object = .view(name)
                } else {
                    diagnostics.append(.error(.viewAsSpacing, "'\(name.text)' is a view; a spacing must be a number or a metric", at: name.range))
                    ok = false
                }
            case nil:
                if allowsViews {
                    diagnostics.append(unknown(.unknownName, "unknown view or metric '\(name.text)'", name, candidates: views.map(\.name) + metrics.map(\.name)))
                } else {
                    diagnostics.append(unknown(.unknownMetric, "unknown metric '\(name.text)'", name, candidates: metrics.map(\.name)))
                }
                ok = false
            }
        }
        if case .name(let name) = predicate.priority {
            switch symbols[name.text] {
            case .metric(let index):
                metrics[index].usage.insert(.priority)
                let value = metrics[index].value
                if !(value > 0 && value <= 1000) {
                    diagnostics.append(.error(
                        .priorityOutOfRange,
                        "priority '\(name.text)' is \(value.shortestDescription), out of range; a priority must be greater than 0 and at most 1000",
                        at: name.range, notes: [.init("metric '\(name.text)' is declared here", at: metrics[index].range)]
                    ))
                    ok = false
                }
                predicate.priority = .metric(name, value)
            case .view(let index):
                viewUsed[index] = true
                diagnostics.append(.error(.viewAsPriority, "'\(name.text)' is a view; a priority must be a number or a metric", at: name.range))
                ok = false
            case nil:
                diagnostics.append(unknown(.unknownMetric, "unknown metric '\(name.text)'", name, candidates: metrics.map(\.name)))
                ok = false
            }
        }
        return ok
    }

    private func unknown(_ id: DiagnosticID, _ message: String, _ name: Name, candidates: [String]) -> Diagnostic {
        var notes: [Diagnostic.Note] = []
        if let suggestion = NameSuggestion.closest(to: name.text, in: candidates) {
            notes.append(.init("did you mean '\(suggestion)'?", at: name.range))
        }
        return .error(id, message, at: name.range, notes: notes)
    }

    // MARK: Options

    private mutating func check(options: [OptionSyntax], of line: FormatLineSyntax) -> Bool {
        var ok = true
        var direction: OptionSyntax?
        var spacing: OptionSyntax?
        let axisName = line.axis == .horizontal ? "horizontal" : "vertical"
        for entry in options {
            let option = entry.option
            if !option.isAvailable(on: platform) {
                diagnostics.append(.error(.optionUnavailable, "option '.\(option.rawValue)' is not available on \(platform == .uikit ? "UIKit" : "AppKit")", at: entry.range))
                ok = false
                continue
            }
            if option.isDirection {
                if let first = direction, first.option != option {
                    diagnostics.append(.error(
                        .conflictingOptions, "'.\(option.rawValue)' conflicts with '.\(first.option.rawValue)'; choose one direction",
                        at: entry.range, notes: [.init("'.\(first.option.rawValue)' given here", at: first.range)]
                    ))
                    ok = false
                }
                direction = direction ?? entry
            }
            if option.isSpacing {
                if let first = spacing, first.option != option {
                    diagnostics.append(.error(
                        .conflictingOptions, "'.\(option.rawValue)' conflicts with '.\(first.option.rawValue)'; choose one spacing",
                        at: entry.range, notes: [.init("'.\(first.option.rawValue)' given here", at: first.range)]
                    ))
                    ok = false
                }
                spacing = spacing ?? entry
            }
            if option == .spacingBaselineToBaseline, line.axis == .horizontal {
                diagnostics.append(.error(.baselineSpacingHorizontal, "'.spacingBaselineToBaseline' applies only to vertical ('V:') lines", at: entry.range))
                ok = false
            }
            if let attribute = option.alignmentAttribute, attribute.axis == line.axis, line.views.count > 1 {
                diagnostics.append(.error(
                    .alignmentOnLayoutAxis,
                    "'.\(option.rawValue)' aligns views on the \(axisName) axis, which is not allowed for a layout that is also \(axisName)",
                    at: entry.range
                ))
                ok = false
            }
        }
        return ok
    }
}
