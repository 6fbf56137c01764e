import Foundation
import LayoutModel
import Testing
import VFLLanguage
@testable import VFLGenCLI

/// `vflgen constraints` writes its text as it is produced, in chunks, never holding the whole
/// output; and still prints nothing for a file with an error anywhere in it.
@Suite struct ConstraintsStreamingTests {
    /// A file of `count` layouts, the last one with an error when `brokenAtEnd`.
    static func layouts(_ count: Int, brokenAtEnd: Bool = false) -> String {
        var text = (0..<count).map { "layout L\($0) {\n    view a\n    view b\n    H:|-[a]-[b(==a)]-|\n    V:|-8-[a]-(>=8@250)-|\n}\n" }.joined()
        if brokenAtEnd { text += "layout Broken {\n    view a\n    H:|-[b]-|\n}\n" }
        return text
    }

    /// Runs `vflgen constraints` on a file holding `text`, recording each write to stdout.
    static func run(_ text: String) throws -> (status: ExitCode, writes: [String], errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-streaming-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("Big.vfl"), atomically: true, encoding: .utf8)
        final class Writes: @unchecked Sendable { var chunks: [String] = []; var errors = "" }
        let writes = Writes()
        let context = ToolContext(
            standardOutput: { writes.chunks.append($0) }, standardError: { writes.errors += $0 },
            standardErrorIsTerminal: false, currentDirectory: folder)
        let status = VFLGenTool.run(["constraints", "Big.vfl"], context: context)
        return (status, writes.chunks, writes.errors)
    }

    @Test func largeOutputIsWrittenInChunksAsItIsProduced() throws {
        let text = Self.layouts(3000)
        let result = try Self.run(text)
        #expect(result.status == .success)
        #expect(result.errors == "")
        let expected = ConstraintsText.render(VFLCompiler.compile(SourceFile(path: "Big.vfl", text: text), platform: .uikit).file)
        #expect(result.writes.joined() == expected)
        #expect(expected.utf8.count > 4 * BufferedOutput.chunkSize)
        #expect(result.writes.count > 4)
        // Every write but the last is one full chunk (plus at most one layout's text).
        for chunk in result.writes.dropLast() {
            #expect(chunk.utf8.count >= BufferedOutput.chunkSize && chunk.utf8.count < BufferedOutput.chunkSize + 512)
        }
    }

    @Test func anErrorInTheLastLayoutPrintsNothing() throws {
        let result = try Self.run(Self.layouts(3000, brokenAtEnd: true))
        #expect(result.status == .failure)
        #expect(result.writes.joined() == "")
        #expect(result.errors.hasPrefix("Big.vfl:18003:10: error: unknown view 'b'\n"))
    }

    @Test func bufferedOutputWritesFullChunksAndTheRestOnFlush() {
        final class Writes: @unchecked Sendable { var chunks: [String] = [] }
        let writes = Writes()
        var output = BufferedOutput { writes.chunks.append($0) }
        let line = String(repeating: "x", count: 99) + "\n"
        for _ in 0..<(BufferedOutput.chunkSize / 100 * 3) { output.append(line) }
        #expect(writes.chunks.count == 2)
        output.flush()
        output.flush()
        #expect(writes.chunks.count == 3)
        #expect(writes.chunks.joined() == String(repeating: line, count: BufferedOutput.chunkSize / 100 * 3))
    }
}
