import LayoutModel
import Testing
@testable import VFLLanguage

/// A marked source and the diagnostics it must produce (id, severity, marker, message).
struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    var source: String
    var platform: Platform = .uikit
    var expected: [ExpectedDiagnostic]

    var testDescription: String { expected.map { $0.id.rawValue }.joined(separator: ", ") }

    init(_ source: String, platform: Platform = .uikit, _ expected: ExpectedDiagnostic...) {
        self.source = source
        self.platform = platform
        self.expected = expected
    }

    /// A layout declaring views `a`, `b`, `c` and metrics `m` (8) and `low` (250) around `line`;
    /// the line should use all of them, or expect the unused warnings.
    static func line(_ line: String, platform: Platform = .uikit, _ expected: ExpectedDiagnostic...) -> DiagnosticCase {
        var example = DiagnosticCase("", platform: platform)
        example.source = """
        layout L {
            view a
            view b
            view c
            metric m = 8
            metric low = 250
            \(line)
            [a]-m@low-[b][c]
        }
        """
        example.expected = expected
        return example
    }
}

func error(_ id: DiagnosticID, _ marker: Int, _ message: String) -> ExpectedDiagnostic {
    ExpectedDiagnostic(id: id, severity: .error, message: message, marker: marker)
}

func warning(_ id: DiagnosticID, _ marker: Int, _ message: String) -> ExpectedDiagnostic {
    ExpectedDiagnostic(id: id, severity: .warning, message: message, marker: marker)
}

func note(_ marker: Int, _ message: String) -> ExpectedDiagnostic {
    ExpectedDiagnostic(id: "note", severity: .note, message: message, marker: marker)
}

