import Foundation
import LayoutModel
import Testing
import VFLLanguage
@testable import VFLGenCLI
@testable import VFLLanguageServer

/// The editor's view of DeclarationKeyword.all: the TextMate grammar, the indentation rules,
/// completion and semantic tokens name exactly the table's keywords.
@Suite struct DeclarationKeywordEditorTests {
    static let words = Set(DeclarationKeyword.all.map(\.word))

    /// The lowercase words (three letters or more) a regular expression spells literally.
    static func literalWords(_ pattern: String) -> Set<String> {
        let word = try! NSRegularExpression(pattern: "(?<![A-Za-z\\\\])[a-z]{3,}(?![A-Za-z])")
        let range = NSRange(location: 0, length: (pattern as NSString).length)
        return Set(word.matches(in: pattern, range: range).map { (pattern as NSString).substring(with: $0.range) })
    }

    /// The grammar's rules anchored at a line's start (`^\s*…`) are its declaration rules: the
    /// words they spell are the table's, and each keyword is scoped as a keyword or storage type.
    @Test func theTextMateGrammarNamesTheTablesKeywords() throws {
        let rules = try EditorGrammarTests.rules()
        let lineStart = rules.filter { $0.regex.pattern.hasPrefix("^\\s*") }
        let grammarWords = lineStart.reduce(into: Set<String>()) { $0.formUnion(Self.literalWords($1.regex.pattern)) }
        #expect(grammarWords == Self.words, "grammar: \(grammarWords.sorted()), table: \(Self.words.sorted())")
        for keyword in DeclarationKeyword.all {
            let line = keyword.word == "external" ? "    external view sample" : "    \(keyword.word) sample"
            let first = EditorGrammarTests.scopes(line, rules: rules).first ?? ""
            #expect(first.hasPrefix("\(keyword.word)=keyword.") || first.hasPrefix("\(keyword.word)=storage."), "\(line): \(first)")
        }
    }

    @Test func theIndentationRuleOpensTheTablesBlocks() throws {
        let data = try Data(contentsOf: EditorGrammarTests.folder.appendingPathComponent("language-configuration.json"))
        let configuration = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let increase = try #require((configuration["indentationRules"] as? [String: String])?["increaseIndentPattern"])
        let blocks = Set(DeclarationKeyword.all.filter { $0.shape == .block }.map(\.word))
        #expect(Self.literalWords(increase) == blocks)
    }

    @Test func completionOffersTheTablesKeywordsWhereTheyMayStand() {
        let index = VFLCompiler.index(SourceFile(path: "T.vfl", text: "layout L {\n    view a\n}\n"), platform: .uikit)
        let inLayout = LanguageServer.completions(prefix: "    ", layout: index.layouts.first, platform: .uikit).filter { $0.kind == .keyword }.map(\.label)
        #expect(inLayout == DeclarationKeyword.all.filter { $0.placement == .layout }.map(\.word) + ["H:", "V:"])
        let atTop = LanguageServer.completions(prefix: "", layout: nil, platform: .uikit).map(\.label)
        #expect(atTop == DeclarationKeyword.all.filter { $0.placement == .file }.map(\.word))
        for item in LanguageServer.completions(prefix: "    ", layout: index.layouts.first, platform: .uikit) {
            if let keyword = DeclarationKeyword.named(item.label) { #expect(item.detail == keyword.detail) }
        }
    }

    @Test func semanticTokensMarkEveryKeyword() throws {
        let lines = DeclarationKeyword.all.map { $0.placement == .file ? "\($0.word) sample" : "    \($0.word) sample" }
        let text = lines.joined(separator: "\n") + "\n"
        let session = LanguageServerFeatureTests.Session(text)
        let tokens = try ScreenConstructsLanguageServerTests.tokens(session, text: text)
        for (line, keyword) in DeclarationKeyword.all.enumerated() {
            let column = keyword.placement == .file ? 0 : 4
            #expect(tokens.contains("\(line):\(column) \(keyword.word) keyword"), "\(keyword.word): \(tokens)")
        }
        // A word that is not in the table is no keyword.
        let other = LanguageServerFeatureTests.Session("layout L {\n    constraint a\n}\n")
        #expect(!(try ScreenConstructsLanguageServerTests.tokens(other, text: "layout L {\n    constraint a\n}\n")).contains("1:4 constraint keyword"))
    }
}
