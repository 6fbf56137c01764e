import LayoutModel
import Testing
@testable import VFLLanguage

/// Found while fuzzing the front end (Tests/Fuzz): a 48 KB file declaring 2,000 views and
/// using 2,000 unknown names took seconds, because every unknown name searched every
/// declaration for a "did you mean". The searches now stop after a fixed number per file.
@Suite struct SuggestionLimitTests {
    static func fileWithUnknownNames(_ count: Int) -> String {
        let views = (0..<count).map { "    view v\($0)\n" }.joined()
        let lines = (0..<count).map { "    H:[w\($0)]\n" }.joined()
        return "layout L {\n\(views)\(lines)}\n"
    }

    @Test func onlyTheFirstUnknownNamesOfAFileGetASuggestion() {
        let result = compile(Self.fileWithUnknownNames(2000))
        let unknown = result.diagnostics.filter { $0.id == .unknownView }
        #expect(unknown.count == 2000)
        let suggested = unknown.filter { !$0.notes.isEmpty }
        #expect(suggested.count == Resolver.suggestionLimit)
        #expect(suggested.first?.notes.first?.message == "did you mean 'v0'?")
        #expect(unknown[Resolver.suggestionLimit].notes.isEmpty)
    }

    @Test(arguments: [
        ("icon", "icon", 5, 0),
        ("icon", "icno", 5, 1),  // a transposition is one edit
        ("Title", "title", 5, 1),
        ("kitten", "sitting", 5, 3),
        ("abc", "xyz", 1, 2),  // above the limit: limit + 1
        ("padding", "p", 2, 3),
        ("", "abc", 1, 2),
        ("abcdef", "badcfe", 5, 3),
    ])
    func editDistanceIsExactUpToTheLimit(a: String, b: String, limit: Int, expected: Int) {
        var table: [Int] = []
        #expect(NameSuggestion.editDistance(Array(a.utf8), Array(b.utf8), limit: limit, table: &table) == expected)
    }
}
