import LayoutModel

/// Views placed in other views and scroll view guides (vflgen extension, docs/Language.md
/// "Scroll views"): `in NAME` names a declared view of the layout, `in` never loops, and
/// `NAME.content`/`NAME.frame` name a declared scroll view.
extension Resolver {
    /// Checks every `in NAME` of the layout's views: NAME is a declared view (not a guide or
    /// an external view, which hold no subviews the layout installs), not an AppKit
    /// `NSScrollView` (its content goes in a document view), and following `in` from any view
    /// ends at the container. A parent counts as used.
    mutating func resolveParents() {
        guard views.contains(where: { $0.parent != nil }) else { return }
        var parentIndex: [Int?] = Array(repeating: nil, count: views.count)
        for index in views.indices {
            guard let parent = views[index].parent else { continue }
            guard case .view(let declaration)? = symbols.lookup(parent.range, in: text) else {
                diagnostics.append(unknown(.unknownParent, "unknown view", parent.range, candidates: .views))
                views[index].parent = nil
                continue
            }
            let found = views[declaration]
            guard found.isSubview, declaration != index else {
                let what = declaration == index ? "itself" : found.isGuide ? "guide '\(found.name)', which holds no views" : "external view '\(found.name)', which the layout does not own"
                diagnostics.append(.error(.unknownParent, "view '\(views[index].name)' cannot be in \(what)", at: parent.range))
                views[index].parent = nil
                continue
            }
            if platform == .appkit, ScrollViewClasses.isScrollView(found.type, on: .appkit) {
                diagnostics.append(.error(
                    .scrollGuideUnavailable,
                    "view '\(views[index].name)' cannot be in NSScrollView '\(found.name)': an NSScrollView shows one document view inside its clip view, which vflgen does not create; install the views in your document view and declare that view instead",
                    at: parent.range))
                views[index].parent = nil
                continue
            }
            viewUsed[declaration] = true
            parentIndex[index] = declaration
        }
        // A cycle: following parents from a view comes back to it. Each cycle is reported once,
        // at the declaration that closes it (the last in the file), and broken there.
        var state = Array(repeating: 0 as UInt8, count: views.count)  // 0 unvisited, 1 on the path, 2 done
        for start in views.indices where state[start] == 0 {
            var path: [Int] = []
            var current: Int? = start
            while let index = current, state[index] == 0 {
                state[index] = 1
                path.append(index)
                current = parentIndex[index]
            }
            if let index = current, state[index] == 1 {
                let cycle = path[path.firstIndex(of: index)!...]
                let last = cycle.max()!
                let names = (cycle + [cycle.first!]).map { "'\(views[$0].name)'" }.joined(separator: " in ")
                diagnostics.append(.error(
                    .parentCycle, "views placed in each other in a cycle: \(names); one of them must be in the container",
                    at: views[last].parent!.range))
                views[last].parent = nil
                parentIndex[last] = nil
            }
            for index in path { state[index] = 2 }
        }
    }

    /// The declaration index of the scroll view a guide names, or `nil` after reporting why
    /// there is none (unknown name, a metric, not a scroll view).
    mutating func resolveScrollView(_ scroll: ScrollGuideSyntax) -> Int? {
        switch symbols.lookup(scroll.view, in: text) {
        case .view(let declaration):
            viewUsed[declaration] = true
            let view = views[declaration]
            guard view.isSubview, ScrollViewClasses.isScrollView(view.type, on: platform) else {
                let declared = view.isGuide ? "a layout guide" : view.type.map { "a \($0)" } ?? "a \(platform.defaultViewType)"
                diagnostics.append(.error(
                    .notAScrollView,
                    "'\(view.name).\(scroll.guide.name)': '\(view.name)' is \(declared), not a scroll view; only a scroll view (\(ScrollViewClasses.uikit.sorted().joined(separator: ", "))) has content and frame guides",
                    at: SourceRange(start: scroll.view.start, end: scroll.view.end)))
                return nil
            }
            return declaration
        case .metric:
            diagnostics.append(.error(.metricAsView, "'\(text.string(scroll.view))' is a metric, not a view", at: scroll.view))
            return nil
        case nil:
            diagnostics.append(unknown(.unknownView, "unknown view", scroll.view, candidates: .views))
            return nil
        }
    }

    /// What a plain `|` next to `view` stands for.
    enum EdgeItem {
        /// The container: the view is one of the container's.
        case container
        /// The view's parent (declaration index), its superview as in Apple's VFL.
        case parent(Int)
        /// Reported: a scroll view's edge (its content is `NAME.content`), or standard spacing
        /// to a parent on UIKit (its layout margins guide, which vflgen does not name).
        case invalid
    }

    /// `|` next to `view` in a line (Apple's VFL: the view's superview): the container for a
    /// view of the container, the parent for a view `in` a plain view; an error for a view in
    /// a scroll view (write `NAME.content|`) and for `-` standard spacing to a parent on UIKit.
    mutating func parentEdge(_ edge: EdgeSyntax, next view: ViewSyntax) -> EdgeItem {
        guard view.declaration >= 0, let parentName = views[view.declaration].parent?.name,
              let parent = views.firstIndex(where: { $0.name == parentName }) else { return .container }
        let name = views[view.declaration].name
        if ScrollViewClasses.isScrollView(views[parent].type, on: platform) {
            diagnostics.append(.error(
                .nestedViewEdge,
                "'|' next to '\(name)' is its superview, scroll view '\(parentName)', whose edges scroll with nothing: write '\(parentName).content|' (the content) or '\(parentName).frame|' (the visible frame)",
                at: edge.barRange))
            return .invalid
        }
        if edge.connection.spacing == .standard, platform == .uikit {
            diagnostics.append(.error(
                .nestedViewEdge,
                "'|-' next to '\(name)' is standard spacing to the layout margins of its superview '\(parentName)', which vflgen does not name: write the spacing ('|-8-[\(name)]')",
                at: edge.connection.range))
            return .invalid
        }
        return .parent(parent)
    }
}
