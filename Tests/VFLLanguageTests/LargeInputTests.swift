import LayoutModel
import Testing
@testable import VFLLanguage

/// Inputs found while fuzzing the front end (Tests/Fuzz) with large generated files: work
/// that grew with the square of the file took seconds where it should take milliseconds.
@Suite struct LargeInputTests {
    static func fileWithUnknownNames(_ count: Int) -> String {
        let views = (0..<count).map { "    view v\($0)\n" }.joined()
        let lines = (0..<count).map { "    H:[w\($0)]\n" }.joined()
        return "layout L {\n\(views)\(lines)}\n"
    }

    /// 2,000 views and 2,000 unknown names (48 KB) took 3 s: every unknown name searched
    /// every declaration for a "did you mean". The searches now stop after a fixed number.
    @Test func onlyTheFirstUnknownNamesOfAFileGetASuggestion() {
        let result = compile(Self.fileWithUnknownNames(2000))
        let unknown = result.diagnostics.filter { $0.id == .unknownView }
        #expect(unknown.count == 2000)
        let suggested = unknown.filter { !$0.notes.isEmpty }
        #expect(suggested.count == Resolver.suggestionLimit)
        #expect(suggested.first?.notes.first?.message == "did you mean 'v0'?")
        #expect(unknown[Resolver.suggestionLimit].notes.isEmpty)
    }

    /// 20,000 variants (570 KB) took 1.6 s: duplicates were found by scanning all earlier
    /// variants. Past a few variants they are now found through a dictionary.
    @Test(arguments: [Resolver.variantsScannedLinearly, Resolver.variantsScannedLinearly + 1, 5000])
    func duplicateVariantsAreFoundAmongMany(count: Int) throws {
        let variants = (0..<count).map { "    variant v\($0) {\n        H:[a]\n    }\n" }.joined()
        let result = compile("layout L {\n    view a\n\(variants)    variant v1 {\n        V:[a]\n    }\n}\n")
        let duplicates = result.diagnostics.filter { $0.id == .duplicateVariant }
        #expect(duplicates.map(\.message) == ["variant 'v1' is already defined in layout 'L'"])
        let first = try #require(duplicates.first?.notes.first?.range)
        #expect(result.file.source.location(of: first.start) == SourceLocation(line: 6, column: 13))
        let layout = try #require(result.file.layouts.first)
        #expect(layout.variants.map(\.name) == (0..<count).map { "v\($0)" })
    }
}
