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
/// the size of the input (building the whole document took 1.25 GB for 100,000 lines). When
/// stdout is a file, a file's entry goes straight to it and is cut back if the file has
/// diagnostics (see `writeInPlace`).
struct ConstraintsJSON {
    private var output: BufferedOutput
    private var wroteFile = false

    /// Starts the document on `context`'s standard output.
    init(context: ToolContext) {
        output = BufferedOutput(context: context)
        output.append("{\n  \"files\": [\n")
    }

    /// Compiles `source` layout by layout and writes its entry: its diagnostics (reported on
    /// stderr too), and its layouts when it has no error. Returns whether there was no error (and,
    /// with `warningsAsErrors`, no warning).
    mutating func write(
        _ source: SourceFile, platform: Platform, dialect: Dialect, errorLimit: DiagnosticLimit,
        renderer: DiagnosticRenderer, context: ToolContext, spool: SpooledOutput = SpooledOutput(), warningsAsErrors: Bool = false
    ) -> Bool {
        if let written = writeInPlace(
            source, platform: platform, dialect: dialect, errorLimit: errorLimit, renderer: renderer, context: context) {
            return written
        }
        var layouts = BufferedOutput(spool: spool)
        let (diagnostics, layoutCount) = Self.compile(source, platform: platform, dialect: dialect, errorLimit: errorLimit, into: &layouts)
        ConstraintsCommand.report(diagnostics, in: source, renderer: renderer, context: context)
        let succeeded = !diagnostics.containsErrors
        beginEntry()
        output.append("    {\n      \"path\": \(JSONText.string(source.path)),\n")
        output.append("      \"diagnostics\": [" + JSONText.list(diagnostics.map { JSONText.diagnostic($0, in: source) }, indent: 8) + "],\n")
        output.append("      \"layouts\": [")
        if succeeded, layoutCount > 0 {
            layouts.flush()
            output.flush()
            spool.commit(to: context)
            output.append("\n      ")
        } else {
            spool.discard()
        }
        output.append("]\n    }")
        return succeeded && !(warningsAsErrors && diagnostics.contains { $0.severity == .warning })
    }

    /// When stdout is a file (``RewindableOutput``): writes `source`'s entry straight to it as
    /// the entry of a file without diagnostics, the common case, its layouts as each is lowered,
    /// with no spool. Returns true when the file had no diagnostic; nil when stdout is no such
    /// file, or when the file had diagnostics (they come first in the entry): the file is then cut
    /// back to where the entry began and the caller compiles the source again through the spool.
    private mutating func writeInPlace(
        _ source: SourceFile, platform: Platform, dialect: Dialect, errorLimit: DiagnosticLimit,
        renderer: DiagnosticRenderer, context: ToolContext
    ) -> Bool? {
        guard RewindableOutput.isPossible(context) else { return nil }
        output.flush()
        guard let file = RewindableOutput.begin(context) else { return nil }
        let wroteFileBefore = wroteFile
        beginEntry()
        output.append("    {\n      \"path\": \(JSONText.string(source.path)),\n")
        output.append("      \"diagnostics\": [" + JSONText.list([], indent: 8) + "],\n")
        output.append("      \"layouts\": [")
        let (diagnostics, layoutCount) = Self.compile(source, platform: platform, dialect: dialect, errorLimit: errorLimit, into: &output)
        guard diagnostics.isEmpty else {
            output.pending.removeAll()
            wroteFile = wroteFileBefore
            if file.rewind() { return nil }
            ConstraintsCommand.report(diagnostics, in: source, renderer: renderer, context: context)
            context.standardError("vflgen: error: cannot cut the output back to withdraw the layouts of '\(source.path)'\n")
            return false
        }
        if layoutCount > 0 { output.append("\n      ") }
        output.append("]\n    }")
        return true
    }

