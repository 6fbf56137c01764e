import LayoutModel

/// Checks one layout's names and options: declarations (duplicates, view/metric clashes),
/// every name a line uses (with "did you mean"), priorities from metrics, options against
/// the line and platform, and unused declarations. Resolves names in place (to declaration
/// indices) and marks the lines that have errors, so lowering only sees valid lines.
struct Resolver {
    let platform: Platform
    let text: ByteText
    /// Under a ``DiagnosticLimit``, only the candidates for the first errors and warnings.
    var diagnostics: DiagnosticList

    var symbols = SymbolTable(capacity: 0)
    var views: [ViewDeclaration] = []
    var metrics: [MetricDeclaration] = []
    var viewUsed: [Bool] = []
    /// The layout's `#name`s so far (vflgen extension), with where each is written.
    var constraintNames: [String: SourceRange] = [:]

    /// How many unknown names of a file get a "did you mean" search. Each search compares the
    /// name with every declaration of its layout, so (like clang's spell-checking limit) the
    /// searches stop after this many and a file full of unknown names stays fast.
    static let suggestionLimit = 100
    /// Up to this many variants in a layout, duplicates are found by a linear scan.
    static let variantsScannedLinearly = 32
    private var suggestionsLeft = Resolver.suggestionLimit

    init(platform: Platform, text: ByteText, limit: DiagnosticLimit? = nil, excluding: ((Diagnostic) -> Bool)? = nil) {
        self.platform = platform
        self.text = text
        diagnostics = DiagnosticList(limit: limit, excluding: excluding)
    }

    /// Resolves `layout` and returns its declarations (deduplicated, usage filled), taken from
    /// `layout.views` and `layout.metrics` (left empty). Lines with errors are marked invalid;
    /// duplicate variants are removed.
    mutating func resolve(_ layout: inout LayoutSyntax, in store: inout FormatStore) -> (views: [ViewDeclaration], metrics: [MetricDeclaration]) {
        symbols.reset(capacity: layout.views.count + layout.metrics.count)
        views = []
        metrics = []
        viewUsed.removeAll(keepingCapacity: true)
        if !constraintNames.isEmpty { constraintNames.removeAll(keepingCapacity: true) }
        declare(&layout)

        for index in layout.lines where !resolveLine(index, in: &store) {
            store.lines[index].isValid = false
        }
        // Variants are usually few: a linear scan finds duplicates without hashing. Many
        // variants (a generated or hostile file) go through a dictionary to stay linear.
        var duplicates: Set<Int> = []
        var firstIndexByName: [String: Int] = [:]
        let scansLinearly = layout.variants.count <= Self.variantsScannedLinearly
        for (index, variant) in layout.variants.enumerated() {
            let firstIndex: Int?
            if scansLinearly {
                firstIndex = layout.variants[..<index].firstIndex { $0.name.text == variant.name.text }
            } else {
                firstIndex = firstIndexByName[variant.name.text]
                if firstIndex == nil { firstIndexByName[variant.name.text] = index }
            }
            guard let firstIndex else { continue }
            diagnostics.append(.error(
                .duplicateVariant, "variant '\(variant.name.text)' is already defined in layout '\(layout.name.text)'",
                at: variant.name.range, notes: [.init("first defined here", at: layout.variants[firstIndex].name.range)]
            ))
            duplicates.insert(index)
        }
        if !duplicates.isEmpty {
            layout.variants = layout.variants.indices.filter { !duplicates.contains($0) }.map { layout.variants[$0] }
        }

        checkVariantConditions(of: layout)

        for name in layout.namesInBrokenLines {
            markUsed(symbols.lookup(name, in: text))
        }
        for (index, view) in views.enumerated() where !viewUsed[index] {
            diagnostics.append(.warning(.unusedView, "\(view.isGuide ? "guide" : "view") '\(view.name)' is declared but not used in layout '\(layout.name.text)'", at: view.range))
        }
        for metric in metrics where metric.usage.isEmpty {
            diagnostics.append(.warning(.unusedMetric, "metric '\(metric.name)' is declared but not used in layout '\(layout.name.text)'", at: metric.range))
        }
        return (views, metrics)
    }

