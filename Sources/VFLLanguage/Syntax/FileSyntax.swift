import LayoutModel

/// An identifier as written in the source, with its range.
struct Name: Hashable, Sendable {
    var text: String
    var range: SourceRange
}

/// A parsed `.vfl` file: its `layout` blocks, before names are checked.
struct FileSyntax: Sendable {
    var layouts: [LayoutSyntax] = []
}

/// `layout NAME { … }` as written.
struct LayoutSyntax: Sendable {
    var name: Name
    var views: [ViewDeclarationSyntax] = []
    var metrics: [MetricDeclarationSyntax] = []
    /// The always-on lines, in source order.
    var lines: [FormatLineSyntax] = []
    var variants: [VariantSyntax] = []
    /// Names referenced by lines that had a syntax error; they count as used, so a typo in
    /// one line does not also produce "unused" warnings.
    var namesInBrokenLines: [String] = []
    var range: SourceRange
}

/// `variant NAME { … }` as written.
struct VariantSyntax: Sendable {
    var name: Name
    var lines: [FormatLineSyntax] = []
    var range: SourceRange
}

/// `view NAME[: Type][ intrinsic WxH]`.
struct ViewDeclarationSyntax: Sendable {
    var name: Name
    var type: String?
    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
}

/// `metric NAME = NUMBER`.
struct MetricDeclarationSyntax: Sendable {
    var name: Name
    var value: Double
}
