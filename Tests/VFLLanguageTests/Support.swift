import LayoutModel
@testable import VFLLanguage

/// Compiles `source` as a file named `T.vfl`.
func compile(_ source: String, platform: Platform = .uikit) -> VFLCompilation {
    VFLCompiler.compile(SourceFile(path: "T.vfl", text: source), platform: platform)
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
    _ line: String, options: String? = nil, metrics: [String: Double] = [:], platform: Platform = .uikit
) -> LoweredLine {
    var views: [String] = []
    var depth = 0
    var word = ""
    func flush() {
        if !word.isEmpty, depth > 0, metrics[word] == nil, !views.contains(word), let first = word.first, first.isLetter || first == "_" {
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
    let result = compile(source, platform: platform)
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
