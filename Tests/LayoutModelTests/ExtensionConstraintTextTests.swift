import LayoutModel
import Testing

/// The text form of vflgen's extension constraints: `offset(…)` sides, guide items, ` #name`.
@Suite struct ExtensionConstraintTextTests {
    static let here = SourceRange(start: 0, end: 0)

    @Test func equalSpacingPrintsBothOffsets() {
        let c = LayoutConstraint(
            first: .view("b"), .leading, .equal, second: .view("a"), .leading, kind: .equalSpacing, source: Self.here,
            firstOrigin: .init(.view("a"), .trailing), secondOrigin: .init(.superview, .leading)
        )
        #expect(c.text == "offset(a.trailing, b.leading) == offset(superview.leading, a.leading)")
    }

    @Test func explicitNameComesLast() {
        let c = LayoutConstraint(
            first: .view("a"), .width, .greaterThanOrEqual, second: .view("b"), .height, multiplier: 0.5,
            constant: Term(-10), priority: Term(750), kind: .size, source: Self.here, name: "half"
        )
        #expect(c.text == "a.width >= b.height * 0.5 - 10 @750 #half")
        let constant = LayoutConstraint(first: .view("icon"), .width, .equal, constant: 30, kind: .size, source: Self.here, name: "iconSize")
        #expect(constant.text == "icon.width == 30 #iconSize")
    }

    @Test func fractionMultiplierKeepsItsForm() {
        let ratio = MultiplierFraction(numerator: 16, denominator: 9)
        let c = LayoutConstraint(
            first: .view("a"), .width, .equal, second: .view("a"), .height, multiplier: ratio.value,
            constant: Term(-4), kind: .equation, source: Self.here, multiplierFraction: ratio
        )
        #expect(c.text == "a.width == a.height * 16 / 9 - 4")
        let half = MultiplierFraction(numerator: nil, denominator: 2)
        let d = LayoutConstraint(first: .view("a"), .width, .equal, second: .view("b"), .width, multiplier: half.value, kind: .size, source: Self.here, multiplierFraction: half)
        #expect(d.text == "a.width == b.width / 2")
        // A fraction equal to 1 is no multiplier, as in generated code.
        let one = MultiplierFraction(numerator: 2, denominator: 2)
        let e = LayoutConstraint(first: .view("a"), .width, .equal, second: .view("b"), .width, multiplier: one.value, kind: .size, source: Self.here, multiplierFraction: one)
        #expect(e.text == "a.width == b.width")
    }

    @Test(arguments: [LayoutItem.safeArea, .readable, .keyboard, .margins])
    func guideItemsPrintTheirNames(_ guide: LayoutItem) {
        let c = LayoutConstraint(first: guide, .top, .equal, second: .view("a"), .bottom, constant: 8, kind: .edge, source: Self.here)
        #expect(c.text == "\(guide.name).top == a.bottom + 8")
        #expect(LayoutItem(name: guide.name) == guide)
    }
}
