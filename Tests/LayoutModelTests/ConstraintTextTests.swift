import LayoutModel
import Testing

@Suite struct ConstraintTextTests {
    static let here = SourceRange(start: 0, end: 0)

    @Test(arguments: [
        (8.0, "8"), (0.5, "0.5"), (-3.141592653589793, "-3.141592653589793"), (-0.0, "0"),
        (1e20, "1e+20"), (-20, "-20"), (250, "250"),
    ])
    func shortestNumbers(value: Double, text: String) {
        #expect(value.shortestDescription == text)
    }

    @Test func relativeConstraintWithConstantAndPriority() {
        let c = LayoutConstraint(
            first: .view("skip"), .leading, .greaterThanOrEqual, second: .view("title"), .trailing,
            constant: Term(8), priority: Term(250, metric: "low"), kind: .spacing, source: Self.here
        )
        #expect(c.text == "skip.leading >= title.trailing + 8 @250")
    }

    @Test func negativeConstantAndMultiplier() {
        let c = LayoutConstraint(
            first: .superview, .trailing, .equal, second: .view("a"), .trailing, multiplier: 0.5,
            constant: Term(-8), kind: .edge, source: Self.here
        )
        #expect(c.text == "superview.trailing == a.trailing * 0.5 - 8")
    }

    @Test func constantOnlyAndGuides() {
        let width = LayoutConstraint(first: .view("icon"), .width, .equal, constant: 0, kind: .size, source: Self.here)
        #expect(width.text == "icon.width == 0")
        let margin = LayoutConstraint(first: .view("t"), .top, .equal, second: .margins, .top, kind: .edge, source: Self.here)
        #expect(margin.text == "t.top == margins.top")
    }

    @Test func alignmentOrderFollowsApplesRawValues() {
        #expect(LayoutAttribute.allCases.map(\.appleRawValue) == Array(1...12))
        #expect(LayoutItem(name: "margins") == .margins)
        #expect(LayoutItem(name: "icon") == .view("icon"))
    }

    /// The writers append these instead of the raw values: they must spell the same.
    @Test func staticSpellingsAreTheRawValues() {
        for attribute in LayoutAttribute.allCases { #expect(attribute.staticName.description == attribute.rawValue) }
        for relation in Relation.allCases { #expect(relation.staticName.description == relation.rawValue) }
        let kinds: [LayoutConstraint.Kind] = [.size, .spacing, .edge, .alignment, .explicit, .centering, .equalSpacing, .equation]
        for kind in kinds { #expect(kind.staticName.description == kind.rawValue) }
    }
}
