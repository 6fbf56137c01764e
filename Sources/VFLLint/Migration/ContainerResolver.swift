import VFLLanguage

/// Finds the container of a migrated call — the view its `|` stands for, passed as `in:` to
/// the generated layout — from what the file shows, in order:
///
/// 1. where the call's views were added (`contentView.addSubview(title)`: `contentView`);
/// 2. the view the call adds its constraints to (`x.addConstraints(…)`, the helper's receiver);
/// 3. the container the function's other calls resolve to (a call that goes through a local
///    array joins them: one function and one container make one layout);
/// 4. the usual one for the type: a view controller's `view`, a cell's `contentView`, else `self`.
///
/// In a view controller, `self` is not a view: constraints it adds "to itself" (a helper it
/// defines, a bare `addConstraints` in its own view code) belong to its `view`.
struct ContainerResolver {
    private let superviews: [String: String]
    private let aliases: [String: String]
    private let kinds: TypeKinds
    /// The containers the calls of each function resolve to by rules 1 and 2.
    private var functionContainers: [String: Set<String>] = [:]

    init(scan: SourceScan, sites: [CallSite], anchors: [AnchorSite] = []) {
        superviews = scan.superviews
        aliases = scan.aliases
        kinds = TypeKinds(superclasses: scan.superclasses)
        for site in sites {
            if let container = direct(site) { functionContainers[Self.key(site.function), default: []].insert(container) }
        }
        for site in anchors {
            if let container = direct(site) { functionContainers[Self.key(site.function), default: []].insert(container) }
        }
    }

    /// The container of an anchor or item constraint, by the same rules: the view it is added
    /// to, else the one superview of its views, else the function's, else the usual one.
    func container(of site: AnchorSite) -> String {
        resolved(direct(site), function: site.function)
    }

    /// Rules 3 and 4 after rules 1 and 2 gave `direct`; a view controller's `self` is its `view`.
    private func resolved(_ direct: String?, function: FunctionContext?) -> String {
        var container = direct.map { aliases[$0] ?? $0 }
        if container == nil, let candidates = functionContainers[Self.key(function)], candidates.count == 1, let only = candidates.first {
            container = aliases[only] ?? only
        }
        guard let container else { return usualContainer(for: function) }
        if container == "self", kinds.isViewController(function?.typeName) { return "view" }
        return container
    }

    private func direct(_ site: AnchorSite) -> String? {
        if let hint = site.containerHint { return CallSiteFinder.normalizedViewExpression(hint) }
        guard let equation = site.equation.value else { return nil }
        let expressions = ([equation.first] + (equation.second.map { [$0] } ?? [])).map { CallSiteFinder.normalizedViewExpression($0.expression) }
        // A view added to a view that the code adds to another (`scroll.addSubview(field)`,
        // `view.addSubview(scroll)`) is in the outermost one's layout, `in` its parent: the
        // equations relate views inside and outside (the scroll view's guides, the card's edges).
        let parents = Set(expressions.compactMap { superviews[$0].map(outermost) })
        if parents.count == 1, let parent = parents.first { return parent }
        let outside = parents.subtracting(expressions)
        if outside.count == 1, let parent = outside.first { return parent }
        return nil
    }

    /// The outermost view of `view`'s chain of superviews in the file (`view` itself when the
    /// file adds it to nothing).
    func outermost(_ view: String) -> String {
        ancestors(of: view).last ?? view
    }

