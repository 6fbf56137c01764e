import Foundation
import LayoutModel
import Testing
import VFLLanguage
@testable import VFLGenCLI

/// `vflgen constraints` writes its text as it is produced, in chunks, never holding the whole
/// output (past a megabyte it goes to a temporary file); and still prints nothing for a file
/// with an error anywhere in it.
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

    /// Past its memory limit the text goes to a temporary file, and comes back whole and in
    /// order (UTF-8 sequences split by a read included); an error discards it.
    @Test(arguments: [false, true])
    func spilledOutputComesBackWholeOrNotAtAll(_ brokenAtEnd: Bool) throws {
        let text = Self.layouts(2000, brokenAtEnd: brokenAtEnd)
        let source = SourceFile(path: "Big.vfl", text: text)
        let (context, captured) = ToolContext.capturing()
        let spool = SpooledOutput(memoryLimit: 10_000)
        let succeeded = ConstraintsCommand.writeText(
            of: source, platform: .uikit, dialect: .vflgen, errorLimit: DiagnosticLimit(),
            renderer: DiagnosticRenderer(showsExcerpts: false), context: context, spool: spool)
        #expect(succeeded == !brokenAtEnd)
        #expect(!spool.isSpilled)  // the temporary file is gone either way
        if brokenAtEnd {
            #expect(captured.standardOutput == "")
        } else {
            #expect(captured.standardOutput == ConstraintsText.render(VFLCompiler.compile(source, platform: .uikit).file))
        }
    }

    /// A context that takes bytes (the real process's stdout) gets the same bytes as one that
    /// takes text, for the text and the JSON form, whether the spool spills or not.
    @Test(arguments: [10_000, 1 << 20])
    func outputAsBytesIsTheSameAsText(memoryLimit: Int) throws {
        let source = SourceFile(path: "Big.vfl", text: Self.layouts(2000))
        final class Bytes: @unchecked Sendable { var bytes: [UInt8] = []; var texts = 0 }
        for format in ["text", "json"] {
            let (textContext, captured) = ToolContext.capturing()
            let received = Bytes()
            let (bytesContext, _) = ToolContext.capturing()
            bytesContext.standardOutput = { _ in received.texts += 1 }
            bytesContext.standardOutputBytes = { received.bytes += $0 }
            for context in [textContext, bytesContext] {
                let renderer = DiagnosticRenderer(showsExcerpts: false)
                if format == "text" {
                    #expect(ConstraintsCommand.writeText(
                        of: source, platform: .uikit, dialect: .vflgen, errorLimit: DiagnosticLimit(),
                        renderer: renderer, context: context, spool: SpooledOutput(memoryLimit: memoryLimit)))
                } else {
                    var json = ConstraintsJSON(context: context)
                    let succeeded = json.write(
                        source, platform: .uikit, dialect: .vflgen, errorLimit: DiagnosticLimit(),
                        renderer: renderer, context: context, spool: SpooledOutput(memoryLimit: memoryLimit))
                    #expect(succeeded)
                    json.finish()
                }
            }
            #expect(received.texts == 0)
            #expect(captured.standardOutput.utf8.count > 100_000)
            #expect(received.bytes == Array(captured.standardOutput.utf8), "\(format)")
            // Writing to a file descriptor the spool may copy its temporary file to directly.
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-test-\(UUID().uuidString)")
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
            defer { try? FileManager.default.removeItem(at: url) }
            let handle = try FileHandle(forWritingTo: url)
            let (descriptorContext, _) = ToolContext.capturing()
            descriptorContext.standardOutput = { _ in received.texts += 1 }
            descriptorContext.standardOutputBytes = { ToolContext.writeAll($0, toDescriptor: handle.fileDescriptor, else: handle) }
            descriptorContext.standardOutputDescriptor = handle.fileDescriptor
            let renderer = DiagnosticRenderer(showsExcerpts: false)
            if format == "text" {
                #expect(ConstraintsCommand.writeText(
                    of: source, platform: .uikit, dialect: .vflgen, errorLimit: DiagnosticLimit(),
                    renderer: renderer, context: descriptorContext, spool: SpooledOutput(memoryLimit: memoryLimit)))
            } else {
                var json = ConstraintsJSON(context: descriptorContext)
                let succeeded = json.write(
                    source, platform: .uikit, dialect: .vflgen, errorLimit: DiagnosticLimit(),
                    renderer: renderer, context: descriptorContext, spool: SpooledOutput(memoryLimit: memoryLimit))
                #expect(succeeded)
                json.finish()
            }
            try handle.close()
            #expect(received.texts == 0)
            #expect(try Data(contentsOf: url) == Data(captured.standardOutput.utf8), "\(format), through a descriptor")
        }
    }

    @Test func aSplitUTF8SequenceWaitsForTheNextRead() throws {
        final class Writes: @unchecked Sendable { var chunks: [String] = [] }
        let writes = Writes()
        let spool = SpooledOutput(memoryLimit: 0)
        // "é" (2 bytes) and "🙂" (4 bytes) straddle the read size.
        let text = String(repeating: "a", count: SpooledOutput.readSize - 1) + "é" + String(repeating: "b", count: SpooledOutput.readSize - 2) + "🙂z"
        spool.write(text)
        #expect(spool.isSpilled)
        spool.commit { writes.chunks.append($0) }
        #expect(writes.chunks.joined() == text)
        #expect(writes.chunks.count == 3)
        #expect(!writes.chunks.joined().contains("\u{FFFD}"))
    }

    @Test(arguments: [
        ([0x61, 0x62], 2), ([0x61, 0xC3], 1), ([0x61, 0xC3, 0xA9], 3), ([0xF0, 0x9F, 0x99], 0), ([0xF0, 0x9F, 0x99, 0x82], 4), ([0xE2, 0x82], 0),
    ] as [([UInt8], Int)])
    func completeUTF8Prefix(_ bytes: [UInt8], _ expected: Int) {
        #expect(SpooledOutput.completeUTF8Prefix(of: Data(bytes)) == expected)
    }

    /// To a file, every write but the last ends on a multiple of the chunk size from the file's
    /// start, wherever the file began (bytes already in it) and whatever the pieces' sizes; the
    /// file holds every byte in order. Where it cannot tell the position (no descriptor), each
    /// write takes all there is.
    @Test(arguments: [0, 1, 15, BufferedOutput.chunkSize - 1, BufferedOutput.chunkSize + 7])
    func bufferedOutputToAFileEndsWritesOnChunkBoundaries(_ prefixLength: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-chunks-\(UUID().uuidString)").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        defer { close(descriptor); unlink(path) }
        let prefix = [UInt8](repeating: UInt8(ascii: "p"), count: prefixLength)
        _ = prefix.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
        final class Writes: @unchecked Sendable { var ends: [Int] = [] }
        let writes = Writes()
        let context = ToolContext(
            standardOutput: { _ in Issue.record("text written where bytes were taken") }, standardError: { _ in },
            standardErrorIsTerminal: false, currentDirectory: URL(fileURLWithPath: "/"),
            standardOutputBytes: { bytes in
                ToolContext.writeAll(bytes, toDescriptor: descriptor, else: .standardOutput)
                writes.ends.append(Int(lseek(descriptor, 0, SEEK_CUR)))
            },
            standardOutputDescriptor: descriptor)
        var output = BufferedOutput(context: context)
        var expected = prefix
        for index in 0..<20_000 {
            let piece = String(repeating: "é", count: index % 23) + "\(index),"
            output.append(piece)
            expected += Array(piece.utf8)
        }
        output.flush()
        #expect(writes.ends.count > 5)
        for end in writes.ends.dropLast() { #expect(end % BufferedOutput.chunkSize == 0, "a write ended at \(end)") }
        #expect(writes.ends.last == expected.count)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == expected)

        context.standardOutputDescriptor = nil
        let unaligned = writes.ends.count
        var output2 = BufferedOutput(context: context)
        let line = String(repeating: "y", count: 999) + "\n"
        for _ in 0..<(BufferedOutput.chunkSize / 1000 * 3) { output2.append(line) }
        // Each write took all there was: a chunk and the rest of the last line.
        #expect(writes.ends.count == unaligned + 2)
        #expect(writes.ends.last! - writes.ends[unaligned] == BufferedOutput.chunkSize + 464)
    }

    @Test func chunkEndsAreTheLastBoundaryReached() {
        let size = BufferedOutput.chunkSize
        #expect(BufferedOutput.chunkEnd(from: 0, count: size) == size)
        #expect(BufferedOutput.chunkEnd(from: 0, count: size + 5) == size)
        #expect(BufferedOutput.chunkEnd(from: 15, count: size) == size - 15)
        #expect(BufferedOutput.chunkEnd(from: size - 1, count: size) == 1)
        #expect(BufferedOutput.chunkEnd(from: 3 * size, count: 2 * size + 1) == 2 * size)
        #expect(BufferedOutput.chunkEnd(from: 7, count: 3 * size) == 3 * size - 7)
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
