import LayoutModel
@testable import VFLLanguage

/// Compiles `source` as a file named `T.vfl`.
func compile(_ source: String, platform: Platform = .uikit, dialect: Dialect = .vflgen) -> VFLCompilation {
    VFLCompiler.compile(SourceFile(path: "T.vfl", text: source), platform: platform, dialect: dialect)
}

/// The result of lowering one VFL line inside a generated layout.
struct LoweredLine {
    var constraints: [String]
    var diagnostics: [Diagnostic]
    /// The source text each constraint was made from.
    var sources: [String]
}

/// Wraps `line` in a layout that declares every name written in `[...]` as a view (except
/// the given metrics), lowers it and returns the constraint texts.
func lower(
    _ line: String, options: String? = nil, metrics: [String: Double] = [:], platform: Platform = .uikit,
    dialect: Dialect = .vflgen
) -> LoweredLine {
    var views: [String] = []
    var depth = 0
    var word = ""
    // Attribute names (`.height`) and constraint names (`#gap`) are no views.
    var wordFollows: Character = " "
    func flush() {
        if !word.isEmpty, depth > 0, metrics[word] == nil, !views.contains(word), let first = word.first, first.isLetter || first == "_",
           wordFollows != ".", wordFollows != "#" {
            views.append(word)
        }
        word = ""
    }
    for character in line {
        if character.isLetter || character.isNumber || character == "_" {
            word.append(character)
            continue
        }
        flush()
        wordFollows = character
        if character == "[" { depth += 1 }
        if character == "]" { depth -= 1 }
    }
    flush()
    var source = "layout L {\n"
    for view in views { source += "    view \(view)\n" }
    for (name, value) in metrics.sorted(by: { $0.key < $1.key }) { source += "    metric \(name) = \(value)\n" }
    source += "    \(line)"
    if let options { source += "  options: \(options)" }
    source += "\n}\n"
    let result = compile(source, platform: platform, dialect: dialect)
    let constraints = result.file.layouts.first?.constraints ?? []
    return LoweredLine(
        constraints: constraints.map(\.text),
        diagnostics: result.diagnostics,
        sources: constraints.map { result.file.source.text(in: $0.source) }
    )
}

/// Source text with location markers (`1️⃣` … `9️⃣`) removed; `offsets[n]` is the UTF-8
/// offset where marker n+1 stood.
struct MarkedSource {
    var text: String
    var markers: [Int: Int] = [:]

    static let markerCharacters: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    init(_ marked: String) {
        var text = ""
        var offset = 0
        for character in marked {
            if let index = Self.markerCharacters.firstIndex(of: character) {
                markers[index + 1] = offset
                continue
            }
            text.append(character)
            offset += character.utf8.count
        }
        self.text = text
    }

    /// The 1-based line:column of marker `number` in the stripped text.
    func location(_ number: Int) -> LayoutModel.SourceLocation {
        SourceFile(path: "T.vfl", text: text).location(of: markers[number]!)
    }
}

/// What a test expects of one diagnostic: id, severity, message and the marker it points at.
struct ExpectedDiagnostic: CustomStringConvertible, Sendable {
    var id: DiagnosticID
    var severity: Diagnostic.Severity
    var message: String
    var marker: Int

    var description: String { "\(severity.rawValue) \(id) at \(marker): \(message)" }
}

/// Renders a diagnostic as `id@line:col: severity: message` for comparison.
func summary(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
    let location = diagnostic.range.map { source.location(of: $0.start).description } ?? "-"
    return "\(diagnostic.id)@\(location): \(diagnostic.severity.rawValue): \(diagnostic.message)"
}

/// Compiles a marked source and returns every diagnostic and note, in order, as
/// `id@line:col: severity: message`, next to what `expected` describes in the same form.
func diagnosticSummaries(
    _ marked: String, platform: Platform, dialect: Dialect = .vflgen, expected: [ExpectedDiagnostic]
) -> (actual: [String], expected: [String]) {
    let source = MarkedSource(marked)
    let file = SourceFile(path: "T.vfl", text: source.text)
    let result = VFLCompiler.compile(file, platform: platform, dialect: dialect)
    var actual: [String] = []
    for diagnostic in result.diagnostics {
        actual.append(summary(diagnostic, in: file))
        for note in diagnostic.notes {
            let location = note.range.map { file.location(of: $0.start).description } ?? "-"
            actual.append("note@\(location): note: \(note.message)")
        }
    }
    let expectedSummaries = expected.map { item in
        "\(item.id)@\(source.location(item.marker)): \(item.severity.rawValue): \(item.message)"
    }
    return (actual, expectedSummaries)
}
