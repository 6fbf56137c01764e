// libFuzzer harness for `vflgen format` (`Tests/Fuzz/run.sh format`).
//
// Any bytes, decoded as UTF-8 with replacement characters, are formatted. Formatting twice
// changes nothing; a file's layouts (every declaration and constraint, ranges aside) and its
// diagnostics (ids and messages) are the same before and after; every comment is kept;
// lines are never merged (a formatted file has no fewer non-blank lines than the parser
// reads); and `format --in-place` on a real file keeps the file's mode bits (and leaves a
// file that is not UTF-8 byte for byte, with an error).
import Foundation
import LayoutModel
import VFLLanguage
@testable import VFLGenCLI

/// Stops the fuzzer with `message`; libFuzzer saves the input as a crash artefact.
func violated(_ message: String) -> Never {
    fatalError("format invariant violated: \(message)")
}

/// The `//` comments of a text's lines (split as the compiler splits them, at `\n`), without
/// trailing whitespace.
func comments(_ text: String) -> [String] {
    text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).compactMap { line -> String? in
        let bytes = Array(line)
        guard let start = (0..<max(0, bytes.count - 1)).first(where: { bytes[$0] == 0x2F && bytes[$0 + 1] == 0x2F }) else { return nil }
        var end = bytes.count
        while end > start, [0x20, 0x09, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// The lines with something besides spaces and tabs, split at `\n`, `\r\n` and `\r`.
func nonBlankLines(_ text: String) -> Int {
    var count = 0
    var blank = true
    var previous: UInt8 = 0
    for byte in text.utf8 {
        if byte == 0x0A || byte == 0x0D {
            if !(byte == 0x0A && previous == 0x0D), !blank { count += 1 }
            blank = true
        } else if byte != 0x20 && byte != 0x09 {
            blank = false
        }
        previous = byte
    }
    return blank ? count : count + 1
}

/// A layout without source ranges.
func summary(_ layout: Layout) -> String {
    "\(layout.name) views \(layout.views.map { "\($0.name):\($0.type ?? "-")" }) metrics \(layout.metrics.map { "\($0.name)=\($0.value)" }) "
        + "constraints \(layout.constraints.map(\.text)) variants \(layout.variants.map { "\($0.name): \($0.constraints.map(\.text))" })"
}

let folder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-format-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}()
nonisolated(unsafe) var executions = 0

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let text = String(decoding: bytes, as: UTF8.self)
    let formatted = VFLFormatter.format(text)
    if VFLFormatter.format(formatted) != formatted { violated("not idempotent: \(formatted.debugDescription)") }

    // Meaning: the same layouts and diagnostics (ids and messages; positions move).
    let before = VFLCompiler.compile(SourceFile(path: "F.vfl", text: text), platform: .uikit)
    let after = VFLCompiler.compile(SourceFile(path: "F.vfl", text: formatted), platform: .uikit)
    if before.file.layouts.map(summary) != after.file.layouts.map(summary) {
        violated("layouts changed:\n\(before.file.layouts.map(summary))\n\(after.file.layouts.map(summary))")
    }
    let messages = { (result: VFLCompilation) in result.diagnostics.map(\.id.rawValue).sorted() }
    if messages(before) != messages(after) { violated("diagnostics changed:\n\(messages(before))\n\(messages(after))") }

    // Lines: never merged (a line break of any kind, `\n`, `\r\n` or a lone `\r`, is kept).
    if nonBlankLines(formatted) < nonBlankLines(text) {
        violated("lines merged: \(nonBlankLines(text)) non-blank lines became \(nonBlankLines(formatted))")
    }

    // Comments: every one kept, in order.
    if comments(text) != comments(formatted) { violated("comments changed: \(comments(text)) -> \(comments(formatted))") }

    // Modes: now and then, through the command on a real file.
    executions += 1
    if executions % 16 == 0 {
        let file = folder.appendingPathComponent("Fuzz.vfl")
        let modes: [mode_t] = [0o600, 0o644, 0o755, 0o2755, 0o440]
        let mode = modes[executions / 16 % modes.count]
        try? FileManager.default.removeItem(at: file)
        guard FileManager.default.createFile(atPath: file.path, contents: Data(bytes)), chmod(file.path, mode) == 0 else { violated("cannot write \(file.path)") }
        let (context, _) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(["format", "--in-place", "Fuzz.vfl"], context: context)
        var info = stat()
        guard stat(file.path, &info) == 0 else { violated("the formatted file is gone") }
        if info.st_mode & 0o7777 != mode { violated("mode \(String(mode, radix: 8)) became \(String(info.st_mode & 0o7777, radix: 8))") }
        let written = (try? Data(contentsOf: file)).map(Array.init) ?? []
        if String(validating: bytes, as: UTF8.self) == nil {
            // Not UTF-8: refused with an error, the file left byte for byte as it was.
            if status == .success || written != Array(bytes) { violated("a file that is not UTF-8 was changed or accepted") }
        } else if written != Array(formatted.utf8) && !(written == Array(text.utf8) && formatted == text) {
            violated("the file holds \(String(decoding: written, as: UTF8.self).debugDescription), not the formatted text")
        }
    }
    return 0
}
