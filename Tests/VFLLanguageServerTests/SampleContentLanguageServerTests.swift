import LayoutModel
import Testing
import VFLLanguage
@testable import VFLGenCLI
@testable import VFLLanguageServer

/// Sample content in the editor: completion of the clauses, text styles and weights; strings,
/// clause keywords and style names coloured; hover on a view giving its size from its content
/// at the default Dynamic Type size and at AX5.
@Suite struct SampleContentLanguageServerTests {
    static let header = """
    layout Header {
        view title: UILabel text "Welcome // to Grapevine" style title1
        view name: UILabel text "Ann" font 17 semibold
        view hint: UILabel intrinsic 40x20 text "Hi"
        H:|-[title]-[name]-[hint]-|
        V:|-[title]
        V:|-[name]
        V:|-[hint]
    }
    """

    @Test(arguments: [
        ("    view title: UILabel ", ["text", "style", "font", "lines", "title", "placeholder", "image", "intrinsic"]),
        ("    view title: UILabel text \"Hi\" style ", ["body", "largeTitle", "caption2"]),
        ("    view title: UILabel text \"Hi\" style ti", ["title1", "title3"]),
        ("    view title: UILabel font 17 ", ["semibold", "ultraLight", "black"]),
        ("    view title: UILabel font 17 se", ["semibold"]),
        ("    view title: UILabel text \"style ", []),
    ] as [(String, [String])])
    func completion(_ prefix: String, _ expected: [String]) {
        let index = VFLCompiler.index(SourceFile(path: "T.vfl", text: "layout L {\n    view title: UILabel\n}\n"), platform: .uikit)
        let labels = LanguageServer.completions(prefix: prefix, layout: index.layouts.first, platform: .uikit).map(\.label)
        if expected.isEmpty { #expect(labels.isEmpty, "\(labels)") }
        for label in expected { #expect(labels.contains(label), "\(prefix): \(labels)") }
    }

    @Test func stringsClausesAndStylesAreColoured() throws {
        let session = LanguageServerFeatureTests.Session(Self.header)
        let tokens = try ScreenConstructsLanguageServerTests.tokens(session, text: Self.header)
        for expected in [
            "1:24 text keyword", "1:29 \"Welcome // to Grapevine\" string", "1:55 style keyword", "1:61 title1 enumMember",
            "2:23 text keyword", "2:28 \"Ann\" string", "2:34 font keyword", "2:39 17 number", "2:42 semibold enumMember",
        ] {
            #expect(tokens.contains(expected), "\(expected) in \(tokens)")
        }
        // The `//` inside the string is not a comment.
        #expect(!tokens.contains { $0.hasSuffix(" comment") }, "\(tokens)")
    }

    @Test func hoverOnAViewGivesItsSizeFromItsContentAtTheDefaultSizeAndAtAX5() throws {
        let session = LanguageServerFeatureTests.Session(Self.header)
        func hover(_ line: Int, _ character: Int) -> String? {
            let result = session.request("textDocument/hover", ["position": ["line": line, "character": character]]) as? [String: Any]
            return (result?["contents"] as? [String: Any])?["value"] as? String
        }
        let title = try #require(hover(1, 10))
        let sizes = LanguageServerServices.contentSizes(of: try #require(VFLCompiler.compile(SourceFile(path: "H.vfl", text: Self.header), platform: .uikit).file.layouts.first?.view(named: "title")))
        #expect(sizes.map(\.category) == ["L", "AX5"])
        #expect(sizes[1].width! > sizes[0].width! && sizes[1].height! > sizes[0].height!)
        let expected = "Intrinsic size from its content: \(sizes[0].width!.shortestDescription)×\(sizes[0].height!.shortestDescription) at L, "
            + "\(sizes[1].width!.shortestDescription)×\(sizes[1].height!.shortestDescription) at AX5"
        #expect(title.contains(expected), "\(title)")
        // A hint wins over content: no size from content.
        #expect(try #require(hover(3, 10)).contains("Intrinsic size from its content") == false)
    }
}
