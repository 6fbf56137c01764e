/// Prints diagnostics the way compilers do, so SwiftPM and Xcode pick them up:
///
/// ```
/// Welcome.vfl:9:18: error: unknown view 'icn'
///     H:|-padding-[icn(30)]-[title]-|
///                  ^~~
/// Welcome.vfl:9:18: note: did you mean 'icon'?
/// ```
///
/// The excerpt (source line and caret) is optional: the CLI shows it when stderr is a
/// terminal or with `--verbose`.
public struct DiagnosticRenderer: Sendable {
    public var showsExcerpts: Bool

    public init(showsExcerpts: Bool) {
        self.showsExcerpts = showsExcerpts
    }

    /// Renders one diagnostic (and its notes) about `file`; each line ends with "\n".
    public func render(_ diagnostic: Diagnostic, in file: SourceFile?) -> String {
        var out = ""
        appendEntry(
            to: &out, severity: diagnostic.severity, message: diagnostic.message,
            range: diagnostic.range, file: file
        )
        for note in diagnostic.notes {
            appendEntry(to: &out, severity: .note, message: note.message, range: note.range, file: file)
        }
        return out
    }

    /// Renders a diagnostic that is not about any file (`vflgen: error: …`).
    public func render(_ diagnostic: Diagnostic, tool: String) -> String {
        var out = "\(tool): \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        for note in diagnostic.notes {
            out += "\(tool): note: \(note.message)\n"
        }
        return out
    }

    private func appendEntry(
        to out: inout String, severity: Diagnostic.Severity, message: String,
        range: SourceRange?, file: SourceFile?
    ) {
        guard let file else {
            out += "\(severity.rawValue): \(message)\n"
            return
        }
        guard let range else {
            out += "\(file.path): \(severity.rawValue): \(message)\n"
            return
        }
        let location = file.location(of: range.start)
        out += "\(file.path):\(location.line):\(location.column): \(severity.rawValue): \(message)\n"
        if showsExcerpts {
            out += excerpt(for: range, at: location, in: file)
        }
    }

    /// How many bytes of a long line an excerpt shows on each side of the column; the cut
    /// parts become `…`. Without a bound, every diagnostic on one huge line would copy the
    /// whole line, and a file could print gigabytes.
    public static let excerptContext = 80

    /// The source line, then a caret under the start and tildes under the rest of the range
    /// (clipped to the line, and to ``excerptContext`` bytes either side of the column).
    func excerpt(for range: SourceRange, at location: SourceLocation, in file: SourceFile) -> String {
        let bytes = file.utf8
        let lineStart = file.lineStarts[location.line - 1]
        var lineEnd = location.line < file.lineStarts.count ? file.lineStarts[location.line] - 1 : bytes.count
        if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let caret = min(lineStart + location.column - 1, lineEnd)
        // The shown part of the line, cut at character boundaries.
        var start = lineStart
        if caret - start > Self.excerptContext {
            start = caret - Self.excerptContext
            while start < caret, Self.isContinuationByte(bytes[start]) { start += 1 }
        }
        var end = lineEnd
        if end - caret > Self.excerptContext {
            end = caret + Self.excerptContext
            while end > caret, Self.isContinuationByte(bytes[end]) { end -= 1 }
        }
        let cutBefore = start > lineStart
        let line = (cutBefore ? "…" : "") + String(decoding: bytes[start..<end], as: UTF8.self) + (end < lineEnd ? "…" : "")
        // One space per character before the column (tabs kept), so the caret lines up
        // under tab-indented and non-ASCII source.
        var marker = cutBefore ? " " : ""
        for character in String(decoding: bytes[start..<caret], as: UTF8.self) {
            marker += character == "\t" ? "\t" : " "
        }
        marker += "^"
        let coveredEnd = min(end, caret + range.length)
        let tildes = max(0, String(decoding: bytes[min(caret, coveredEnd)..<coveredEnd], as: UTF8.self).count - 1)
        marker += String(repeating: "~", count: tildes)
        return "\(line)\n\(marker)\n"
    }

    private static func isContinuationByte(_ byte: UInt8) -> Bool { byte & 0b1100_0000 == 0b1000_0000 }
}
