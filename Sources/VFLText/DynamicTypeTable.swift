/// Apple's Dynamic Type tables: the point size, weight and leading of each text style at each
/// content size category (iOS) and on macOS.
///
/// Source: Apple Human Interface Guidelines, "Typography" → "Specifications":
/// "iOS, iPadOS Dynamic Type sizes" (one table per category, xSmall … xxxLarge, and
/// "Larger accessibility type sizes", AX1 … AX5: Style, Weight, Size (points), Leading (points)),
/// and "macOS built-in text styles" (Text style, Weight, Size (points), Line height (points)).
/// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
/// The values are copied as published; nothing is derived. The point sizes agree with what
/// `UIFont.preferredFont(forTextStyle:)` reports at each category as public projects tabulate
/// it, and the Large column's leadings with the table as quoted elsewhere; the other columns'
/// leadings had no second copy to compare with (docs/Text.md).
enum DynamicTypeTable {
    /// One cell of the table.
    struct Entry: Hashable, Sendable {
        var size: Double
        var weight: FontWeight
        var leading: Double
    }

    /// The entry of `style` at `category` on `platform` (macOS has one size per style).
    static func entry(_ style: TextStyle, category: ContentSizeCategory, platform: TextPlatform) -> Entry {
        switch platform {
        case .iOS:
            let (size, leading) = iOS[style.index][category.index]
            return Entry(size: size, weight: style == .headline ? .semibold : .regular, leading: leading)
        case .macOS:
            let (size, weight, leading) = macOS[style.index]
            return Entry(size: size, weight: weight, leading: leading)
        }
    }

    /// iOS and iPadOS: (size, leading) per style (rows, `TextStyle.allCases` order) and category
    /// (columns, xSmall … xxxLarge, AX1 … AX5). Weight: Regular, except Headline: Semibold.
    static let iOS: [[(Double, Double)]] = [
        //  xSmall    Small     Medium    Large     xLarge    xxLarge   xxxLarge  AX1       AX2       AX3       AX4       AX5
        [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],  // Large Title
        [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],  // Title 1
        [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],  // Title 2
        [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],  // Title 3
        [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],  // Headline
        [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],  // Body
        [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],  // Callout
        [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],  // Subheadline
        [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],  // Footnote
        [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],  // Caption 1
        [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],  // Caption 2
    ]

    /// macOS built-in text styles: (size, weight, line height) per style, `TextStyle.allCases` order.
    static let macOS: [(Double, FontWeight, Double)] = [
        (26, .regular, 32),   // Large Title
        (22, .regular, 26),   // Title 1
        (17, .regular, 22),   // Title 2
        (15, .regular, 20),   // Title 3
        (13, .bold, 16),      // Headline
        (13, .regular, 16),   // Body
        (12, .regular, 15),   // Callout
        (11, .regular, 14),   // Subheadline
        (10, .regular, 13),   // Footnote
        (10, .regular, 13),   // Caption 1
        (10, .medium, 13),    // Caption 2
    ]
}

extension TextStyle {
    /// The row of the Dynamic Type table: the position in `allCases`.
    var index: Int {
        switch self {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }
}
