import LayoutModel
import Testing
@testable import VFLLanguage

/// ``VFLCompiler/index(_:platform:dialect:)``: every declaration and use of a name, as the
/// compiler resolved it, for the language server's navigation, rename and highlighting.
@Suite struct SourceIndexTests {
    static let text = """
        layout Card {
            view title: UILabel hugging low
            view badge
            metric low = 250
            metric gap = 8
            H:|-gap-[title]-[badge(title)]-|  options: [.alignAllCenterY]
            V:safeArea|-[title]
            badge.centerY == title.centerY + gap @low
            variant wide {
                H:[title(>=200)]
            }
            H:[tilte]-
        }
        """

    /// `name@line:column` for each occurrence of `kind`, in source order.
    static func occurrences(_ kind: SourceIndex.SymbolKind, declarations: Bool) -> [String] {
        let source = SourceFile(path: "T.vfl", text: text)
        let index = VFLCompiler.index(source, platform: .uikit)
        return index.occurrences.filter { $0.symbol.kind == kind && $0.isDeclaration == declarations }
            .sorted { $0.range.start < $1.range.start }
            .map { "\(source.text(in: $0.range))@\(source.location(of: $0.range.start))" }
    }

    @Test func declarations() {
        #expect(Self.occurrences(.layout, declarations: true) == ["Card@1:8"])
        #expect(Self.occurrences(.view, declarations: true) == ["title@2:10", "badge@3:10"])
        #expect(Self.occurrences(.metric, declarations: true) == ["low@4:12", "gap@5:12"])
        #expect(Self.occurrences(.variant, declarations: true) == ["wide@9:13"])
    }

    @Test func usesInLinesEquationsDeclarationsAndBrokenLines() {
        // The size predicate's view, the equation's items, and the misspelt line's name do not
        // count as 'title' (a broken line's names count only when they spell a declaration).
        #expect(Self.occurrences(.view, declarations: false) == [
            "title@6:14", "badge@6:22", "title@6:28", "title@7:18", "badge@8:5", "title@8:22", "title@10:12",
        ])
        #expect(Self.occurrences(.metric, declarations: false) == ["low@2:33", "gap@6:9", "gap@8:38", "low@8:43"])
    }

    @Test func elements() {
        let source = SourceFile(path: "T.vfl", text: Self.text)
        let index = VFLCompiler.index(source, platform: .uikit)
        func texts(_ kind: SourceIndex.Element.Kind) -> [String] { index.elements.filter { $0.kind == kind }.map { source.text(in: $0.range) } }
        #expect(texts(.guide) == ["safeArea"])
        #expect(texts(.option) == [".alignAllCenterY"])
        #expect(texts(.attribute) == [".centerY", ".centerY"])
        #expect(texts(.number) == ["200"])
        #expect(index.layouts.map(\.name) == ["Card"])
        #expect(index.layout(at: source.utf8.count - 1) == 0)
    }

    @Test func guidesAndExternalViews() {
        let text = "layout P {\n    guide content\n    external view header: UIView frame 0,0,390x120\n    H:|-20-[content]-20-|\n    V:[header]-[content]-|\n    header.top == content.top\n    variant narrow when horizontal compact {\n        H:[content(>=100)]\n    }\n}\n"
        let source = SourceFile(path: "T.vfl", text: text)
        let index = VFLCompiler.index(source, platform: .uikit)
        let guides = index.occurrences.filter { $0.symbol.kind == .guide }.map { "\(source.location(of: $0.range.start))\($0.isDeclaration ? " declared" : "")" }
        #expect(guides == ["2:11 declared", "4:13", "5:17", "6:19", "8:12"])
        #expect(index.layouts[0].views.map(\.isExternal) == [false, true])
        #expect(index.occurrences.filter { $0.symbol.kind == .view }.count == 3)
        #expect(index.elements.filter { $0.kind == .unknownName }.isEmpty)
    }

    @Test(arguments: [
        ("heading", SourceIndex.SymbolKind.view, nil),
        ("class", .view, "'class' cannot be a view name: it is a Swift keyword"),
        ("keyboard", .view, "'keyboard' cannot be a view name: it is reserved for the container and its guides"),
        ("keyboard", .metric, nil),
        ("9lives", .metric, "'9lives' cannot be a metric name: it is not an identifier ([A-Za-z_][A-Za-z0-9_]*)"),
        ("container", .view, "'container' cannot be a view name: the generated layout class has a member 'container'"),
        ("container", .metric, nil),
        ("", .layout, "'' cannot be a layout name: it is not an identifier ([A-Za-z_][A-Za-z0-9_]*)"),
    ] as [(String, SourceIndex.SymbolKind, String?)])
    func namesForRenaming(_ name: String, _ kind: SourceIndex.SymbolKind, _ problem: String?) {
        #expect(SourceIndex.problem(withName: name, kind: kind) == problem)
    }
}