    /// `view`'s superviews as the file adds them, nearest first (a bounded walk: a cycle in
    /// broken code ends it).
    func ancestors(of view: String) -> [String] {
        var chain: [String] = []
        var current = view
        while chain.count < 16, let parent = superviews[current], parent != view, !chain.contains(parent) {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// Each view of `layout` that the code adds to another view of the layout, or to a view
    /// inside the container, gets that view as its parent (declared in the layout if it was
    /// not): `view field: UITextField in scroll`. A view added to something outside the
    /// container keeps no parent (the generated code would move it into the container).
    func placeInParents(_ layout: inout PlannedLayout, variableTypes: [String: String]) {
        let container = aliases[layout.container] ?? layout.container
        var index = 0
        while index < layout.views.count {
            let expression = CallSiteFinder.normalizedViewExpression(layout.views[index].expression)
            let chain = ancestors(of: expression).map { aliases[$0] ?? $0 }
            guard let parent = chain.first, parent != container, let position = chain.firstIndex(of: container), position > 0 else {
                index += 1
                continue
            }
            if let existing = layout.views.first(where: { CallSiteFinder.normalizedViewExpression($0.expression) == parent }) {
                layout.views[index].parent = existing.name
            } else {
                let taken = Set(layout.views.map(\.name)).union(layout.metrics.map(\.name))
                var name = parent.split(separator: ".").last.map(String.init) ?? parent
                if !FormatStringCheck.isIdentifier(name) { name = "parent" }
                if taken.contains(name) {
                    var suffix = 2
                    while taken.contains("\(name)\(suffix)") { suffix += 1 }
                    name = "\(name)\(suffix)"
                }
                let type = variableTypes[parent] ?? variableTypes[parent.split(separator: ".").last.map(String.init) ?? parent]
                // Declared before the views inside it.
                layout.views.insert(PlannedLayout.View(name: name, type: type, expression: parent, keyOffset: layout.views[index].keyOffset), at: index)
                layout.views[index + 1].parent = name
                continue  // the parent, now at `index`, may be inside another view
            }
            index += 1
        }
    }

    func container(of site: CallSite) -> String {
        resolved(direct(site), function: site.function)
    }

    /// Rules 1 and 2.
    private func direct(_ site: CallSite) -> String? {
        if let views = site.views.value, let format = site.format.value?.value {
            let names = MigrationPlanner.identifiers(in: format)
            let expressions = views.filter { names.contains($0.key) }.map { CallSiteFinder.normalizedViewExpression($0.expression) }
            // A key bound to the container itself (`"superview": self`) has no superview here.
            let parents = Set(expressions.compactMap { superviews[$0] }).subtracting(expressions)
            if parents.count == 1, let parent = parents.first { return parent }
        }
        return site.containerHint.map(CallSiteFinder.normalizedViewExpression)
    }

    private static func key(_ function: FunctionContext?) -> String {
        "\(function?.qualifiedName ?? "")|\(function?.range.start ?? -1)"
    }

    /// Rule 4.
    func usualContainer(for function: FunctionContext?) -> String {
        if kinds.isCell(function?.typeName) { return "contentView" }
        if kinds.isViewController(function?.typeName) { return "view" }
        return "self"
    }

    /// A view controller's `view` is the screen (the device presets); any other container's
    /// size is not in the code, so the layout gets a width and takes its height from its content.
    func declaration(for container: String, function: FunctionContext?) -> PlannedLayout.ContainerDeclaration? {
        if container == "view" { return nil }  // only a view controller has a `view`
        let isCell = kinds.isCell(function?.typeName)
        let what = container == "contentView" ? "a cell's content view" : isCell && container == "self" ? "the cell" : "'\(container)'"
        return PlannedLayout.ContainerDeclaration(
            line: "container 375x_",
            comment: "\(what): its size is not in the code; checked 375 wide (an iPhone's width), height from the content — put its real sizes here"
        )
    }
}

/// What a type of the file is, by its name or by the superclasses the file declares
/// (`class Feed: UIViewController`, `class Settings: BaseViewController`).
struct TypeKinds {
    let superclasses: [String: String]

    func isViewController(_ type: String?) -> Bool { chain(type).contains { $0.hasSuffix("Controller") } }
    func isCell(_ type: String?) -> Bool { chain(type).contains { $0.hasSuffix("Cell") } }

    /// The type and its superclasses as far as the file declares them (a bounded walk: a cycle
    /// in broken code ends it).
    private func chain(_ type: String?) -> [String] {
        guard var current = type else { return [] }
        var names = [current]
        while names.count < 16, let next = superclasses[current], !names.contains(next) {
            names.append(next)
            current = next
        }
        return names
    }
}
