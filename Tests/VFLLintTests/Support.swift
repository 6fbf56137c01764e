import LayoutModel
import VFLLint

/// Lints `source` as a file `T.swift` (or `T.m`).
func lint(_ source: String, language: SourceLanguage = .swift) -> FileLint {
    let file = SourceFile(path: language == .swift ? "T.swift" : "T.m", text: source)
    return Linter.lint(CallSiteFinder.find(in: file, language: language))
}

/// Source text with one range marked `⟪…⟫`; `range` is where the marked text stands once the
/// markers are removed.
struct RangeMarkedSource {
    var text = ""
    var range = SourceRange.point(0)

    init(_ marked: String) {
        var start = 0
        for character in marked {
            switch character {
            case "⟪": start = text.utf8.count
            case "⟫": range = SourceRange(start: start, end: text.utf8.count)
            default: text.append(character)
            }
        }
    }
}