@Suite struct DiagnosticTests {
    static let fileStructure: [DiagnosticCase] = [
        .init("layout L {\n    1️⃣vew a\n}", error(.unknownKeyword, 1, "unknown declaration 'vew'"), note(1, "did you mean 'view'?")),
        .init("layout L {\n    1️⃣constraint a\n}", error(.unknownKeyword, 1, "unknown declaration 'constraint'; expected 'layout', 'view', 'metric', 'variant', 'container', 'guide', 'external' or a VFL line")),
        .init("layout L {\n    view1️⃣\n}", error(.expectedName, 1, "expected a view name after 'view'")),
        .init("layout L {\n    metric 1️⃣9 = 3\n}", error(.expectedName, 1, "expected a metric name after 'metric'")),
        .init("layout L {\n    view 1️⃣class\n    [class]\n}", error(.invalidName, 1, "'class' cannot be a view name: it is a Swift keyword")),
        .init("layout L {\n    view 1️⃣superview\n    [superview]\n}", error(.invalidName, 1, "'superview' cannot be a view name: it is reserved for the container and its guides")),
        .init("layout 1️⃣_ {\n}", error(.invalidName, 1, "'_' cannot be a layout name: '_' is not an identifier")),
        .init("layout L1️⃣\n", error(.expectedOpeningBrace, 1, "expected '{' after layout 'L'")),
        .init("layout L {\n    variant p 1️⃣(\n}", error(.expectedOpeningBrace, 1, "expected '{' after variant 'p'")),
        .init("layout L {\n}\n1️⃣}", error(.unexpectedClosingBrace, 1, "'}' closes no layout or variant")),
        .init("layout 1️⃣L {\n", error(.unclosedBlock, 1, "layout 'L' is not closed; expected '}'")),
        .init("layout 2️⃣L {\n    1️⃣layout M {\n    }\n", error(.nestedBlock, 1, "'layout' inside layout 'L'; is a '}' missing?"), note(2, "layout 'L' starts here")),
        .init("layout L {\n    variant 2️⃣p {\n    1️⃣variant q {\n    }\n}", error(.nestedBlock, 1, "'variant' inside variant 'p'; is a '}' missing?"), note(2, "variant 'p' starts here")),
        .init("1️⃣H:[a]-[b]\n", error(.misplacedLine, 1, "a VFL line must be inside a layout")),
        .init("1️⃣view a\n", error(.misplacedLine, 1, "a view declaration must be inside a layout")),
        .init("1️⃣variant p {\n", error(.misplacedLine, 1, "a variant must be inside a layout")),
        .init("layout L {\n    view a\n    variant p {\n        1️⃣metric m = 3\n        [a]\n    }\n}", error(.misplacedLine, 1, "declare metrics in the layout, not inside variant 'p'")),
        .init("layout L {\n    view a: UILabel 1️⃣extra\n    [a]\n}", error(.unexpectedText, 1, "unexpected 'extra' after the declaration of view 'a'")),
        .init("layout L { 1️⃣junk\n}", error(.unexpectedText, 1, "unexpected 'junk' after '{'")),
        .init("layout L {\n} 1️⃣x", error(.unexpectedText, 1, "unexpected 'x' after '}'")),
        .init("layout L {\n    view a:1️⃣\n    [a]\n}", error(.expectedType, 1, "expected a type after ':' in the declaration of view 'a'")),
        .init("layout L {\n    view a\n    metric m1️⃣\n    [a(m)]\n}", error(.expectedMetricValue, 1, "expected '= NUMBER' after metric 'm'")),
        .init("layout L {\n    view a\n    metric m = 1️⃣x\n    [a(m)]\n}", error(.expectedMetricValue, 1, "expected a number for metric 'm'")),
        .init("layout L {\n    view a\n    metric m = 3 1️⃣px\n    [a(m)]\n}", error(.unexpectedText, 1, "unexpected 'px' after the value of metric 'm'")),
        // A metric with a bad value gets that one error, not also "declared but not used".
        .init("layout L {\n    view a\n    metric m1️⃣\n    [a]\n}", error(.expectedMetricValue, 1, "expected '= NUMBER' after metric 'm'")),
        .init("layout L {\n    view a\n    metric m = 1️⃣x\n    [a]\n}", error(.expectedMetricValue, 1, "expected a number for metric 'm'")),
        .init("layout L {\n    view a\n    metric m = 3 1️⃣px\n    [a]\n}", error(.unexpectedText, 1, "unexpected 'px' after the value of metric 'm'")),
        .init("layout L {\n    view a\n    metric 2️⃣spare = 3\n    metric m = 1️⃣x\n    [a]\n}", warning(.unusedMetric, 2, "metric 'spare' is declared but not used in layout 'L'"), error(.expectedMetricValue, 1, "expected a number for metric 'm'")),
        // A file without a layout generates nothing: a warning at its start.
        .init("1️⃣", warning(.noLayouts, 1, Self.noLayoutsMessage)),
        .init("1️⃣// Welcome.vfl: the layout is still to be written\n\n", warning(.noLayouts, 1, Self.noLayoutsMessage)),
        .init("layout L {\n    view a intrinsic 1️⃣12by4\n    [a]\n}", error(.invalidIntrinsicSize, 1, "expected an intrinsic size such as '120x21' (either side may be '_') after 'intrinsic'")),
    ]

    static let noLayoutsMessage = "this file defines no layout, so its generated file declares no type; write 'layout Name { … }' around its views and lines"

