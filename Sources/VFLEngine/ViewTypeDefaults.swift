import VFLSolver

/// What a view of a given class brings to Auto Layout by itself, for the engine: content
/// hugging and compression resistance priorities, and the intrinsic size the class reports
/// whatever its content (``ContentSizeTable``; a size that depends on content is `nil` here).
public struct ViewTypeDefaults: Sendable, Equatable {
    public var hugging: (horizontal: Double, vertical: Double)
    public var compressionResistance: (horizontal: Double, vertical: Double)
    /// Intrinsic size the class reports without content (`nil` part: none / depends on content).
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?

    /// Whether a content priority is required (1000): the view's content size is then a
    /// required constraint, which Auto Layout may leave out in a conflict instead of another.
    public var hasRequiredContentPriority: Bool {
        [hugging.horizontal, hugging.vertical, compressionResistance.horizontal, compressionResistance.vertical]
            .contains { $0 >= Priority.required }
    }

    public static func == (lhs: ViewTypeDefaults, rhs: ViewTypeDefaults) -> Bool {
        lhs.hugging == rhs.hugging && lhs.compressionResistance == rhs.compressionResistance
            && lhs.intrinsicWidth == rhs.intrinsicWidth && lhs.intrinsicHeight == rhs.intrinsicHeight
    }

    /// Hugging 250, compression resistance 750, no intrinsic size: `UIView`, `NSView` and
    /// every class not in ``ContentSizeTable``.
    public static let standard = ViewTypeDefaults(ContentSize.plain)

    init(_ size: ContentSize) {
        hugging = size.hugging
        compressionResistance = size.compressionResistance
        intrinsicWidth = size.width.value
        intrinsicHeight = size.height.value
    }

    /// The defaults for a view class name (`nil`: the platform's plain view).
    public static func forType(_ type: String?) -> ViewTypeDefaults {
        ViewTypeDefaults(ContentSizeTable.size(of: type))
    }
}
