import LayoutModel
import Testing
@testable import VFLLanguage

/// Views placed in other views (`view email: UITextField in form`) and a scroll view's guides
/// (`form.content`, `form.frame`): docs/Language.md, "Scroll views".
@Suite struct ScrollViewTests {
    static let signIn = """
    layout SignIn {
        view form: UIScrollView
        view email: UITextField in form
        view password: UITextField in form
        H:|[form]|
        V:safeArea|[form]|keyboard
        V:form.content|-24-[email]-12-[password]-24-|form.content
        H:form.content|-16-[email]-16-|form.content
        H:form.content|-[password]-|form.content
        email.width == form.frame.width - 32
        form.content.height >= form.frame.height @250
    }
    """

    @Test func parentsAndGuidesReachTheModel() throws {
        let result = compile(Self.signIn)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let layout = try #require(result.file.layouts.first)
        #expect(layout.views.map(\.parent?.name) == [nil, "form", "form"])
        #expect(layout.enclosingScrollView(of: "password") == "form")
        #expect(layout.enclosingScrollView(of: "form") == nil)
        #expect(layout.constraints.map(\.text) == [
            "form.leading == superview.leading", "superview.trailing == form.trailing",
            "form.top == safeArea.top", "keyboard.top == form.bottom",
            "email.top == form.content.top + 24", "password.top == email.bottom + 12", "form.content.bottom == password.bottom + 24",
            "email.leading == form.content.leading + 16", "form.content.trailing == email.trailing + 16",
            // Standard spacing to a scroll view's guide is 8 points, as to any guide.
            "password.leading == form.content.leading + 8", "form.content.trailing == password.trailing + 8",
            "email.width == form.frame.width - 32", "form.content.height >= form.frame.height @250",
        ])
        // The items are the scroll view's guides, read back from their spelling.
        #expect(layout.constraints[4].second == .scrollGuide("form", .content))
        #expect(layout.constraints[11].second == .scrollGuide("form", .frame))
        #expect(LayoutItem(name: "form.frame") == .scrollGuide("form", .frame))
        #expect(LayoutItem(name: "form") == .view("form"))
    }

    @Test func nestedPlainViewsAreSubviewsAndScrollViewsAreFoundThroughThem() throws {
        let source = """
        layout L {
            view scroll: UITableView
            view card in scroll
            view title: UILabel in card
            view box
            view inner in box
            H:|[scroll]|
            V:|[scroll]|
            H:scroll.content|[card]|scroll.content
            V:scroll.content|[card]|scroll.content
            H:|[title]|
            V:|[title]|
            H:|[box]|
            V:[box(10)]|
            H:|[inner]|
            V:|[inner]|
        }
        """
        let result = compile(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let layout = try #require(result.file.layouts.first)
        #expect(layout.enclosingScrollView(of: "title") == "scroll")
        #expect(layout.enclosingScrollView(of: "inner") == nil)
    }

    /// `|` is the superview of the view beside it, as in Apple's VFL: the parent of a view in
    /// a plain view, the container otherwise (both ends of one line may differ).
    @Test func barIsTheSuperviewOfTheViewBesideIt() throws {
        let source = """
        layout L {
            view card
            view title: UILabel in card
            view badge
            H:|-12-[title]-[badge]-10-|
            V:|[card]|
            H:|[card]|
            V:|-8-[title]
            V:[badge(20)]
        }
        """
        let result = compile(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let layout = try #require(result.file.layouts.first)
        #expect(Array(layout.constraints.map(\.text).filter { $0.contains("title") || $0.contains("badge") }.prefix(4)) == [
            "title.leading == card.leading + 12", "badge.leading == title.trailing + 8", "superview.trailing == badge.trailing + 10", "title.top == card.top + 8",
        ])
        let appkit = compile(source.replacingOccurrences(of: "UILabel", with: "NSTextField"), platform: .appkit)
        #expect(appkit.diagnostics.isEmpty, "\(appkit.diagnostics.map(\.message))")
    }

    @Test func appleDialectAndAppKitReject() {
        let apple = compile(Self.signIn, dialect: .apple).diagnostics
        #expect(apple.contains { $0.id == .vflgenExtension && $0.message.hasPrefix("'in form'") })
        #expect(apple.contains { $0.id == .vflgenExtension && $0.message.hasPrefix("the scroll view guide 'form.content' is a vflgen extension") })
        #expect(apple.contains { $0.id == .vflgenExtension && $0.message.hasPrefix("the equation line") })
        let appkit = compile(Self.signIn.replacingOccurrences(of: "UIScrollView", with: "NSScrollView").replacingOccurrences(of: "UITextField", with: "NSTextField")
            .replacingOccurrences(of: "|keyboard", with: "|"), platform: .appkit).diagnostics
        #expect(appkit.contains { $0.id == .scrollGuideUnavailable && $0.message.hasPrefix("view 'email' cannot be in NSScrollView 'form'") })
        #expect(appkit.contains { $0.id == .scrollGuideUnavailable && $0.message.hasPrefix("'form.content': AppKit's NSScrollView has no layout guides") })
    }

    static let diagnostics: [ExtensionDiagnosticCase] = [
        .file("layout L {\n    view form: UIScrollView\n    view a in 1️⃣frm\n    H:|[form]|\n    H:[a]\n}", error(.unknownParent, 1, "unknown view 'frm'"), note(1, "did you mean 'form'?")),
        .file("layout L {\n    guide g\n    view a in 1️⃣g\n    H:[a][g]\n}", error(.unknownParent, 1, "view 'a' cannot be in guide 'g', which holds no views")),
        .file("layout L {\n    view a in 1️⃣a\n    H:[a]\n}", error(.unknownParent, 1, "view 'a' cannot be in itself")),
        .file("layout L {\n    view a in b\n    view b in 1️⃣a\n    H:[a][b]\n}", error(.parentCycle, 1, "views placed in each other in a cycle: 'a' in 'b' in 'a'; one of them must be in the container")),
        .file("layout L {\n    view a in1️⃣ \n    H:[a]\n}", error(.expectedName, 1, "expected a view name after 'in', as in 'view a in form'")),
        .file("layout L {\n    view form: UIScrollView\n    view a in form\n    V:form.1️⃣contents|[a]\n}", error(.unknownScrollGuide, 1, "unknown scroll view guide 'form.contents'; a scroll view has 'content' and 'frame'"), note(1, "did you mean 'content'?")),
        .file("layout L {\n    view box\n    view a in box\n    V:1️⃣box.content|[a]\n}", error(.notAScrollView, 1, "'box.content': 'box' is a UIView, not a scroll view; only a scroll view (UICollectionView, UIScrollView, UITableView, UITextView) has content and frame guides")),
        .file("layout L {\n    view box: UILabel\n    view a\n    1️⃣box.frame.width == a.width\n}", error(.notAScrollView, 1, "'box.frame': 'box' is a UILabel, not a scroll view; only a scroll view (UICollectionView, UIScrollView, UITableView, UITextView) has content and frame guides")),
        .file("layout L {\n    view form: UIScrollView\n    view a in form\n    V:[a]|1️⃣frm.content\n}", error(.unknownView, 1, "unknown view 'frm'"), note(1, "did you mean 'form'?")),
        .file("layout L {\n    view form: UIScrollView\n    view a in form\n    a.firstBaseline == form.content1️⃣.firstBaseline\n}", error(.missingAnchor, 1, "layout guide 'form.content' has no firstBaseline anchor; only views have baselines")),
        .file(
            "layout L {\n    view one: UIScrollView\n    view two: UIScrollView\n    view a in one\n    V:1️⃣two.content|-8-[a]\n    H:|[one][two(one)]|\n}",
            error(.foreignContentGuide, 1, "'a.top == two.content.top + 8' relates view 'a', inside scroll view 'one', to the content of scroll view 'two'; each content scrolls on its own: relate 'a' to 'one.content' or 'one.frame'")),
        .file("layout L {\n    view form: UIScrollView\n    view a in form\n    H:1️⃣|[a]|\n    H:|[form]|\n}", error(.nestedViewEdge, 1, "'|' next to 'a' is its superview, scroll view 'form', whose edges scroll with nothing: write 'form.content|' (the content) or 'form.frame|' (the visible frame)")),
        .file("layout L {\n    view box\n    view a in box\n    H:|1️⃣-[a]-8-|\n    H:|[box]|\n}", error(.nestedViewEdge, 1, "'|-' next to 'a' is standard spacing to the layout margins of its superview 'box', which vflgen does not name: write the spacing ('|-8-[a]')")),
        // AppKit's standard spacing to the superview is 20 points, to the parent as to the container.
        .file("layout L {\n    view box\n    view a in box\n    H:|-[a]-|\n    H:|[box]|\n}", platform: .appkit),
        .file("layout L {\n    view form: NSScrollView\n    view a\n    V:1️⃣form.content|[a]\n}", platform: .appkit, error(.scrollGuideUnavailable, 1, "'form.content': AppKit's NSScrollView has no layout guides (its content is a document view inside a clip view); scroll view guides are UIKit only")),
        .file("layout L {\n    view form: UIScrollView\n    view a 1️⃣in form\n    H:|[form]|\n    H:[a]\n}", dialect: .apple, error(.vflgenExtension, 1, "'in form' (a view placed in another view) is a vflgen extension, not Apple's VFL (the dialect is 'apple')")),
    ]

    @Test(arguments: diagnostics)
    func diagnostic(_ example: ExtensionDiagnosticCase) {
        let summaries = diagnosticSummaries(
            example.example.source, platform: example.example.platform, dialect: example.dialect, expected: example.example.expected
        )
        #expect(summaries.actual == summaries.expected)
    }
}
