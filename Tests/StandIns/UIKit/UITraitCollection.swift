/// Apple: `enum UIUserInterfaceSizeClass : Int, @unchecked Sendable`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// Apple: `class UITraitCollection : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable`.
/// The size classes, which generated code reads to pick a self-switching variant (`variant
/// wide when horizontal regular`), and the content size category, which sizes text
/// (xybp888/iOS-SDKs iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/
/// UITraitCollection.h).
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Apple: `var horizontalSizeClass: UIUserInterfaceSizeClass { get }`.
    @available(iOS 8.0, *)
    open private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// Apple: `var verticalSizeClass: UIUserInterfaceSizeClass { get }`.
    @available(iOS 8.0, *)
    open private(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// Apple: `@property (nonatomic, copy, readonly) UIContentSizeCategory
    /// preferredContentSizeCategory API_AVAILABLE(ios(10.0))` (unspecified by default).
    @available(iOS 10.0, *)
    open private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified

    public override init() {
        super.init()
    }

    /// Apple: `convenience init(horizontalSizeClass: UIUserInterfaceSizeClass)`.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init()
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// Apple: `convenience init(verticalSizeClass: UIUserInterfaceSizeClass)`.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init()
        self.verticalSizeClass = verticalSizeClass
    }

    /// Apple: `+ (UITraitCollection *)traitCollectionWithPreferredContentSizeCategory:
    /// (UIContentSizeCategory)preferredContentSizeCategory API_AVAILABLE(ios(10.0))`, imported
    /// as `convenience init(preferredContentSizeCategory:)`.
    @available(iOS 10.0, *)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init()
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Apple: `convenience init(traitsFrom traits: [UITraitCollection])`: each trait from the
    /// last collection that specifies it.
    public convenience init(traitsFrom traits: [UITraitCollection]) {
        self.init()
        for trait in traits {
            if trait.horizontalSizeClass != .unspecified { horizontalSizeClass = trait.horizontalSizeClass }
            if trait.verticalSizeClass != .unspecified { verticalSizeClass = trait.verticalSizeClass }
            if trait.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = trait.preferredContentSizeCategory }
        }
    }
}
