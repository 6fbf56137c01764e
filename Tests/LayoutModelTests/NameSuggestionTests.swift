import LayoutModel
import Testing

/// The one "did you mean" search every part of vflgen uses. Its bounds were found while
/// fuzzing the front end with large files (Tests/Fuzz).
@Suite struct NameSuggestionTests {
    /// 100 unknown 500-byte names against 500 declarations of 500 bytes filled 12.5 billion
    /// table cells; a search now stops after a fixed number of cells.
    @Test func aSearchStopsAfterItsBudget() {
        let first = String(repeating: "a", count: 499) + "b"
        let second = String(repeating: "a", count: 500)  // as close, and first alphabetically
        let unknown = String(repeating: "a", count: 499) + "c"
        #expect(NameSuggestion.closest(to: unknown, in: [second, first]) == second)
        #expect(first.utf8.count * unknown.utf8.count == NameSuggestion.maximumCellsPerSearch)
        #expect(NameSuggestion.closest(to: unknown, in: [first, second]) == first)
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

    @Test func aLooserLimitCanBeGiven() {
        #expect(NameSuggestion.closest(to: "layuot.nmae", in: ["layout.name"]) == "layout.name")  // 2 transpositions, limit 3
        #expect(NameSuggestion.closest(to: "lyt", in: ["layout"]) == nil)  // 3 edits, limit 1
        #expect(NameSuggestion.closest(to: "lyt", in: ["layout"], limit: 3) == "layout")
    }
}
