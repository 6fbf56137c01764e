/// The UIKit and AppKit view classes vflgen knows by name, for "did you mean" on a misspelt
/// view class (``ViewClassSpelling``).
///
/// Source: the public headers of the iOS 18 and macOS 15 SDKs (`UIKit.framework/Headers/UI*.h`,
/// `AppKit.framework/Headers/NS*.h`): `UIView`/`NSView` and their public subclasses that apps
/// lay out with Auto Layout. It holds every class the stand-ins (Tests/StandIns), the
/// platform translation table and the docs name (a test checks that).
enum KnownViewClasses {
    static let uikit: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UIScrollView",
        "UIStackView", "UISwitch", "UISlider", "UIStepper", "UIProgressView", "UIActivityIndicatorView",
        "UIPageControl", "UISegmentedControl", "UIDatePicker", "UIPickerView", "UIControl", "UIWindow",
        "UITableView", "UITableViewCell", "UICollectionView", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIVisualEffectView", "UINavigationBar", "UIToolbar", "UITabBar",
        "UISearchBar", "UIColorWell", "UIContentUnavailableView", "UIInputView", "UIRefreshControl",
        "UISearchTextField", "UIPopoverBackgroundView",
    ]

    static let appkit: Set<String> = [
        "NSView", "NSTextField", "NSButton", "NSImageView", "NSTextView", "NSScrollView", "NSStackView",
        "NSSwitch", "NSSlider", "NSStepper", "NSProgressIndicator", "NSSegmentedControl", "NSDatePicker",
        "NSPopUpButton", "NSComboBox", "NSSearchField", "NSSecureTextField", "NSTokenField", "NSControl",
        "NSTableView", "NSOutlineView", "NSCollectionView", "NSVisualEffectView", "NSBox", "NSSplitView",
        "NSTabView", "NSLevelIndicator", "NSPathControl", "NSColorWell", "NSClipView", "NSTableCellView",
        "NSGridView", "NSBrowser", "NSMatrix", "NSRuleEditor", "NSPredicateEditor", "NSOpenGLView",
    ]

    static let all = uikit.union(appkit)
}
