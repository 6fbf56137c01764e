import Foundation
import LayoutModel
import Testing
import VFLLanguage
@testable import VFLGenCLI
@testable import VFLLanguageServer

/// Scroll views in the editor (issue 43): completion offers `in` and the views after it, a
/// scroll view's guides at a bar and after its name; `in` is a keyword, `form` a view and
/// `.content` a guide in the semantic tokens; hover says what each guide is.
@Suite struct ScrollViewLanguageServerTests {
    static let form = """
    layout SignIn {
        view form: UIScrollView
        view email: UITextField in form
        H:|[form]|
        V:|[form]|
        V:form.content|-24-[email]-24-|form.content
        H:form.content|-16-[email]-16-|form.content
        email.width == form.frame.width - 32
    }

    """

    @Test(arguments: [
        ("    view email: UITextField ", ["in", "placeholder"]),
        ("    view email: UITextField in ", ["form"]),
        ("    V:", ["form.content", "form.frame", "safeArea"]),
        ("    V:[email]-|", ["form.content", "keyboard"]),
        ("    email.width == form.", ["content", "frame", "width"]),
    ] as [(String, [String])])
    func completion(_ prefix: String, _ expected: [String]) {
        let index = VFLCompiler.index(SourceFile(path: "T.vfl", text: Self.form), platform: .uikit)
        let labels = LanguageServer.completions(prefix: prefix, layout: index.layouts.first, platform: .uikit).map(\.label)
        for label in expected { #expect(labels.contains(label), "\(prefix): \(labels)") }
    }

    @Test func afterInTheViewItselfIsNotOffered() {
        let index = VFLCompiler.index(SourceFile(path: "T.vfl", text: Self.form), platform: .uikit)
        let labels = LanguageServer.completions(prefix: "    view email: UITextField in ", layout: index.layouts.first, platform: .uikit).map(\.label)
        #expect(labels == ["form"])
        // AppKit: no scroll view guides to offer.
        let appkit = LanguageServer.completions(prefix: "    V:", layout: index.layouts.first, platform: .appkit).map(\.label)
        #expect(!appkit.contains("form.content"))
    }

    @Test func tokensAndHover() throws {
        let session = LanguageServerFeatureTests.Session(Self.form)
        #expect(session.diagnostics() == [])
        let tokens = try ScreenConstructsLanguageServerTests.tokens(session, text: Self.form)
        for expected in [
            "2:28 in keyword", "2:31 form variable",
            "5:6 form variable", "5:10 .content property", "5:35 form variable", "5:39 .content property",
            "7:19 form variable", "7:23 .frame property",
        ] {
            #expect(tokens.contains(expected), "\(expected) not in \(tokens)")
        }
        let content = try #require(ScreenConstructsLanguageServerTests.hover(session, 5, 12))
        #expect(content.contains("`contentLayoutGuide` (UIKit only, iOS 11, tvOS 11)"), "\(content)")
        let frame = try #require(ScreenConstructsLanguageServerTests.hover(session, 7, 24))
        #expect(frame.contains("`frameLayoutGuide`"), "\(frame)")
        #expect(try #require(ScreenConstructsLanguageServerTests.hover(session, 5, 7)).contains("view `form` (`UIScrollView`)"))
    }
}
