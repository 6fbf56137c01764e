import Foundation
import Testing
import VFLText

/// The example at the top of docs/Text.md, run as written, with the results its comments show.
@Suite struct DocsExampleTests {
    @Test func theExampleShowsWhatTheModelComputes() {
        let font = DynamicType.font(.textStyle(.body), category: .ax5)      // 53 pt; a line is 63.25 tall
        let summary = TextMeasure.measure("Photos, stories and messages from the people you follow.",
                                          font: font, numberOfLines: 0, maxWidth: 288)
        // summary.lines: "Photos," "stories and" "messages" "from the" "people you" "follow."
        // summary.width 264.5, summary.height 379.5 (6 × 63.25, rounded up), summary.truncated false
        let skip = TextMeasure.measure(LongText.doubled("Skip"), font: font, numberOfLines: 1, maxWidth: 80)
        // skip.lines: "S…"

        #expect(font.pointSize == 53)
        #expect(abs(font.lineHeight - 63.25) < 0.005)
        #expect(summary.lines.map(\.text) == ["Photos,", "stories and", "messages", "from the", "people you", "follow."])
        #expect(summary.width == 264.5 && summary.height == 379.5 && !summary.truncated)
        #expect(skip.lines.map(\.text) == ["S…"] && skip.truncated)
    }

    /// The example in docs/Text.md is the code above, line for line.
    @Test func theDocsShowThisCode() throws {
        let here = URL(fileURLWithPath: #filePath)
        let docs = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/Text.md")
        let page = try String(contentsOf: docs, encoding: .utf8)
        let test = try String(contentsOf: here, encoding: .utf8)
        let block = try #require(page.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        let lines = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "import VFLText" }
        #expect(lines.count == 7)
        let testLines = Set(test.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for line in lines {
            let run = testLines.contains(line)
            #expect(run, "docs/Text.md shows a line the test does not run: \(line)")
        }
    }
}
