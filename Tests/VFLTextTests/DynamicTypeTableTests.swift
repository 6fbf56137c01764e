import Testing
@testable import VFLText

/// The Dynamic Type table against Apple's published figures (Human Interface Guidelines,
/// "Typography" → "Specifications"), and the shape every row must have.
@Suite struct DynamicTypeTableTests {
    /// The "Large (default)" table as published: style, weight, size, leading.
    static let largeColumn: [(TextStyle, FontWeight, Double, Double)] = [
        (.largeTitle, .regular, 34, 41), (.title1, .regular, 28, 34), (.title2, .regular, 22, 28),
        (.title3, .regular, 20, 25), (.headline, .semibold, 17, 22), (.body, .regular, 17, 22),
        (.callout, .regular, 16, 21), (.subheadline, .regular, 15, 20), (.footnote, .regular, 13, 18),
        (.caption1, .regular, 12, 16), (.caption2, .regular, 11, 13),
    ]

    @Test(arguments: largeColumn)
    func defaultCategoryMatchesThePublishedTable(_ row: (TextStyle, FontWeight, Double, Double)) {
        let font = DynamicType.font(.textStyle(row.0), category: .large)
        #expect(font.pointSize == row.2)
        #expect(font.weight == row.1)
        #expect(font.leading == row.3)
    }

    /// Body at every category, xSmall … AX5 (the "14 pt to 53 pt").
    @Test func bodyAcrossAllCategories() {
        let sizes = ContentSizeCategory.allCases.map { DynamicType.font(.textStyle(.body), category: $0).pointSize }
        #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    /// Spot values from the other tables: (style, category, size, leading).
    static let spotValues: [(TextStyle, ContentSizeCategory, Double, Double)] = [
        (.largeTitle, .xSmall, 31, 38), (.caption2, .xSmall, 11, 13), (.footnote, .medium, 12, 16),
        (.title2, .xxxLarge, 28, 34), (.subheadline, .xxxLarge, 21, 28), (.headline, .ax1, 28, 34),
        (.callout, .ax3, 38, 46), (.title1, .ax5, 58, 68), (.largeTitle, .ax5, 60, 70),
        (.caption1, .ax5, 43, 51), (.caption2, .ax5, 40, 48),
    ]

    @Test(arguments: spotValues)
    func spotValuesMatchThePublishedTables(_ row: (TextStyle, ContentSizeCategory, Double, Double)) {
        let font = DynamicType.font(.textStyle(row.0), category: row.1)
        #expect(font.pointSize == row.2, "\(row.0) at \(row.1)")
        #expect(font.leading == row.3, "\(row.0) at \(row.1)")
    }

    /// Every style grows (never shrinks) from xSmall to AX5, is strictly larger at AX5 than at
    /// the default, and its leading is never below its size.
    @Test(arguments: TextStyle.allCases)
    func everyStyleGrowsAcrossCategories(_ style: TextStyle) {
        let fonts = ContentSizeCategory.allCases.map { DynamicType.font(.textStyle(style), category: $0) }
        for (smaller, larger) in zip(fonts, fonts.dropFirst()) {
            #expect(smaller.pointSize <= larger.pointSize, "\(style)")
            #expect(smaller.leading <= larger.leading, "\(style)")
            #expect(smaller.lineHeight <= larger.lineHeight, "\(style)")
        }
        #expect(fonts[ContentSizeCategory.ax5.index].pointSize > fonts[ContentSizeCategory.large.index].pointSize)
        for font in fonts { #expect(font.leading >= font.pointSize) }
    }

    /// Only headline is semibold on iOS; the rest are regular at every category.
    @Test func weights() {
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                let weight = DynamicType.font(.textStyle(style), category: category).weight
                #expect(weight == (style == .headline ? .semibold : .regular))
            }
        }
    }

    /// A fixed system font keeps its size at every category.
    @Test func systemFontDoesNotScale() {
        for category in ContentSizeCategory.allCases {
            let font = DynamicType.font(.system(size: 17, weight: .bold), category: category)
            #expect(font.pointSize == 17)
            #expect(font.weight == .bold)
        }
        #expect(!FontSpec.system(size: 17, weight: .regular).scalesWithDynamicType)
        #expect(FontSpec.textStyle(.body).scalesWithDynamicType)
        #expect(FontSpec.labelDefault == .system(size: 17, weight: .regular))
    }

    /// macOS: the published built-in text styles (body 13 pt, headline bold), the same at every category.
    @Test func macOSTextStyles() {
        let expected: [TextStyle: (Double, FontWeight, Double)] = [
            .largeTitle: (26, .regular, 32), .body: (13, .regular, 16), .headline: (13, .bold, 16),
            .caption2: (10, .medium, 13), .title3: (15, .regular, 20),
        ]
        for (style, (size, weight, leading)) in expected {
            for category in [ContentSizeCategory.xSmall, .large, .ax5] {
                let font = DynamicType.font(.textStyle(style), category: category, platform: .macOS)
                #expect(font.pointSize == size && font.weight == weight && font.leading == leading, "\(style)")
            }
        }
    }

    /// SF Pro's published tracking at a few sizes (1/1000 em × size), interpolated between sizes.
    @Test(arguments: [(17.0, -0.442), (12.0, 0.0), (11.0, 0.066), (28.0, 0.392), (34.0, 0.408), (80.0, 0.0), (100.0, 0.0)])
    func tracking(_ row: (Double, Double)) {
        let tracking = DynamicType.font(.system(size: row.0, weight: .regular)).tracking
        #expect(abs(tracking - row.1) < 1e-9, "\(row.0) pt: \(tracking)")
    }

    @Test func trackingBetweenWholeSizesIsInterpolated() {
        let low = SystemFontMetrics.tracking(atSize: 17), high = SystemFontMetrics.tracking(atSize: 18)
        let middle = SystemFontMetrics.tracking(atSize: 17.5)
        #expect(middle > min(low, high) - 0.01 && middle < max(low, high) + 0.01)
    }

    /// The vertical metrics: a 17 pt line is 20.287 points (UIFont.lineHeight), 20.5 on a 2× screen.
    @Test func lineHeightOfSeventeenPoints() {
        let font = DynamicType.font(.labelDefault)
        #expect(abs(font.lineHeight - 20.287109375) < 1e-9)
        #expect(abs(font.ascender - 16.1865234375) < 1e-9)
        #expect(abs(font.descender + 4.1005859375) < 1e-9)
        #expect(PixelGrid.roundUp(font.lineHeight) == 20.5)
    }
}
