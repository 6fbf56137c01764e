import LayoutModel

/// A view class one edit away from a UIKit or AppKit class (`view badge: UILable`) is most
/// likely a typo. Swift would report it at the `.vfl` line, but with the generated file's
/// column and excerpt, several times over; vflgen warns once, at the class in the `.vfl` file,
/// with the class meant (`misspelt-view-class`).
///
/// A class that views of another layout of the run (the target, in a plugin build) use too is
/// taken to be a class of the app's own, and not reported; nor is a declaration whose line has
/// a `// vflgen:ignore` comment (bare, or naming `view-class`).
enum ViewClassSpelling {
    static let id: DiagnosticID = "misspelt-view-class"
    /// The word a `// vflgen:ignore` comment names to silence the warning.
    static let ignoreKind = "view-class"

    /// Adds the warnings to `inputs` (an error with `warningsAsErrors`).
    static func report(in inputs: inout [CompiledInput?], warningsAsErrors: Bool) {
        // Layouts (file and name) using each class.
        var users: [String: Set<String>] = [:]
        for input in inputs.compactMap({ $0 }) {
            for layout in input.layouts {
                for view in layout.views { if let type = view.type { users[type, default: []].insert("\(input.input)\u{0}\(layout.name)") } }
            }
        }
        for index in inputs.indices {
            guard let input = inputs[index] else { continue }
            var reported: Set<SourceRange> = []
            for layout in input.layouts {
                for view in layout.views {
                    guard let type = view.type, (users[type]?.count ?? 0) < 2,
                          let meant = suggestion(for: type) else { continue }
                    let range = typeRange(of: view, type: type, in: input.source)
                    guard reported.insert(range).inserted, !isIgnored(at: range, in: input.source) else { continue }
                    var diagnostic = Diagnostic.warning(
                        id, "'\(type.escapingControlCharacters)' is not a UIKit or AppKit class; did you mean '\(meant)'?",
                        at: range,
                        notes: [.init("if '\(type.escapingControlCharacters)' is a class of your own, add '// vflgen:ignore \(ignoreKind)' to this line", at: range)])
                    if warningsAsErrors { diagnostic.severity = .error }
                    inputs[index]!.diagnostics.append(diagnostic)
                }
            }
        }
    }

    /// The framework class `type` most likely means: exactly one edit away from it (a
    /// transposition counts as one), or nil when `type` is a known class or no class is close.
    /// A module prefix (`UIKit.UILable`) is kept out of the comparison.
    static func suggestion(for type: String) -> String? {
        var name = Substring(type)
        for module in ["UIKit.", "AppKit."] where name.hasPrefix(module) { name = name.dropFirst(module.count) }
        guard name.count > 3, !name.contains("."), !KnownViewClasses.all.contains(String(name)) else { return nil }
        return NameSuggestion.closest(to: String(name), in: KnownViewClasses.all.sorted(), limit: 1)
    }

    /// The class's range in `view name: Type` (the name's range when the text differs).
    static func typeRange(of view: ViewDeclaration, type: String, in source: SourceFile) -> SourceRange {
        let bytes = Array(source.text.utf8)
        var position = view.range.end
        func skipSpaces() { while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 } }
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return view.range }
        position += 1
        skipSpaces()
        let typeBytes = Array(type.utf8)
        guard position + typeBytes.count <= bytes.count, Array(bytes[position..<position + typeBytes.count]) == typeBytes else {
            return view.range
        }
        return SourceRange(start: position, end: position + typeBytes.count)
    }

    /// Whether the line of `range` has `// vflgen:ignore` bare or naming ``ignoreKind``.
    static func isIgnored(at range: SourceRange, in source: SourceFile) -> Bool {
        let line = source.lineText(source.location(of: range.start).line)
        guard let marker = line.range(of: "vflgen:ignore"), line[..<marker.lowerBound].contains("//") else { return false }
        let kinds = line[marker.upperBound...].prefix { $0 != ":" }.split { $0 == "," || $0 == " " }
        return kinds.isEmpty || kinds.contains { $0 == ignoreKind }
    }
}
