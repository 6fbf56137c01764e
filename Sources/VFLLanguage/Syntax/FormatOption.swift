import LayoutModel

/// The `NSLayoutConstraint.FormatOptions` a line may name, spelled as in Swift.
public enum FormatOption: String, CaseIterable, Hashable, Sendable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline
    /// Apple's older name for `.alignAllLastBaseline` (same bit).
    case alignAllBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft
    case spacingEdgeToEdge, spacingBaselineToBaseline

    /// The attribute an `.alignAll…` option aligns, or `nil` for other options.
    public var alignmentAttribute: LayoutAttribute? {
        switch self {
        case .alignAllLeft: .left
        case .alignAllRight: .right
        case .alignAllTop: .top
        case .alignAllBottom: .bottom
        case .alignAllLeading: .leading
        case .alignAllTrailing: .trailing
        case .alignAllCenterX: .centerX
        case .alignAllCenterY: .centerY
        case .alignAllLastBaseline, .alignAllBaseline: .lastBaseline
        case .alignAllFirstBaseline: .firstBaseline
        default: nil
        }
    }

    /// Whether this is one of the three `.direction…` options.
    public var isDirection: Bool {
        self == .directionLeadingToTrailing || self == .directionLeftToRight || self == .directionRightToLeft
    }

    /// Whether this is one of the two `.spacing…` options.
    public var isSpacing: Bool { self == .spacingEdgeToEdge || self == .spacingBaselineToBaseline }

    /// Whether the platform's framework has the option (`.spacingBaselineToBaseline` is UIKit only).
    public func isAvailable(on platform: Platform) -> Bool {
        self != .spacingBaselineToBaseline || platform == .uikit
    }
}
