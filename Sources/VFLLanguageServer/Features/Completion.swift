import LayoutModel
import VFLLanguage
import VFLRendering

/// `textDocument/completion`: what may be written at the cursor, from the line's text before
/// it (classified as the parser classifies lines) and the enclosing layout's declarations.
extension LanguageServer {
    enum ItemKind: Int {
        case keyword = 14, variable = 6, constant = 21, `class` = 7, enumMember = 20, property = 10, module = 9
    }

    func completion(_ document: Document, _ params: JSONObject) -> Result<Any, RequestFailure> {
        guard let position = Position(params.object("position")) else { return .failure(.init(code: ErrorCode.invalidParams, message: "no position")) }
        let offset = document.offset(of: position)
        let analysis = analysis(of: document)
        let line = document.lineBounds(at: offset)
        let prefix = String(decoding: document.source.utf8[line.start..<max(line.start, offset)], as: UTF8.self)
        let layout = analysis.index.layout(at: offset).map { analysis.index.layouts[$0] }
        let items = Self.completions(prefix: prefix, layout: layout, platform: analysis.settings.platform)
        return .success(["isIncomplete": false, "items": items.map(\.json)] as JSONObject)
    }

    struct Item {
        var label: String
        var kind: ItemKind
        var detail: String
        var insertText: String?

        var json: JSONObject {
            var json: JSONObject = ["label": label, "kind": kind.rawValue, "detail": detail]
            if let insertText { json["insertText"] = insertText }
            return json
        }
    }


    /// The items for a line whose text before the cursor is `prefix`.
    static func completions(prefix: String, layout: SourceIndex.LayoutEntry?, platform: Platform) -> [Item] {
        if StringLiterals.commentStart(in: Array(prefix.utf8)) != nil { return [] }  // nothing to complete in a comment
        if prefix.utf8.filter({ $0 == UInt8(ascii: "\"") }).count % 2 == 1 { return [] }  // nor in a string
        let code = prefix
        let trimmed = code.drop { $0 == " " || $0 == "\t" }
        let views = (layout?.views ?? []).map { Item(label: $0.name, kind: .variable, detail: "view: \($0.type ?? platform.defaultViewType)") }
        let metrics = (layout?.metrics ?? []).map { Item(label: $0.name, kind: .constant, detail: "metric") }
        var words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let endsInSpace = trimmed.last == " " || trimmed.last == "\t"
        let typing = endsInSpace ? "" : (words.last ?? "")

        // The first word: a declaration keyword or the start of a VFL line.
        if words.count <= 1 && !endsInSpace && typing.allSatisfy({ $0.isLetter }) {
            let placement: DeclarationKeyword.Placement = layout == nil ? .file : .layout
            let keywords = DeclarationKeyword.all.filter { $0.placement == placement }.map { Item(label: $0.word, kind: .keyword, detail: $0.detail) }
            guard layout != nil else { return keywords }
            return keywords
                + [Item(label: "H:", kind: .keyword, detail: "a horizontal VFL line"), Item(label: "V:", kind: .keyword, detail: "a vertical VFL line")]
        }
        var keyword = words.first ?? ""
        if keyword == "external" {
            if words.count == 1 || (words.count == 2 && !endsInSpace) { return [Item(label: "view", kind: .keyword, detail: "external view NAME")] }
            words.removeFirst()
            keyword = "view"
        }
        if keyword == "view" {
            // `view NAME: Ty|` → classes; after the type (or name) and a space → options.
            let afterName = words.dropFirst().joined(separator: " ")
            if let colon = afterName.firstIndex(of: ":"), !afterName[afterName.index(after: colon)...].trimmingCharacters(in: .whitespaces).contains(" "), !endsInSpace || afterName.hasSuffix(":") || afterName.hasSuffix(": ") {
                return viewClasses(platform)
            }
            if endsInSpace, let last = words.last, last == "hugging" || last == "compression" { return metrics }
            if let last = words.last, endsInSpace ? last == "style" : words.dropLast().last == "style" {
                return SampleContentNames.textStyles.map { Item(label: $0, kind: .enumMember, detail: "text style (scales with Dynamic Type)") }
            }
            if words.count >= 2, words[words.count - 2] == "font", endsInSpace, Double(words.last!) != nil {
                return SampleContentNames.weights.map { Item(label: $0, kind: .enumMember, detail: "font weight") }
            }
            if words.count >= 3, words[words.count - 3] == "font", !endsInSpace, Double(words[words.count - 2]) != nil {
                return SampleContentNames.weights.map { Item(label: $0, kind: .enumMember, detail: "font weight") }
            }
            if endsInSpace, words.count >= 2 {
                let external = trimmed.hasPrefix("external")
                return ViewOptionKeyword.all.filter { ($0.kind != .externalFrame || external) && !words.contains($0.word) }
                    .map { Item(label: $0.word, kind: .keyword, detail: $0.detail) }
            }
            return []
        }
        if keyword == "container" { return words.count <= 2 ? [Item(label: "devices", kind: .keyword, detail: "check at the device presets (the default)")] : [] }
        if keyword == "variant" {
            // `variant NAME when horizontal compact and width >= 700 {`
            if words.count == 2 && endsInSpace { return [Item(label: "when", kind: .keyword, detail: "when CONDITION [and CONDITION…] — when the variant applies")] }
            if words.count >= 3, let last = words.last, endsInSpace, last == "when" || last == "and" {
                return ["horizontal", "vertical", "width", "height"].map { Item(label: $0, kind: .keyword, detail: "variant condition") }
            }
            if words.count >= 3, let last = words.last, endsInSpace, last == "horizontal" || last == "vertical" {
                return ["compact", "regular"].map { Item(label: $0, kind: .keyword, detail: "size class") }
            }
            return []
        }
        if keyword == "metric" || keyword == "layout" || keyword == "guide" { return [] }

        // A VFL line: the format, then `options: [...]`.
        guard let format = words.first else { return [] }
        if words.count > 1 || endsInSpace {
            if words.count == 1 { return [Item(label: "options:", kind: .keyword, detail: "options: [.alignAll…] — NSLayoutConstraint.FormatOptions", insertText: "options: [")] }
            if code.contains("options") {
                let last = code.last ?? " "
                if last == "." || last == "[" || last == "," || last == " " {
                    return FormatOption.allCases.filter { $0.isAvailable(on: platform) }.map {
                        Item(label: last == "." ? $0.rawValue : "." + $0.rawValue, kind: .enumMember, detail: "NSLayoutConstraint.FormatOptions")
                    }
                }
            }
            return []
        }
        return formatCompletions(format, views: views, metrics: metrics, platform: platform)
    }

