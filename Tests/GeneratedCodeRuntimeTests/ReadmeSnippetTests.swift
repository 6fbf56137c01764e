import Foundation
import GeneratedCodeTestSupport
import Testing

/// The README's Swift snippet that animates a named constraint compiles against the stand-in
/// UIKit (it calls `UIView.animate(withDuration:animations:)`) and does what the README says.
@MainActor
@Suite struct ReadmeSnippetTests {
    /// The README's ```swift block that calls `UIView.animate`, line by line.
    static func readmeBlock() throws -> [String] {
        let readme = try String(contentsOf: FramesTool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        guard let block = blocks.first(where: { $0.contains("UIView.animate(withDuration:") }) else { return [] }
        return block.components(separatedBy: "\n").filter { !$0.isEmpty }
    }

    // The compiled copy (Harness/ReadmeAnimationSnippet.swift) is the README's block, verbatim.
    @Test func theCompiledSnippetIsTheReadmes() throws {
        let readme = try Self.readmeBlock()
        #expect(!readme.isEmpty, "README.md has no ```swift block calling UIView.animate(withDuration:)")
        #expect(try ReadmeAnimationSnippet.compiledLines() == readme)
    }

    // Run on the README's screen, it leaves the logo 20 lower (y 132, #logoTop 40 instead of
    // 20) and the picture with it (y 212), as GrapevineHandWorkedTests expects.
    @Test func theSnippetMovesTheLogo() {
        let frames = ReadmeAnimationSnippet.framesAfterRunning()
        #expect(frames.contains("logoImageView 165 132 60 60\n"))
        #expect(frames.contains("appImageView 15 212 360 202.5\n"))
    }
}
