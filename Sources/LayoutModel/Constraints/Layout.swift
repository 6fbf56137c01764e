/// The target platform's framework; it decides standard spacing to the superview and
/// the view type names.
public enum Platform: String, Hashable, Sendable, CaseIterable, Codable {
    case uikit, appkit

    /// The default view class when a declaration names none.
    public var defaultViewType: String { self == .uikit ? "UIView" : "NSView" }
}

/// A `view NAME[: Type]` declaration, or (by its ``role``) a `guide NAME` or an
/// `external view NAME[: Type] [frame X,Y,WxH]` (vflgen extensions). All three are items that
/// constraints refer to by name (`LayoutItem.view`).
public struct ViewDeclaration: Hashable, Sendable {
    /// What the layout does with the item.
    public enum Role: Hashable, Sendable {
        /// A view the layout owns: generated code creates or takes it, adds it to the
        /// container and turns off its autoresizing-mask constraints.
        case subview
        /// `guide NAME`: a layout guide the generated code creates and adds to the container
        /// (`addLayoutGuide`); it has no content size, baselines or view type.
        case guide
        /// `external view NAME`: a view the layout relates to but does not own or install;
        /// `frame` is where check and preview place it (`nil`: they cannot place it).
        case external(frame: DeclaredFrame?)
    }

    public var name: String
    /// The declared class, or `nil` for the platform's default view type.
    public var type: String?
    /// The name's range in the declaration.
    public var range: SourceRange
    /// Whether a view, a guide or an external view (the frame is in ``_details``).
    @usableFromInline var _kind: Kind
    /// The hints, content priorities and frame, which most declarations lack: `nil` when all
    /// are `nil`. Kept out of line so a declaration is a few words, cheap to make, move and
    /// free (a layout's views are made by the parser and moved into the model).
    @usableFromInline var _details: DetailsBox?

    @usableFromInline enum Kind: UInt8, Sendable {
        case subview, guide, external
    }

    /// The rarely written parts of a declaration.
    @usableFromInline struct Details: Hashable, Sendable {
        @usableFromInline var intrinsicWidth: Double?
        @usableFromInline var intrinsicHeight: Double?
        @usableFromInline var firstBaseline: Double?
        @usableFromInline var lastBaseline: Double?
        @usableFromInline var hugging: ContentPriorities?
        @usableFromInline var compressionResistance: ContentPriorities?
        @usableFromInline var frame: DeclaredFrame?
        @usableFromInline var content: SampleContent?

        @inlinable init() {}
    }

    /// ``Details`` behind a reference, copied on write: mutated in place only while one
    /// declaration holds it (hence `@unchecked Sendable`: never mutated while shared).
    @usableFromInline final class DetailsBox: @unchecked Sendable {
        @usableFromInline var value: Details

        @inlinable init(_ value: Details) { self.value = value }
    }

    /// The details' values (all `nil` when there is no box).
    @inlinable var details: Details {
        get { _details?.value ?? Details() }
        set {
            if _details != nil, isKnownUniquelyReferenced(&_details!) {
                _details!.value = newValue
            } else if _details != nil || newValue != Details() {
                _details = DetailsBox(newValue)
            }
        }
    }

