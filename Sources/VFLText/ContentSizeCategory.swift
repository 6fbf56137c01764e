/// A Dynamic Type text size (`UIContentSizeCategory`), smallest first: the seven standard
/// sizes a user picks in Settings → Display & Brightness → Text Size, then the five larger
/// accessibility sizes (Settings → Accessibility → Display & Text Size → Larger Text).
///
/// The raw value is the short name used on the command line and in `vflgen.json`
/// (`"L"`, `"AX5"`); `init(name:)` also reads the long and UIKit spellings.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Comparable {
    case xSmall = "XS"
    case small = "S"
    case medium = "M"
    /// The default size (iOS's default Text Size setting).
    case large = "L"
    case xLarge = "XL"
    case xxLarge = "XXL"
    case xxxLarge = "XXXL"
    case ax1 = "AX1"
    case ax2 = "AX2"
    case ax3 = "AX3"
    case ax4 = "AX4"
    case ax5 = "AX5"

    /// The category iOS uses until the user changes it: `.large`.
    public static let `default`: ContentSizeCategory = .large

    /// Whether this is one of the five accessibility sizes (AX1 … AX5).
    public var isAccessibilityCategory: Bool { self >= .ax1 }

    /// The case name as Swift spells it (`xSmall`, `ax5`).
    public var caseName: String { ContentSizeCategory.spellings[index].caseName }

    /// UIKit's name (`UIContentSizeCategory.accessibilityExtraExtraExtraLarge`).
    public var uiKitName: String { ContentSizeCategory.spellings[index].uiKit }

    /// The category named `name`, case-insensitive: the short name (`"L"`, `"AX5"`), the case
    /// name (`"large"`, `"ax5"`), UIKit's name (`"accessibilityExtraExtraExtraLarge"`, `"extraSmall"`)
    /// or its Objective-C constant (`"UIContentSizeCategoryAccessibilityExtraExtraExtraLarge"`).
    public init?(name: String) {
        var lowered = name.lowercased()
        for prefix in ["uicontentsizecategory", "."] where lowered.hasPrefix(prefix) {
            lowered.removeFirst(prefix.count)
        }
        for (category, spelling) in zip(ContentSizeCategory.allCases, ContentSizeCategory.spellings)
        where lowered == category.rawValue.lowercased()
            || lowered == spelling.caseName.lowercased()
            || lowered == spelling.uiKit.lowercased() {
            self = category
            return
        }
        return nil
    }

    /// Whether `lhs` is smaller than `rhs` (the order of `allCases`).
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.index < rhs.index
    }

    /// The position in `allCases`, 0 (xSmall) … 11 (AX5): the column of the Dynamic Type table.
    public var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .ax1: 7
        case .ax2: 8
        case .ax3: 9
        case .ax4: 10
        case .ax5: 11
        }
    }

    /// The Swift case name and UIKit's `UIContentSizeCategory` name, in `allCases` order.
    private static let spellings: [(caseName: String, uiKit: String)] = [
        ("xSmall", "extraSmall"),
        ("small", "small"),
        ("medium", "medium"),
        ("large", "large"),
        ("xLarge", "extraLarge"),
        ("xxLarge", "extraExtraLarge"),
        ("xxxLarge", "extraExtraExtraLarge"),
        ("ax1", "accessibilityMedium"),
        ("ax2", "accessibilityLarge"),
        ("ax3", "accessibilityExtraLarge"),
        ("ax4", "accessibilityExtraExtraLarge"),
        ("ax5", "accessibilityExtraExtraExtraLarge"),
    ]
}
