import Foundation
import Testing
@testable import VFLGenCLI

/// `vflgen constraints` and `frames` on a layout with a scroll view (issue 43): the guides
/// spelled `form.content`/`form.frame` in text and JSON, each view's `parent`, and each scroll
/// view's content size (text and JSON).
@Suite struct ScrollViewCommandTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(arguments, context: context)
        return (status, captured.standardOutput, captured.standardError)
    }

    @Test func constraintsJSONNamesTheGuidesAndEachViewsParent() throws {
        let result = Self.run(["constraints", "ScrollViews.vfl", "--format", "json"])
        #expect(result.status == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        let layout = try #require((file["layouts"] as? [[String: Any]])?.first)
        let views = try #require(layout["views"] as? [[String: Any]])
        #expect(views.map { $0["parent"] as? String } == [nil, "form", "card", "form", "form", "form"])
        let constraints = try #require(layout["constraints"] as? [[String: Any]])
        let first = try #require(constraints.first { $0["text"] as? String == "card.top == form.content.top + 24" })
        #expect(first["second"] as? String == "form.content")
        #expect(first["name"] as? String == "cardTopToFormContentTop")
        #expect(constraints.contains { $0["text"] as? String == "form.content.width == form.frame.width" && $0["second"] as? String == "form.frame" })
    }

    @Test func framesPrintTheContentSizeInTextAndJSON() throws {
        let arguments = ["frames", "ScrollViews.vfl", "--size", "390x844", "--safe-area", "47,0,34,0"]
        let text = Self.run(arguments)
        #expect(text.status == .success)
        // The form from the safe area to the keyboard guide (hidden: the safe area's bottom);
        // the content 24 + card 36.5 + 12 + 34 + 12 + 34 + 24 + 30 + 24 = 230.5 high, as wide as the form.
        #expect(text.output.hasSuffix("form.content 390 230.5\n"), "\(text.output)")
        #expect(text.output.contains("form 0 47 390 763\n"))
        let json = Self.run(arguments + ["--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let layout = try #require((document["layouts"] as? [[String: Any]])?.first)
        let sizes = try #require(layout["contentSizes"] as? [[String: Any]])
        #expect(sizes.count == 1)
        #expect(sizes.first?["view"] as? String == "form")
        #expect(sizes.first?["width"] as? Double == 390 && sizes.first?["height"] as? Double == 230.5)
    }
}
