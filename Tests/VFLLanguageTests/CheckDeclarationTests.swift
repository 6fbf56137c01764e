import LayoutModel
import Testing
@testable import VFLLanguage

/// `container` lines and `hugging`/`compression` view options (docs/Check.md): parsed into
/// the model in both dialects, with diagnostics at the marked places.
@Suite struct CheckDeclarationTests {
    static let diagnostics: [ExtensionDiagnosticCase] = [
        .file("layout L {\n    view a\n    [a]\n    container 1️⃣343\n}", error(.invalidContainer, 1, "expected a size such as '343x120' (one side may be '_': the smallest size the constraints allow) or 'devices' after 'container'")),
        .file("layout L {\n    view a\n    [a]\n    container 1️⃣_x_\n}", platform: .appkit, error(.invalidContainer, 1, "expected a size such as '343x120' (one side may be '_': the smallest size the constraints allow) or 'devices' after 'container'")),
        .file("layout L {\n    view a\n    [a]\n    container 1️⃣phones\n}", error(.invalidContainer, 1, "expected a size such as '343x120' (one side may be '_': the smallest size the constraints allow) or 'devices' after 'container'")),
        .file("layout L {\n    view a\n    [a]\n    container 343x120 1️⃣x\n}", error(.unexpectedText, 1, "unexpected 'x' after the container size")),
        .file("1️⃣container devices\n", error(.misplacedLine, 1, "a container declaration must be inside a layout")),
        .file("layout L {\n    view a\n    [a]\n    variant v {\n        1️⃣container 10x10\n    }\n}", error(.misplacedLine, 1, "declare containers in the layout, not inside variant 'v'")),
        .file("layout L {\n    view a: UILabel hugging x,1️⃣\n    [a]\n}", error(.invalidContentPriority, 1, "expected the vertical priority after ',' in 'hugging'")),
        .file("layout L {\n    view a: UILabel compression1️⃣\n    [a]\n}", error(.invalidContentPriority, 1, "expected a priority such as '251' or '251,750' (horizontal,vertical; numbers or metrics) after 'compression'")),
        .file("layout L {\n    view a: UILabel hugging 1️⃣1001\n    [a]\n}", error(.invalidContentPriority, 1, "'hugging' priority 1001 is out of range; a priority must be greater than 0 and at most 1000")),
        .file("layout L {\n    view a: UILabel hugging 250,1️⃣0\n    [a]\n}", error(.invalidContentPriority, 1, "'hugging' priority 0 is out of range; a priority must be greater than 0 and at most 1000")),
        // Checked as the Float the generated code holds (issue 13 §4): 1e-46 is 0 at run time.
        .file("layout L {\n    view a: UILabel compression 1️⃣1e-46\n    [a]\n}", error(.invalidContentPriority, 1, "'compression' priority 1e-46 (0 as the Float a priority holds) is out of range; a priority must be greater than 0 and at most 1000")),
        .file("layout L {\n    view a: UILabel hugging 1️⃣tiny\n    metric tiny = 1e-50\n    [a]\n}", error(.invalidContentPriority, 1, "'hugging' priority 1e-50 (0 as the Float a priority holds) is out of range; a priority must be greater than 0 and at most 1000")),
        .file("layout L {\n    view a: UILabel 2️⃣hugging 251 1️⃣hugging 252\n    [a]\n}", error(.duplicateViewOption, 1, "'hugging' is given twice in the declaration of view 'a'"), note(2, "first given here")),
        .file("layout L {\n    view a: UILabel hugging 1️⃣lo\n    metric low = 250\n    [a]\n}", error(.unknownMetric, 1, "unknown metric 'lo'"), note(1, "did you mean 'low'?")),
        .file("layout L {\n    view a: UILabel compression 1️⃣b\n    view b\n    [a][b]\n}", error(.viewAsPriority, 1, "'b' is a view; a priority must be a number or a metric")),
    ]

    @Test(arguments: diagnostics)
    func diagnostic(_ example: ExtensionDiagnosticCase) {
        let summaries = diagnosticSummaries(
            example.example.source, platform: example.example.platform, dialect: example.dialect, expected: example.example.expected)
        #expect(summaries.actual == summaries.expected)
    }

    @Test(arguments: [Dialect.vflgen, .apple], [Platform.uikit, .appkit])
    func containersAndContentPrioritiesReachTheModelInBothDialects(dialect: Dialect, platform: Platform) throws {
        let source = """
        layout Card {
            view title: UILabel intrinsic 120x21 hugging 251 compression 750,low
            view body compression 700
            metric low = 740
            H:|-[title]-[body]-|
            V:|-[title]-|
            V:|-[body]-|
            container 343x120
            container 343x_
            container _x44
            container devices
        }
        """
        let result = VFLCompiler.compile(SourceFile(path: "Card.vfl", text: source), platform: platform, dialect: dialect)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.file.layouts.first)
        #expect(layout.containers.map(\.size) == [
            .fixed(width: 343, height: 120), .fixed(width: 343, height: nil), .fixed(width: nil, height: 44), .devices,
        ])
        let title = try #require(layout.view(named: "title"))
        #expect(title.intrinsicWidth == 120)
        #expect(title.hugging?.horizontal == Term(251) && title.hugging?.vertical == Term(251))
        #expect(title.compressionResistance?.horizontal == Term(750))
        #expect(title.compressionResistance?.vertical == Term(740, metric: "low"))
        let body = try #require(layout.view(named: "body"))
        #expect(body.hugging == nil)
        #expect(body.compressionResistance?.horizontal == Term(700) && body.compressionResistance?.vertical == Term(700))
        #expect(layout.metric(named: "low")?.usage == .priority)
    }

    /// Content priorities go to their own declaration's view, found through the symbol table:
    /// a second declaration of a name (an error) does not change the first one's priorities.
    @Test func contentPrioritiesOfADuplicateDeclarationAreNotTheFirstOnes() throws {
        let result = compile("layout L {\n    view a: UILabel hugging 251\n    view a: UILabel hugging 300 compression 700\n    view b\n    [a][b]\n}\n")
        #expect(result.diagnostics.map(\.id) == [.duplicateView])
        let layout = try #require(result.file.layouts.first)
        #expect(layout.views.map(\.name) == ["a", "b"])
        #expect(layout.views[0].hugging?.horizontal == Term(251))
        #expect(layout.views[0].compressionResistance == nil)
        #expect(layout.views[1].hugging == nil)
    }

    /// Content priorities are kept as the Float the generated code holds: 999.99999999 is
    /// 1000 (required) there, so it is 1000 for the engine and the check too.
    @Test func contentPrioritiesAreHeldAsFloats() throws {
        let result = compile("layout L {\n    view a: UILabel hugging 999.99999999,0.1\n    [a]\n}\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let hugging = try #require(result.file.layouts.first?.views.first?.hugging)
        #expect(hugging.horizontal.value == 1000)
        #expect(hugging.vertical.value == 0.1)
    }
}
