/// Translates the well-known UIKit and AppKit view classes to their counterpart on the
/// platform being generated, so one `.vfl` file serves both (`--platform both`):
/// `view title: UILabel` is a `UILabel` in the UIKit section and an `NSTextField` in the
/// AppKit one. Other type names (your own classes) are used as written on every platform.
public enum ViewTypeTranslation {
    /// UIKit class → AppKit class.
    public static let appKitCounterparts: [String: String] = [
        "UIView": "NSView",
        "UILabel": "NSTextField",
        "UITextField": "NSTextField",
        "UITextView": "NSTextView",
        "UIImageView": "NSImageView",
        "UIButton": "NSButton",
        "UIScrollView": "NSScrollView",
        "UIStackView": "NSStackView",
        "UISwitch": "NSSwitch",
        "UISlider": "NSSlider",
        "UIProgressView": "NSProgressIndicator",
        "UIActivityIndicatorView": "NSProgressIndicator",
        "UIStepper": "NSStepper",
        "UITableView": "NSTableView",
        "UICollectionView": "NSCollectionView",
        "UIVisualEffectView": "NSVisualEffectView",
        "UIDatePicker": "NSDatePicker",
        "UISegmentedControl": "NSSegmentedControl",
    ]

    /// AppKit class → UIKit class (`NSTextField` becomes `UILabel`, its usual role).
    public static let uiKitCounterparts: [String: String] = [
        "NSView": "UIView",
        "NSTextField": "UILabel",
        "NSTextView": "UITextView",
        "NSImageView": "UIImageView",
        "NSButton": "UIButton",
        "NSScrollView": "UIScrollView",
        "NSStackView": "UIStackView",
        "NSSwitch": "UISwitch",
        "NSSlider": "UISlider",
        "NSStepper": "UIStepper",
        "NSProgressIndicator": "UIProgressView",
        "NSTableView": "UITableView",
        "NSCollectionView": "UICollectionView",
        "NSVisualEffectView": "UIVisualEffectView",
        "NSDatePicker": "UIDatePicker",
        "NSSegmentedControl": "UISegmentedControl",
    ]

    /// Whether `type` looks like a class of the *other* platform's framework that has no
    /// counterpart here (`UIPageControl` on AppKit): `UI`/`NS` followed by an upper-case letter.
    public static func isForeignFrameworkType(_ type: String, on platform: Platform) -> Bool {
        let prefix = platform == .uikit ? "NS" : "UI"
        guard type.hasPrefix(prefix), let next = type.dropFirst(2).first else { return false }
        return next.isUppercase
    }

    /// The class generated code uses for a view declared with `declared` (nil: the default view).
    public static func type(for declared: String?, on platform: Platform) -> String {
        guard let declared else { return platform.defaultViewType }
        switch platform {
        case .uikit: return uiKitCounterparts[declared] ?? declared
        case .appkit: return appKitCounterparts[declared] ?? declared
        }
    }
}
