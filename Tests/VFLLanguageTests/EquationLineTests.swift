import LayoutModel
import Testing
@testable import VFLLanguage

/// An equation line in a layout that declares every view it names and the given metrics,
/// and the constraint texts it lowers to.
struct EquationCase: Sendable, CustomTestStringConvertible {
    var line: String
    var metrics: [String: Double] = [:]
    var platform: Platform = .uikit
    var expected: [String]

    var testDescription: String { "\(line) (\(platform))" }

    init(_ line: String, metrics: [String: Double] = [:], platform: Platform = .uikit, _ expected: String...) {
        self.line = line
        self.metrics = metrics
        self.platform = platform
        self.expected = expected
    }

    static let views = ["logo", "badge", "title", "hero", "a", "b"]

    var source: String {
        var source = "layout L {\n"
        for view in Self.views { source += "    view \(view)\n" }
        for (name, value) in metrics.sorted(by: { $0.key < $1.key }) { source += "    metric \(name) = \(value)\n" }
        // Every view used once more, so no "unused" warning depends on the line.
        source += "    H:[logo][badge][title][hero][a][b]\n    \(line)\n}\n"
        return source
    }
}

/// Equation lines (docs/Language.md, "Equation lines"): each lowers to the one constraint it
/// states, printed in the same form, with `--dialect apple` a single `vflgen-extension` error.
@Suite struct EquationLineTests {
    static let cases: [EquationCase] = [
        // The examples.
        .init("logo.centerY == safeArea.centerY - 40", "logo.centerY == safeArea.centerY - 40"),
        .init("badge.leading >= title.trailing + 8 @750 #badgeGap", "badge.leading >= title.trailing + 8 @750 #badgeGap"),
        .init("hero.height == hero.width * 9/16", "hero.height == hero.width * 9 / 16"),
        // Spaces are optional and may be several.
        .init("hero.height==hero.width*9/16", "hero.height == hero.width * 9 / 16"),
        .init("a.top  ==  b.bottom+8@250#gap", "a.top == b.bottom + 8 @250 #gap"),
        // Constants and priorities from metrics; a constant alone for a size.
        .init("a.top == b.bottom + gap @low", metrics: ["gap": 12, "low": 250], "a.top == b.bottom + 12 @250"),
        .init("a.width >= minWidth", metrics: ["minWidth": 44], "a.width >= 44"),
        .init("a.width == 120", "a.width == 120"),
        .init("a.height <= -0x10", "a.height <= -16"),
        // Multipliers: `* M`, `/ B`, `* A / B`, on sizes of either axis; a fraction keeps its
        // form (issue 17), numbers in shortest form.
        .init("a.width == b.height / 2 - 10", "a.width == b.height / 2 - 10"),
        .init("a.width == b.height * 16.0 / 9.0", "a.width == b.height * 16 / 9"),
        .init("a.width <= superview.width * 0.8", "a.width <= superview.width * 0.8"),
        .init("a.height == a.width * 3 / 4 + 1", "a.height == a.width * 3 / 4 + 1"),
        // Positions of one axis, including centres against edges and baselines against edges.
        .init("a.centerX == b.leading", "a.centerX == b.leading"),
        .init("a.centerX == b.left + 4", "a.centerX == b.left + 4"),
        .init("a.left >= b.right", "a.left >= b.right"),
        .init("a.firstBaseline == b.lastBaseline + 20", "a.firstBaseline == b.lastBaseline + 20"),
        .init("a.top == b.firstBaseline", "a.top == b.firstBaseline"),
        // The container and its guides, on either side.
        .init("superview.trailing == a.trailing + 16", "superview.trailing == a.trailing + 16"),
        .init("a.leading == margins.leading", "a.leading == margins.leading"),
        .init("a.bottom <= keyboard.top - 8", "a.bottom <= keyboard.top - 8"),
        .init("a.leading == readable.leading", "a.leading == readable.leading"),
        .init("a.top == safeArea.top + 8", platform: .appkit, "a.top == safeArea.top + 8"),
    ]

    @Test(arguments: cases)
    func lowering(_ example: EquationCase) {
        let result = compile(example.source, platform: example.platform)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let layout = result.file.layouts.first
        let equations = layout?.constraints.filter { $0.kind == .equation } ?? []
        #expect(equations.map(\.text) == example.expected)
        // The source range is the whole equation, as written.
        #expect(equations.map { result.file.source.text(in: $0.source) } == [example.line])

        let apple = compile(example.source, platform: example.platform, dialect: .apple)
        #expect(apple.diagnostics.map(\.id) == [.vflgenExtension], "\(apple.diagnostics.map(\.message))")
        #expect(apple.diagnostics.first?.message == "the equation line '\(example.line)' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")
        #expect(apple.file.layouts.first?.constraints.contains { $0.kind == .equation } == false)
    }

