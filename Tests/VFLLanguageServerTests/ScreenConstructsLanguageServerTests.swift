import Foundation
import Testing
@testable import VFLGenCLI
@testable import VFLLanguageServer

/// Issue 22's constructs in the editor (issue 21's features): equation lines, `guide`,
/// `external view … frame` and `variant NAME when …` have hover, document symbols and
/// semantic tokens like the rest of the language.
@Suite struct ScreenConstructsLanguageServerTests {
    static let profile = """
    layout Profile {
        external view header: UIView frame 0,0,320x88
        guide content
        view avatar: UIImageView
        H:|-[content]-|
        V:[header]-[content]-|
        avatar.top == content.top + 8
        avatar.centerX == content.centerX
        avatar.height == avatar.width
        variant wide when width >= 600 {
            H:[avatar(160)]
        }
        variant narrow when width < 600 {
            H:[avatar(96)]
        }
    }

    """

    static func hover(_ session: LanguageServerFeatureTests.Session, _ line: Int, _ character: Int) -> String? {
        let result = session.request("textDocument/hover", ["position": ["line": line, "character": character]]) as? [String: Any]
        return (result?["contents"] as? [String: Any])?["value"] as? String
    }

    @Test func hoverExplainsEachConstruct() throws {
        let session = LanguageServerFeatureTests.Session(Self.profile)
        #expect(session.diagnostics() == [])
        // An equation line: the constraint it states, with its generated property name.
        let equation = try #require(Self.hover(session, 6, 16))
        #expect(equation.contains("avatar.top == content.top + 8  // "), "\(equation)")
        // Its attribute, its view and its guide.
        #expect(try #require(Self.hover(session, 6, 12)).contains("layout attribute `top`"))
        #expect(try #require(Self.hover(session, 6, 6)).contains("view `avatar` (`UIImageView`) of layout `Profile`, used 6 times"))
        #expect(try #require(Self.hover(session, 6, 20)).contains("layout guide `content` that layout `Profile` creates (`UILayoutGuide`), used 4 times"))
        // The declarations.
        #expect(try #require(Self.hover(session, 1, 19)).contains("external view `header` (`UIView`) that layout `Profile` uses but does not own"))
        #expect(try #require(Self.hover(session, 2, 12)).contains("layout guide `content`"))
        // A variant that switches itself says when it applies and what activates it.
        let wide = try #require(Self.hover(session, 9, 13))
        #expect(wide.contains("variant `wide` of layout `Profile`: 1 constraint"), "\(wide)")
        #expect(wide.contains("applies when width >= 600"), "\(wide)")
        #expect(wide.contains("activateVariant(for:size:)"), "\(wide)")
    }

    @Test func documentSymbolsNameWhatEachDeclarationIs() throws {
        let session = LanguageServerFeatureTests.Session(Self.profile)
        let symbols = try #require(session.request("textDocument/documentSymbol", [:]) as? [[String: Any]])
        let children = try #require(symbols.first?["children"] as? [[String: Any]])
        func child(_ name: String) -> (kind: Int?, detail: String?) {
            let symbol = children.first { $0["name"] as? String == name }
            return (symbol?["kind"] as? Int, symbol?["detail"] as? String)
        }
        #expect(children.map { $0["name"] as? String } == ["header", "content", "avatar", "wide", "narrow"])
        #expect(child("header").kind == 8 && child("header").detail == "external view: UIView")
        #expect(child("content").kind == 7 && child("content").detail == "layout guide")
        #expect(child("avatar").kind == 8 && child("avatar").detail == "UIImageView")
        #expect(child("wide").kind == 10 && child("wide").detail == "when width >= 600")
        #expect(child("narrow").detail == "when width < 600")
    }

    /// The semantic tokens as `line:character text type`, `*` after a declaration.
    static func tokens(_ session: LanguageServerFeatureTests.Session, text: String) throws -> [String] {
        let result = try #require(session.request("textDocument/semanticTokens/full", [:]) as? [String: Any])
        let data = try #require(result["data"] as? [Int])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        var tokens: [String] = []
        var line = 0
        var character = 0
        for index in stride(from: 0, to: data.count, by: 5) {
            if data[index] != 0 { character = 0 }
            line += data[index]
            character += data[index + 1]
            let word = String(decoding: lines[line][character..<character + data[index + 2]], as: UTF8.self)
            tokens.append("\(line):\(character) \(word) \(SemanticTokenType.allCases[data[index + 3]].rawValue)\(data[index + 4] & 1 == 1 ? "*" : "")")
        }
        return tokens
    }

    @Test func semanticTokensColourTheNewConstructs() throws {
        let session = LanguageServerFeatureTests.Session(Self.profile)
        let tokens = try Self.tokens(session, text: Self.profile)
        for expected in [
            // external view header: UIView frame 0,0,320x88
            "1:4 external keyword", "1:13 view keyword", "1:18 header variable*", "1:26 UIView type", "1:33 frame keyword", "1:39 0 number",
            // guide content
            "2:4 guide keyword", "2:10 content property*",
            // avatar.top == content.top + 8
            "6:4 avatar variable", "6:11 top property", "6:15 = operator", "6:18 content property", "6:26 top property", "6:32 8 number",
            // variant wide when width >= 600 {
            "9:4 variant keyword", "9:12 wide namespace*", "9:17 when keyword", "9:22 width keyword", "9:31 600 number",
        ] {
            #expect(tokens.contains(expected), "\(expected) not in \(tokens)")
        }
    }
}