    static let names: [DiagnosticCase] = [
        .init("layout 2️⃣L {\n}\nlayout 1️⃣L {\n}", error(.duplicateLayout, 1, "layout 'L' is already defined"), note(2, "first defined here")),
        .init("layout L {\n    view a\n    variant 2️⃣p {\n        [a]\n    }\n    variant 1️⃣p {\n    }\n}", error(.duplicateVariant, 1, "variant 'p' is already defined in layout 'L'"), note(2, "first defined here")),
        .init("layout L {\n    view 2️⃣a\n    view 1️⃣a\n    [a]\n}", error(.duplicateView, 1, "view 'a' is declared twice"), note(2, "first declared here")),
        .init("layout L {\n    view a\n    metric 2️⃣m = 1\n    metric 1️⃣m = 2\n    [a(m)]\n}", error(.duplicateMetric, 1, "metric 'm' is declared twice"), note(2, "first declared here")),
        .init("layout L {\n    view 2️⃣a\n    metric 1️⃣a = 2\n    [a]\n}", error(.viewMetricConflict, 1, "'a' is declared as both a view and a metric"), note(2, "declared as a view here")),
        .line("[a]-[1️⃣cc]", error(.unknownView, 1, "unknown view 'cc'"), note(1, "did you mean 'c'?")),
        .line("[a]-[1️⃣blackBox]", error(.unknownView, 1, "unknown view 'blackBox'")),
        .line("[a]-1️⃣mm-[c]", error(.unknownMetric, 1, "unknown metric 'mm'"), note(1, "did you mean 'm'?")),
        .line("[a(1️⃣bb)]", error(.unknownName, 1, "unknown view or metric 'bb'"), note(1, "did you mean 'b'?")),
        .line("[a(10@1️⃣lo)]", error(.unknownMetric, 1, "unknown metric 'lo'"), note(1, "did you mean 'low'?")),
        .line("[a]-[1️⃣m]", error(.metricAsView, 1, "'m' is a metric, not a view")),
        .line("[a]-1️⃣b-[c]", error(.viewAsSpacing, 1, "'b' is a view, not a spacing; views go in brackets: [b]")),
        // `|-icon-|` does not parse (no view between the bars); when `icon` is a view, say why.
        .line("H:|-1️⃣b-|", error(.viewAsSpacing, 1, "'b' is a view, not a spacing; views go in brackets: [b]")),
        .line("V:|-1️⃣b-[c]", error(.viewAsSpacing, 1, "'b' is a view, not a spacing; views go in brackets: [b]")),
        .line("H:|-m-1️⃣|", error(.expectedView, 1, "expected a view such as '[name]' after the connection to '|', found '|'")),
        .line("H:|-(>=b)-1️⃣|", error(.expectedView, 1, "expected a view such as '[name]' after the connection to '|', found '|'")),
        .init("layout L {\n    view a\n    H:|-[a]-|\n    variant p {\n        H:|-1️⃣a-|\n    }\n}", error(.viewAsSpacing, 1, "'a' is a view, not a spacing; views go in brackets: [a]")),
        .line("[a(10@1️⃣b)]", error(.viewAsPriority, 1, "'b' is a view; a priority must be a number or a metric")),
        .init("layout L {\n    view a\n    view 1️⃣unused\n    metric 2️⃣spare = 3\n    [a]\n}", warning(.unusedView, 1, "view 'unused' is declared but not used in layout 'L'"), warning(.unusedMetric, 2, "metric 'spare' is declared but not used in layout 'L'")),
        // A name used only in a variant, or only in a broken line, counts as used.
        .init("layout L {\n    view a\n    view b\n    variant p {\n        [a]-[b]\n    }\n}"),
        .init("layout L {\n    view a\n    view b\n    [a]-[b1️⃣\n}", error(.unclosedView, 1, "view 'b' must end with ']'")),
    ]

