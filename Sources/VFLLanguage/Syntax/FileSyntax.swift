import LayoutModel

/// A declared name (layout, variant, view, metric) with its text and range.
struct Name: Hashable, Sendable {
    var text: String
    var range: SourceRange
}

/// A parsed `.vfl` file: its `layout` blocks, before names are checked.
struct FileSyntax: Sendable {
    var layouts: [LayoutSyntax] = []
    /// Every VFL line of the file, flat; layouts and variants refer to runs of it.
    var store = FormatStore()
}

/// `layout NAME { … }` as written.
struct LayoutSyntax: Sendable {
    var name: Name
    var views: [ViewDeclarationSyntax] = []
    var metrics: [MetricDeclarationSyntax] = []
    /// The layout's VFL lines (always-on and in variants): indices into the file's `store.lines`.
    var lines: Range<Int>
    var variants: [VariantSyntax] = []
    /// `container` lines, in order.
    var containers: [ContainerDeclaration] = []
    /// Names referenced by lines that had a syntax error; they count as used, so a typo in
    /// one line does not also produce "unused" warnings.
    var namesInBrokenLines: [SourceRange] = []
    /// Lines that failed where a bare name stood in for a view (`H:|-icon-|`): the index of
    /// the parser's diagnostic and the name (see ``VFLCompiler/bracketHintExplanations``).
    var bracketHints: [(diagnostic: Int, name: SourceRange)] = []
    var range: SourceRange
}

/// `variant NAME { … }` as written; its lines are a contiguous run of the layout's lines.
struct VariantSyntax: Sendable {
    var name: Name
    /// Indices into the file's `store.lines`.
    var lines: Range<Int>
    var range: SourceRange
    /// `when …` (vflgen extension), each condition with its text.
    var conditions: [(condition: VariantCondition, range: SourceRange)] = []
    /// Set when `when` was written but a condition has an error (already reported).
    var conditionsFailed = false
}

/// `view NAME[: Type][ intrinsic WxH][ baseline F[,L]][ hugging H[,V]][ compression H[,V]]`.
struct ViewDeclarationSyntax: Sendable {
    var name: Name
    var type: String?
    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
    /// `baseline F[,L]` (vflgen preview hint): points below the view's top.
    var firstBaseline: Double?
    var lastBaseline: Double?
    var hugging: ContentPrioritiesSyntax?
    var compressionResistance: ContentPrioritiesSyntax?
    /// `guide NAME` or `external view NAME … [frame X,Y,WxH]` (vflgen extensions).
    var role: ViewDeclaration.Role = .subview
}

/// `hugging H[,V]` or `compression H[,V]` as written: numbers or metric names.
struct ContentPrioritiesSyntax: Sendable {
    enum Value: Sendable {
        case number(Double, SourceRange)
        case name(SourceRange)
    }

    var horizontal: Value
    var vertical: Value
    var range: SourceRange
}

/// `metric NAME = NUMBER`.
struct MetricDeclarationSyntax: Sendable {
    var name: Name
    var value: Double
}
