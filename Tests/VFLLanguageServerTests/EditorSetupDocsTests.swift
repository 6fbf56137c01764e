import Foundation
import Testing

/// The Neovim setup docs/Editors.md shows is the file the tests and the screenshot run
/// (Editors/neovim/vflgen.lua): the block after its marker comment is the file, byte for byte.
@Suite struct EditorSetupDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fenced block on the line after the comment that starts with `marker` in
    /// `markdown` (its text between the fences).
    static func block(after marker: String, in markdown: String) -> String? {
        guard let markerRange = markdown.range(of: marker),
              let commentEnd = markdown.range(of: "-->\n", range: markerRange.upperBound..<markdown.endIndex),
              let open = markdown.range(of: "```lua\n", range: commentEnd.upperBound..<markdown.endIndex),
              open.lowerBound == commentEnd.upperBound,
              let close = markdown.range(of: "\n```\n", range: open.upperBound..<markdown.endIndex)
        else { return nil }
        return String(markdown[open.upperBound..<close.lowerBound]) + "\n"
    }

    @Test func theDocumentedNeovimSetupIsTheTestedFile() throws {
        let docs = try String(contentsOf: Self.root.appendingPathComponent("docs/Editors.md"), encoding: .utf8)
        let file = try String(contentsOf: Self.root.appendingPathComponent("Editors/neovim/vflgen.lua"), encoding: .utf8)
        let shown = try #require(Self.block(after: "<!-- Editors/neovim/vflgen.lua", in: docs), "docs/Editors.md has no block after the file's marker")
        #expect(shown == file)
        // The screenshot's Neovim loads the same file.
        let screenshot = try String(contentsOf: Self.root.appendingPathComponent("Editors/screenshot/init.lua"), encoding: .utf8)
        #expect(screenshot.contains("Editors/neovim/vflgen.lua"))
    }

    @Test func aChangedBlockIsNoticed() {
        let markdown = "<!-- Editors/neovim/vflgen.lua -->\n```lua\nprint(1)\n```\n"
        #expect(Self.block(after: "<!-- Editors/neovim/vflgen.lua", in: markdown) == "print(1)\n")
        #expect(Self.block(after: "<!-- Editors/neovim/vflgen.lua", in: markdown) != "print(2)\n")
        #expect(Self.block(after: "<!-- Editors/neovim/vflgen.lua", in: "<!-- Editors/neovim/vflgen.lua -->\ntext\n```lua\nx\n```\n") == nil)
        #expect(Self.block(after: "<!-- Editors/neovim/vflgen.lua", in: "<!-- Editors/neovim/vflgen.lua (kept equal) -->\n```lua\nx\n```\n") == "x\n")
    }
}
