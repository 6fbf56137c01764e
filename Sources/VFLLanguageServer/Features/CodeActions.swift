import Foundation
import LayoutModel
import VFLLanguage

/// `textDocument/codeAction`: every "did you mean" as a quick fix, the check's fixes as
/// edits (`declare 'hugging 251' on title`, `add V:|-[badge]`), and `// vflgen:ignore KIND`
/// for each finding.
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
        let index = analysis.index
        for report in findings(of: document) ?? [] where meets(report.diagnostic.range, wanted) {
            guard let place = report.diagnostic.range else { continue }
            let layout = index.layout(at: place.start).map { index.layouts[$0] }
            for fix in report.fixes {
                switch fix {
                case .declare(let view, let option, let value):
                    guard let declared = layout?.views.first(where: { $0.name == view }) else { continue }
                    let edit = declarationEdit(declared, option: option, value: value, in: document)
                    actions.append(action("Declare '\(option) \(value)' on \(view)", report.diagnostic, document, edits: [edit], preferred: false))
                case .addLine(let line):
                    guard let layout, layout.range.end > layout.range.start, document.source.utf8[layout.range.end - 1] == UInt8(ascii: "}") else { continue }
                    let brace = document.lineBounds(at: layout.range.end - 1).start
                    actions.append(action("Add '\(line)'", report.diagnostic, document, edits: [(.point(brace), "    \(line)\n")], preferred: false))
                }
            }
            actions.append(action("Ignore this \(report.ignoreKind) here (// vflgen:ignore \(report.ignoreKind))", report.diagnostic, document,
                                  edits: [ignoreEdit(report.ignoreKind, at: place, in: document)], preferred: false))
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

    /// Adds `option value` to a view's declaration, or replaces the option's value.
    private func declarationEdit(_ declared: SourceIndex.Declared, option: String, value: String, in document: Document) -> (SourceRange, String) {
        let bytes = document.source.utf8
        var codeEnd = declared.range.end
        if let comment = document.source.text(in: declared.range).range(of: "//") {
            codeEnd = declared.range.start + document.source.text(in: declared.range)[..<comment.lowerBound].utf8.count
        }
        while codeEnd > declared.range.start, bytes[codeEnd - 1] == UInt8(ascii: " ") || bytes[codeEnd - 1] == UInt8(ascii: "\t") || bytes[codeEnd - 1] == 13 { codeEnd -= 1 }
        let code = document.source.text(in: SourceRange(start: declared.range.start, end: codeEnd))
        let words = code.split(separator: " ", omittingEmptySubsequences: true)
        if let position = words.firstIndex(where: { $0 == option }), position + 1 < words.count {
            let valueWord = words[position + 1]
            let start = declared.range.start + code[..<valueWord.startIndex].utf8.count
            return (SourceRange(start: start, end: start + valueWord.utf8.count), value)
        }
        return (.point(codeEnd), " \(option) \(value)")
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
