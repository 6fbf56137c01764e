import LayoutModel
import Testing
@testable import VFLLanguage

/// The Auto Layout Guide's "Visual Format Language" appendix: its examples, and the error
/// messages it documents, each with our build-time equivalent.
@Suite struct AppleGuideExampleTests {
    static let examples: [LoweringCase] = [
        // Standard Space
        .init(line: "[button]-[textField]", expected: ["textField.leading == button.trailing + 8"]),
        // Width Constraint
        .init(line: "[button(>=50)]", expected: ["button.width >= 50"]),
        // Connection to Superview
        .init(line: "|-50-[purpleBox]-50-|", expected: ["purpleBox.leading == superview.leading + 50", "superview.trailing == purpleBox.trailing + 50"]),
        // Vertical Layout
        .init(line: "V:[topField]-10-[bottomField]", expected: ["bottomField.top == topField.bottom + 10"]),
        // Flush Views
        .init(line: "[maroonView][blueView]", expected: ["blueView.leading == maroonView.trailing"]),
        // Priority
        .init(line: "[button(100@20)]", expected: ["button.width == 100 @20"]),
        // Equal Widths
        .init(line: "[button1(==button2)]", expected: ["button1.width == button2.width"]),
        // Multiple Predicates
        .init(line: "[flexibleButton(>=70,<=100)]", expected: ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        // A Complete Line of Layout
        .init(line: "|-[find]-[findNext]-[findField(>=20)]-|", expected: [
            "find.leading == margins.leading",
            "findNext.leading == find.trailing + 8",
            "findField.leading == findNext.trailing + 8",
            "findField.width >= 20",
            "margins.trailing == findField.trailing",
        ]),
        .init(line: "|-[find]-[findNext]-[findField(>=20)]-|", platform: .appkit, expected: [
            "find.leading == superview.leading + 20",
            "findNext.leading == find.trailing + 8",
            "findField.leading == findNext.trailing + 8",
            "findField.width >= 20",
            "superview.trailing == findField.trailing + 20",
        ]),
    ]

    @Test(arguments: examples)
    func guideExample(_ example: LoweringCase) {
        let result = lower(example.line, options: example.options, metrics: example.metrics, platform: example.platform)
        #expect(result.diagnostics.isEmpty)
        #expect(result.constraints == example.expected)
    }

    /// The guide's sample exception messages, and what vflgen reports at build time instead.
    static let documentedErrors: [(source: String, id: DiagnosticID, message: String)] = [
        // "Expected ':' after 'V' to specify vertical arrangement"
        ("V|[a]", .missingColon, "expected ':' after 'V' to specify vertical arrangement"),
        // "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        ("[a(30]", .unclosedPredicate, "expected ')' to close the predicate of view 'a'"),
        ("[a(30)", .unclosedView, "view 'a' must end with ']'"),
        // "Unable to find view with name blackBox"
        ("[a]-[blackBox]", .unknownView, "unknown view 'blackBox'"),
        // "Unknown relation. Must be ==, >=, or <="
        ("[a(>30)]", .unknownRelation, "unknown relation '>'; a relation must be ==, >= or <="),
    ]

    @Test(arguments: documentedErrors.indices)
    func documentedError(_ index: Int) {
        let example = Self.documentedErrors[index]
        let result = compile("layout L {\n    view a\n    \(example.source)\n}\n")
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [example.id])
        #expect(errors.map(\.message) == [example.message])
    }
}

/// The examples of the VFL tutorials users learn from (see ../shared/seeds).
@Suite struct TutorialExampleTests {
    static let examples: [LoweringCase] = [
        .init(line: "H:|-[icon(==iconDate)]-20-[iconLabel(120@250)]-20@750-[iconDate(>=50)]-|", expected: [
            "icon.leading == margins.leading",
            "icon.width == iconDate.width",
            "iconLabel.leading == icon.trailing + 20",
            "iconLabel.width == 120 @250",
            "iconDate.leading == iconLabel.trailing + 20 @750",
            "iconDate.width >= 50",
            "margins.trailing == iconDate.trailing",
        ]),
        .init(
            line: "V:|-padding-[imageView(imageEdge)]->=padding-[button]-padding-|", options: "[.alignAllLeft, .alignAllRight]",
            metrics: ["padding": 15, "imageEdge": 60], expected: [
                "imageView.top == superview.top + 15",
                "imageView.height == 60",
                "button.top >= imageView.bottom + 15",
                "superview.bottom == button.bottom + 15",
                "imageView.left == button.left",
                "imageView.right == button.right",
            ]
        ),
        .init(line: "|-[one(two)]-[two(three)]-[three]-|", options: "[.alignAllTop, .alignAllBottom]", expected: [
            "one.leading == margins.leading",
            "one.width == two.width",
            "two.leading == one.trailing + 8",
            "two.width == three.width",
            "three.leading == two.trailing + 8",
            "margins.trailing == three.trailing",
            "one.top == two.top",
            "one.bottom == two.bottom",
            "two.top == three.top",
            "two.bottom == three.bottom",
        ]),
        .init(line: "H:|-15-[iconImageView(30)]-[appNameLabel]-[skipButton]-15-|", options: "[.alignAllCenterY]", expected: [
            "iconImageView.leading == superview.leading + 15",
            "iconImageView.width == 30",
            "appNameLabel.leading == iconImageView.trailing + 8",
            "skipButton.leading == appNameLabel.trailing + 8",
            "superview.trailing == skipButton.trailing + 15",
            "iconImageView.centerY == appNameLabel.centerY",
            "appNameLabel.centerY == skipButton.centerY",
        ]),
        .init(line: "V:[summaryLabel]-15-[pageControl(9)]-bottomMargin-|", metrics: ["bottomMargin": 30], expected: [
            "pageControl.top == summaryLabel.bottom + 15",
            "pageControl.height == 9",
            "superview.bottom == pageControl.bottom + 30",
        ]),
        .init(line: "|-30.0@200-[label]", expected: ["label.leading == superview.leading + 30 @200"]),
        .init(line: "|-30.0@lowPriority-[label]", metrics: ["lowPriority": 200], expected: ["label.leading == superview.leading + 30 @200"]),
        .init(line: "|[button(==200@750)]-[label]|", expected: [
            "button.leading == superview.leading",
            "button.width == 200 @750",
            "label.leading == button.trailing + 8",
            "superview.trailing == label.trailing",
        ]),
        .init(line: "V:|-padding-[headline]->=0-[byline]-padding-|", metrics: ["padding": 8], expected: [
            "headline.top == superview.top + 8",
            "byline.top >= headline.bottom",
            "superview.bottom == byline.bottom + 8",
        ]),
        .init(line: "H:|[leftVw(==rightVw)][rightVw]|", expected: [
            "leftVw.leading == superview.leading",
            "leftVw.width == rightVw.width",
            "rightVw.leading == leftVw.trailing",
            "superview.trailing == rightVw.trailing",
        ]),
        .init(line: "V:[topView]-[middleView]-[bottomView]", expected: [
            "middleView.top == topView.bottom + 8",
            "bottomView.top == middleView.bottom + 8",
        ]),
        .init(line: "H:[firstThumbVw(hw)]|", metrics: ["hw": 100], expected: [
            "firstThumbVw.width == 100",
            "superview.trailing == firstThumbVw.trailing",
        ]),
    ]

    @Test(arguments: examples)
    func tutorialExample(_ example: LoweringCase) {
        let result = lower(example.line, options: example.options, metrics: example.metrics, platform: example.platform)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.constraints == example.expected)
    }
}
