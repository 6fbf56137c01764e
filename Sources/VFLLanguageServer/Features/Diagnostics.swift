import LayoutModel
import VFLLanguage

/// `textDocument/publishDiagnostics`: the compiler's errors and warnings and, for a file
/// without errors, the check's findings: each with its stable id as the code, and its notes
/// as related information.
extension LanguageServer {
    func publishDiagnostics(for document: Document) {
        // Diagnostics of a text that may not be the editor's would point at the wrong places.
        guard !document.isOutOfSync else { return }
        let analysis = analysis(of: document)
        var diagnostics = analysis.compilation.diagnostics.map { lspDiagnostic($0, in: document) }
        diagnostics += (findings(of: document) ?? []).map { lspDiagnostic($0.diagnostic, in: document) }
        send([
            "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
            "params": ["uri": document.uri, "version": document.version, "diagnostics": diagnostics] as JSONObject,
        ])
    }

    func lspDiagnostic(_ diagnostic: Diagnostic, in document: Document) -> JSONObject {
        var result: JSONObject = [
            "range": document.range(of: diagnostic.range).json,
            "severity": Self.severity(diagnostic.severity),
            "code": diagnostic.id.rawValue,
            "source": Self.name,
            "message": diagnostic.message,
        ]
        if !diagnostic.notes.isEmpty {
            result["relatedInformation"] = diagnostic.notes.map { note -> JSONObject in
                ["location": ["uri": document.uri, "range": document.range(of: note.range ?? diagnostic.range).json], "message": note.message]
            }
        }
        return result
    }

    static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
