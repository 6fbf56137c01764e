import LayoutModel
import Testing
@testable import VFLLanguage

/// DeclarationKeyword.all is the parser's and the formatter's one list of declaration keywords:
/// every keyword in it has a grammar rule, and no other word starts a declaration.
@Suite struct DeclarationKeywordTests {
    /// Where a keyword's line may stand, as a file around the bare keyword.
    static func file(around keyword: DeclarationKeyword) -> String {
        switch keyword.placement {
        case .file: "\(keyword.word)\n"
        case .layout: "layout L {\n    \(keyword.word)\n}\n"
        }
    }

    @Test(arguments: DeclarationKeyword.all.map(\.word))
    func everyKeywordHasItsGrammarRule(_ word: String) throws {
        let keyword = try #require(DeclarationKeyword.named(word))
        let diagnostics = compile(Self.file(around: keyword)).diagnostics
        // The bare keyword is incomplete (a name or size is missing), but it is read as that declaration.
        #expect(!diagnostics.contains { $0.id == .unknownKeyword }, "\(diagnostics.map(\.message))")
        #expect(diagnostics.contains { $0.severity == .error }, "a bare '\(word)' should say what is missing")
    }

    @Test func aWordNotInTheTableIsAnUnknownDeclarationListingTheTable() throws {
        let diagnostics = compile("layout L {\n    constraint a\n}\n").diagnostics
        let unknown = try #require(diagnostics.first { $0.id == .unknownKeyword })
        for keyword in DeclarationKeyword.all { #expect(unknown.message.contains("'\(keyword.word)'"), "\(unknown.message)") }
    }

    @Test func wordsAreUniqueAndIdentifiers() {
        let words = DeclarationKeyword.all.map(\.word)
        #expect(Set(words).count == words.count)
        for word in words {
            #expect(word.utf8.allSatisfy { Bytes.isIdentifierContinue($0) } && Bytes.isIdentifierStart(word.utf8.first!), "\(word)")
            #expect(!["H", "V", "HV"].contains(word), "an orientation is no keyword")
        }
    }

    /// The formatter reads the table: a block keyword's line indents what follows. (Most of
    /// these lines are rejected by the compiler, so the formatter keeps their words as written
    /// and only indents them; FormatterRejectedLineTests covers that rule.)
    @Test(arguments: DeclarationKeyword.all.map(\.word))
    func theFormatterKnowsEveryKeyword(_ word: String) throws {
        let keyword = try #require(DeclarationKeyword.named(word))
        let line = "\(word)   name  {"
        let formatted = VFLFormatter.format(keyword.placement == .file ? "\(line)\nx\n" : "layout L {\n\(line)\nx\n}\n}\n")
        let lines = formatted.split(separator: "\n").map(String.init)
        let indent = keyword.placement == .file ? "" : "    "
        // An accepted line gets one space between its words; a rejected one keeps them.
        let declaration = lines.firstIndex(of: "\(indent)\(word) name {") ?? lines.firstIndex(of: "\(indent)\(line)")
        let inner = try #require(declaration, "\(formatted)") + 1
        #expect(lines[inner] == (keyword.shape == .block ? "\(indent)    x" : "\(indent)x"), "\(formatted)")
    }
}
