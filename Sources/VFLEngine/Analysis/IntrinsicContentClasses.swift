import LayoutModel

/// Classes whose views have an intrinsic content size (from their content or their kind),
/// per axis, for the check: such a view counts as sized at its hugging and compression
/// resistance priorities even without an `intrinsic` hint (then its size is 0 on that axis).
public enum IntrinsicContentClasses {
    /// Sized on both axes.
    public static let bothAxes: Set<String> = [
        "UILabel", "UIButton", "UIImageView", "UISwitch", "UITextField", "UISegmentedControl", "UISlider",
        "UIActivityIndicatorView", "UIPageControl", "UIStepper",
        "NSTextField", "NSButton", "NSImageView", "NSSwitch", "NSSegmentedControl", "NSSlider",
        "NSProgressIndicator", "NSPopUpButton", "NSStepper",
    ]
    /// Sized on the vertical axis only.
    public static let heightOnly: Set<String> = ["UIProgressView"]

    /// Whether a view of `type` has an intrinsic size on `axis`.
    public static func isSized(_ type: String?, on axis: LayoutAxis) -> Bool {
        guard let type else { return false }
        return bothAxes.contains(type) || (axis == .vertical && heightOnly.contains(type))
    }

    /// The intrinsic size the check uses: the `intrinsic` hint, else the class's own size,
    /// else 0 on an axis the class is sized on; `nil`: none.
    public static func checkedSize(of view: ViewDeclaration) -> (width: Double?, height: Double?) {
        let defaults = ViewTypeDefaults.forType(view.type)
        return (
            view.intrinsicWidth ?? defaults.intrinsicWidth ?? (isSized(view.type, on: .horizontal) ? 0 : nil),
            view.intrinsicHeight ?? defaults.intrinsicHeight ?? (isSized(view.type, on: .vertical) ? 0 : nil))
    }
}