    /// Inside the VFL text itself.
    private static func formatCompletions(_ format: String, views: [Item], metrics: [Item], platform: Platform) -> [Item] {
        let bytes = Array(format.utf8)
        var depth = 0
        var parenthesis = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "["): depth += 1; parenthesis = false
            case UInt8(ascii: "]"): depth = max(0, depth - 1); parenthesis = false
            case UInt8(ascii: "("): parenthesis = true
            case UInt8(ascii: ")"): parenthesis = false
            default: break
            }
        }
        // The word being typed and what precedes it.
        var start = bytes.count
        while start > 0, bytes[start - 1] == UInt8(ascii: "_") || (bytes[start - 1] | 0x20) &- 97 < 26 || bytes[start - 1] &- 48 < 10 { start -= 1 }
        let before = start > 0 ? bytes[start - 1] : 0
        let guides = ["safeArea", "margins"] + (platform == .uikit ? ["readable", "keyboard"] : [])
        let guideItems = guides.map { Item(label: $0, kind: .property, detail: "layout guide: \(guidesDetail[$0] ?? "")") }
        if before == UInt8(ascii: ".") {
            // `photo.height`: an attribute after a view name (proportions and equations).
            return LayoutAttribute.allCases.map { Item(label: $0.rawValue, kind: .property, detail: "layout attribute") }
        }
        if depth > 0 {
            if !parenthesis { return before == UInt8(ascii: "[") ? views : [] }
            return views + metrics
        }
        if before == UInt8(ascii: "|") { return guideItems }
        if before == UInt8(ascii: ":") || start == 0 {
            return guideItems + (start == 0 ? [Item(label: "H:", kind: .keyword, detail: "a horizontal VFL line"), Item(label: "V:", kind: .keyword, detail: "a vertical VFL line")] : [])
        }
        if [UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: "@"), UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: ">")].contains(before) {
            return metrics
        }
        return []
    }

    static let guidesDetail = [
        "safeArea": "safeAreaLayoutGuide", "margins": "layoutMarginsGuide", "readable": "readableContentGuide", "keyboard": "keyboardLayoutGuide",
    ]

    static func viewClasses(_ platform: Platform) -> [Item] {
        let names = platform == .uikit ? ViewTypeTranslation.appKitCounterparts.keys : ViewTypeTranslation.uiKitCounterparts.keys
        return names.sorted().map { Item(label: $0, kind: .class, detail: platform == .uikit ? "UIKit" : "AppKit") }
    }
}
