import LayoutModel
import Testing
@testable import VFLRendering

@Suite struct ConstraintNamingTests {
    static let here = SourceRange.point(0)

    static func c(
        _ first: LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation = .equal,
        _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil
    ) -> LayoutConstraint {
        LayoutConstraint(first: first, attribute, relation, second: second, secondAttribute, kind: .spacing, source: here)
    }

    @Test(arguments: [
        (c(.view("icon"), .leading, .equal, .superview, .leading), "iconLeading"),
        (c(.superview, .trailing, .equal, .view("skip"), .trailing), "skipTrailing"),
        (c(.view("icon"), .top, .equal, .margins, .top), "iconTop"),
        (c(.margins, .bottom, .equal, .view("icon"), .bottom), "iconBottom"),
        (c(.view("icon"), .width), "iconWidth"),
        (c(.view("icon"), .width, .greaterThanOrEqual), "iconWidthMin"),
        (c(.view("icon"), .width, .lessThanOrEqual), "iconWidthMax"),
        (c(.view("title"), .leading, .equal, .view("icon"), .trailing), "titleLeadingToIconTrailing"),
        (c(.view("skip"), .leading, .greaterThanOrEqual, .view("title"), .trailing), "skipLeadingToTitleTrailingMin"),
        (c(.view("one"), .width, .equal, .view("two"), .width), "oneWidthToTwoWidth"),
        (c(.view("title"), .firstBaseline, .equal, .view("icon"), .lastBaseline), "titleFirstBaselineToIconLastBaseline"),
        (c(.superview, .leading, .equal, .margins, .leading), "superviewLeadingToMarginsLeading"),
    ])
    func baseNames(constraint: LayoutConstraint, expected: String) {
        #expect(ConstraintNaming.baseName(of: constraint, variant: nil) == expected)
    }

    @Test func variantConstraintsStartWithTheVariantName() {
        let constraint = Self.c(.view("title"), .top, .equal, .view("icon"), .bottom)
        #expect(ConstraintNaming.baseName(of: constraint, variant: "landscape") == "landscapeTitleTopToIconBottom")
    }

    @Test func repeatedNamesAreNumberedInOrder() {
        var naming = ConstraintNaming(reserved: ["icon", "container"])
        let width = Self.c(.view("icon"), .width)
        #expect(naming.name(for: width, variant: nil) == "iconWidth")
        #expect(naming.name(for: width, variant: nil) == "iconWidth2")
        #expect(naming.name(for: Self.c(.view("icon"), .height), variant: nil) == "iconHeight")
        #expect(naming.name(for: width, variant: nil) == "iconWidth3")
    }

    @Test func manyRepeatsAreNumberedWithoutGaps() {
        var naming = ConstraintNaming(reserved: ["iconWidth7"])
        let width = Self.c(.view("icon"), .width)
        let names = (0..<20_000).map { _ in naming.name(for: width, variant: nil) }
        #expect(names[0] == "iconWidth")
        #expect(names[1] == "iconWidth2")
        #expect(names[5] == "iconWidth6")
        #expect(names[6] == "iconWidth8")  // 7 is taken
        #expect(Set(names).count == names.count)
    }

    @Test func namesAvoidViewsAndGeneratedMembers() {
        var naming = ConstraintNaming(reserved: ["iconWidth", "constraints"])
        #expect(naming.name(for: Self.c(.view("icon"), .width), variant: nil) == "iconWidth2")
    }

    @Test func namesDoNotDependOnUnrelatedConstraints() {
        var short = ConstraintNaming(reserved: [])
        var long = ConstraintNaming(reserved: [])
        _ = long.name(for: Self.c(.view("other"), .width), variant: nil)
        _ = long.name(for: Self.c(.view("other"), .leading, .equal, .superview, .leading), variant: nil)
        let target = Self.c(.view("title"), .leading, .equal, .view("icon"), .trailing)
        #expect(short.name(for: target, variant: nil) == long.name(for: target, variant: nil))
    }
}
