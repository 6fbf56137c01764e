import LayoutModel
import Testing
@testable import VFLLanguage

/// `guide NAME`, `external view NAME … frame X,Y,WxH` and `variant NAME when …` (docs/Language.md,
/// "Guides, external views and self-switching variants"): what they declare, and their diagnostics.
@Suite struct ScreenDeclarationTests {
    static let screen = """
    layout Screen {
        guide content
        external view header: UIView frame 0,0,390x120
        external view footer
        view logo
        H:|-20-[content]-20-|
        V:[header]-[content]-[footer]
        logo.centerX == content.centerX
        variant narrow when horizontal compact {
            H:[logo(80)]
        }
        variant wide when horizontal regular and width >= 700 {
            H:[logo(160)]
        }
        variant tall when horizontal regular and width < 700 and height < 1000.5 {
            V:[logo(160)]
        }
    }
    """

    @Test func declarationsReachTheModel() throws {
        let result = compile(Self.screen)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let layout = try #require(result.file.layouts.first)
        #expect(layout.views.map(\.name) == ["content", "header", "footer", "logo"])
        #expect(layout.views.map(\.role) == [.guide, .external(frame: DeclaredFrame(x: 0, y: 0, width: 390, height: 120)), .external(frame: nil), .subview])
        #expect(layout.views[1].type == "UIView")
        // Guides and external views are items like views.
        #expect(layout.constraints.map(\.text) == [
            "content.leading == superview.leading + 20", "superview.trailing == content.trailing + 20",
            "content.top == header.bottom + 8", "footer.top == content.bottom + 8", "logo.centerX == content.centerX",
        ])
        #expect(layout.variants.map { $0.conditions.map(\.text) } == [
            ["horizontal compact"], ["horizontal regular", "width >= 700"], ["horizontal regular", "width < 700", "height < 1000.5"],
        ])
        #expect(layout.hasConditionalVariants)
        // The first variant, in file order, whose conditions all hold.
        #expect(layout.variantApplying(horizontal: .compact, vertical: .regular, width: 390, height: 844)?.name == "narrow")
        #expect(layout.variantApplying(horizontal: .regular, vertical: .compact, width: 1024, height: 768)?.name == "wide")
        #expect(layout.variantApplying(horizontal: .regular, vertical: .regular, width: 600, height: 900)?.name == "tall")
        #expect(layout.variantApplying(horizontal: .regular, vertical: .regular, width: 600, height: 1100) == nil)
    }

    static let diagnostics: [ExtensionDiagnosticCase] = [
        .file("layout L {\n    guide content1️⃣: UIView\n    [content]\n}", error(.guideOption, 1, "unexpected ': UIView' after guide 'content'; a layout guide has no view type, content size, baseline or content priority: write 'guide content' alone")),
        .file("layout L {\n    guide content 1️⃣intrinsic 10x10\n    [content]\n}", error(.guideOption, 1, "unexpected 'intrinsic 10x10' after guide 'content'; a layout guide has no view type, content size, baseline or content priority: write 'guide content' alone")),
        .file("layout L {\n    guide g\n    view a\n    H:[a][g]  options: [1️⃣.alignAllFirstBaseline]\n}", error(.missingAnchor, 1, "layout guide 'g' has no firstBaseline anchor; only views have baselines")),
        .file("layout L {\n    guide g\n    view a\n    1️⃣a.lastBaseline == g.lastBaseline\n}", error(.missingAnchor, 1, "layout guide 'g' has no lastBaseline anchor; only views have baselines")),
        .file("layout L {\n    guide 2️⃣a\n    view 1️⃣a\n    [a]\n}", error(.duplicateView, 1, "view 'a' is declared twice"), note(2, "first declared here")),
        .file("layout L {\n    guide 1️⃣g\n    view a\n    [a]\n}", warning(.unusedView, 1, "guide 'g' is declared but not used in layout 'L'")),
        .file("layout L {\n    view a 1️⃣frame 0,0,10x10\n    [a]\n}", error(.invalidFrame, 1, "only an external view takes a frame: the layout places its own views; write 'external view a' for a view it does not own")),
        .file("layout L {\n    external view h frame 1️⃣0,0\n    [h]\n}", error(.invalidFrame, 1, "expected a frame such as '0,0,390x120' (x,y,width x height in points, in the container) after 'frame'")),
        .file("layout L {\n    external 1️⃣thing\n    view a\n    [a]\n}", error(.expectedName, 1, "expected 'view' after 'external', as in 'external view header: UIView frame 0,0,390x120'")),
        .file("layout L {\n    view a\n    [a]\n    variant x when 1️⃣width >= 700 and width < 500 {\n        [a(1)]\n    }\n}", error(.variantNeverApplies, 1, "variant 'x' never applies: its conditions 'width >= 700 and width < 500' contradict each other")),
        .file("layout L {\n    view a\n    [a]\n    variant x when width 1️⃣> 3 {\n        [a(1)]\n    }\n}", error(.invalidVariantCondition, 1, "'width >' is not a variant condition; write '>=' or '<', so that 'width >= 700' and 'width < 700' split the sizes without overlap")),
        .file("layout L {\n    view a\n    [a]\n    variant x when 1️⃣colour red {\n        [a(1)]\n    }\n}", error(.invalidVariantCondition, 1, "expected a condition such as 'horizontal regular', 'vertical compact', 'width >= 700' or 'height < 500' (joined by 'and')")),
        .file("layout L {\n    view a\n    [a]\n    variant x when width < 700 {\n        [a(1)]\n    }\n    variant 1️⃣y {\n        [a(2)]\n    }\n}", error(.missingVariantCondition, 1, "variant 'y' has no 'when' condition, but other variants of layout 'L' switch themselves; give it one (as in 'variant y when width < 700 {')")),
        .file(
            "layout L {\n    view a\n    [a]\n    variant 2️⃣x when horizontal regular {\n        [a(1)]\n    }\n    variant y when 1️⃣width >= 700 {\n        [a(2)]\n    }\n}",
            warning(.overlappingVariants, 1, "variants 'x' and 'y' both apply when horizontal regular and width >= 700; the first, 'x', is activated"), note(2, "variant 'x' is declared here")
        ),
        // `>=` and `<` at one threshold meet without overlapping.
        .file("layout L {\n    view a\n    [a]\n    variant x when width < 700 {\n        [a(1)]\n    }\n    variant y when width >= 700 {\n        [a(2)]\n    }\n}"),
        .file("layout L {\n    view a\n    [a]\n    variant x when 1️⃣horizontal regular {\n        [a(1)]\n    }\n}", platform: .appkit, error(.invalidVariantCondition, 1, "AppKit has no size classes; a variant there applies by the container's size ('width >= 700', 'height < 500')")),
        // The dialect.
        .file("layout L {\n    1️⃣guide g\n    [g]\n}", dialect: .apple, error(.vflgenExtension, 1, "the guide declaration 'guide g' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
        .file("layout L {\n    1️⃣external view h\n    [h]\n}", dialect: .apple, error(.vflgenExtension, 1, "the external view declaration 'external view h' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
        .file("layout L {\n    view a\n    [a]\n    variant x 1️⃣when width < 700 {\n        [a(1)]\n    }\n}", dialect: .apple, error(.vflgenExtension, 1, "the variant condition 'when' is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
    ]

    @Test(arguments: diagnostics)
    func diagnostic(_ example: ExtensionDiagnosticCase) {
        let summaries = diagnosticSummaries(
            example.example.source, platform: example.example.platform, dialect: example.dialect, expected: example.example.expected
        )
        #expect(summaries.actual == summaries.expected)
    }
}
