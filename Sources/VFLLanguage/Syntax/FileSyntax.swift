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
    /// The declared views, guides and external views, made once as the model's values (their
    /// content priorities, which name metrics, are in ``contentPriorities`` until resolved):
    /// the resolver takes this array as the layout's declarations instead of copying each.
    var views: [ViewDeclaration] = []
    /// `hugging`/`compression` as written, for the few views that have them.
    var contentPriorities: [ViewPrioritiesSyntax] = []
    /// The declared metrics (usage empty until resolved); taken by the resolver like ``views``.
    var metrics: [MetricDeclaration] = []
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

/// `view NAME[: Type][ intrinsic WxH][ baseline F[,L]][ hugging H[,V]][ compression H[,V]]`
/// while it is parsed: the model's declaration itself, and the content priorities as written.
/// ``LayoutSyntax/append(_:)`` files it.
struct ViewDeclarationSyntax: Sendable {
    var declaration: ViewDeclaration
    var hugging: ContentPrioritiesSyntax?
    var compressionResistance: ContentPrioritiesSyntax?

    @inline(__always)
    init(name: Name) {
        self.init(declaration: ViewDeclaration(declaring: name.text, range: name.range))
    }

    @inline(__always)
    private init(declaration: consuming ViewDeclaration) {
        self.declaration = declaration
    }

    var name: Name { Name(text: declaration.name, range: declaration.range) }
    var type: String? {
        get { declaration.type }
        set { declaration.type = newValue }
    }
    var intrinsicWidth: Double? {
        get { declaration.intrinsicWidth }
        set { declaration.intrinsicWidth = newValue }
    }
    var intrinsicHeight: Double? {
        get { declaration.intrinsicHeight }
        set { declaration.intrinsicHeight = newValue }
    }
    /// `baseline F[,L]` (vflgen preview hint): points below the view's top.
    var firstBaseline: Double? {
        get { declaration.firstBaseline }
        set { declaration.firstBaseline = newValue }
    }
    var lastBaseline: Double? {
        get { declaration.lastBaseline }
        set { declaration.lastBaseline = newValue }
    }
    /// `guide NAME` or `external view NAME … [frame X,Y,WxH]` (vflgen extensions).
    var role: ViewDeclaration.Role {
        get { declaration.role }
        set { declaration.role = newValue }
    }
}

/// The content priorities written in view declaration ``view`` (an index into the layout's
/// ``LayoutSyntax/views``), resolved into it once the metrics are known.
struct ViewPrioritiesSyntax: Sendable {
    var view: Int
    /// The declared name's range.
    var name: SourceRange
    var hugging: ContentPrioritiesSyntax?
    var compressionResistance: ContentPrioritiesSyntax?
}

extension LayoutSyntax {
    /// Files a parsed view declaration: the declaration in ``views``, its content priorities
    /// (if any) in ``contentPriorities``.
    mutating func append(_ syntax: consuming ViewDeclarationSyntax) {
        if syntax.hugging != nil || syntax.compressionResistance != nil {
            contentPriorities.append(ViewPrioritiesSyntax(
                view: views.count, name: syntax.declaration.range, hugging: syntax.hugging, compressionResistance: syntax.compressionResistance
            ))
        }
        // Moved, not copied: the syntax is consumed.
        views.append((consume syntax).declaration)
    }
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

