// libFuzzer harness for the diagnostic printer and its source excerpt (`Tests/Fuzz/run.sh
// excerpts`): `DiagnosticRenderer` with excerpts, the text shown under every diagnostic on a
// terminal.
//
// Input: 4 bytes choosing the range (start, length), then the file's bytes (decoded as UTF-8,
// invalid sequences replaced, as a SourceFile holds them); the path and message are cut from
// the file too, so they carry the same hostile text. Checked: the output is the header, the
// line and the marker; nothing that can restyle a terminal (C0 but tab and newline, C1, bidi
// overrides) is printed; the marker is spaces and tabs, one '^', then '~'s, with its tabs
// under tabs of the line (the caret lines up); the excerpt is bounded; printing is stable.
import LayoutModel

let renderer = DiagnosticRenderer(showsExcerpts: true)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExcerpt(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size >= 4 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes[4...], as: UTF8.self)
    let path = String(text.prefix(12))
    let file = SourceFile(path: path.isEmpty ? "E.vfl" : path, text: text)
    let count = file.utf8.count
    let start = count == 0 ? 0 : (Int(bytes[0]) << 8 | Int(bytes[1])) % (count + 1)
    let length = min(Int(bytes[2]) << 8 | Int(bytes[3]), count - start)
    let message = "unknown view '\(text.prefix(20))'"
    let diagnostic = Diagnostic.error("e", message, at: SourceRange(start: start, end: start + length))
    let printed = renderer.render(diagnostic, in: file)

    if printed.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && $0.needsEscaping }) {
        violated("unescaped control in \(printed.debugDescription)")
    }
    let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == 4, lines[3].isEmpty else { violated("not header, line, marker: \(printed.debugDescription)") }
    let location = file.location(of: start)
    if !lines[0].hasPrefix("\(file.path.escapingControlCharacters):\(location.line):\(location.column): error: ") {
        violated("bad header \(lines[0].debugDescription)")
    }
    // Columns: one per printed character, none for a combining mark without a base (it
    // joins the character before it on a terminal).
    let shown = Array(lines[1]).filter { !($0.unicodeScalars.first?.properties.generalCategory.isCombiningMark ?? false) }
    let marker = Array(lines[2])
    guard let caret = marker.firstIndex(of: "^"), marker.filter({ $0 == "^" }).count == 1 else {
        violated("marker without one caret: \(lines[2].debugDescription)")
    }
    if !marker[..<caret].allSatisfy({ $0 == " " || $0 == "\t" }) || !marker[(caret + 1)...].allSatisfy({ $0 == "~" }) {
        violated("malformed marker \(lines[2].debugDescription)")
    }
    for (index, character) in marker[..<caret].enumerated() where character == "\t" {
        if index >= shown.count || shown[index] != "\t" { violated("caret misaligned in \(printed.debugDescription)") }
    }
    if caret > shown.count + 1 || marker.count > shown.count + 1 {
        violated("marker past the line: \(printed.debugDescription)")
    }
    // At most 80 bytes each side, escapes at most 10 characters per byte.
    if shown.count > 2 * DiagnosticRenderer.excerptContext * 10 + 2 { violated("excerpt too long (\(shown.count))") }
    if renderer.render(diagnostic, in: file) != printed { violated("two renderings differ") }
    return 0
}

/// Stops the fuzzer with `message`; libFuzzer saves the input as a crash artefact.
func violated(_ message: String) -> Never {
    fatalError("excerpt invariant violated: \(message)")
}

extension Unicode.GeneralCategory {
    var isCombiningMark: Bool { self == .nonspacingMark || self == .spacingMark || self == .enclosingMark }
}
