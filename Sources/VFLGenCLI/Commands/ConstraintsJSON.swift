import LayoutModel
import VFLLanguage
import VFLRendering

/// The `--format json` document of `vflgen constraints`, written by hand so that key order
/// and number spelling are fixed (numbers use ``Swift/Double/shortestDescription``).
///
/// ```json
/// {"files": [{"path": "W.vfl", "diagnostics": [...], "layouts": [{"name": "Welcome",
///   "views": [...], "metrics": [...], "constraints": [...], "variants": [{"name": ..., "constraints": [...]}]}]}]}
/// ```
///
/// Streamed as the text form is: each file's entry is written once the file is compiled, and
/// its layouts as each is lowered, through a ``SpooledOutput`` (memory, then a temporary file)
/// because a file with errors lists none and its diagnostics come first. Memory stays flat in
/// the size of the input (building the whole document took 1.25 GB for 100,000 lines).
struct ConstraintsJSON {
    private var output: BufferedOutput
    private var wroteFile = false

    /// Starts the document on `destination`.
    init(writingTo destination: @escaping (String) -> Void) {
        output = BufferedOutput(destination)
        output.append("{\n  \"files\": [\n")
    }

    /// Compiles `source` layout by layout and writes its entry: its diagnostics (reported on
    /// stderr too), and its layouts when it has no error. Returns whether there was no error.
    mutating func write(
        _ source: SourceFile, platform: Platform, dialect: Dialect, errorLimit: ErrorLimit,
        renderer: DiagnosticRenderer, context: ToolContext, spool: SpooledOutput = SpooledOutput()
    ) -> Bool {
        var layouts = BufferedOutput(spool.write)
        var layoutCount = 0
        let diagnostics = errorLimit.applied(to: VFLCompiler.compileLayouts(source, platform: platform, dialect: dialect) { layout in
            layouts.pending += layoutCount == 0 ? "\n        " : ",\n        "
            self.layout(layout, in: source, to: &layouts.pending)
            layoutCount += 1
            layouts.flushIfFull()
        })
        ConstraintsCommand.report(diagnostics, in: source, renderer: renderer, context: context)
        let succeeded = !diagnostics.containsErrors
        beginEntry()
        output.append("    {\n      \"path\": \(JSONText.string(source.path)),\n")
        output.append("      \"diagnostics\": [" + JSONText.list(diagnostics.map { JSONText.diagnostic($0, in: source) }, indent: 8) + "],\n")
        output.append("      \"layouts\": [")
        if succeeded, layoutCount > 0 {
            layouts.flush()
            output.flush()
            spool.commit(to: { output.append($0) })
            output.append("\n      ")
        } else {
            spool.discard()
        }
        output.append("]\n    }")
        return succeeded
    }

    /// Writes the entry of a file that could not be read.
    mutating func addUnreadable(path: String, failure: InputFiles.Failure) {
        let diagnostic = failure.diagnostic
        var entry = "{\"id\": \(JSONText.string(diagnostic.id.rawValue)), \"severity\": \"error\", \"message\": \(JSONText.string(diagnostic.message))"
        if let file = failure.file, let range = diagnostic.range {
            entry += ", \"source\": \(JSONText.sourceRange(range, in: file))"
        }
        entry += "}"
        beginEntry()
        output.append("    {\n      \"path\": \(JSONText.string(path)),\n      \"diagnostics\": [\n        \(entry)\n      ],\n      \"layouts\": []\n    }")
    }

    /// Ends the document and writes what is left.
    mutating func finish() {
        output.append((wroteFile ? "\n" : "") + "  ]\n}\n")
        output.flush()
    }

    private mutating func beginEntry() {
        if wroteFile { output.append(",\n") }
        wroteFile = true
    }

    // MARK: Pieces

