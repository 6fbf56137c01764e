import LayoutModel

/// A view's name written where VFL wants a spacing — `[a]-icon-[b]`, or `|-icon-|`, which does
/// not even parse — is almost always a view missing its brackets; the error says so.
extension Diagnostic {
    /// `'icon' is a view, not a spacing; views go in brackets: [icon]`.
    static func viewAsSpacing(_ name: String, at range: SourceRange) -> Diagnostic {
        .error(.viewAsSpacing, "'\(name)' is a view, not a spacing; views go in brackets: [\(name)]", at: range)
    }
}

extension VFLCompiler {
    /// For each `|-icon-|` line of a layout whose `icon` is one of the layout's `views`: the
    /// index of the parser's "expected a view" error and the ``Diagnostic/viewAsSpacing(_:at:)``
    /// that replaces it. Other names (a metric, a typo) keep the parser's error.
    static func bracketHintExplanations(
        _ hints: [(diagnostic: Int, name: SourceRange)], views: [ViewDeclaration], text: ByteText
    ) -> [(index: Int, diagnostic: Diagnostic)] {
        hints.compactMap { index, range in
            let name = text.string(range)
            guard views.contains(where: { $0.name == name }) else { return nil }
            return (index, .viewAsSpacing(name, at: range))
        }
    }
}