    /// Compiles `source` layout by layout, writing each layout's JSON object to `buffer` as it
    /// is lowered (the entries of the `layouts` list, each on its own line); returns the
    /// diagnostics (within `errorLimit`) and how many layouts were written.
    private static func compile(
        _ source: SourceFile, platform: Platform, dialect: Dialect, errorLimit: DiagnosticLimit, into buffer: inout BufferedOutput
    ) -> (diagnostics: [Diagnostic], layouts: Int) {
        var layoutCount = 0
        var tables = Tables(ranges: JSONSourceRanges(source))
        let diagnostics = errorLimit.applied(to: VFLCompiler.compileLayouts(source, platform: platform, dialect: dialect) { layout in
            buffer.pending.append(layoutCount == 0 ? "\n        " : ",\n        ")
            Self.layout(layout, tables: &tables, to: &buffer.pending)
            layoutCount += 1
            buffer.flushIfFull()
        })
        return (diagnostics, layoutCount)
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

    /// What one file's layouts are written with, kept from layout to layout: its source
    /// ranges' lines, the names of the last layout's table as literals and as bytes, and the
    /// constraint namer's memory.
    private struct Tables {
        var ranges: JSONSourceRanges
        var literals = JSONNameLiterals()
        var itemBytes = ItemNameBytes()
        var namer = ConstraintNamer()
    }

    /// One layout's object, written in place into `out` through one
    /// ``LayoutModel/UTF8Buffer/Writer``: the buffer's storage is made its own once per layout,
    /// not once per constraint and per string of its views and metrics.
    private static func layout(_ layout: Layout, tables: inout Tables, to buffer: inout UTF8Buffer) {
        let names = tables.namer.nameList(of: layout)
        var nameIndex = 0
        buffer.write { out in
            out.append("{\n          \"name\": ")
            JSONText.append(string: layout.name, to: &out)
            out.append(",\n          \"views\": [")
            list(layout.views, indent: 12, to: &out, view)
            out.append("],\n          \"metrics\": [")
            list(layout.metrics, indent: 12, to: &out, metric)
            out.append("],\n          \"constraints\": [")
            constraintList(layout.constraints, names: names, nameIndex: &nameIndex, indent: 12, tables: &tables, to: &out)
            out.append("],\n          \"variants\": [")
            list(layout.variants, indent: 12, to: &out) { variant, out in
                out.append("{\n            \"name\": ")
                JSONText.append(string: variant.pointee.name, to: &out)
                out.append(",\n            \"constraints\": [")
                constraintList(variant.pointee.constraints, names: names, nameIndex: &nameIndex, indent: 14, tables: &tables, to: &out)
                out.append("]\n          }")
            }
            out.append("]\n        }")
        }
    }

    /// ``JSONText/list(_:indent:)`` written in place: each element by `element`, one per line,
    /// read through the array's buffer (iterating the array copied each view, metric and
    /// variant: a retain and a release of each of its strings and arrays).
    private static func list<Element>(
        _ elements: [Element], indent: Int, to out: inout UTF8Buffer.Writer, _ element: (UnsafePointer<Element>, inout UTF8Buffer.Writer) -> Void
    ) {
        elements.withUnsafeBufferPointer { elements in
            guard let base = elements.baseAddress, !elements.isEmpty else { return }
            for index in elements.indices {
                out.append(index > 0 ? ",\n" : "\n")
                spaces(indent, to: &out)
                element(base + index, &out)
            }
            out.append(byte: UInt8(ascii: "\n"))
            spaces(indent - 2, to: &out)
        }
    }

    /// ``list(_:indent:to:_:)`` of constraints, named from `nameIndex` on in `names`: read in
    /// place through the array's buffer (iterating the array copied each constraint, a retain
    /// and a release of its names table), through one ``LayoutModel/ItemTextWriter`` (the texts'
    /// items from `itemBytes`, the other fields' from `literals`).
    private static func constraintList(
        _ constraints: [LayoutConstraint], names: ConstraintNameList, nameIndex: inout Int, indent: Int,
        tables: inout Tables, to out: inout UTF8Buffer.Writer
    ) {
        guard !constraints.isEmpty else { return }
        var writer = ItemTextWriter(out: out, names: tables.itemBytes)
        tables.itemBytes = ItemNameBytes()  // the writer's arrays stay uniquely referenced
        constraints.withUnsafeBufferPointer { constraints in
            for index in constraints.indices {
                writer.out.append(index > 0 ? ",\n" : "\n")
                spaces(indent, to: &writer.out)
                let address = constraints.baseAddress! + index
                if !tables.literals.isLoaded(for: address) { tables.literals.load(address.pointee.names) }
                names.withName(nameIndex) { constraint(at: address, named: $0, tables: &tables, to: &writer) }
                nameIndex += 1
            }
        }
        writer.out.append(byte: UInt8(ascii: "\n"))
        spaces(indent - 2, to: &writer.out)
        out = writer.out
        tables.itemBytes = writer.names
    }

    /// Appends `count` spaces (at most 16) in one piece.
    private static func spaces(_ count: Int, to out: inout UTF8Buffer.Writer) {
        let sixteen: StaticString = "                "
        precondition(count <= 16, "indent of more than 16 spaces")
        out.append(bytes: UnsafeBufferPointer(start: sixteen.utf8Start, count: count))
    }

    /// `{"name", "type", …}` for a view: its intrinsic size and baselines when given, its
    /// `parent` when it is `in` another view, its role when not a subview.
    private static func view(_ view: UnsafePointer<ViewDeclaration>, to out: inout UTF8Buffer.Writer) {
        out.append("{\"name\": ")
        JSONText.append(string: view.pointee.name, to: &out)
        out.append(", \"type\": ")
        if let type = view.pointee.type { JSONText.append(string: type, to: &out) } else { out.append("null") }
        if let width = view.pointee.intrinsicWidth {
            out.append(", \"intrinsicWidth\": ")
            out.append(number: width)
        }
        if let height = view.pointee.intrinsicHeight {
            out.append(", \"intrinsicHeight\": ")
            out.append(number: height)
        }
        if let baseline = view.pointee.firstBaseline {
            out.append(", \"firstBaseline\": ")
            out.append(number: baseline)
        }
        if let baseline = view.pointee.lastBaseline {
            out.append(", \"lastBaseline\": ")
            out.append(number: baseline)
        }
        if let content = view.pointee.content { sampleContent(content, to: &out) }
        if let parent = view.pointee.parent {
            // `in NAME`: the view it is installed in.
            out.append(", \"parent\": ")
            JSONText.append(string: parent.name, to: &out)
        }
        switch view.pointee.role {
        case .subview: break
        case .guide: out.append(", \"role\": \"guide\"")
        case .external(let frame):
            out.append(", \"role\": \"external\"")
            if let frame {
                out.append(", \"frame\": {\"x\": ")
                out.append(number: frame.x)
                out.append(", \"y\": ")
                out.append(number: frame.y)
                out.append(", \"width\": ")
                out.append(number: frame.width)
                out.append(", \"height\": ")
                out.append(number: frame.height)
                out.append(byte: UInt8(ascii: "}"))
            }
        }
        out.append(byte: UInt8(ascii: "}"))
    }

    /// `, "content": {…}`: the sample content's parts that are written (`text`/`title`/
    /// `placeholder` with the strings, `style` or `font` {`size`, `weight`}, `lines`, `image`).
    private static func sampleContent(_ content: SampleContent, to out: inout UTF8Buffer.Writer) {
        out.append(", \"content\": {")
        var separator = ""
        if let role = content.textRole {
            out.append("\"\(role.rawValue)\": [")
            for (index, text) in content.texts.enumerated() {
                if index > 0 { out.append(", ") }
                JSONText.append(string: text.value, to: &out)
            }
            out.append("]")
            separator = ", "
        }
        switch content.font {
        case .style(let name)?:
            out.append(separator + "\"style\": ")
            JSONText.append(string: name, to: &out)
            separator = ", "
        case .system(let size, let weight)?:
            out.append(separator + "\"font\": {\"size\": ")
            out.append(number: size)
            out.append(", \"weight\": ")
            if let weight { JSONText.append(string: weight, to: &out) } else { out.append("null") }
            out.append("}")
            separator = ", "
        case nil: break
        }
        if let lines = content.lines {
            out.append(separator + "\"lines\": ")
            out.append(lines)
            separator = ", "
        }
        if let image = content.image {
            out.append(separator + "\"image\": {\"width\": ")
            out.append(number: image.width)
            out.append(", \"height\": ")
            out.append(number: image.height)
            out.append("}")
        }
        out.append("}")
    }

    /// `{"name", "value", "usage"}` for a metric.
    private static func metric(_ metric: UnsafePointer<MetricDeclaration>, to out: inout UTF8Buffer.Writer) {
        out.append("{\"name\": ")
        JSONText.append(string: metric.pointee.name, to: &out)
        out.append(", \"value\": ")
        out.append(number: metric.pointee.value)
        out.append(", \"usage\": [")
        if metric.pointee.usage.contains(.constant) { out.append("\"constant\"") }
        if metric.pointee.usage.contains(.priority) { out.append(metric.pointee.usage.contains(.constant) ? ", \"priority\"" : "\"priority\"") }
        out.append("]}")
    }

    /// One constraint, read in place at `address` field by field (passing it as a value copied
    /// it: a retain and a release of its names table per constraint); `name` is its generated
    /// property name's UTF-8 (``ConstraintNaming/nameList(of:)``).
    /// Written in place, field by field, through the list's writer: its text with the items'
    /// bytes (escaped afterwards only if it has to be), its items and metrics as `tables.literals`.
    private static func constraint(
        at address: UnsafePointer<LayoutConstraint>, named name: UnsafeBufferPointer<UInt8>,
        tables: inout Tables, to writer: inout ItemTextWriter
    ) {
        // The quotes around the text and the name are written with the keys next to them.
        writer.out.append("{\"text\": \"")
        JSONText.appendUnquoted(textAt: address, to: &writer, isPlain: tables.literals.isPlain)
        writer.out.append("\", \"name\": \"")
        JSONText.appendUnquoted(utf8: name, to: &writer.out)
        writer.out.append(
            address.pointee.nameNumber != ConstraintNames.none
                ? "\", \"explicitName\": true, \"first\": " : "\", \"explicitName\": false, \"first\": ")
        tables.literals.appendItem(address.pointee.firstNumber, to: &writer.out)
        writer.out.append(", \"firstAttribute\": \"")
        writer.out.append(address.pointee.firstAttribute.staticName)
        // Fixed pieces are written in as few appends as they can be: a relation with its key and
        // the next key, a missing item or metric with the keys around it, a kind with no origins
        // (each append is a capacity check and a copy).
        switch address.pointee.relation {
        case .equal: writer.out.append("\", \"relation\": \"==\", \"second\": ")
        case .lessThanOrEqual: writer.out.append("\", \"relation\": \"<=\", \"second\": ")
        case .greaterThanOrEqual: writer.out.append("\", \"relation\": \">=\", \"second\": ")
        }
        let second = address.pointee.secondNumber
        let secondAttribute = address.pointee.secondAttribute
        if second != ConstraintNames.none {
            tables.literals.appendItem(second, to: &writer.out)
            writer.out.append(secondAttribute != nil ? ", \"secondAttribute\": \"" : ", \"secondAttribute\": null")
        } else {
            writer.out.append(secondAttribute != nil ? "null, \"secondAttribute\": \"" : "null, \"secondAttribute\": null")
        }
        if let secondAttribute {
            writer.out.append(secondAttribute.staticName)
            writer.out.append(byte: UInt8(ascii: "\""))
        }
        // The usual multiplier and priority (1, required) in one piece with their keys.
        if address.pointee.multiplier == 1 {
            writer.out.append(", \"multiplier\": 1, \"constant\": ")
        } else {
            writer.out.append(", \"multiplier\": ")
            writer.out.append(number: address.pointee.multiplier)
            writer.out.append(", \"constant\": ")
        }
        writer.out.append(number: address.pointee.constantValue)
        let constantMetric = address.pointee.constantMetricNumber
        let isRequired = address.pointee.isRequired
        if constantMetric != ConstraintNames.none {
            writer.out.append(", \"constantMetric\": ")
            tables.literals.appendMetric(constantMetric, to: &writer.out)
            if isRequired { writer.out.append(", \"priority\": 1000, \"priorityMetric\": null, \"kind\": \"") }
        } else {
            writer.out.append(
                isRequired ? ", \"constantMetric\": null, \"priority\": 1000, \"priorityMetric\": null, \"kind\": \"" : ", \"constantMetric\": null")
        }
        if !isRequired {
            writer.out.append(", \"priority\": ")
            writer.out.append(number: address.pointee.priorityValue)
            writer.out.append(", \"priorityMetric\": ")
            let priorityMetric = address.pointee.priorityMetricNumber
            if priorityMetric != ConstraintNames.none { tables.literals.appendMetric(priorityMetric, to: &writer.out) } else { writer.out.append("null") }
            writer.out.append(", \"kind\": \"")
        }
        if address.pointee.firstOriginNumber == ConstraintNames.none, address.pointee.secondOriginNumber == ConstraintNames.none {
            writer.out.append(kindWithoutOrigins(address.pointee.kind))
        } else {
            writer.out.append(address.pointee.kind.staticName)
            writer.out.append("\", \"firstOrigin\": ")
            anchor(address.pointee.firstOrigin, to: &writer.out)
            writer.out.append(", \"secondOrigin\": ")
            anchor(address.pointee.secondOrigin, to: &writer.out)
            writer.out.append(", \"source\": ")
        }
        tables.ranges.append(address.pointee.source, to: &writer.out)
        writer.out.append(byte: UInt8(ascii: "}"))
    }

    /// `kind`'s name (``LayoutModel/LayoutConstraint/Kind/staticName``), its closing quote and
    /// the keys up to `source` of a constraint without origins, in one piece.
    private static func kindWithoutOrigins(_ kind: LayoutConstraint.Kind) -> StaticString {
        switch kind {
        case .size: "size\", \"firstOrigin\": null, \"secondOrigin\": null, \"source\": "
        case .spacing: "spacing\", \"firstOrigin\": null, \"secondOrigin\": null, \"source\": "
        case .edge: "edge\", \"firstOrigin\": null, \"secondOrigin\": null, \"source\": "
        case .alignment: "alignment\", \"firstOrigin\": null, \"secondOrigin\": null, \"source\": "
        case .explicit: "explicit\", \"firstOrigin\": null, \"secondOrigin\": null, \"source\": "
        case .centering: "centering\", \"firstOrigin\": null, \"secondOrigin\": null, \"source\": "
        case .equalSpacing: "equalSpacing\", \"firstOrigin\": null, \"secondOrigin\": null, \"source\": "
        case .equation: "equation\", \"firstOrigin\": null, \"secondOrigin\": null, \"source\": "
        }
    }

    /// An `offset(…)` origin: `{"item": …, "attribute": …}`, or `null`.
    private static func anchor(_ anchor: LayoutConstraint.Anchor?, to out: inout UTF8Buffer.Writer) {
        guard let anchor else {
            out.append("null")
            return
        }
        out.append("{\"item\": ")
        JSONText.append(string: anchor.item.name, to: &out)
        out.append(", \"attribute\": ")
        JSONText.append(string: anchor.attribute.rawValue, to: &out)
        out.append(byte: UInt8(ascii: "}"))
    }
}