    // MARK: Declarations

    /// Declares the layout's views and metrics, taking its arrays as ``views`` and ``metrics``
    /// (the declarations were made once, by the parser; `layout.views` and `layout.metrics`
    /// are left empty). A name declared twice is reported and its second declaration left out.
    private mutating func declare(_ layout: inout LayoutSyntax) {
        // Declarations left out (rare): indices into `layout.views`, ascending.
        var droppedViews: [Int] = []
        for index in layout.views.indices {
            let range = layout.views[index].range
            if let clash = symbols.insert(range, .view(index - droppedViews.count), in: text) {
                report(duplicate: Name(text: layout.views[index].name, range: range), as: "view", existing: clash, layout: layout, droppedViews: droppedViews, droppedMetrics: [])
                droppedViews.append(index)
                continue
            }
            if let type = layout.views[index].type,
               let problem = ViewTypeCheck.problem(type: type, view: layout.views[index].name, at: range, platform: platform) {
                diagnostics.append(problem)
            }
        }
        var droppedMetrics: [Int] = []
        for index in layout.metrics.indices {
            let range = layout.metrics[index].range
            if let clash = symbols.insert(range, .metric(index - droppedMetrics.count), in: text) {
                report(duplicate: Name(text: layout.metrics[index].name, range: range), as: "metric", existing: clash, layout: layout, droppedViews: droppedViews, droppedMetrics: droppedMetrics)
                droppedMetrics.append(index)
                continue
            }
        }
        // Taken, not copied: the layout's syntax is not read for its declarations again.
        swap(&views, &layout.views)
        swap(&metrics, &layout.metrics)
        if !droppedViews.isEmpty { views = Self.removing(droppedViews, from: views) }
        if !droppedMetrics.isEmpty { metrics = Self.removing(droppedMetrics, from: metrics) }
        viewUsed.append(contentsOf: repeatElement(false, count: views.count))
        checkNamesAgainstViewClasses()
        resolveContentPriorities(of: layout)
    }

    /// A view or guide named like the class of one of the layout's views (ReservedNames).
    private mutating func checkNamesAgainstViewClasses() {
        for view in views {
            guard let first = view.name.utf8.first, first &- 65 < 26 else { continue }  // most names: no look-up
            let classes = views.lazy.filter { !$0.isGuide }.map { (name: $0.name, type: $0.type) }
            guard let problem = ReservedNames.problem(withViewName: view.name, classesOf: classes) else { continue }
            diagnostics.append(.error(problem.id, problem.message(name: view.name, kind: view.isGuide ? .guide : .view), at: view.range))
        }
    }

    /// `elements` without those at `indices` (ascending).
    private static func removing<Element>(_ indices: [Int], from elements: [Element]) -> [Element] {
        var kept: [Element] = []
        kept.reserveCapacity(elements.count - indices.count)
        var next = 0
        for (index, element) in elements.enumerated() {
            if next < indices.count, indices[next] == index {
                next += 1
                continue
            }
            kept.append(element)
        }
        return kept
    }

    /// The index in `layout`'s declarations of the `number`th one kept, `dropped` (ascending)
    /// being left out.
    private static func declarationIndex(_ number: Int, droppedFrom dropped: [Int]) -> Int {
        var index = number
        for left in dropped {
            guard left <= index else { break }
            index += 1
        }
        return index
    }

