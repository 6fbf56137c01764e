/// What a view of a given class brings to Auto Layout by itself, for previews: content
/// hugging and compression resistance priorities, and a fixed intrinsic size for controls
/// whose size does not depend on content. Values are those of views created in code
/// (Interface Builder raises `UILabel`/`UIImageView` hugging to 251).
public struct ViewTypeDefaults: Sendable, Equatable {
    public var hugging: (horizontal: Double, vertical: Double)
    public var compressionResistance: (horizontal: Double, vertical: Double)
    /// Intrinsic size the class reports without content (`nil` part: none / depends on content).
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?

    public static func == (lhs: ViewTypeDefaults, rhs: ViewTypeDefaults) -> Bool {
        lhs.hugging == rhs.hugging && lhs.compressionResistance == rhs.compressionResistance
            && lhs.intrinsicWidth == rhs.intrinsicWidth && lhs.intrinsicHeight == rhs.intrinsicHeight
    }

    /// Hugging 250, compression resistance 750, no intrinsic size: `UIView`, `UILabel`,
    /// `UIButton`, `NSView` and every class not listed in ``forType(_:)``.
    public static let standard = ViewTypeDefaults(
        hugging: (250, 250), compressionResistance: (750, 750), intrinsicWidth: nil, intrinsicHeight: nil)

    /// The defaults for a view class name (`nil`: the platform's plain view).
    public static func forType(_ type: String?) -> ViewTypeDefaults {
        switch type {
        case "UISwitch":
            ViewTypeDefaults(hugging: (750, 750), compressionResistance: (750, 750), intrinsicWidth: 51, intrinsicHeight: 31)
        case "UIStepper":
            ViewTypeDefaults(hugging: (750, 750), compressionResistance: (750, 750), intrinsicWidth: 94, intrinsicHeight: 32)
        case "UIActivityIndicatorView":
            ViewTypeDefaults(hugging: (750, 750), compressionResistance: (750, 750), intrinsicWidth: 20, intrinsicHeight: 20)
        case "UIProgressView":
            ViewTypeDefaults(hugging: (250, 750), compressionResistance: (750, 750), intrinsicWidth: nil, intrinsicHeight: 4)
        default:
            standard
        }
    }
}