    /// ReservedNames, checked once in the front end at the name (so `generate`, `check`, every
    /// other command and the editor show the same error); `reserved-name` for names the
    /// generated code uses.
    static let reservedNames: [DiagnosticCase] = [
        .init("layout L {\n    view 1️⃣container\n    [container]\n}", error(.reservedName, 1, "'container' cannot be a view name: the generated layout class has a member 'container'")),
        .init("layout L {\n    view 1️⃣constraints\n    [constraints]\n}", error(.reservedName, 1, "'constraints' cannot be a view name: the generated layout class has a member 'constraints'")),
        .init("layout L {\n    view 1️⃣activate\n    [activate]\n}", error(.reservedName, 1, "'activate' cannot be a view name: the generated layout class has a member 'activate'")),
        .init("layout L {\n    view 1️⃣deactivate\n    [deactivate]\n}", error(.reservedName, 1, "'deactivate' cannot be a view name: the generated layout class has a member 'deactivate'")),
        .init("layout L {\n    view 1️⃣Variant\n    [Variant]\n}", error(.reservedName, 1, "'Variant' cannot be a view name: the generated layout class has a member 'Variant'")),
        .init("layout L {\n    view 1️⃣CGFloat\n    [CGFloat]\n}", error(.reservedName, 1, "'CGFloat' cannot be a view name: the generated code uses the type 'CGFloat'")),
        .init("layout L {\n    guide 1️⃣metrics\n    view a\n    H:|[metrics][a]|\n}", error(.reservedName, 1, "'metrics' cannot be a guide name: the generated layout class has a member 'metrics'")),
        .init("layout L {\n    external view 1️⃣views\n    view a\n    H:[views][a]\n}", error(.reservedName, 1, "'views' cannot be a view name: the generated layout class has a member 'views'")),
        .init("layout L {\n    view a\n    metric 1️⃣Float = 2\n    [a(Float)]\n}", error(.reservedName, 1, "'Float' cannot be a metric name: the generated code uses the type 'Float'")),
        .init("layout L {\n    view a\n    variant 1️⃣allCases {\n        [a]\n    }\n}", error(.reservedName, 1, "'allCases' cannot be a variant name: the generated Variant enum has a member 'allCases'")),
        .line("[a(30#1️⃣constraints)]-[b][c]", error(.reservedName, 1, "'constraints' cannot be a constraint name: the generated layout class has a member 'constraints'")),
        .line("[a(30#1️⃣self)]-[b][c]", error(.invalidConstraintName, 1, "'self' cannot be a constraint name: it is a Swift keyword")),
        // A view named like another view's class (on either platform) would hide the class.
        .init("layout L {\n    view 1️⃣UIButton\n    view b: UIButton\n    [UIButton][b]\n}", error(.reservedName, 1, "'UIButton' cannot be a view name: view 'b' is a UIButton, a class the generated code names")),
        .init("layout L {\n    view 1️⃣NSTextField\n    view b: UILabel\n    [NSTextField][b]\n}", error(.reservedName, 1, "'NSTextField' cannot be a view name: view 'b' is a NSTextField, a class the generated code names")),
        // Names the generated code does not use in that role stay allowed.
        .init("layout L {\n    view a\n    metric container = 8\n    variant keyboard {\n        [a(container)]\n    }\n}"),
        .init("layout L {\n    view Header: UILabel\n    view some\n    [Header][some]\n}"),
    ]

