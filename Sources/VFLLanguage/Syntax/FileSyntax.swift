import LayoutModel

/// A declared name (layout, variant, view, metric) with its text and range.
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
    /// Every VFL line of the layout (always-on and in variants), in source order.
    var body = FormatStore()
    var variants: [VariantSyntax] = []
    /// Names referenced by lines that had a syntax error; they count as used, so a typo in
    /// one line does not also produce "unused" warnings.
    var namesInBrokenLines: [SourceRange] = []
    var range: SourceRange
}

/// `variant NAME { … }` as written; its lines are a contiguous run of the layout's lines.
struct VariantSyntax: Sendable {
    var name: Name
    /// Indices into the layout's `body.lines`.
    var lines: Range<Int>
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
