/// The platform whose text styles a font follows.
public enum TextPlatform: String, CaseIterable, Sendable {
    /// iOS, iPadOS, tvOS, Mac Catalyst: text styles scale with the content size category.
    case iOS
    /// macOS (AppKit): text styles have one fixed size each (body 13 pt); no Dynamic Type.
    case macOS
}

/// Fonts for text styles and content size categories, from Apple's published tables
/// (`DynamicTypeTable`, with its sources).
public enum DynamicType {
    /// The font `spec` resolves to at `category` on `platform`: a text style's size, weight and
    /// leading come from the Dynamic Type table; a fixed system font keeps its size whatever the
    /// category. The vertical metrics are SF Pro's, the tracking SF Pro's at that size.
    public static func font(_ spec: FontSpec, category: ContentSizeCategory = .default,
                            platform: TextPlatform = .iOS) -> ResolvedFont {
        switch spec {
        case .textStyle(let style):
            let entry = DynamicTypeTable.entry(style, category: category, platform: platform)
            return resolved(size: entry.size, weight: entry.weight, leading: entry.leading)
        case .system(let size, let weight):
            return resolved(size: size, weight: weight, leading: nil)
        }
    }

    /// The system font's metrics at `size`: SF Pro's vertical metrics (ascender 1950,
    /// descender −494 per 2048 em, no line gap: `UIFont.systemFont(ofSize: 17).lineHeight`
    /// is 20.287109375) and tracking from SF Pro's published table.
    static func resolved(size: Double, weight: FontWeight, leading: Double?) -> ResolvedFont {
        let size = size.isFinite && size > 0 ? size : 0
        let ascender = size * SystemFontMetrics.ascender
        let descender = size * SystemFontMetrics.descender
        let lineHeight = ascender - descender
        return ResolvedFont(
            pointSize: size,
            weight: weight,
            lineHeight: lineHeight,
            ascender: ascender,
            descender: descender,
            leading: leading ?? (lineHeight * 2).rounded(.up) / 2,
            tracking: SystemFontMetrics.tracking(atSize: size))
    }
}