    static let lines: [DiagnosticCase] = [
        .line("V1️⃣|-[a]", error(.missingColon, 1, "expected ':' after 'V' to specify vertical arrangement")),
        .line("H1️⃣[a]", error(.missingColon, 1, "expected ':' after 'H' to specify horizontal arrangement")),
        .line("1️⃣X:[a]", error(.unknownOrientation, 1, "unknown orientation 'X'; expected 'H' or 'V'")),
        .line("H:1️⃣", error(.emptyFormat, 1, "empty layout line: expected views after 'H:'")),
        .line("H:|-10-1️⃣|", error(.expectedView, 1, "expected a view such as '[name]' after the connection to '|', found '|'")),
        .line("[a]-1️⃣", error(.expectedView, 1, "expected a view such as '[name]' after '-', found the end of the line")),
        .line("1️⃣-[a]", error(.expectedView, 1, "expected a view such as '[name]', found '-'")),
        .line("[a]-[1️⃣]", error(.expectedViewName, 1, "expected a view name after '['")),
        .line("[a]-[1️⃣9a]", error(.expectedViewName, 1, "expected a view name after '['")),
        .line("[a(30)1️⃣", error(.unclosedView, 1, "view 'a' must end with ']'")),
        .line("[a1️⃣)]", error(.unclosedView, 1, "unexpected ')' in view 'a'; expected '(' or ']'")),
        .line("[a2️⃣(301️⃣]", error(.unclosedPredicate, 1, "expected ')' to close the predicate of view 'a'"), note(2, "'(' opened here")),
        .line("[a(301️⃣ )]", error(.whitespaceInFormat, 1, "whitespace is not allowed inside a VFL line (Apple's parser rejects it); remove it or start 'options:'")),
        .line("[a(301️⃣x)]", error(.unclosedPredicate, 1, "unexpected 'x' in the predicate of view 'a'; expected ',' or ')'")),
        .line("[a]-2️⃣(81️⃣-[b]", error(.unclosedPredicate, 1, "expected ')' to close the spacing"), note(2, "'(' opened here")),
        .line("[a(1️⃣)]", error(.expectedPredicate, 1, "expected a predicate (a number, a metric or '==view')")),
        .line("[a(30,1️⃣)]", error(.expectedPredicate, 1, "expected a predicate (a number, a metric or '==view')")),
        .line("[a]1️⃣--8-[b]", error(.doubleDash, 1, "'--' is ambiguous; write a spacing between the dashes ('-8-') or a negative spacing in parentheses ('-(-8)-')")),
        .line("[a]-81️⃣[b]", error(.expectedDash, 1, "expected '-' after the spacing '8'")),
        .line("[a]-81️⃣)-[b]", error(.expectedDash, 1, "unexpected ')' after the spacing '8'; expected '-'")),
        .line("[a(1️⃣>30)]", error(.unknownRelation, 1, "unknown relation '>'; a relation must be ==, >= or <=")),
        .line("[a(1️⃣=>30)]", error(.unknownRelation, 1, "unknown relation '=>'; a relation must be ==, >= or <=")),
        .line("[a]-1️⃣=8-[b]", error(.unknownRelation, 1, "unknown relation '='; a relation must be ==, >= or <=")),
        .line("[a(>=1️⃣)]", error(.expectedConstant, 1, "expected a number or a metric name after '>='")),
        .line("[a(30@1️⃣)]", error(.expectedPriority, 1, "expected a priority (a number or a metric) after '@'")),
        .line("[a]-1️⃣+5-[b]", error(.invalidNumber, 1, "invalid number '+5'; write it without '+'")),
        .line("[a]-1️⃣.5-[b]", error(.invalidNumber, 1, "invalid number '.5'; write it with a leading '0'")),
        .line("[a(1️⃣1e)]", error(.invalidNumber, 1, "invalid number '1e'")),
        .line("[a(1️⃣1e999)]", error(.invalidNumber, 1, "invalid number '1e999'")),
        .line("[a(1️⃣-x)]", error(.invalidNumber, 1, "invalid number '-x'")),
        .line("[a(30@1️⃣0)]", error(.priorityOutOfRange, 1, "priority 0 is out of range; a priority must be greater than 0 and at most 1000")),
        .line("[a]-8@1️⃣1001-[b]", error(.priorityOutOfRange, 1, "priority 1001 is out of range; a priority must be greater than 0 and at most 1000")),
        .line("[a(30@1️⃣-5)]", error(.priorityOutOfRange, 1, "priority -5 is out of range; a priority must be greater than 0 and at most 1000")),
        .init("layout L {\n    view a\n    metric 2️⃣big = 2000\n    [a(30@1️⃣big)]\n}", error(.priorityOutOfRange, 1, "priority 'big' is 2000, out of range; a priority must be greater than 0 and at most 1000"), note(2, "metric 'big' is declared here")),
        .line("[a]|1️⃣x", error(.trailingGarbage, 1, "unexpected 'x' after the end of the layout line")),
        .line("[a]|1️⃣[b]", error(.trailingGarbage, 1, "unexpected '[b]' after the end of the layout line")),
        .line("[a]1️⃣x", error(.trailingGarbage, 1, "unexpected 'x' after view 'a'; expected '-', '[' or '|'")),
        .line("[a]1️⃣ -[b]", error(.whitespaceInFormat, 1, "whitespace is not allowed inside a VFL line (Apple's parser rejects it); remove it or start 'options:'")),
        .line("H:1️⃣ [a]", error(.whitespaceInFormat, 1, "whitespace is not allowed inside a VFL line (Apple's parser rejects it); remove it or start 'options:'")),
    ]

