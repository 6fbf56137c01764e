import LayoutModel

/// A view inside one scroll view related to the content guide of another (vflgen extension,
/// docs/Language.md "Scroll views"): each content scrolls on its own, so the constraint ties
/// together two things that move apart (UIKit installs it, and the first scroll breaks it or
/// drags the other content along). Checked on the lowered constraints, so format lines and
/// equation lines are both covered.
enum ScrollViewCheck {
    static func check(_ layout: Layout, platform: Platform, into diagnostics: inout [Diagnostic]) {
        // Most layouts place no view in another: found without copying the declarations.
        guard platform == .uikit, layout.views.contains(where: { $0.parent != nil }) else { return }
        var enclosing: [String: String] = [:]
        for view in layout.views where view.parent != nil {
            if let scroll = layout.enclosingScrollView(of: view.name) { enclosing[view.name] = scroll }
        }
        guard !enclosing.isEmpty else { return }
        for constraint in layout.constraints + layout.variants.flatMap(\.constraints) {
            let items = [constraint.first, constraint.second, constraint.firstOrigin?.item, constraint.secondOrigin?.item]
            for case .scrollGuide(let scroll, .content)? in items {
                for case .view(let name)? in items {
                    guard let inside = enclosing[name], inside != scroll else { continue }
                    diagnostics.append(.error(
                        .foreignContentGuide,
                        "'\(constraint.text)' relates view '\(name)', inside scroll view '\(inside)', to the content of scroll view '\(scroll)'; each content scrolls on its own: relate '\(name)' to '\(inside).content' or '\(inside).frame'",
                        at: constraint.source))
                    break
                }
            }
        }
    }
}
