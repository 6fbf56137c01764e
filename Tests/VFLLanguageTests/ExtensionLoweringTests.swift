import LayoutModel
import Testing
@testable import VFLLanguage

/// vflgen's extensions (docs/Language.md, "Extensions"): each line lowers as documented with
/// the default dialect, and is exactly one `vflgen-extension` error (and no constraint) with
/// `--dialect apple`.
@Suite struct ExtensionLoweringTests {
    static let guidesCases: [LoweringCase] = [
        // The examples; `-` next to a guide is the sibling spacing (8 on UIKit).
        .init(line: "V:safeArea|-[header]-(>=8)-[footer]-|safeArea", expected: [
            "header.top == safeArea.top + 8", "footer.top >= header.bottom + 8", "safeArea.bottom == footer.bottom + 8",
        ]),
        .init(line: "H:margins|-20-[title]-|margins", expected: ["title.leading == margins.leading + 20", "margins.trailing == title.trailing + 8"]),
        .init(line: "V:[field]-|keyboard", expected: ["keyboard.top == field.bottom + 8"]),
        .init(line: "V:[field]|keyboard", expected: ["keyboard.top == field.bottom"]),
        .init(line: "V:[field]-(>=12@750)-|keyboard", expected: ["keyboard.top >= field.bottom + 12 @750"]),
        .init(line: "H:readable|[body]|readable", expected: ["body.leading == readable.leading", "readable.trailing == body.trailing"]),
        .init(line: "V:safeArea|-12-[a]", expected: ["a.top == safeArea.top + 12"]),
        .init(line: "safeArea|[a]", expected: ["a.leading == safeArea.leading"]),
        .init(line: "[a]-gap-|safeArea", metrics: ["gap": 6], expected: ["safeArea.trailing == a.trailing + 6"]),
        // AppKit: 20 points next to a guide.
        .init(line: "V:safeArea|-[header]-|safeArea", platform: .appkit, expected: ["header.top == safeArea.top + 20", "safeArea.bottom == header.bottom + 20"]),
        .init(line: "H:margins|-[a]-8-|margins", platform: .appkit, expected: ["a.leading == margins.leading + 20", "margins.trailing == a.trailing + 8"]),
        // Direction options apply as for `|`.
        .init(line: "safeArea|-10-[a]-[b]-|safeArea", options: "[.directionRightToLeft]", expected: [
            "safeArea.right == a.right + 10", "a.left == b.right + 8", "b.left == safeArea.left + 8",
        ]),
        .init(line: "safeArea|[a]|safeArea", options: "[.directionLeftToRight]", expected: ["a.left == safeArea.left", "safeArea.right == a.right"]),
        // A guide on one side, Apple's `|` (with `|-` → margins on UIKit) on the other.
        .init(line: "V:safeArea|[a]-|", expected: ["a.top == safeArea.top", "margins.bottom == a.bottom"]),
        .init(line: "V:|-[a]-|safeArea", platform: .appkit, expected: ["a.top == superview.top + 20", "safeArea.bottom == a.bottom + 20"]),
    ]

    // The tables below hold on both platforms; each case runs on UIKit and AppKit.

    static let equalSpacingCases: [LoweringCase] = [
        // One view between the same edge item: centering.
        .init(line: "H:|~[a(100)]~|", expected: ["a.width == 100", "a.centerX == superview.centerX"]),
        .init(line: "V:|~[a]~|", expected: ["a.centerY == superview.centerY"]),
        .init(line: "V:safeArea|~[a]~|safeArea", expected: ["a.centerY == safeArea.centerY"]),
        .init(line: "|~[a]~|", options: "[.directionRightToLeft]", expected: ["a.centerX == superview.centerX"]),
        // Gaps: each after the first equals the first, at its connection's place.
        .init(line: "|~[a]~[b]~|", expected: [
            "offset(a.trailing, b.leading) == offset(superview.leading, a.leading)",
            "offset(b.trailing, superview.trailing) == offset(superview.leading, a.leading)",
        ]),
        .init(line: "V:safeArea|~[a]~|", expected: ["offset(a.bottom, superview.bottom) == offset(safeArea.top, a.top)"]),
        .init(line: "[a]~[b(20)]~[c]", expected: ["b.width == 20", "offset(b.trailing, c.leading) == offset(a.trailing, b.leading)"]),
        // Direction options apply as for `-`.
        .init(line: "|~[a]~[b]~|", options: "[.directionRightToLeft]", expected: [
            "offset(b.right, a.left) == offset(a.right, superview.right)",
            "offset(superview.left, b.left) == offset(a.right, superview.right)",
        ]),
        .init(line: "[a]~[b]~[c]", options: "[.alignAllTop]", expected: [
            "offset(b.trailing, c.leading) == offset(a.trailing, b.leading)", "a.top == b.top", "b.top == c.top",
        ]),
    ]

