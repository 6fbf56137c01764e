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
        var out = "\(tool): \(diagnostic.severity.rawValue): \(diagnostic.message.escapingControlCharacters)\n"
        for note in diagnostic.notes {
            out += "\(tool): note: \(note.message.escapingControlCharacters)\n"
        }
        return out
    }

    private func appendEntry(
        to out: inout String, severity: Diagnostic.Severity, message: String,
        range: SourceRange?, file: SourceFile?
    ) {
        // Messages quote input text and paths come from input too: both are escaped, so no
        // input can restyle the terminal or log they are printed to.
        let message = message.escapingControlCharacters
        guard let file else {
            out += "\(severity.rawValue): \(message)\n"
            return
        }
        let path = file.path.escapingControlCharacters
        guard let range else {
            out += "\(path): \(severity.rawValue): \(message)\n"
            return
        }
        let location = file.location(of: range.start)
        out += "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)\n"
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
        // A range starting inside a multi-byte character points at the whole character.
        let rangeStart = min(lineStart + location.column - 1, lineEnd)
        var caret = rangeStart
        while caret > lineStart, caret < lineEnd, Self.isContinuationByte(bytes[caret]) { caret -= 1 }
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
        // The line is printed with its controls escaped (a source line is input: it must not
        // reach the terminal raw), tabs kept so the caret lines up under tab-indented source.
        let shown = String(decoding: bytes[start..<end], as: UTF8.self).escapingControlCharacters(keepingTabs: true)
        let line = (cutBefore ? "…" : "") + shown + (end < lineEnd ? "…" : "")
        // One space per printed column before the caret (tabs kept; an escaped control takes
        // the width of its escape), so the caret lines up under non-ASCII and escaped text.
        var marker = cutBefore ? " " : ""
        for character in String(decoding: bytes[start..<caret], as: UTF8.self) {
            marker += character == "\t" ? "\t" : String(repeating: " ", count: Self.printedWidth(of: character))
        }
        marker += "^"
        var coveredEnd = min(end, rangeStart + range.length)
        while coveredEnd < end, Self.isContinuationByte(bytes[coveredEnd]) { coveredEnd += 1 }
        let covered = String(decoding: bytes[min(caret, coveredEnd)..<coveredEnd], as: UTF8.self)
        let tildes = max(0, covered.reduce(0) { $0 + Self.printedWidth(of: $1) } - 1)
        marker += String(repeating: "~", count: tildes)
        return "\(line)\n\(marker)\n"
    }

    /// How many columns `character` is printed as in an excerpt: 1 (tabs are kept), the
    /// length of its escape, or 0 for a combining mark with no base of its own (after a
    /// control character, it joins the escape's last character).
    static func printedWidth(of character: Character) -> Int {
        if let first = character.unicodeScalars.first, first.properties.generalCategory.isMark { return 0 }
        guard character != "\t", character.unicodeScalars.contains(where: \.needsEscaping) else { return 1 }
        return character.unicodeScalars.reduce(0) { $0 + ($1.needsEscaping ? $1.escaped().count : 1) }
    }

    private static func isContinuationByte(_ byte: UInt8) -> Bool { byte & 0b1100_0000 == 0b1000_0000 }
}

extension Unicode.GeneralCategory {
    /// Whether this is a combining mark (nonspacing, spacing or enclosing).
    var isMark: Bool {
        switch self {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
