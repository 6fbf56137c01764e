import VFLText

/// Apple (xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/
/// UIContentSizeCategory.h): `typedef NSString * UIContentSizeCategory NS_TYPED_ENUM
/// API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos)`, imported as `struct
/// UIContentSizeCategory : Hashable, Equatable, RawRepresentable, @unchecked Sendable`, with
/// UIKit's Swift overlay adding `isAccessibilityCategory` and `Comparable` (the header's
/// `UIContentSizeCategoryIsAccessibilityCategory` and `…CompareToCategory`, iOS 11, tvOS 11,
/// `NS_REFINED_FOR_SWIFT`). The raw values are the stand-in's; Apple's constants are opaque
/// strings.
@available(iOS 7.0, *)
@available(watchOS, unavailable)
public struct UIContentSizeCategory: Hashable, RawRepresentable, Comparable, @unchecked Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Apple: `UIContentSizeCategoryUnspecified API_AVAILABLE(ios(10.0))`.
    @available(iOS 10.0, *)
    public static let unspecified = UIContentSizeCategory(rawValue: "unspecified")
    /// Apple: `UIContentSizeCategoryExtraSmall API_AVAILABLE(ios(7.0))`, and so on down to
    /// `…AccessibilityExtraExtraExtraLarge`, each `API_AVAILABLE(ios(7.0))`.
    @available(iOS 7.0, *)
    public static let extraSmall = UIContentSizeCategory(rawValue: "XS")
    @available(iOS 7.0, *)
    public static let small = UIContentSizeCategory(rawValue: "S")
    @available(iOS 7.0, *)
    public static let medium = UIContentSizeCategory(rawValue: "M")
    @available(iOS 7.0, *)
    public static let large = UIContentSizeCategory(rawValue: "L")
    @available(iOS 7.0, *)
    public static let extraLarge = UIContentSizeCategory(rawValue: "XL")
    @available(iOS 7.0, *)
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "XXL")
    @available(iOS 7.0, *)
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "XXXL")
    @available(iOS 7.0, *)
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "AX1")
    @available(iOS 7.0, *)
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "AX2")
    @available(iOS 7.0, *)
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "AX3")
    @available(iOS 7.0, *)
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "AX4")
    @available(iOS 7.0, *)
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "AX5")

    /// Apple: `var isAccessibilityCategory: Bool { get }` (iOS 11, tvOS 11): AX1 … AX5.
    @available(iOS 11.0, tvOS 11.0, *)
    public var isAccessibilityCategory: Bool { textModelCategory?.isAccessibilityCategory ?? false }

    /// Apple: `static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool`
    /// (iOS 11, tvOS 11): smallest first; unspecified before every size.
    @available(iOS 11.0, tvOS 11.0, *)
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        switch (lhs.textModelCategory, rhs.textModelCategory) {
        case let (left?, right?): return left < right
        case (nil, _?): return true
        default: return false
        }
    }

    /// The text model's category (`nil`: unspecified, or a raw value the stand-in does not know).
    var textModelCategory: ContentSizeCategory? { ContentSizeCategory(rawValue: rawValue) }
}

/// Apple (xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/
/// Headers/UIContentSizeCategoryAdjusting.h): `UIKIT_EXTERN API_AVAILABLE(ios(10.0))
/// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UIContentSizeCategoryAdjusting
/// <NSObject>`. `UILabel` adopts it (UILabel.h); the stand-in's `UITextField` and `UITextView`
/// do not measure text and leave it out.
@available(iOS 10.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Apple: `@property (nonatomic) BOOL adjustsFontForContentSizeCategory`: whether the
    /// element's font, a `preferredFont(forTextStyle:…)` font, follows the content size
    /// category of its trait collection.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