    static let options: [DiagnosticCase] = [
        .line("[a][b]  1️⃣opts: [.alignAllTop]", error(.unknownClause, 1, "unknown clause 'opts:'; only 'options:' may follow a VFL line")),
        .line("[a][b]  1️⃣option: [.alignAllTop]", error(.unknownClause, 1, "unknown clause 'option:'; only 'options:' may follow a VFL line"), note(1, "did you mean 'options'?")),
        .line("[a][b]  options: 1️⃣.alignAllTop", error(.malformedOptions, 1, "expected '[' after 'options:', as in 'options: [.alignAllTop]'")),
        .line("[a][b]  options: 2️⃣[.alignAllTop1️⃣", error(.malformedOptions, 1, "expected ']' to close the options list"), note(2, "'[' opened here")),
        .line("[a][b]  options: [1️⃣alignAllTop]", error(.malformedOptions, 1, "expected an option such as '.alignAllTop'")),
        .line("[a][b]  options: [.alignAllTop 1️⃣.alignAllBottom]", error(.malformedOptions, 1, "expected ',' or ']' in the options list")),
        .line("[a][b]  options: [.alignAllTop] 1️⃣x", error(.trailingGarbage, 1, "unexpected 'x' after the options list")),
        .line("[a][b]  options: [1️⃣.alignAllCentreY]", error(.unknownOption, 1, "unknown option '.alignAllCentreY'"), note(1, "did you mean '.alignAllCenterY'?")),
        .line(
            "[a][b]  options: [1️⃣.alignAllTopp, .alignAllBottom, 2️⃣.alignAllCentreY]",
            error(.unknownOption, 1, "unknown option '.alignAllTopp'"), note(1, "did you mean '.alignAllTop'?"),
            error(.unknownOption, 2, "unknown option '.alignAllCentreY'"), note(2, "did you mean '.alignAllCenterY'?")
        ),
        .line("[a][b]  options: [.alignAllTop, 1️⃣.alignAllTop]", warning(.duplicateOption, 1, "option '.alignAllTop' is given twice")),
        .line("[a][b]  options: [2️⃣.directionLeftToRight, 1️⃣.directionRightToLeft]", error(.conflictingOptions, 1, "'.directionRightToLeft' conflicts with '.directionLeftToRight'; choose one direction"), note(2, "'.directionLeftToRight' given here")),
        .line("V:[a][b]  options: [2️⃣.spacingEdgeToEdge, 1️⃣.spacingBaselineToBaseline]", error(.conflictingOptions, 1, "'.spacingBaselineToBaseline' conflicts with '.spacingEdgeToEdge'; choose one spacing"), note(2, "'.spacingEdgeToEdge' given here")),
        .line("V:[a][b]  options: [1️⃣.spacingBaselineToBaseline]", platform: .appkit, error(.optionUnavailable, 1, "option '.spacingBaselineToBaseline' is not available on AppKit")),
        .line("H:[a][b]  options: [1️⃣.alignAllLeading]", error(.alignmentOnLayoutAxis, 1, "'.alignAllLeading' aligns views on the horizontal axis, which is not allowed for a layout that is also horizontal")),
        .line("V:[a][b]  options: [.alignAllLeft, 1️⃣.alignAllFirstBaseline]", error(.alignmentOnLayoutAxis, 1, "'.alignAllFirstBaseline' aligns views on the vertical axis, which is not allowed for a layout that is also vertical")),
        .line("[a][b]  options: [1️⃣.spacingBaselineToBaseline]", error(.baselineSpacingHorizontal, 1, "'.spacingBaselineToBaseline' applies only to vertical ('V:') lines")),
    ]

    @Test(arguments: fileStructure)
    func fileStructureDiagnostic(_ example: DiagnosticCase) { check(example) }

    @Test(arguments: names)
    func nameDiagnostic(_ example: DiagnosticCase) { check(example) }

    @Test(arguments: reservedNames)
    func reservedNameDiagnostic(_ example: DiagnosticCase) { check(example) }

    @Test(arguments: lines)
    func lineDiagnostic(_ example: DiagnosticCase) { check(example) }

    @Test(arguments: options)
    func optionDiagnostic(_ example: DiagnosticCase) { check(example) }

    /// Compares every diagnostic and note, in order, as `id@line:col: severity: message`.
    private func check(_ example: DiagnosticCase) {
        let summaries = diagnosticSummaries(example.source, platform: example.platform, expected: example.expected)
        #expect(summaries.actual == summaries.expected)
    }
}
