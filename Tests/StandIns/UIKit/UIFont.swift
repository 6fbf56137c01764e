import VFLText

/// Apple (phracker/MacOSX-SDKs MacOSX11.0.sdk/System/iOSSupport/System/Library/Frameworks/
/// UIKit.framework/Versions/A/Headers/UIFont.h): `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
/// @interface UIFont : NSObject <NSCopying>`. The stand-in's fonts are the text model's
/// (VFLText, docs/Check.md "Content sizes from sample content"): a text style's size and weight
/// at a content size category from the Dynamic Type table, or the system font at a fixed size
/// and weight; there are no named fonts. Only what sizing text needs.
@available(iOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    /// The text model's font: size, weight, line height.
    let resolved: ResolvedFont
    /// The text style a `preferredFont(forTextStyle:…)` font was made for (`nil`: a system
    /// font of a fixed size): what `adjustsFontForContentSizeCategory` scales.
    let textStyle: UIFont.TextStyle?

    init(resolved: ResolvedFont, textStyle: UIFont.TextStyle?) {
        self.resolved = resolved
        self.textStyle = textStyle
        super.init()
    }

    /// Apple: `+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style
    /// API_AVAILABLE(ios(7.0))`: at the user's category, which on the stand-in is UIKit's
    /// default, large (L).
    @available(iOS 7.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// Apple: `+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style
    /// compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection
    /// API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos)`: at the collection's
    /// `preferredContentSizeCategory` (unspecified or `nil`: the default, L).
    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory.textModelCategory ?? .default
        let modelStyle = VFLText.TextStyle(rawValue: style.rawValue) ?? .body
        return UIFont(resolved: DynamicType.font(.textStyle(modelStyle), category: category), textStyle: style)
    }

    /// Apple: `+ (UIFont *)systemFontOfSize:(CGFloat)fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// Apple: `+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight
    /// API_AVAILABLE(ios(8.2))`. A fixed size: it does not scale with Dynamic Type.
    @available(iOS 8.2, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(resolved: DynamicType.font(.system(size: Double(fontSize), weight: weight.textModelWeight)), textStyle: nil)
    }

    /// Apple: `@property(nonatomic,readonly) CGFloat pointSize`.
    open var pointSize: CGFloat { CGFloat(resolved.pointSize) }

    /// Apple: `@property(nonatomic,readonly) CGFloat lineHeight API_AVAILABLE(ios(4.0))`.
    @available(iOS 4.0, *)
    open var lineHeight: CGFloat { CGFloat(resolved.lineHeight) }
}

extension UIFont {
    /// Apple (xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/
    /// Headers/UIFontDescriptor.h): `typedef NSString * UIFontTextStyle NS_TYPED_ENUM`, which
    /// Swift imports as `struct UIFont.TextStyle : Hashable, Equatable, RawRepresentable,
    /// @unchecked Sendable`. The raw values are the stand-in's (the text model's style names);
    /// Apple's constants are opaque strings.
    public struct TextStyle: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Apple: `UIFontTextStyleLargeTitle API_AVAILABLE(ios(11.0), watchos(5.0)) API_UNAVAILABLE(tvos)`.
        @available(iOS 11.0, watchOS 5.0, *)
        @available(tvOS, unavailable)
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        /// Apple: `UIFontTextStyleTitle1 API_AVAILABLE(ios(9.0), watchos(2.0))`.
        @available(iOS 9.0, watchOS 2.0, *)
        public static let title1 = TextStyle(rawValue: "title1")
        /// Apple: `UIFontTextStyleTitle2 API_AVAILABLE(ios(9.0), watchos(2.0))`.
        @available(iOS 9.0, watchOS 2.0, *)
        public static let title2 = TextStyle(rawValue: "title2")
        /// Apple: `UIFontTextStyleTitle3 API_AVAILABLE(ios(9.0), watchos(2.0))`.
        @available(iOS 9.0, watchOS 2.0, *)
        public static let title3 = TextStyle(rawValue: "title3")
        /// Apple: `UIFontTextStyleHeadline API_AVAILABLE(ios(7.0), watchos(2.0))`.
        @available(iOS 7.0, watchOS 2.0, *)
        public static let headline = TextStyle(rawValue: "headline")
        /// Apple: `UIFontTextStyleSubheadline API_AVAILABLE(ios(7.0), watchos(2.0))`.
        @available(iOS 7.0, watchOS 2.0, *)
        public static let subheadline = TextStyle(rawValue: "subheadline")
        /// Apple: `UIFontTextStyleBody API_AVAILABLE(ios(7.0), watchos(2.0))`.
        @available(iOS 7.0, watchOS 2.0, *)
        public static let body = TextStyle(rawValue: "body")
        /// Apple: `UIFontTextStyleCallout API_AVAILABLE(ios(9.0), watchos(2.0))`.
        @available(iOS 9.0, watchOS 2.0, *)
        public static let callout = TextStyle(rawValue: "callout")
        /// Apple: `UIFontTextStyleFootnote API_AVAILABLE(ios(7.0), watchos(2.0))`.
        @available(iOS 7.0, watchOS 2.0, *)
        public static let footnote = TextStyle(rawValue: "footnote")
        /// Apple: `UIFontTextStyleCaption1 API_AVAILABLE(ios(7.0), watchos(2.0))`.
        @available(iOS 7.0, watchOS 2.0, *)
        public static let caption1 = TextStyle(rawValue: "caption1")
        /// Apple: `UIFontTextStyleCaption2 API_AVAILABLE(ios(7.0), watchos(2.0))`.
        @available(iOS 7.0, watchOS 2.0, *)
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    /// Apple (the same UIFontDescriptor.h): `typedef CGFloat UIFontWeight
    /// NS_TYPED_EXTENSIBLE_ENUM`, imported as `struct UIFont.Weight : Hashable, Equatable,
    /// RawRepresentable, @unchecked Sendable`; the constants `API_AVAILABLE(ios(8.2), watchos(2.0))`
    /// with the values UIKit gives them.
    public struct Weight: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        @available(iOS 8.2, watchOS 2.0, *)
        public static let ultraLight = Weight(rawValue: -0.8)
        @available(iOS 8.2, watchOS 2.0, *)
        public static let thin = Weight(rawValue: -0.6)
        @available(iOS 8.2, watchOS 2.0, *)
        public static let light = Weight(rawValue: -0.4)
        @available(iOS 8.2, watchOS 2.0, *)
        public static let regular = Weight(rawValue: 0)
        @available(iOS 8.2, watchOS 2.0, *)
        public static let medium = Weight(rawValue: 0.23)
        @available(iOS 8.2, watchOS 2.0, *)
        public static let semibold = Weight(rawValue: 0.3)
        @available(iOS 8.2, watchOS 2.0, *)
        public static let bold = Weight(rawValue: 0.4)
        @available(iOS 8.2, watchOS 2.0, *)
        public static let heavy = Weight(rawValue: 0.56)
        @available(iOS 8.2, watchOS 2.0, *)
        public static let black = Weight(rawValue: 0.62)

        /// The text model's weight nearest this one (its glyph widths exist per named weight).
        var textModelWeight: FontWeight {
            let named: [(CGFloat, FontWeight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            return named.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }
}