    static let proportionsCases: [LoweringCase] = [
        .init(line: "[a(==b*0.5)]", expected: ["a.width == b.width * 0.5"]),
        .init(line: "[a(b/2-10)]", expected: ["a.width == b.width / 2 - 10"]),
        .init(line: "H:[photo(photo.height*16/9)]", expected: ["photo.width == photo.height * 16 / 9"]),
        .init(line: "V:[a(>=b.width*2+4@750)]", expected: ["a.height >= b.width * 2 + 4 @750"]),
        .init(line: "[a(<=b.width)]", expected: ["a.width <= b.width"]),
        .init(line: "[a(b+pad)]", metrics: ["pad": 12], expected: ["a.width == b.width + 12"]),
        .init(line: "[a(b*-1)]", expected: ["a.width == b.width * -1"]),
        .init(line: "[a(b*3/4,<=200)]", expected: ["a.width == b.width * 3 / 4", "a.width <= 200"]),
        .init(line: "[a(>=50%)]", expected: ["a.width >= superview.width * 0.5"]),
        .init(line: "[a(100%)]", expected: ["a.width == superview.width"]),
        .init(line: "V:[a(25%@250)]", expected: ["a.height == superview.height * 0.25 @250"]),
    ]

    static let namesCases: [LoweringCase] = [
        .init(line: "[icon(30#iconSize)]", expected: ["icon.width == 30 #iconSize"]),
        .init(line: "[a]-(>=8@low#titleGap)-[b]", metrics: ["low": 250], expected: ["b.leading >= a.trailing + 8 @250 #titleGap"]),
        .init(line: "|-20#topGap-[a]", expected: ["a.leading == superview.leading + 20 #topGap"]),
        .init(line: "[a(>=50#minWidth,<=100#maxWidth)]", expected: ["a.width >= 50 #minWidth", "a.width <= 100 #maxWidth"]),
        .init(line: "V:safeArea|-8#top-[a(==b*2#double)]", expected: ["a.top == safeArea.top + 8 #top", "a.height == b.height * 2 #double"]),
        .init(line: "[a(==b#same)]", expected: ["a.width == b.width #same"]),
    ]

    static let bothAxesCases: [LoweringCase] = [
        .init(line: "HV:|[background]|", expected: [
            "background.leading == superview.leading", "superview.trailing == background.trailing",
            "background.top == superview.top", "superview.bottom == background.bottom",
        ]),
        .init(line: "HV:|~[a]~|", expected: ["a.centerX == superview.centerX", "a.centerY == superview.centerY"]),
    ]

    /// Forms whose lowering depends on the platform (standard spacing, UIKit-only guides),
    /// each with the platform it holds on.
    static let platformSpecificCases: [LoweringCase] = [
        .init(line: "H:margins|~[a]~|margins", platform: .appkit, expected: ["a.centerX == margins.centerX"]),
        .init(line: "|-[a]~[b]~[c]-|", expected: [
            "a.leading == margins.leading", "offset(b.trailing, c.leading) == offset(a.trailing, b.leading)", "margins.trailing == c.trailing",
        ]),
        .init(line: "|-[a]~[b]~[c]-|", platform: .appkit, expected: [
            "a.leading == superview.leading + 20", "offset(b.trailing, c.leading) == offset(a.trailing, b.leading)", "superview.trailing == c.trailing + 20",
        ]),
        .init(line: "V:[a]~[b]~|keyboard", expected: ["offset(b.bottom, keyboard.top) == offset(a.bottom, b.top)"]),
        .init(line: "V:[a]~[b]~[c]", options: "[.spacingBaselineToBaseline]", expected: [
            "offset(b.lastBaseline, c.firstBaseline) == offset(a.lastBaseline, b.firstBaseline)",
        ]),
        .init(line: "HV:safeArea|-[a(100)]", expected: ["a.leading == safeArea.leading + 8", "a.width == 100", "a.top == safeArea.top + 8", "a.height == 100"]),
        .init(line: "HV:safeArea|-[a(100)]", platform: .appkit, expected: ["a.leading == safeArea.leading + 20", "a.width == 100", "a.top == safeArea.top + 20", "a.height == 100"]),
        .init(line: "HV:|-[a]-|", platform: .appkit, expected: [
            "a.leading == superview.leading + 20", "superview.trailing == a.trailing + 20",
            "a.top == superview.top + 20", "superview.bottom == a.bottom + 20",
        ]),
    ]

    /// Hexadecimal numbers, as `strtod` reads them (Apple's runtime accepts them): the same
    /// in both dialects, printed in decimal.
    static let hexadecimalCases: [LoweringCase] = [
        .init(line: "[a]-0x10-[b]", expected: ["b.leading == a.trailing + 16"]),
        .init(line: "[a]-(-0x10)-[b]", expected: ["b.leading == a.trailing - 16"]),
        .init(line: "[a(0x1.8p1)]", expected: ["a.width == 3"]),
        .init(line: "[a(0X1F@0x64)]", expected: ["a.width == 31 @100"]),
        .init(line: "[a]-0x1e-[b]", platform: .appkit, expected: ["b.leading == a.trailing + 30"]),
        .init(line: "|-0x0-[a(>=0x.8)]", platform: .appkit, expected: ["a.leading == superview.leading", "a.width >= 0.5"]),
    ]

