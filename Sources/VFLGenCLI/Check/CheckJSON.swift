import LayoutModel
import VFLCheck

/// The `vflgen check --format json` document (key order and number spelling fixed):
///
/// ```json
/// {"files": [{"path": "W.vfl", "diagnostics": [...compile diagnostics...],
///   "findings": [{"kind": "ambiguity", "id": "layout-ambiguity", "severity": "warning",
///                 "layout": "W", "variant": null, "message": "…", "source": {...},
///                 "sizes": ["iPhone SE (3rd generation) (portrait)", …], "atEverySize": true,
///                 "constraints": [{"text": "…", "name": "…", "source": {...}}],
///                 "notes": [...], "fix": "add H:|-[title]",
///                 "fixes": [{"description": "add H:|-[title]", "actions": [{"kind": "add-line", …}],
///                            "edits": [{"source": {...}, "newText": "    H:|-[title]\n"}]}]}],
///   "sizes": [{"layout": "W", "variant": null, "size": "343x_", "width": 343, "height": 58}]}]}
/// ```
enum CheckJSON {
    struct File {
        var source: SourceFile
        var diagnostics: [Diagnostic]
        var findings: [CheckFinding]
        var sizes: [FileCheck.CheckedSize]
    }

    static func render(_ files: [File]) -> String {
        let entries = files.map { file in
            let findings = file.findings.map { finding(_: $0, in: file.source) }
            let sizes = file.sizes.map { size in
                "{\"layout\": \(JSONText.string(size.layout)), \"variant\": \(size.variant.map(JSONText.string) ?? "null"), "
                    + "\"size\": \(JSONText.string(size.size)), \"width\": \(number(size.container.width)), "
                    + "\"height\": \(number(size.container.height))}"
            }
            return "    {\n      \"path\": \(JSONText.string(file.source.path)),\n"
                + "      \"diagnostics\": [" + JSONText.list(file.diagnostics.map { JSONText.diagnostic($0, in: file.source) }, indent: 8) + "],\n"
                + "      \"findings\": [" + JSONText.list(findings, indent: 8) + "],\n"
                + "      \"sizes\": [" + JSONText.list(sizes, indent: 8) + "]\n    }"
        }
        return "{\n  \"files\": [" + (entries.isEmpty ? "" : "\n" + entries.joined(separator: ",\n") + "\n  ") + "]\n}\n"
    }

    /// A number, or `null` for one that is not finite (a fitting size of a layout whose
    /// numbers are too large; its `non-finite-geometry` finding says why): never `inf`.
    static func number(_ value: Double) -> String {
        value.isFinite ? value.shortestDescription : "null"
    }

    static func finding(_ finding: CheckFinding, in source: SourceFile) -> String {
        let diagnostic = finding.diagnostic
        let constraints = finding.constraints.map { involved in
            "{\"text\": \(JSONText.string(involved.text)), \"name\": \(JSONText.string(involved.name)), \"source\": \(JSONText.sourceRange(involved.range, in: source))}"
        }
        return "{\"kind\": \(JSONText.string(finding.kind.rawValue)), \"id\": \(JSONText.string(diagnostic.id.rawValue)), "
            + "\"severity\": \(JSONText.string(diagnostic.severity.rawValue)), \"layout\": \(JSONText.string(finding.layout)), "
            + "\"variant\": \(finding.variant.map(JSONText.string) ?? "null"), \"message\": \(JSONText.string(diagnostic.message)), "
            + "\"source\": \(diagnostic.range.map { JSONText.sourceRange($0, in: source) } ?? "null"), "
            + "\"sizes\": [\(finding.sizes.map(JSONText.string).joined(separator: ", "))], \"atEverySize\": \(finding.atEverySize), "
            + "\"constraints\": [\(constraints.joined(separator: ", "))], \"notes\": [\(JSONText.notes(of: diagnostic, in: source))], "
            + "\"variants\": [\(finding.variants.map { $0.map(JSONText.string) ?? "null" }.joined(separator: ", "))], "
            + "\"fix\": \(JSONText.string(finding.advice)), \"fixes\": [\(finding.fixes.map { fix($0, in: source) }.joined(separator: ", "))]}"
    }

    /// A fix: its words, its steps as data, and the edits that make it.
    static func fix(_ fix: CheckFix, in source: SourceFile) -> String {
        let edits = fix.edits.map { edit in
            "{\"source\": \(JSONText.sourceRange(edit.range, in: source)), \"newText\": \(JSONText.string(edit.replacement))}"
        }
        return "{\"description\": \(JSONText.string(fix.description)), \"actions\": [\(fix.actions.map { action($0, in: source) }.joined(separator: ", "))], "
            + "\"edits\": [\(edits.joined(separator: ", "))]}"
    }

    static func action(_ action: FixAction, in source: SourceFile) -> String {
        func constraint(_ reference: ConstraintReference) -> String {
            "{\"text\": \(JSONText.string(reference.text)), \"name\": \(JSONText.string(reference.name)), \"source\": \(JSONText.sourceRange(reference.range, in: source))}"
        }
        let fields: String
        switch action {
        case .addLine(let line, let variant):
            fields = "\"line\": \(JSONText.string(line)), \"variant\": \(variant.map(JSONText.string) ?? "null")"
        case .setContentPriority(let view, let option, let value):
            fields = "\"view\": \(JSONText.string(view)), \"option\": \(JSONText.string(option.rawValue)), \"value\": \(JSONText.string(value))"
        case .setIntrinsicSize(let view, let value):
            fields = "\"view\": \(JSONText.string(view)), \"value\": \(JSONText.string(value))"
        case .lowerPriority(let reference, let priority):
            fields = "\"constraint\": \(constraint(reference)), \"priority\": \(number(priority))"
        case .removeConstraint(let reference):
            fields = "\"constraint\": \(constraint(reference))"
        case .giveFrame(let view, let frame):
            fields = "\"view\": \(JSONText.string(view)), \"frame\": \(JSONText.string(frame))"
        case .setLineCount(let view, let lines):
            fields = "\"view\": \(JSONText.string(view)), \"lines\": \(lines)"
        }
        return "{\"kind\": \(JSONText.string(action.kind)), \(fields)}"
    }
}
