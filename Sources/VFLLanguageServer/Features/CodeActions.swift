import Foundation
import LayoutModel
import VFLCheck
import VFLLanguage

/// `textDocument/codeAction`: every "did you mean" as a quick fix, the check's fixes with
/// their edits (``CheckFix``: `declare 'hugging 251' on title`, `add V:|-[badge]`), and
/// `// vflgen:ignore KIND` for each finding.
extension LanguageServer {
    func codeActions(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        guard let range = Range(params.object("range")) else { return .failure(.init(code: ErrorCode.invalidParams, message: "no range")) }
        let wanted = SourceRange(start: document.offset(of: range.start), end: document.offset(of: range.end))
        var actions: [JSONObject] = []
        let analysis = analysis(of: document)
        for diagnostic in analysis.compilation.diagnostics where meets(diagnostic.range, wanted) {
            for note in diagnostic.notes {
                guard let suggestion = Self.suggestion(in: note.message) else { continue }
                let place = note.range ?? diagnostic.range ?? .point(0)
                let written = document.source.text(in: place)
                let replacement = suggestion.hasPrefix(".") && !written.hasPrefix(".") ? String(suggestion.dropFirst()) : suggestion
                actions.append(action("Replace '\(written)' with '\(replacement)'", diagnostic, document, edits: [(place, replacement)], preferred: true))
            }
        }
        for finding in findings(of: document) ?? [] where meets(finding.diagnostic.range, wanted) {
            guard let place = finding.diagnostic.range else { continue }
            // The check's fixes are edits already: the same as `check --format json` carries.
            for fix in finding.fixes {
                let title = fix.description.prefix(1).uppercased() + fix.description.dropFirst()
                actions.append(action(title, finding.diagnostic, document, edits: fix.edits.map { ($0.range, $0.replacement) }, preferred: false))
            }
            let kind = finding.kind.rawValue
            actions.append(action("Ignore this \(kind) here (// vflgen:ignore \(kind))", finding.diagnostic, document,
                                  edits: [ignoreEdit(kind, at: place, in: document)], preferred: false))
        }
        return .success(actions)
    }

    private func meets(_ range: SourceRange?, _ wanted: SourceRange) -> Bool {
        let range = range ?? .point(0)
        return range.start <= wanted.end && wanted.start <= range.end
    }

    /// `suggestion` from `did you mean 'suggestion'?`.
    static func suggestion(in message: String) -> String? {
        guard message.hasPrefix("did you mean '"), message.hasSuffix("'?") else { return nil }
        return String(message.dropFirst("did you mean '".count).dropLast(2))
    }

    private func action(_ title: String, _ diagnostic: Diagnostic, _ document: Document, edits: [(SourceRange, String)], preferred: Bool) -> JSONObject {
        [
            "title": title, "kind": "quickfix", "isPreferred": preferred,
            "diagnostics": [lspDiagnostic(diagnostic, in: document)],
            "edit": ["changes": [document.uri: edits.map { ["range": document.range(of: $0.0).json, "newText": $0.1] as JSONObject }]],
        ]
    }

    /// `// vflgen:ignore KIND` at the end of the line, or KIND added to the line's ignore comment.
    private func ignoreEdit(_ kind: String, at place: SourceRange, in document: Document) -> (SourceRange, String) {
        let line = document.lineBounds(at: place.start)
        let text = document.source.text(in: SourceRange(start: line.start, end: line.end))
        if let marker = text.range(of: "vflgen:ignore") {
            // After the kinds: up to a ':' (the reason) or the end of the line.
            let rest = text[marker.upperBound...]
            let kindsEnd = rest.firstIndex(of: ":") ?? rest.endIndex
            var end = kindsEnd
            while end > rest.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
            let offset = line.start + text[..<end].utf8.count
            return (.point(offset), ", \(kind)")
        }
        var end = line.end
        while end > line.start, document.source.utf8[end - 1] == UInt8(ascii: " ") || document.source.utf8[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return (SourceRange(start: end, end: line.end), "  // vflgen:ignore \(kind)")
    }

    // MARK: Formatting

    func formatting(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        let formatted = VFLFormatter.format(document.text)
        guard formatted != document.text else { return .success([Any]()) }
        let whole = SourceRange(start: 0, end: document.source.utf8.count)
        return .success([["range": document.range(of: whole).json, "newText": formatted] as JSONObject])
    }
}