    private mutating func report(
        duplicate name: Name, as kind: String, existing: SymbolTable.Symbol, layout: LayoutSyntax,
        droppedViews: [Int], droppedMetrics: [Int]
    ) {
        switch existing {
        case .view(let index):
            let first = layout.views[Self.declarationIndex(index, droppedFrom: droppedViews)].range
            if kind == "view" {
                diagnostics.append(.error(.duplicateView, "view '\(name.text)' is declared twice", at: name.range, notes: [.init("first declared here", at: first)]))
            } else {
                diagnostics.append(.error(.viewMetricConflict, "'\(name.text)' is declared as both a view and a metric", at: name.range, notes: [.init("declared as a view here", at: first)]))
            }
        case .metric(let index):
            let first = layout.metrics[Self.declarationIndex(index, droppedFrom: droppedMetrics)].range
            if kind == "metric" {
                diagnostics.append(.error(.duplicateMetric, "metric '\(name.text)' is declared twice", at: name.range, notes: [.init("first declared here", at: first)]))
            } else {
                diagnostics.append(.error(.viewMetricConflict, "'\(name.text)' is declared as both a metric and a view", at: name.range, notes: [.init("declared as a metric here", at: first)]))
            }
        }
    }

    // MARK: Lines

    /// Resolves line `index` of `store`; `false` when it has an error.
    private mutating func resolveLine(_ index: Int, in store: inout FormatStore) -> Bool {
        let line = store.lines[index]
        if line.equation >= 0 { return resolveEquation(line.equation, in: &store) }
        var ok = true
        if let edge = line.leadingEdge { ok = resolve(edge.connection, in: &store) && ok }
        for view in line.views {
            ok = resolveView(view, in: &store) && ok
        }
        for connection in line.connections {
            ok = resolve(store.connections[connection], in: &store) && ok
        }
        if let edge = line.trailingEdge { ok = resolve(edge.connection, in: &store) && ok }
        if !line.options.isEmpty { ok = check(options: store.options[line.options], of: line) && ok }
        if !store.extras.isEmpty { ok = resolveExtras(of: line, in: &store) && ok }
        return ok
    }

    mutating func resolveView(_ index: Int, in store: inout FormatStore) -> Bool {
        var ok = true
        let name = store.views[index].name
        switch symbols.lookup(name, in: text) {
        case .view(let declaration):
            viewUsed[declaration] = true
            store.views[index].declaration = declaration
        case .metric:
            diagnostics.append(.error(.metricAsView, "'\(text.string(name))' is a metric, not a view", at: name))
            ok = false
        case nil:
            diagnostics.append(unknown(.unknownView, "unknown view", name, candidates: .views))
            ok = false
        }
        for predicate in store.views[index].predicates {
            ok = resolvePredicate(predicate, allowsViews: true, in: &store) && ok
        }
        return ok
    }

    private mutating func resolve(_ connection: ConnectionSyntax, in store: inout FormatStore) -> Bool {
        guard connection.spacing == .predicates else { return true }
        var ok = true
        for predicate in connection.predicates {
            ok = resolvePredicate(predicate, allowsViews: false, in: &store) && ok
        }
        return ok
    }

    private mutating func resolvePredicate(_ index: Int, allowsViews: Bool, in store: inout FormatStore) -> Bool {
        var ok = true
        let predicate = store.predicates[index]
        if case .name(let name) = predicate.object {
            switch symbols.lookup(name, in: text) {
            case .metric(let metric):
                metrics[metric].usage.insert(.constant)
                store.predicates[index].object = .metric(metric, name)
            case .view(let view):
                viewUsed[view] = true
                if allowsViews {
                    store.predicates[index].object = .view(view, name)
                } else {
                    diagnostics.append(.viewAsSpacing(text.string(name), at: name))
                    ok = false
                }
            case nil:
                if allowsViews {
                    diagnostics.append(unknown(.unknownName, "unknown view or metric", name, candidates: .viewsAndMetrics))
                } else {
                    diagnostics.append(unknown(.unknownMetric, "unknown metric", name, candidates: .metrics))
                }
                ok = false
            }
        }
        if case .name(let name) = predicate.priority {
            if let priority = resolvePriority(name) {
                store.predicates[index].priority = priority
            } else {
                ok = false
            }
        }
        return ok
    }

