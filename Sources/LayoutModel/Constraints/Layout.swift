/// The target platform's framework; it decides standard spacing to the superview and
/// the view type names.
public enum Platform: String, Hashable, Sendable, CaseIterable, Codable {
    case uikit, appkit

    /// The default view class when a declaration names none.
    public var defaultViewType: String { self == .uikit ? "UIView" : "NSView" }
}

/// A `view NAME[: Type]` declaration.
public struct ViewDeclaration: Hashable, Sendable {
    public var name: String
    /// The declared class, or `nil` for the platform's default view type.
    public var type: String?
    /// Preview hint for the layout engine: intrinsic content size (either part optional).
    /// Generated code ignores it.
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    /// Preview hint (vflgen extension `baseline F[,L]`): first and last baseline, in points
    /// below the view's top. Generated code ignores it.
    public var firstBaseline: Double?
    public var lastBaseline: Double?
    /// `hugging H[,V]`: content hugging priorities; `nil` keeps the class's default.
    public var hugging: ContentPriorities?
    /// `compression H[,V]`: compression resistance priorities; `nil` keeps the class's default.
    public var compressionResistance: ContentPriorities?
    /// The name's range in the declaration.
    public var range: SourceRange

    public init(
        name: String, type: String? = nil, intrinsicWidth: Double? = nil,
        intrinsicHeight: Double? = nil, firstBaseline: Double? = nil, lastBaseline: Double? = nil,
        hugging: ContentPriorities? = nil, compressionResistance: ContentPriorities? = nil,
        range: SourceRange
    ) {
        self.name = name
        self.type = type
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.range = range
    }
}

/// A view's content hugging or compression resistance priorities, per axis; each may come
/// from a metric (and then stays live in generated code).
public struct ContentPriorities: Hashable, Sendable {
    public var horizontal: Term
    public var vertical: Term
    /// The numbers' range in the declaration.
    public var range: SourceRange

    public init(horizontal: Term, vertical: Term, range: SourceRange) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.range = range
    }
}

/// A `container WxH` line: a size the layout is checked (and previewed) at.
public struct ContainerDeclaration: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        /// `container 343x120`; a `nil` side (`_`) is taken from the content (the smallest
        /// size the constraints allow).
        case fixed(width: Double?, height: Double?)
        /// `container devices`: the device presets.
        case devices
    }

    public var size: Size
    public var range: SourceRange

    public init(size: Size, range: SourceRange) {
        self.size = size
        self.range = range
    }
}

/// A `metric NAME = NUMBER` declaration.
public struct MetricDeclaration: Hashable, Sendable {
    /// How a metric is used by the layout's lines; decides its type in generated code.
    public struct Usage: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Used as a constant (spacing or size): `CGFloat`.
        public static let constant = Usage(rawValue: 1)
        /// Used as a priority: `Float` (`UILayoutPriority` raw value).
        public static let priority = Usage(rawValue: 2)
    }

    public var name: String
    public var value: Double
    public var usage: Usage
    /// The name's range in the declaration.
    public var range: SourceRange

    public init(name: String, value: Double, usage: Usage = [], range: SourceRange) {
        self.name = name
        self.value = value
        self.usage = usage
        self.range = range
    }
}

/// A `variant NAME { … }` block: constraints active only while the variant is selected.
public struct LayoutVariant: Hashable, Sendable {
    public var name: String
    public var constraints: [LayoutConstraint]
    public var range: SourceRange

    public init(name: String, constraints: [LayoutConstraint], range: SourceRange) {
        self.name = name
        self.constraints = constraints
        self.range = range
    }
}

/// One `layout NAME { … }` block after checking and lowering: everything the renderers and
/// the layout engine need, with nothing left to resolve.
public struct Layout: Hashable, Sendable {
    public var name: String
    public var views: [ViewDeclaration]
    public var metrics: [MetricDeclaration]
    /// The always-on constraints, in Apple's order (line by line).
    public var constraints: [LayoutConstraint]
    public var variants: [LayoutVariant]
    /// The `container` lines, in order; empty means the device presets.
    public var containers: [ContainerDeclaration]
    public var range: SourceRange

    public init(
        name: String, views: [ViewDeclaration], metrics: [MetricDeclaration],
        constraints: [LayoutConstraint], variants: [LayoutVariant],
        containers: [ContainerDeclaration] = [], range: SourceRange
    ) {
        self.name = name
        self.views = views
        self.metrics = metrics
        self.constraints = constraints
        self.variants = variants
        self.containers = containers
        self.range = range
    }

    public func view(named name: String) -> ViewDeclaration? { views.first { $0.name == name } }
    public func metric(named name: String) -> MetricDeclaration? { metrics.first { $0.name == name } }
}

/// The checked contents of one `.vfl` file.
public struct LayoutFile: Sendable {
    public var source: SourceFile
    public var layouts: [Layout]

    public init(source: SourceFile, layouts: [Layout]) {
        self.source = source
        self.layouts = layouts
    }
}