    @Test(arguments: hexadecimalCases, Dialect.allCases)
    func hexadecimal(_ example: LoweringCase, dialect: Dialect) {
        let result = lower(example.line, options: example.options, metrics: example.metrics, platform: example.platform, dialect: dialect)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.constraints == example.expected)
    }

    /// `baseline F[,L]` sets the declaration's baselines (one number: both), in both dialects.
    @Test(arguments: Platform.allCases, Dialect.allCases)
    func baselineHints(platform: Platform, dialect: Dialect) throws {
        let result = compile("""
        layout L {
            view title: Label intrinsic 120x21 baseline 17
            view body baseline 15,32
            view plain intrinsic 10x10
            V:|[title][body][plain]|
        }
        """, platform: platform, dialect: dialect)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let views = try #require(result.file.layouts.first?.views)
        #expect(views.map(\.firstBaseline) == [17, 15, nil])
        #expect(views.map(\.lastBaseline) == [17, 32, nil])
        #expect(views.map(\.intrinsicWidth) == [120, nil, 10])
    }

    /// In a file mixing Apple lines and extension lines, `--dialect apple` reports exactly the
    /// extension lines (one error each, at the extension) and keeps every Apple line's constraints.
    @Test(arguments: Platform.allCases)
    func appleDialectRejectsExactlyTheExtensionLines(platform: Platform) {
        let marked = MarkedSource("""
        layout L {
            view a
            view b
            metric gap = 8
            V:1️⃣safeArea|-[a]
            H:|-[a]-gap-[b]-|
            |2️⃣~[a]~[b]~|
            V:[a(>=0x10)]-[b(==a)]
            [a(3️⃣b*2)]
            [a(30@750)]-(>=gap4️⃣#gapMin)-[b]
            5️⃣HV:|[b]|
        }
        """)
        let file = SourceFile(path: "T.vfl", text: marked.text)
        let apple = VFLCompiler.compile(file, platform: platform, dialect: .apple)
        #expect(apple.diagnostics.map(\.id) == Array(repeating: .vflgenExtension, count: 5))
        #expect(apple.diagnostics.compactMap { $0.range.map { file.location(of: $0.start) } } == (1...5).map(marked.location))
        let appleLines = VFLCompiler.compile(SourceFile(path: "T.vfl", text: """
        layout L {
            view a
            view b
            metric gap = 8
            H:|-[a]-gap-[b]-|
            V:[a(>=0x10)]-[b(==a)]
        }
        """), platform: platform, dialect: .apple)
        #expect(appleLines.diagnostics.isEmpty)
        #expect(apple.file.layouts.first?.constraints.map(\.text) == appleLines.file.layouts.first?.constraints.map(\.text))
        let vflgen = VFLCompiler.compile(file, platform: platform)
        #expect(vflgen.diagnostics.isEmpty, "\(vflgen.diagnostics.map(\.message))")
    }

    @Test(arguments: guidesCases)
    func guide(_ example: LoweringCase) { check(example) }

    @Test(arguments: platformSpecificCases)
    func platformSpecific(_ example: LoweringCase) { check(example) }

    @Test(arguments: equalSpacingCases, Platform.allCases)
    func equalSpacing(_ example: LoweringCase, platform: Platform) { check(example, on: platform) }

    @Test(arguments: proportionsCases, Platform.allCases)
    func proportion(_ example: LoweringCase, platform: Platform) { check(example, on: platform) }

    @Test(arguments: namesCases, Platform.allCases)
    func name(_ example: LoweringCase, platform: Platform) { check(example, on: platform) }

    @Test(arguments: bothAxesCases, Platform.allCases)
    func bothAxes(_ example: LoweringCase, platform: Platform) { check(example, on: platform) }

    /// Every Apple line of the existing lowering tables reads the same with `--dialect apple`.
    @Test(arguments: LoweringTests.connections + LoweringTests.edges + LoweringTests.sizes + LoweringTests.options + LoweringTests.order)
    func appleLineUnchangedInAppleDialect(_ example: LoweringCase) {
        let apple = lower(example.line, options: example.options, metrics: example.metrics, platform: example.platform, dialect: .apple)
        let diagnostics = withoutSelfConstraintWarnings(apple.diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(apple.constraints == example.expected)
    }

    /// The lowering with the default dialect, and the single `vflgen-extension` error with
    /// `--dialect apple`, on the case's platform.
    /// `example` on `platform` (a case of a table that holds on both platforms).
    private func check(_ example: LoweringCase, on platform: Platform, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var example = example
        example.platform = platform
        check(example, sourceLocation: sourceLocation)
    }

    private func check(_ example: LoweringCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = lower(example.line, options: example.options, metrics: example.metrics, platform: example.platform)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(result.constraints == example.expected, sourceLocation: sourceLocation)

        let apple = lower(example.line, options: example.options, metrics: example.metrics, platform: example.platform, dialect: .apple)
        let errors = apple.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.vflgenExtension], "\(apple.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(errors.first?.message.contains("is a vflgen extension") == true, sourceLocation: sourceLocation)
        #expect(apple.constraints.isEmpty, sourceLocation: sourceLocation)
    }
}
