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
    /// Replaces the parser's "expected a view" error of each `|-icon-|` line of a layout by
    /// ``Diagnostic/viewAsSpacing(_:at:)`` when `icon` is one of the layout's `views`; other
    /// names (a metric, a typo) keep the parser's error.
    static func explainBracketHints(
        _ hints: [(diagnostic: Int, name: SourceRange)], views: [ViewDeclaration], text: ByteText,
        in diagnostics: inout [Diagnostic]
    ) {
        for (index, range) in hints {
            let name = text.string(range)
            if views.contains(where: { $0.name == name }) {
                diagnostics[index] = .viewAsSpacing(name, at: range)
            }
        }
    }
}