    private func layout(_ layout: Layout, in source: SourceFile, to out: inout String) {
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
        out += "{\n          \"name\": \(JSONText.string(layout.name)),\n"
        out += "          \"views\": [" + JSONText.list(views, indent: 12) + "],\n"
        out += "          \"metrics\": [" + JSONText.list(metrics, indent: 12) + "],\n"
        out += "          \"constraints\": ["
        let ranges = JSONSourceRanges(source)
        Self.list(zip(layout.constraints, names.constraints), indent: 12, to: &out) { Self.constraint($0.0, named: $0.1, ranges: ranges, to: &$1) }
        out += "],\n          \"variants\": ["
        Self.list(zip(layout.variants, names.variants), indent: 12, to: &out) { pair, out in
            let (variant, variantNames) = pair
            out += "{\n            \"name\": \(JSONText.string(variant.name)),\n            \"constraints\": ["
            Self.list(zip(variant.constraints, variantNames), indent: 14, to: &out) { Self.constraint($0.0, named: $0.1, ranges: ranges, to: &$1) }
            out += "]\n          }"
        }
        out += "]\n        }"
    }

    /// ``JSONText/list(_:indent:)`` written in place: each element by `element`, one per line.
    private static func list<Elements: Sequence>(
        _ elements: Elements, indent: Int, to out: inout String, _ element: (Elements.Element, inout String) -> Void
    ) {
        var any = false
        for item in elements {
            out += any ? ",\n" : "\n"
            for _ in 0..<indent { out += " " }
            element(item, &out)
            any = true
        }
        if any {
            out += "\n"
            for _ in 0..<(indent - 2) { out += " " }
        }
    }

    /// One constraint; `name` is its generated property name (``ConstraintNaming/names(of:)``).
    /// Written in place, field by field, each string escaped straight into `out` (no string per
    /// field, no array of fields).
    private static func constraint(_ constraint: LayoutConstraint, named name: String, ranges: JSONSourceRanges, to out: inout String) {
        out += "{\"text\": "
        JSONText.append(string: constraint.text, to: &out)
        out += ", \"name\": "
        JSONText.append(string: name, to: &out)
        out += constraint.name != nil ? ", \"explicitName\": true, \"first\": " : ", \"explicitName\": false, \"first\": "
        JSONText.append(string: constraint.first.name, to: &out)
        out += ", \"firstAttribute\": \""
        out += constraint.firstAttribute.rawValue
        out += "\", \"relation\": \""
        out += constraint.relation.rawValue
        out += "\", \"second\": "
        if let second = constraint.second { JSONText.append(string: second.name, to: &out) } else { out += "null" }
        out += ", \"secondAttribute\": "
        if let attribute = constraint.secondAttribute {
            out += "\""
            out += attribute.rawValue
            out += "\""
        } else {
            out += "null"
        }
        out += ", \"multiplier\": "
        out += constraint.multiplier.shortestDescription
        out += ", \"constant\": "
        out += constraint.constant.value.shortestDescription
        out += ", \"constantMetric\": "
        if let metric = constraint.constant.metric { JSONText.append(string: metric, to: &out) } else { out += "null" }
        out += ", \"priority\": "
        out += constraint.priority.value.shortestDescription
        out += ", \"priorityMetric\": "
        if let metric = constraint.priority.metric { JSONText.append(string: metric, to: &out) } else { out += "null" }
        out += ", \"kind\": \""
        out += constraint.kind.rawValue
        out += "\", \"firstOrigin\": "
        anchor(constraint.firstOrigin, to: &out)
        out += ", \"secondOrigin\": "
        anchor(constraint.secondOrigin, to: &out)
        out += ", \"source\": "
        ranges.append(constraint.source, to: &out)
        out += "}"
    }

    /// An `offset(…)` origin: `{"item": …, "attribute": …}`, or `null`.
    private static func anchor(_ anchor: LayoutConstraint.Anchor?, to out: inout String) {
        guard let anchor else {
            out += "null"
            return
        }
        out += "{\"item\": "
        JSONText.append(string: anchor.item.name, to: &out)
        out += ", \"attribute\": "
        JSONText.append(string: anchor.attribute.rawValue, to: &out)
        out += "}"
    }
}
