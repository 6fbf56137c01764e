import LayoutModel

/// The `vflgen check --format json` document (key order and number spelling fixed):
///
/// ```json
/// {"files": [{"path": "W.vfl", "diagnostics": [...compile diagnostics...],
///   "findings": [{"kind": "ambiguity", "id": "layout-ambiguity", "severity": "warning",
///                 "layout": "W", "variant": null, "message": "…", "source": {...},
///                 "sizes": ["iPhone SE (3rd generation) (portrait)", …], "atEverySize": true,
///                 "constraints": [{"text": "…", "name": "…", "source": {...}}],
///                 "notes": [...], "fix": "add H:|-[title]"}]}]}
/// ```
enum CheckJSON {
    static func render(_ files: [(source: SourceFile, diagnostics: [Diagnostic], findings: [CheckFinding])]) -> String {
        let entries = files.map { file in
            let findings = file.findings.map { finding(_: $0, in: file.source) }
            return "    {\n      \"path\": \(JSONText.string(file.source.path)),\n"
                + "      \"diagnostics\": [" + JSONText.list(file.diagnostics.map { JSONText.diagnostic($0, in: file.source) }, indent: 8) + "],\n"
                + "      \"findings\": [" + JSONText.list(findings, indent: 8) + "]\n    }"
        }
        return "{\n  \"files\": [" + (entries.isEmpty ? "" : "\n" + entries.joined(separator: ",\n") + "\n  ") + "]\n}\n"
    }

    static func finding(_ finding: CheckFinding, in source: SourceFile) -> String {
        let diagnostic = finding.diagnostic
        let constraints = finding.constraints.map { involved in
            "{\"text\": \(JSONText.string(involved.text)), \"name\": \(JSONText.string(involved.name)), \"source\": \(JSONText.sourceRange(involved.range, in: source))}"
        }
        let notes = diagnostic.notes.map { note in
            "{\"message\": \(JSONText.string(note.message)), \"source\": \(note.range.map { JSONText.sourceRange($0, in: source) } ?? "null")}"
        }
        return "{\"kind\": \(JSONText.string(finding.kind.rawValue)), \"id\": \(JSONText.string(diagnostic.id.rawValue)), "
            + "\"severity\": \(JSONText.string(diagnostic.severity.rawValue)), \"layout\": \(JSONText.string(finding.layout)), "
            + "\"variant\": \(finding.variant.map(JSONText.string) ?? "null"), \"message\": \(JSONText.string(diagnostic.message)), "
            + "\"source\": \(diagnostic.range.map { JSONText.sourceRange($0, in: source) } ?? "null"), "
            + "\"sizes\": [\(finding.sizes.map(JSONText.string).joined(separator: ", "))], \"atEverySize\": \(finding.atEverySize), "
            + "\"constraints\": [\(constraints.joined(separator: ", "))], \"notes\": [\(notes.joined(separator: ", "))], "
            + "\"fix\": \(JSONText.string(finding.fix))}"
    }
}