    /// Equation lines lower in file order among VFL lines, and inside variants.
    @Test func orderAndVariants() {
        let result = compile("""
        layout L {
            view a
            view b
            H:|[a]
            a.centerY == b.centerY
            V:|[b]
            variant wide {
                a.width == b.width * 2 #wideWidth
            }
        }
        """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let layout = result.file.layouts[0]
        #expect(layout.constraints.map(\.text) == ["a.leading == superview.leading", "a.centerY == b.centerY", "b.top == superview.top"])
        #expect(layout.variants.map { $0.constraints.map(\.text) } == [["a.width == b.width * 2 #wideWidth"]])
    }

    static let diagnostics: [ExtensionDiagnosticCase] = [
        // Type-checked like the anchor API.
        .line("a.leading == b1️⃣.top", error(.incompatibleAnchors, 1, "'a.leading' is horizontal and 'b.top' vertical; anchors relate positions of one axis only")),
        .line("a.width == b1️⃣.centerX", error(.incompatibleAnchors, 1, "'a.width' is a size and 'b.centerX' a position; anchors relate a size only to a size")),
        .line("a.centerY >= b1️⃣.height", platform: .appkit, error(.incompatibleAnchors, 1, "'b.height' is a size and 'a.centerY' a position; anchors relate a size only to a size")),
        .line("a.leading == b1️⃣.left", error(.incompatibleAnchors, 1, "'a.leading' follows the layout direction and 'b.left' does not; anchors cannot relate leading/trailing to left/right")),
        .line("a.right <= superview1️⃣.trailing - 8", error(.incompatibleAnchors, 1, "'superview.trailing' follows the layout direction and 'a.right' does not; anchors cannot relate leading/trailing to left/right")),
        .line("a1️⃣.leading == 20", error(.positionConstant, 1, "'a.leading' is a position; only a size ('.width', '.height') can be set to a constant: relate it to another anchor, as in 'a.leading == superview.leading + 20'")),
        .line("a.leading == b.leading 1️⃣* 2", error(.positionMultiplier, 1, "a multiplier applies only to sizes; 'a.leading' and 'b.leading' are positions")),
        .line("a.firstBaseline == safeArea1️⃣.firstBaseline", error(.missingAnchor, 1, "layout guide 'safeArea' has no firstBaseline anchor; only views have baselines")),
        .line("superview1️⃣.lastBaseline == a.lastBaseline", error(.missingAnchor, 1, "the container has no lastBaseline anchor; only views have baselines")),
        // Syntax.
        .line("a.width 1️⃣b.width", error(.expectedRelation, 1, "expected '==', '>=' or '<=' after 'a.width'")),
        .line("a.width 1️⃣= b.width", error(.unknownRelation, 1, "unknown relation '='; a relation must be ==, >= or <=")),
        .line("a1️⃣.wdth == 10", error(.unknownAttribute, 1, "unknown attribute '.wdth'; anchors are leading, trailing, left, right, top, bottom, centerX, centerY, width, height, firstBaseline, lastBaseline"), note(1, "did you mean '.width'?")),
        .line("a.width == b1️⃣. + 2", error(.unknownAttribute, 1, "expected an attribute after '.'; anchors are leading, trailing, left, right, top, bottom, centerX, centerY, width, height, firstBaseline, lastBaseline")),
        .line("a.width ==1️⃣", error(.expectedConstant, 1, "expected 'item.attribute' or a constant after '=='")),
        .line("a.width == b.width 1️⃣foo", error(.trailingGarbage, 1, "unexpected 'foo' after 'a.width == b.width'; an equation line ends with an optional '@priority' and '#name'")),
        .line("a.width == b.width / 1️⃣0", error(.invalidProportion, 1, "division by zero in the multiplier '/ 0'")),
        .line("a.width == b.width * 1️⃣m", error(.metricMultiplier, 1, "'m' cannot be a multiplier: a multiplier is fixed when the constraint is created, so it must be a number, not a metric")),
        .line("a.width == b.width 1️⃣- m", error(.negatedMetric, 1, "a metric cannot be subtracted ('- m'); declare a metric with the negative value and add it")),
        .line("a.width == b.width + 8 @1️⃣2000", error(.priorityOutOfRange, 1, "priority 2000 is out of range; a priority must be greater than 0 and at most 1000")),
        // Names.
        .line("1️⃣m.width == 10", error(.metricAsView, 1, "'m' is a metric, not a view")),
        .line("1️⃣d.width == 10", error(.unknownView, 1, "unknown view 'd'"), note(1, "did you mean 'a'?")),
        .line("a.width == 1️⃣b", error(.viewAsConstant, 1, "'b' is a view; a constant must be a number or a metric; write 'b.width' to relate to its anchor")),
        .line("a.width == b.width + 1️⃣c", error(.viewAsConstant, 1, "'c' is a view; a constant must be a number or a metric")),
        .line("a.width == b.width @1️⃣c", error(.viewAsPriority, 1, "'c' is a view; a priority must be a number or a metric")),
        .line("a.top == 1️⃣keyboard.top", platform: .appkit, error(.guideUnavailable, 1, "layout guide 'keyboard' is not available on AppKit; valid guides here: safeArea, margins")),
        .file(
            "layout L {\n    view a\n    [a(30#2️⃣w)]\n    a.height == 20 #1️⃣w\n}",
            error(.duplicateConstraintName, 1, "constraint name 'w' is already used in this layout"), note(2, "first used here")
        ),
        .file("1️⃣a.width == 10", error(.misplacedLine, 1, "an equation line must be inside a layout")),
        // The dialect.
        .line("1️⃣a.centerY == b.centerY - 40", dialect: .apple, error(.vflgenExtension, 1, "the equation line 'a.centerY == b.centerY - 40' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
    ]

    @Test(arguments: diagnostics)
    func diagnostic(_ example: ExtensionDiagnosticCase) {
        let summaries = diagnosticSummaries(
            example.example.source, platform: example.example.platform, dialect: example.dialect, expected: example.example.expected
        )
        #expect(summaries.actual == summaries.expected)
    }
}
