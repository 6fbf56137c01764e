import Foundation
import Testing
@testable import VFLGenCLI

/// `vflgen constraints --format json > out.json`: with stdout a regular file, each file's entry is
/// written straight to it (no spool) and cut back when the file turns out to have diagnostics;
/// the document is byte for byte the one written through the spool (a pipe), stderr and the
/// exit status too.
@Suite struct ConstraintsOutputFileTests {
    static let clean = ConstraintsStreamingTests.layouts(60)
    static let broken = ConstraintsStreamingTests.layouts(60, brokenAtEnd: true)
    static let warning = ConstraintsStreamingTests.layouts(60)
        + "layout W {\n    view a\n    view b\n    [a][b]  options: [.alignAllTop, .alignAllTop]\n}\n"

    /// A folder holding each of `files` (name, text).
    static func folder(_ files: [(String, String)]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-output-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    /// Runs `vflgen` in process with stdout an open regular file holding `prefix` (the real
    /// process's closures and descriptor, over that file): its bytes, stderr and the status.
    static func runToFile(_ arguments: [String], in folder: URL, prefix: String = "") throws -> (output: String, errors: String, status: ExitCode) {
        let path = folder.appendingPathComponent("out-\(UUID().uuidString).json").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        _ = prefix.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress!, prefix.utf8.count) }
        var errors = ""
        let context = ToolContext(
            standardOutput: { text in
                var text = text
                text.withUTF8 { ToolContext.writeAll($0, toDescriptor: descriptor, else: .standardOutput) }
            },
            standardError: { errors += $0 }, standardErrorIsTerminal: false, currentDirectory: folder,
            standardOutputBytes: { ToolContext.writeAll($0, toDescriptor: descriptor, else: .standardOutput) },
            standardOutputDescriptor: descriptor)
        #expect(RewindableOutput.isPossible(context))
        let status = VFLGenTool.run(arguments, context: context)
        return (try String(contentsOfFile: path, encoding: .utf8), errors, status)
    }

    @Test(arguments: [
        ["Clean.vfl"], ["Broken.vfl"], ["Warning.vfl"], ["Warning.vfl", "--warnings-as-errors"],
        ["Clean.vfl", "Broken.vfl", "Warning.vfl", "Clean.vfl"], ["Broken.vfl", "Clean.vfl"], ["Missing.vfl", "Clean.vfl"],
    ])
    func aFileGetsTheDocumentThePipeGets(_ files: [String]) throws {
        let folder = try Self.folder([("Clean.vfl", Self.clean), ("Broken.vfl", Self.broken), ("Warning.vfl", Self.warning)])
        let arguments = ["constraints", "--format", "json"] + files
        let (context, piped) = ToolContext.capturing(currentDirectory: folder)
        let pipedStatus = VFLGenTool.run(arguments, context: context)
        let written = try Self.runToFile(arguments, in: folder, prefix: "kept\n")
        #expect(written.output == "kept\n" + piped.standardOutput)
        #expect(written.errors == piped.standardError)
        #expect(written.status == pipedStatus)
        #expect(piped.standardOutput.contains("\"name\": \"L59\"") == (files.contains("Clean.vfl") || files.contains("Warning.vfl")))
    }

    /// Output to a pipe, or to the file stderr writes to (diagnostics would be cut with the
    /// layouts), or stdout opened at a file's start, goes through the spool.
    @Test func onlyAFileOfItsOwnAtItsEndIsWrittenInPlace() throws {
        let folder = try Self.folder([])
        let path = folder.appendingPathComponent("shared.txt").path
        let file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o644)
        defer { close(file) }
        var pipeEnds: [Int32] = [0, 0]
        #expect(pipe(&pipeEnds) == 0)
        defer { close(pipeEnds[0]); close(pipeEnds[1]) }
        func context(output: Int32?, error: Int32?) -> ToolContext {
            ToolContext(standardOutput: { _ in }, standardError: { _ in }, standardErrorIsTerminal: false,
                        currentDirectory: folder, standardOutputDescriptor: output, standardErrorDescriptor: error)
        }
        #expect(RewindableOutput.isPossible(context(output: file, error: nil)))
        #expect(RewindableOutput.isPossible(context(output: file, error: pipeEnds[1])))
        #expect(!RewindableOutput.isPossible(context(output: file, error: file)))
        #expect(!RewindableOutput.isPossible(context(output: pipeEnds[1], error: nil)))
        #expect(!RewindableOutput.isPossible(context(output: nil, error: nil)))
        #expect(write(file, "0123456789", 10) == 10)
        #expect(RewindableOutput.begin(context(output: file, error: nil))?.start == 10)
        lseek(file, 4, SEEK_SET)
        #expect(RewindableOutput.begin(context(output: file, error: nil)) == nil)
    }

    /// A rewind leaves exactly what was there before, and writing goes on from there.
    @Test func aRewindCutsBackToWhereItBegan() throws {
        let folder = try Self.folder([])
        let path = folder.appendingPathComponent("out.txt").path
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(file) }
        #expect(write(file, "before ", 7) == 7)
        let context = ToolContext(standardOutput: { _ in }, standardError: { _ in }, standardErrorIsTerminal: false,
                                  currentDirectory: folder, standardOutputDescriptor: file)
        let output = try #require(RewindableOutput.begin(context))
        let withdrawn = String(repeating: "withdrawn ", count: 20_000)
        #expect(write(file, withdrawn, withdrawn.utf8.count) == withdrawn.utf8.count)
        #expect(output.rewind())
        #expect(write(file, "after", 5) == 5)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "before after")
    }
}
