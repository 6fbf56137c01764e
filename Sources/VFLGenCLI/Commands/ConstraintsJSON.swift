import LayoutModel
import VFLLanguage
import VFLRendering

/// The `--format json` document of `vflgen constraints`, written by hand so that key order
/// and number spelling are fixed (numbers use ``Swift/Double/shortestDescription``).
///
/// ```json
/// {"files": [{"path": "W.vfl", "diagnostics": [...], "layouts": [{"name": "Welcome",
///   "views": [...], "metrics": [...], "constraints": [...], "variants": [{"name": ..., ["conditions": [...],] "constraints": [...]}]}]}]}
/// ```
struct ConstraintsJSON {
    private var files: [String] = []

    mutating func add(_ compilation: VFLCompilation, includeLayouts: Bool) {
        let source = compilation.file.source
        var out = "    {\n      \"path\": \(JSONText.string(source.path)),\n"
        out += "      \"diagnostics\": [" + JSONText.list(compilation.diagnostics.map { JSONText.diagnostic($0, in: source) }, indent: 8) + "],\n"
        let layouts = includeLayouts ? compilation.file.layouts : []
        out += "      \"layouts\": [" + JSONText.list(layouts.map { layout($0, in: source) }, indent: 8) + "]\n    }"
        files.append(out)
    }

    mutating func addUnreadable(path: String, failure: InputFiles.Failure) {
        let diagnostic = failure.diagnostic
        var entry = "{\"id\": \(JSONText.string(diagnostic.id.rawValue)), \"severity\": \"error\", \"message\": \(JSONText.string(diagnostic.message))"
        if let file = failure.file, let range = diagnostic.range {
            entry += ", \"source\": \(JSONText.sourceRange(range, in: file))"
        }
        entry += "}"
        files.append("    {\n      \"path\": \(JSONText.string(path)),\n      \"diagnostics\": [\n        \(entry)\n      ],\n      \"layouts\": []\n    }")
    }

    func finish() -> String {
        "{\n  \"files\": [\n" + files.joined(separator: ",\n") + (files.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    // MARK: Pieces

    private func layout(_ layout: Layout, in source: SourceFile) -> String {
        let views = layout.views.map { view in
            var fields = ["\"name\": \(JSONText.string(view.name))", "\"type\": \(view.type.map(JSONText.string) ?? "null")"]
            if let width = view.intrinsicWidth { fields.append("\"intrinsicWidth\": \(width.shortestDescription)") }
            if let height = view.intrinsicHeight { fields.append("\"intrinsicHeight\": \(height.shortestDescription)") }
            if let baseline = view.firstBaseline { fields.append("\"firstBaseline\": \(baseline.shortestDescription)") }
            if let baseline = view.lastBaseline { fields.append("\"lastBaseline\": \(baseline.shortestDescription)") }
            switch view.role {
            case .subview: break
            case .guide: fields.append("\"role\": \"guide\"")
            case .external(let frame):
                fields.append("\"role\": \"external\"")
                if let frame {
                    let numbers = [frame.x, frame.y, frame.width, frame.height].map(\.shortestDescription)
                    fields.append("\"frame\": {\"x\": \(numbers[0]), \"y\": \(numbers[1]), \"width\": \(numbers[2]), \"height\": \(numbers[3])}")
                }
            }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        let metrics = layout.metrics.map { metric in
            var usage: [String] = []
            if metric.usage.contains(.constant) { usage.append("\"constant\"") }
            if metric.usage.contains(.priority) { usage.append("\"priority\"") }
            return "{\"name\": \(JSONText.string(metric.name)), \"value\": \(metric.value.shortestDescription), \"usage\": [\(usage.joined(separator: ", "))]}"
        }
        let names = ConstraintNaming.names(of: layout)
        let variants = zip(layout.variants, names.variants).map { variant, variantNames in
            "{\n            \"name\": \(JSONText.string(variant.name)),\n"
                + (variant.conditions.isEmpty ? "" : "            \"conditions\": [\(variant.conditions.map { JSONText.string($0.text) }.joined(separator: ", "))],\n")
                + "            \"constraints\": ["
                + JSONText.list(zip(variant.constraints, variantNames).map { constraint($0, named: $1, in: source) }, indent: 14) + "]\n          }"
        }
        return """
        {
                  "name": \(JSONText.string(layout.name)),
                  "views": [\(JSONText.list(views, indent: 12))],
                  "metrics": [\(JSONText.list(metrics, indent: 12))],
                  "constraints": [\(JSONText.list(zip(layout.constraints, names.constraints).map { constraint($0, named: $1, in: source) }, indent: 12))],
                  "variants": [\(JSONText.list(variants, indent: 12))]
                }
        """
    }

    /// One constraint; `name` is its generated property name (``ConstraintNaming/names(of:)``).
    private func constraint(_ constraint: LayoutConstraint, named name: String, in source: SourceFile) -> String {
        var fields = [
            "\"text\": \(JSONText.string(constraint.text))",
            "\"name\": \(JSONText.string(name))",
            "\"explicitName\": \(constraint.name != nil)",
            "\"first\": \(JSONText.string(constraint.first.name))",
            "\"firstAttribute\": \(JSONText.string(constraint.firstAttribute.rawValue))",
            "\"relation\": \(JSONText.string(constraint.relation.rawValue))",
            "\"second\": \(constraint.second.map { JSONText.string($0.name) } ?? "null")",
            "\"secondAttribute\": \(constraint.secondAttribute.map { JSONText.string($0.rawValue) } ?? "null")",
            "\"multiplier\": \(constraint.multiplier.shortestDescription)",
            "\"constant\": \(constraint.constant.value.shortestDescription)",
            "\"constantMetric\": \(constraint.constant.metric.map(JSONText.string) ?? "null")",
            "\"priority\": \(constraint.priority.value.shortestDescription)",
            "\"priorityMetric\": \(constraint.priority.metric.map(JSONText.string) ?? "null")",
            "\"kind\": \(JSONText.string(constraint.kind.rawValue))",
            "\"firstOrigin\": \(anchor(constraint.firstOrigin))",
            "\"secondOrigin\": \(anchor(constraint.secondOrigin))",
        ]
        fields.append("\"source\": \(JSONText.sourceRange(constraint.source, in: source))")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// An `offset(…)` origin: `{"item": …, "attribute": …}`, or `null`.
    private func anchor(_ anchor: LayoutConstraint.Anchor?) -> String {
        guard let anchor else { return "null" }
        return "{\"item\": \(JSONText.string(anchor.item.name)), \"attribute\": \(JSONText.string(anchor.attribute.rawValue))}"
    }
}
