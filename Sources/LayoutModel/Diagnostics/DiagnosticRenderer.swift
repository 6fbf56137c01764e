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

    /// The source line, then a caret under the start and tildes under the rest of the range
    /// (clipped to the line).
    func excerpt(for range: SourceRange, at location: SourceLocation, in file: SourceFile) -> String {
        let line = file.lineText(location.line)
        let lineBytes = Array(line.utf8)
        let prefixBytes = lineBytes.prefix(max(0, location.column - 1))
        // One space per character before the column (tabs kept), so the caret lines up
        // under tab-indented and non-ASCII source.
        var marker = ""
        for character in String(decoding: prefixBytes, as: UTF8.self) {
            marker += character == "\t" ? "\t" : " "
        }
        marker += "^"
        let end = min(lineBytes.count, location.column - 1 + range.length)
        let coveredBytes = lineBytes[min(prefixBytes.count, end)..<end]
        let tildes = max(0, String(decoding: coveredBytes, as: UTF8.self).count - 1)
        marker += String(repeating: "~", count: tildes)
        return "\(line)\n\(marker)\n"
    }
}
