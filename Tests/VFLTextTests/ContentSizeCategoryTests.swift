import Testing
@testable import VFLText

/// Category names as users write them (command line, vflgen.json) and as UIKit spells them.
@Suite struct ContentSizeCategoryTests {
    static let names: [(String, ContentSizeCategory)] = [
        ("L", .large), ("l", .large), ("large", .large), ("Large", .large), ("AX5", .ax5), ("ax5", .ax5),
        ("accessibilityExtraExtraExtraLarge", .ax5), ("UIContentSizeCategoryAccessibilityMedium", .ax1),
        ("XS", .xSmall), ("xSmall", .xSmall), ("extraSmall", .xSmall), ("S", .small), ("M", .medium),
        ("XL", .xLarge), ("extraLarge", .xLarge), ("XXL", .xxLarge), ("xxLarge", .xxLarge),
        ("extraExtraLarge", .xxLarge), ("XXXL", .xxxLarge), ("extraExtraExtraLarge", .xxxLarge),
        ("AX1", .ax1), ("accessibilityMedium", .ax1), ("AX2", .ax2), ("accessibilityLarge", .ax2),
        ("AX3", .ax3), ("accessibilityExtraLarge", .ax3), ("AX4", .ax4), ("accessibilityExtraExtraLarge", .ax4),
        (".large", .large),
    ]

    @Test(arguments: names)
    func readsTheName(_ row: (String, ContentSizeCategory)) {
        #expect(ContentSizeCategory(name: row.0) == row.1, "\(row.0)")
    }

    @Test(arguments: ["", "XXXXL", "AX6", "huge", "largeish", "accessibility"])
    func rejectsOtherNames(_ name: String) {
        #expect(ContentSizeCategory(name: name) == nil)
    }

    @Test func orderAndDefault() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
        #expect(ContentSizeCategory.default == .large)
        #expect(ContentSizeCategory.xSmall < .large && .large < .xxxLarge && .xxxLarge < .ax1 && .ax4 < .ax5)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory) == [.ax1, .ax2, .ax3, .ax4, .ax5])
        for (index, category) in ContentSizeCategory.allCases.enumerated() {
            #expect(category.index == index)
            #expect(ContentSizeCategory(name: category.rawValue) == category)
            #expect(ContentSizeCategory(name: category.caseName) == category)
            #expect(ContentSizeCategory(name: category.uiKitName) == category)
        }
    }

    @Test func styleAndWeightNames() {
        #expect(TextStyle(name: "title1") == .title1)
        #expect(TextStyle(name: "Caption2") == .caption2)
        #expect(TextStyle(name: "title") == nil)
        #expect(FontWeight(name: "semibold") == .semibold)
        #expect(FontWeight(name: "SemiBold") == .semibold)
        #expect(FontWeight(name: "700") == .bold)
        #expect(FontWeight(name: "extraBold") == .heavy)
        #expect(FontWeight(name: "fat") == nil)
        #expect(FontWeight.allCases == FontWeight.allCases.sorted())
    }
}