    /// The metric a priority names (its usage recorded), or `nil` after reporting why it
    /// cannot be one: a view, an unknown name, a value out of range.
    mutating func resolvePriority(_ name: SourceRange) -> ValueSyntax? {
        switch symbols.lookup(name, in: text) {
        case .metric(let metric):
            metrics[metric].usage.insert(.priority)
            let value = metrics[metric].value
            if !LayoutPriority.isInRange(value) {
                let spelled = text.string(name)
                diagnostics.append(.error(
                    .priorityOutOfRange,
                    "priority '\(spelled)' is \(LayoutPriority.describe(value)), out of range; a priority must be greater than 0 and at most 1000",
                    at: name, notes: [.init("metric '\(spelled)' is declared here", at: metrics[metric].range)]
                ))
                return nil
            }
            return .metric(metric, name)
        case .view(let view):
            viewUsed[view] = true
            diagnostics.append(.error(.viewAsPriority, "'\(text.string(name))' is a view; a priority must be a number or a metric", at: name))
            return nil
        case nil:
            diagnostics.append(unknown(.unknownMetric, "unknown metric", name, candidates: .metrics))
            return nil
        }
    }

    /// An unknown-name error (`what 'name'`) with "did you mean"; the suggested declaration
    /// counts as used, so a typo does not also produce an "unused" warning for the name it
    /// misspells.
    mutating func unknown(
        _ id: DiagnosticID, _ what: String, _ name: SourceRange, candidates: SuggestionCandidates
    ) -> Diagnostic {
        let spelled = text.string(name)
        var notes: [Diagnostic.Note] = []
        let searches = suggestionsLeft > 0
        if searches { suggestionsLeft -= 1 }
        if searches, let suggestion = NameSuggestion.closest(to: spelled, in: suggestionCandidates(candidates)) {
            notes.append(.init("did you mean '\(suggestion)'?", at: name))
            if let view = views.firstIndex(where: { $0.name == suggestion }) {
                markUsed(.view(view))
            } else if let metric = metrics.firstIndex(where: { $0.name == suggestion }) {
                markUsed(.metric(metric))
            }
        }
        return .error(id, "\(what) '\(spelled)'", at: name, notes: notes)
    }

    /// Which declarations a "did you mean" search looks at.
    enum SuggestionCandidates { case views, metrics, viewsAndMetrics }

    private func suggestionCandidates(_ candidates: SuggestionCandidates) -> [String] {
        switch candidates {
        case .views: views.map(\.name)
        case .metrics: metrics.map(\.name)
        case .viewsAndMetrics: views.map(\.name) + metrics.map(\.name)
        }
    }

    /// Counts a declaration as used without a real use (broken lines, "did you mean"
    /// targets); only happens in files with errors, whose output is not used.
    private mutating func markUsed(_ symbol: SymbolTable.Symbol?) {
        switch symbol {
        case .view(let index): viewUsed[index] = true
        case .metric(let index): if metrics[index].usage.isEmpty { metrics[index].usage = .constant }
        case nil: break
        }
    }

    // MARK: Options

    private mutating func check(options: ArraySlice<OptionSyntax>, of line: FormatLineSyntax) -> Bool {
        var ok = true
        var direction: OptionSyntax?
        var spacing: OptionSyntax?
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
            if option == .spacingBaselineToBaseline, line.isLowered(on: .horizontal) {
                diagnostics.append(.error(.baselineSpacingHorizontal, "'.spacingBaselineToBaseline' applies only to vertical ('V:') lines", at: entry.range))
                ok = false
            }
            if let attribute = option.alignmentAttribute, line.isLowered(on: attribute.axis), line.views.count > 1 {
                let axisName = attribute.axis == .horizontal ? "horizontal" : "vertical"
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
