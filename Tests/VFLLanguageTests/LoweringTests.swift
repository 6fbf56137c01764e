import LayoutModel
import Testing
@testable import VFLLanguage

/// One VFL line and the constraints Apple's parser makes from it.
struct LoweringCase: Sendable, CustomTestStringConvertible {
    var line: String
    var options: String?
    var metrics: [String: Double] = [:]
    var platform: Platform = .uikit
    var expected: [String]

    var testDescription: String { line + (options.map { "  options: \($0)" } ?? "") + " (\(platform))" }
}

@Suite struct LoweringTests {
    static let connections: [LoweringCase] = [
        // Standard, explicit and flush spacing between siblings.
        .init(line: "[a]-[b]", expected: ["b.leading == a.trailing + 8"]),
        .init(line: "[a]-20-[b]", expected: ["b.leading == a.trailing + 20"]),
        .init(line: "[a][b]", expected: ["b.leading == a.trailing"]),
        .init(line: "[a]-0-[b]", expected: ["b.leading == a.trailing"]),
        .init(line: "[a]-(20)-[b]", expected: ["b.leading == a.trailing + 20"]),
        .init(line: "[a]-(==20)-[b]", expected: ["b.leading == a.trailing + 20"]),
        // A single predicate without parentheses, with relation and/or priority.
        .init(line: "[a]->=8-[b]", expected: ["b.leading >= a.trailing + 8"]),
        .init(line: "[a]-<=8-[b]", expected: ["b.leading <= a.trailing + 8"]),
        .init(line: "[a]-20@750-[b]", expected: ["b.leading == a.trailing + 20 @750"]),
        .init(line: "[a]->=8@250-[b]", expected: ["b.leading >= a.trailing + 8 @250"]),
        .init(line: "[a]-padding@low-[b]", metrics: ["padding": 12, "low": 250], expected: ["b.leading == a.trailing + 12 @250"]),
        .init(line: "[a]-padding-[b]", metrics: ["padding": 12], expected: ["b.leading == a.trailing + 12"]),
        .init(line: "[a]-(>=padding)-[b]", metrics: ["padding": 12], expected: ["b.leading >= a.trailing + 12"]),
        // Negative numbers inside parentheses or after a relation.
        .init(line: "[a]-(-8)-[b]", expected: ["b.leading == a.trailing - 8"]),
        .init(line: "[a]->=-5-[b]", expected: ["b.leading >= a.trailing - 5"]),
        .init(line: "[a]-(>=-5)-[b]", expected: ["b.leading >= a.trailing - 5"]),
        // Several predicates: one constraint each, in order.
        .init(line: "[a]-(>=8,<=20)-[b]", expected: ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20"]),
        .init(line: "[a]-(>=8@1000,<=20@500)-[b]", expected: ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @500"]),
        // Numbers as strtod reads them.
        .init(line: "[a]-2.5-[b]", expected: ["b.leading == a.trailing + 2.5"]),
        .init(line: "[a]-1e1-[b]", expected: ["b.leading == a.trailing + 10"]),
        .init(line: "[a]-2.-[b]", expected: ["b.leading == a.trailing + 2"]),
        .init(line: "[a]-1.5E+1-[b]", expected: ["b.leading == a.trailing + 15"]),
        .init(line: "[a]-(-3.141592653589793)-[b]", expected: ["b.leading == a.trailing - 3.141592653589793"]),
        .init(line: "[a]-0.1@999.5-[b]", expected: ["b.leading == a.trailing + 0.1 @999.5"]),
        // Vertical.
        .init(line: "V:[a]-[b]", expected: ["b.top == a.bottom + 8"]),
        .init(line: "V:[a][b]", expected: ["b.top == a.bottom"]),
        .init(line: "H:[a]-[b]", expected: ["b.leading == a.trailing + 8"]),
        // The same view twice is accepted, as Apple does.
        .init(line: "[a]-[a]", expected: ["a.leading == a.trailing + 8"]),
        // A line with a single view and nothing else makes no constraint.
        .init(line: "[a]", expected: []),
    ]

    static let edges: [LoweringCase] = [
        .init(line: "|-50-[a]-50-|", expected: ["a.leading == superview.leading + 50", "superview.trailing == a.trailing + 50"]),
        .init(line: "|[a]|", expected: ["a.leading == superview.leading", "superview.trailing == a.trailing"]),
        .init(line: "V:|[a]|", expected: ["a.top == superview.top", "superview.bottom == a.bottom"]),
        .init(line: "|-(>=10)-[a]-(<=10@300)-|", expected: ["a.leading >= superview.leading + 10", "superview.trailing <= a.trailing + 10 @300"]),
        .init(line: "|-0-[a]", expected: ["a.leading == superview.leading"]),
        // UIKit: standard spacing to the edge is a 0-point constraint to the layout margins.
        .init(line: "|-[a]-|", expected: ["a.leading == margins.leading", "margins.trailing == a.trailing"]),
        .init(line: "V:|-[a]-|", expected: ["a.top == margins.top", "margins.bottom == a.bottom"]),
        // AppKit: 20 points to the superview.
        .init(line: "|-[a]-|", platform: .appkit, expected: ["a.leading == superview.leading + 20", "superview.trailing == a.trailing + 20"]),
        .init(line: "V:|-[a]-[b]-|", platform: .appkit, expected: ["a.top == superview.top + 20", "b.top == a.bottom + 8", "superview.bottom == b.bottom + 20"]),
        // Explicit numbers to | never use the margins.
        .init(line: "|-8-[a]-8-|", expected: ["a.leading == superview.leading + 8", "superview.trailing == a.trailing + 8"]),
        .init(line: "|-(-8)-[a]", expected: ["a.leading == superview.leading - 8"]),
    ]

    static let sizes: [LoweringCase] = [
        .init(line: "[a(30)]", expected: ["a.width == 30"]),
        .init(line: "V:[a(30)]", expected: ["a.height == 30"]),
        .init(line: "[a(>=50)]", expected: ["a.width >= 50"]),
        .init(line: "[a(<=50@20)]", expected: ["a.width <= 50 @20"]),
        .init(line: "[a(-10)]", expected: ["a.width == -10"]),
        .init(line: "[a(>=-5)]", expected: ["a.width >= -5"]),
        .init(line: "[a(>=50,<=100@750)]", expected: ["a.width >= 50", "a.width <= 100 @750"]),
        .init(line: "[a(==b)]", expected: ["a.width == b.width"]),
        .init(line: "[a(b)]", expected: ["a.width == b.width"]),
        .init(line: "V:[a(>=b@750)]", expected: ["a.height >= b.height @750"]),
        .init(line: "[a(edge)]", metrics: ["edge": 44], expected: ["a.width == 44"]),
        .init(line: "[a(==edge@low)]", metrics: ["edge": 44, "low": 250], expected: ["a.width == 44 @250"]),
    ]

    static let options: [LoweringCase] = [
        .init(line: "|-[a]-[b]-|", options: "[.directionLeadingToTrailing]", expected: [
            "a.leading == margins.leading", "b.leading == a.trailing + 8", "margins.trailing == b.trailing",
        ]),
        .init(line: "|-10-[a]-[b]-10-|", options: "[.directionLeftToRight]", expected: [
            "a.left == superview.left + 10", "b.left == a.right + 8", "superview.right == b.right + 10",
        ]),
        .init(line: "|-10-[a]-[b]-10-|", options: "[.directionRightToLeft]", expected: [
            "superview.right == a.right + 10", "a.left == b.right + 8", "b.left == superview.left + 10",
        ]),
        .init(line: "|-[a]-(>=5)-[b]-|", options: "[.directionRightToLeft]", expected: [
            "margins.right == a.right", "a.left >= b.right + 5", "b.left == margins.left",
        ]),
        // Direction options do not affect V:.
        .init(line: "V:|-10-[a]-[b]", options: "[.directionRightToLeft]", expected: ["a.top == superview.top + 10", "b.top == a.bottom + 8"]),
        // Alignment: one constraint per consecutive pair, after everything else, ascending attributes.
        .init(line: "[a]-[b]-[c]", options: "[.alignAllCenterY]", expected: [
            "b.leading == a.trailing + 8", "c.leading == b.trailing + 8", "a.centerY == b.centerY", "b.centerY == c.centerY",
        ]),
        .init(line: "[a][b]", options: "[.alignAllFirstBaseline, .alignAllBottom, .alignAllLastBaseline, .alignAllTop]", expected: [
            "b.leading == a.trailing", "a.top == b.top", "a.bottom == b.bottom", "a.lastBaseline == b.lastBaseline", "a.firstBaseline == b.firstBaseline",
        ]),
        .init(line: "[a][b]", options: "[.alignAllBaseline]", expected: ["b.leading == a.trailing", "a.lastBaseline == b.lastBaseline"]),
        .init(line: "[a][b]", options: "[.alignAllBaseline, .alignAllLastBaseline]", expected: ["b.leading == a.trailing", "a.lastBaseline == b.lastBaseline"]),
        .init(line: "V:[a]-[b]", options: "[.alignAllLeading, .alignAllCenterX, .alignAllLeft]", expected: [
            "b.top == a.bottom + 8", "a.left == b.left", "a.leading == b.leading", "a.centerX == b.centerX",
        ]),
        // A single view: no pair, no alignment, and no error even on the layout's own axis.
        .init(line: "|-[a]-|", options: "[.alignAllLeading]", expected: ["a.leading == margins.leading", "margins.trailing == a.trailing"]),
        // Baseline-to-baseline spacing (UIKit, V: only) between siblings; edges unchanged.
        .init(line: "V:|-[a]-[b]-20-[c]|", options: "[.spacingBaselineToBaseline]", expected: [
            "a.top == margins.top", "b.firstBaseline == a.lastBaseline + 8", "c.firstBaseline == b.lastBaseline + 20", "superview.bottom == c.bottom",
        ]),
        .init(line: "V:[a]-[b]", options: "[.spacingEdgeToEdge]", expected: ["b.top == a.bottom + 8"]),
        .init(line: "[a]-[b]", options: "[]", expected: ["b.leading == a.trailing + 8"]),
    ]

    static let order: [LoweringCase] = [
        // Leading edge, first view's sizes, per connection spacing then the right view's sizes,
        // trailing edge, alignments.
        .init(line: "|-5-[a(10,>=2)]-[b(20)]-(>=3,<=9)-[c(30)]-6-|", options: "[.alignAllTop]", expected: [
            "a.leading == superview.leading + 5",
            "a.width == 10", "a.width >= 2",
            "b.leading == a.trailing + 8", "b.width == 20",
            "c.leading >= b.trailing + 3", "c.leading <= b.trailing + 9", "c.width == 30",
            "superview.trailing == c.trailing + 6",
            "a.top == b.top", "b.top == c.top",
        ]),
    ]

    @Test(arguments: connections)
    func connection(_ example: LoweringCase) { check(example) }

    @Test(arguments: edges)
    func edge(_ example: LoweringCase) { check(example) }

    @Test(arguments: sizes)
    func size(_ example: LoweringCase) { check(example) }

    @Test(arguments: options)
    func option(_ example: LoweringCase) { check(example) }

    @Test(arguments: order)
    func appleOrder(_ example: LoweringCase) { check(example) }

    private func check(_ example: LoweringCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = lower(example.line, options: example.options, metrics: example.metrics, platform: example.platform)
        let diagnostics = withoutSelfConstraintWarnings(result.diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(result.constraints == example.expected, sourceLocation: sourceLocation)
    }
}
