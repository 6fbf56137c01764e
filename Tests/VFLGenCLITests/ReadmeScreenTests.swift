import Foundation
import Testing
@testable import VFLGenCLI

/// The README's full screen ("A whole screen in one file") is Examples/Layouts/Onboarding.vfl
/// exactly, and its `vflgen frames` output is what the command prints.
@Suite struct ReadmeScreenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func readmeSection() throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "## A whole screen in one file\n"),
              let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex) else { return "" }
        return String(readme[start.upperBound..<end.lowerBound])
    }

    /// The first fenced block of `language` in `text`.
    static func block(_ language: String, in text: String) -> String? {
        guard let start = text.range(of: "```\(language)\n"),
              let end = text.range(of: "```\n", range: start.upperBound..<text.endIndex) else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func vflIsTheBundledExample() throws {
        let example = try String(contentsOf: Self.root.appendingPathComponent("Examples/Layouts/Onboarding.vfl"), encoding: .utf8)
        #expect(Self.block("vfl", in: try Self.readmeSection()) == example)
    }

    @Test func framesAreWhatTheCommandPrints() throws {
        let console = try #require(Self.block("console", in: try Self.readmeSection()))
        let lines = console.split(separator: "\n", omittingEmptySubsequences: false)
        let command = try #require(lines.first).replacingOccurrences(of: "$ swift run vflgen ", with: "")
        let (context, output) = ToolContext.capturing(currentDirectory: Self.root)
        #expect(VFLGenTool.run(command.split(separator: " ").map(String.init), context: context) == .success)
        #expect(output.standardOutput == lines.dropFirst().joined(separator: "\n"))
    }
}
