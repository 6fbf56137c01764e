import LayoutModel
import Testing
@testable import VFLLanguage

/// A marked source, the platform and dialect it is read with, and the diagnostics it must produce.
struct ExtensionDiagnosticCase: Sendable, CustomTestStringConvertible {
    var example: DiagnosticCase
    var dialect: Dialect

    var testDescription: String { "\(example.testDescription) (\(example.platform), \(dialect))" }

    /// `line` in ``DiagnosticCase/line(_:platform:_:)``'s layout (views a, b, c; metrics m, low).
    static func line(_ line: String, platform: Platform = .uikit, dialect: Dialect = .vflgen, _ expected: ExpectedDiagnostic...) -> Self {
        var example = DiagnosticCase.line(line, platform: platform)
        example.expected = expected
        return Self(example: example, dialect: dialect)
    }

    static func file(_ source: String, platform: Platform = .uikit, dialect: Dialect = .vflgen, _ expected: ExpectedDiagnostic...) -> Self {
        var example = DiagnosticCase(source, platform: platform)
        example.expected = expected
        return Self(example: example, dialect: dialect)
    }
}

@Suite struct ExtensionDiagnosticTests {
    static let guides: [ExtensionDiagnosticCase] = [
        .line("1️⃣foo|[a]", error(.unknownGuide, 1, "unknown layout guide 'foo'; valid guides here: safeArea, margins, readable")),
        .line("1️⃣foo|[a]", platform: .appkit, error(.unknownGuide, 1, "unknown layout guide 'foo'; valid guides here: safeArea, margins")),
        .line("V:1️⃣safearea|[a]", error(.unknownGuide, 1, "unknown layout guide 'safearea'; valid guides here: safeArea, margins, readable"), note(1, "did you mean 'safeArea'?")),
        .line("V:[a]|1️⃣keybord", error(.unknownGuide, 1, "unknown layout guide 'keybord'; valid guides here: safeArea, margins, readable, keyboard"), note(1, "did you mean 'keyboard'?")),
        .line("1️⃣readable|[a]", platform: .appkit, error(.guideUnavailable, 1, "layout guide 'readable' is not available on AppKit; valid guides here: safeArea, margins")),
        .line("V:[a]-|1️⃣keyboard", platform: .appkit, error(.guideUnavailable, 1, "layout guide 'keyboard' is not available on AppKit; valid guides here: safeArea, margins")),
        .line("V:1️⃣keyboard|[a]", error(.misplacedGuide, 1, "the keyboard guide can only end a 'V:' line ('V:[view]-|keyboard'); valid guides here: safeArea, margins, readable")),
        .line("H:[a]-|1️⃣keyboard", error(.misplacedGuide, 1, "the keyboard guide can only end a 'V:' line ('V:[view]-|keyboard'); valid guides here: safeArea, margins, readable")),
        .line("HV:[a]|1️⃣keyboard", error(.misplacedGuide, 1, "the keyboard guide can only end a 'V:' line ('V:[view]-|keyboard'); valid guides here: safeArea, margins, readable")),
        .line("V:|1️⃣safeArea[a]", error(.misplacedGuide, 1, "a layout guide goes before the bar at the start of a line: write 'safeArea|'")),
        .line("|-8-1️⃣margins[a]", platform: .appkit, error(.misplacedGuide, 1, "a layout guide goes before the bar at the start of a line: write 'margins|'")),
        .line("V:[a]1️⃣keyboard|", error(.misplacedGuide, 1, "a layout guide goes after the bar at the end of a line: write '|keyboard'")),
        .line("[a]1️⃣readable", error(.trailingGarbage, 1, "unexpected 'readable' after view 'a'; expected '-', '[' or '|'")),
        .line("V:1️⃣safeArea|-[a]", dialect: .apple, error(.vflgenExtension, 1, "the layout-guide edge 'safeArea|' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
        .line("H:[a]1️⃣|margins", platform: .appkit, dialect: .apple, error(.vflgenExtension, 1, "the layout-guide edge '|margins' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
        .file("layout L {\n    view 1️⃣keyboard\n    [keyboard]\n}", error(.invalidName, 1, "'keyboard' cannot be a view name: it is reserved for the container and its guides")),
        .file("layout L {\n    view 1️⃣readable\n    [readable]\n}", platform: .appkit, error(.invalidName, 1, "'readable' cannot be a view name: it is reserved for the container and its guides")),
        // Only views are printed next to the guides: a variant or metric may be called `keyboard`.
        .file("layout L {\n    view a\n    metric readable = 600\n    [a(<=readable)]\n    variant keyboard {\n        V:[a]-|keyboard\n    }\n}"),
    ]

    static let equalSpacing: [ExtensionDiagnosticCase] = [
        .line("|1️⃣~[a]-|", error(.loneEqualSpacing, 1, "a single '~' has nothing to be equal to; write '~' for two or more gaps of a line (as in '|~[a]~|'), or '-' for one spacing")),
        .line("[a]-[b]1️⃣~[c]", platform: .appkit, error(.loneEqualSpacing, 1, "a single '~' has nothing to be equal to; write '~' for two or more gaps of a line (as in '|~[a]~|'), or '-' for one spacing")),
        .line("[a]~1️⃣", error(.expectedView, 1, "expected a view such as '[name]' after '~', found the end of the line")),
        .line("|1️⃣~[a]~|", dialect: .apple, error(.vflgenExtension, 1, "the equal-spacing connection '~' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
        .line("[a]-[b]1️⃣~[c]~|", platform: .appkit, dialect: .apple, error(.vflgenExtension, 1, "the equal-spacing connection '~' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
    ]

    static let proportions: [ExtensionDiagnosticCase] = [
        .line("[a(b*1️⃣m)]", error(.metricMultiplier, 1, "'m' cannot be a multiplier: a multiplier is fixed when the constraint is created, so it must be a number, not a metric")),
        .line("[a(b/1️⃣low)]", platform: .appkit, error(.metricMultiplier, 1, "'low' cannot be a multiplier: a multiplier is fixed when the constraint is created, so it must be a number, not a metric")),
        .line("[a(b1️⃣.leading)]", error(.positionAttribute, 1, "'.leading' is a position; a size can only be related to '.width' or '.height' (anchors cannot relate a size to a position)")),
        .line("V:[a(b1️⃣.centerY*2)]", platform: .appkit, error(.positionAttribute, 1, "'.centerY' is a position; a size can only be related to '.width' or '.height' (anchors cannot relate a size to a position)")),
        .line("[a(b1️⃣.wdth)]", error(.unknownAttribute, 1, "unknown attribute '.wdth'; expected '.width' or '.height'"), note(1, "did you mean '.width'?")),
        .line("[a(b/1️⃣0)]", error(.invalidProportion, 1, "division by zero in the multiplier '/0'")),
        .line("[a(b*1️⃣)]", error(.invalidProportion, 1, "expected a number after '*'")),
        .line("[a(b+1️⃣)]", error(.invalidProportion, 1, "expected a number or a metric after '+'")),
        .line("[a(1️⃣m*2)]", error(.invalidProportion, 1, "'m' is a metric; '.width', '.height', '*', '/', '+' and '-' relate another view's size ('[a(==b*0.5)]')")),
        .line("[a(b1️⃣-m)]", error(.negatedMetric, 1, "a metric cannot be subtracted ('-m'); declare a metric with the negative value and add it")),
        .line("[a(b+1️⃣c)]", error(.viewAsConstant, 1, "'c' is a view; a constant must be a number or a metric")),
        .line("[a(b+1️⃣mm)]", platform: .appkit, error(.unknownMetric, 1, "unknown metric 'mm'"), note(1, "did you mean 'm'?")),
        .line("[a(1️⃣b*2)]", dialect: .apple, error(.vflgenExtension, 1, "the proportion 'b*2' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
        .line("[a(1️⃣b.height)]", platform: .appkit, dialect: .apple, error(.vflgenExtension, 1, "the proportion 'b.height' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
        .line("[a(>=1️⃣50%)]", dialect: .apple, error(.vflgenExtension, 1, "the percentage '50%' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
    ]

    static let names: [ExtensionDiagnosticCase] = [
        .line("[a(30#1️⃣)]", error(.invalidConstraintName, 1, "expected a constraint name after '#'")),
        .line("[a(30#1️⃣class)]", error(.invalidConstraintName, 1, "'class' cannot be a constraint name: it is a Swift keyword")),
        .line("[a(30#2️⃣w)]-8#1️⃣w-[b]", error(.duplicateConstraintName, 1, "constraint name 'w' is already used in this layout"), note(2, "first used here")),
        .file(
            "layout L {\n    view a\n    [a(30#2️⃣w)]\n    variant p {\n        [a(40#1️⃣w)]\n    }\n}",
            platform: .appkit, error(.duplicateConstraintName, 1, "constraint name 'w' is already used in this layout"), note(2, "first used here")
        ),
        .file(
            "layout L {\n    view a\n    [a(30#w)]\n}\nlayout M {\n    view a\n    [a(30#w)]\n}"
        ),
        .file(
            "layout L {\n    view a\n    view 2️⃣c\n    [a(30#1️⃣c)]-[c]\n}",
            error(.duplicateConstraintName, 1, "constraint name 'c' is already the name of a view"), note(2, "view 'c' is declared here")
        ),
        .file(
            "layout L {\n    view a\n    metric 2️⃣gap = 8\n    [a]-gap#1️⃣gap-|\n}", platform: .appkit,
            error(.duplicateConstraintName, 1, "constraint name 'gap' is already the name of a metric"), note(2, "metric 'gap' is declared here")
        ),
        .line("HV:[a(30#1️⃣w)]", error(.nameOnBothAxes, 1, "'#w' would name two constraints: an 'HV:' line makes one per axis; write the line as 'H:' and 'V:' and name each")),
        .line("[a(30@low1️⃣#w)]", dialect: .apple, error(.vflgenExtension, 1, "the constraint name '#w' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
        .line("|-8@low1️⃣#w-[a]", platform: .appkit, dialect: .apple, error(.vflgenExtension, 1, "the constraint name '#w' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
    ]

    static let bothAxes: [ExtensionDiagnosticCase] = [
        .line("HV:[a][b]  options: [1️⃣.alignAllTop]", error(.alignmentOnLayoutAxis, 1, "'.alignAllTop' aligns views on the vertical axis, which is not allowed for a layout that is also vertical")),
        .line("HV:[a][b]  options: [1️⃣.alignAllLeading]", platform: .appkit, error(.alignmentOnLayoutAxis, 1, "'.alignAllLeading' aligns views on the horizontal axis, which is not allowed for a layout that is also horizontal")),
        .line("HV:[a][b]  options: [1️⃣.spacingBaselineToBaseline]", error(.baselineSpacingHorizontal, 1, "'.spacingBaselineToBaseline' applies only to vertical ('V:') lines")),
        .line("1️⃣HV:|[a]|", dialect: .apple, error(.vflgenExtension, 1, "'HV:' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
        .line("1️⃣HX:|[a]|", error(.unknownOrientation, 1, "unknown orientation 'HX'; expected 'H' or 'V'")),
    ]

    static let numbersAndHints: [ExtensionDiagnosticCase] = [
        .line("[a]-1️⃣0x-[b]", error(.invalidNumber, 1, "invalid number '0x'")),
        .line("[a(1️⃣0xg)]", platform: .appkit, error(.invalidNumber, 1, "invalid number '0xg'")),
        .file("layout L {\n    view a: UILabel intrinsic 120x21 baseline 1️⃣x\n    [a]\n}", error(.invalidBaseline, 1, "expected a baseline such as '17' or '15,32' (first and last baseline, in points below the view's top) after 'baseline'")),
        .file("layout L {\n    view a baseline 1️⃣15,\n    [a]\n}", platform: .appkit, error(.invalidBaseline, 1, "expected a baseline such as '17' or '15,32' (first and last baseline, in points below the view's top) after 'baseline'")),
        // Hexadecimal numbers are Apple's (its runtime reads numbers with strtod), baselines a
        // declaration hint: both are accepted in the Apple dialect.
        .file("layout L {\n    view a baseline 15,32\n    [a]-0x10-|\n}", dialect: .apple),
    ]

    @Test(arguments: guides)
    func guideDiagnostic(_ example: ExtensionDiagnosticCase) { check(example) }

    @Test(arguments: equalSpacing)
    func equalSpacingDiagnostic(_ example: ExtensionDiagnosticCase) { check(example) }

    @Test(arguments: proportions)
    func proportionDiagnostic(_ example: ExtensionDiagnosticCase) { check(example) }

    @Test(arguments: names)
    func nameDiagnostic(_ example: ExtensionDiagnosticCase) { check(example) }

    @Test(arguments: bothAxes)
    func bothAxesDiagnostic(_ example: ExtensionDiagnosticCase) { check(example) }

    @Test(arguments: numbersAndHints)
    func numberAndHintDiagnostic(_ example: ExtensionDiagnosticCase) { check(example) }

    private func check(_ example: ExtensionDiagnosticCase) {
        let summaries = diagnosticSummaries(
            example.example.source, platform: example.example.platform, dialect: example.dialect, expected: example.example.expected
        )
        #expect(summaries.actual == summaries.expected)
    }
}