    /// Preview hint for the layout engine: intrinsic content size (either part optional).
    /// Generated code ignores it.
    @inlinable public var intrinsicWidth: Double? {
        get { _details?.value.intrinsicWidth }
        set { details.intrinsicWidth = newValue }
    }
    @inlinable public var intrinsicHeight: Double? {
        get { _details?.value.intrinsicHeight }
        set { details.intrinsicHeight = newValue }
    }
    /// Preview hint (vflgen extension `baseline F[,L]`): first and last baseline, in points
    /// below the view's top. Generated code ignores it.
    @inlinable public var firstBaseline: Double? {
        get { _details?.value.firstBaseline }
        set { details.firstBaseline = newValue }
    }
    @inlinable public var lastBaseline: Double? {
        get { _details?.value.lastBaseline }
        set { details.lastBaseline = newValue }
    }
    /// `hugging H[,V]`: content hugging priorities; `nil` keeps the class's default.
    @inlinable public var hugging: ContentPriorities? {
        get { _details?.value.hugging }
        set { details.hugging = newValue }
    }
    /// `compression H[,V]`: compression resistance priorities; `nil` keeps the class's default.
    @inlinable public var compressionResistance: ContentPriorities? {
        get { _details?.value.compressionResistance }
        set { details.compressionResistance = newValue }
    }
    /// Sample content (`text`, `title`, `placeholder`, `style`, `font`, `lines`, `image`):
    /// what check, frames and preview measure and draw the view with. Generated code ignores it.
    @inlinable public var content: SampleContent? {
        get { _details?.value.content }
        set { details.content = newValue }
    }
    /// A view, a layout guide or an external view.
    @inlinable public var role: Role {
        get {
            switch _kind {
            case .subview: .subview
            case .guide: .guide
            case .external: .external(frame: _details?.value.frame)
            }
        }
        set {
            switch newValue {
            case .subview: _kind = .subview
            case .guide: _kind = .guide
            case .external(let frame):
                _kind = .external
                if frame != nil || _details?.value.frame != nil { details.frame = frame }
                return
            }
            if _details?.value.frame != nil { details.frame = nil }
        }
    }

    @inlinable public init(
        name: String, type: String? = nil, intrinsicWidth: Double? = nil,
        intrinsicHeight: Double? = nil, firstBaseline: Double? = nil, lastBaseline: Double? = nil,
        hugging: ContentPriorities? = nil, compressionResistance: ContentPriorities? = nil,
        range: SourceRange, role: Role = .subview
    ) {
        self.name = name
        self.type = type
        self.range = range
        _kind = .subview
        _details = nil
        if intrinsicWidth != nil || intrinsicHeight != nil || firstBaseline != nil || lastBaseline != nil
            || hugging != nil || compressionResistance != nil {
            var details = Details()
            details.intrinsicWidth = intrinsicWidth
            details.intrinsicHeight = intrinsicHeight
            details.firstBaseline = firstBaseline
            details.lastBaseline = lastBaseline
            details.hugging = hugging
            details.compressionResistance = compressionResistance
            _details = DetailsBox(details)
        }
        switch role {
        case .subview: break
        default: self.role = role
        }
    }

    /// A plain view declaration (no hints, priorities or role), as the parser starts one.
    @inlinable package init(declaring name: String, range: SourceRange) {
        self.name = name
        type = nil
        self.range = range
        _kind = .subview
        _details = nil
    }

    /// Equal declarations: the same name, type, hints, content priorities, range and role.
    public static func == (lhs: ViewDeclaration, rhs: ViewDeclaration) -> Bool {
        lhs.name == rhs.name && lhs.type == rhs.type && lhs.range == rhs.range && lhs._kind == rhs._kind
            && (lhs._details === rhs._details || lhs.details == rhs.details)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(type)
        hasher.combine(range)
        hasher.combine(_kind)
        hasher.combine(details)
    }
}

extension ViewDeclaration {
    /// Whether this is a `guide` declaration.
    public var isGuide: Bool { role == .guide }
    /// Whether this is an `external view` declaration.
    public var isExternal: Bool {
        if case .external = role { return true }
        return false
    }
    /// Whether the layout owns and installs this view (not a guide, not external).
    public var isSubview: Bool { role == .subview }
}

/// `frame X,Y,WxH` of an external view: its frame in the container's coordinates (origin at
/// the top-left corner, y downwards), where check and preview place it.
public struct DeclaredFrame: Hashable, Sendable {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
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

    @inlinable public init(name: String, value: Double, usage: Usage = [], range: SourceRange) {
        self.name = name
        self.value = value
        self.usage = usage
        self.range = range
    }
}

/// A `variant NAME [when CONDITION and …] { … }` block: constraints active only while the
/// variant is selected, by hand or (with conditions) by the generated switching method.
public struct LayoutVariant: Hashable, Sendable {
    public var name: String
    public var constraints: [LayoutConstraint]
    public var range: SourceRange
    /// `when …` (vflgen extension): all must hold for the variant to apply; empty for a
    /// variant switched by hand.
    public var conditions: [VariantCondition]

    public init(name: String, constraints: [LayoutConstraint], range: SourceRange, conditions: [VariantCondition] = []) {
        self.name = name
        self.constraints = constraints
        self.range = range
        self.conditions = conditions
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
