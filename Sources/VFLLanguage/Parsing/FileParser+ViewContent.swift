import LayoutModel
import VFLText

/// Sample content on a view declaration (docs/Language.md, "Sample content"): `text "…" ["…"]`,
/// `title "…"`, `placeholder "…"`, `style NAME`, `font SIZE [WEIGHT]`, `lines N`, `image WxH`.
/// Accepted in both dialects (a declaration is never Apple VFL); generated code ignores it.
extension FileParser {
    /// Parses the content clause `keyword` (at `word`) into the declaration; returns where it stopped.
    mutating func parseContentClause(_ keyword: String, word: SourceRange, into declaration: inout ViewDeclarationSyntax, lineEnd end: Int) -> Int {
        var content = declaration.declaration.content ?? SampleContent(range: word)
        defer {
            content.range = SourceRange(start: min(content.range.start, word.start), end: max(content.range.end, word.end))
            declaration.declaration.content = content
        }
        var position = text.skipWhitespace(from: word.end, end: end)
        switch keyword {
        case "text", "title", "placeholder":
            let role = SampleContent.TextRole(rawValue: keyword)!
            if let earlier = content.textRole, earlier != role {
                diagnostics.append(.error(
                    .conflictingContent,
                    "'\(keyword)' and '\(earlier.rawValue)' both give view '\(declaration.name.text)' its sample text; write one of them",
                    at: word))
            }
            var texts: [SampleContent.Text] = []
            while position < end, text[position] == Bytes.quote {
                switch text.scanStringLiteral(from: position, end: end) {
                case .string(let value, let literalEnd):
                    texts.append(SampleContent.Text(value, range: SourceRange(start: position, end: literalEnd)))
                    guard literalEnd == end || Bytes.isWhitespace(text[literalEnd]) else {
                        diagnostics.append(.error(
                            .invalidSampleText, "expected a space after the string", at: wordRange(from: literalEnd, lineEnd: end)))
                        return end
                    }
                    position = text.skipWhitespace(from: literalEnd, end: end)
                case .invalid(let message, let range):
                    diagnostics.append(.error(.invalidSampleText, message, at: range))
                    return end
                }
            }
            guard !texts.isEmpty else {
                diagnostics.append(.error(
                    .invalidSampleText, "expected a string in double quotes after '\(keyword)', as in '\(keyword) \"Welcome\"'",
                    at: wordRange(from: position, lineEnd: end)))
                return end
            }
            content.textRole = role
            content.texts = texts
            content.range.end = max(content.range.end, texts.last!.range.end)
        case "style":
            if case .system = content.font { reportFontAndStyle(word, declaration.name) }
            guard position < end, Bytes.isIdentifierStart(text[position]) else {
                diagnostics.append(.error(
                    .unknownTextStyle, "expected a text style after 'style', as in 'style body'", at: wordRange(from: position, lineEnd: end)))
                return end
            }
            let nameEnd = text.identifierEnd(from: position, end: end)
            let name = text.string(position, nameEnd)
            let range = SourceRange(start: position, end: nameEnd)
            guard SampleContentNames.textStyles.contains(name) else {
                var notes: [Diagnostic.Note] = []
                var message = "unknown text style '\(text.quoted(position, nameEnd))'"
                if let suggestion = NameSuggestion.closest(to: name, in: SampleContentNames.textStyles) {
                    notes.append(.init("did you mean '\(suggestion)'?", at: range))
                } else {
                    message += "; the text styles are \(SampleContentNames.textStyles.joined(separator: ", "))"
                }
                diagnostics.append(.error(.unknownTextStyle, message, at: range, notes: notes))
                return end
            }
            content.font = .style(name)
            content.range.end = max(content.range.end, nameEnd)
            position = text.skipWhitespace(from: nameEnd, end: end)
        case "font":
            if case .style = content.font { reportFontAndStyle(word, declaration.name) }
            let sizeWord = wordRange(from: position, lineEnd: end)
            let scanned = position < end && Bytes.isDigit(text[position]) ? text.scanNumber(from: position, end: end) : (value: nil, end: sizeWord.end)
            guard let size = scanned.value, scanned.end == sizeWord.end, size > 0, size <= SampleContentNames.largestFontSize else {
                let shown = sizeWord.end > sizeWord.start ? " ('\(text.quoted(sizeWord.start, sizeWord.end))')" : ""
                diagnostics.append(.error(
                    .invalidFont,
                    "expected a point size greater than 0 and at most \(Int(SampleContentNames.largestFontSize)) after 'font'\(shown), as in 'font 17' or 'font 17 semibold'",
                    at: sizeWord))
                return end
            }
            position = text.skipWhitespace(from: scanned.end, end: end)
            var weight: String?
            if position < end, Bytes.isIdentifierStart(text[position]) {
                let nameEnd = text.identifierEnd(from: position, end: end)
                let name = text.string(position, nameEnd)
                if ViewOptionKeyword.named(name) == nil {
                    let range = SourceRange(start: position, end: nameEnd)
                    guard SampleContentNames.weights.contains(name) else {
                        var notes: [Diagnostic.Note] = []
                        var message = "unknown font weight '\(text.quoted(position, nameEnd))'"
                        if let suggestion = NameSuggestion.closest(to: name, in: SampleContentNames.weights) {
                            notes.append(.init("did you mean '\(suggestion)'?", at: range))
                        } else {
                            message += "; the weights are \(SampleContentNames.weights.joined(separator: ", "))"
                        }
                        diagnostics.append(.error(.invalidFont, message, at: range, notes: notes))
                        return end
                    }
                    weight = name
                    position = text.skipWhitespace(from: nameEnd, end: end)
                }
            }
            content.font = .system(size: size, weight: weight)
            content.range.end = max(content.range.end, weight == nil ? scanned.end : text.identifierEnd(from: text.skipWhitespace(from: scanned.end, end: end), end: end))
        case "lines":
            let countWord = wordRange(from: position, lineEnd: end)
            let scanned = position < end ? text.scanNumber(from: position, end: end) : (value: nil, end: position)
            guard let count = scanned.value, scanned.end == countWord.end, count >= 0, count == count.rounded(), count <= 10_000 else {
                let shown = countWord.end > countWord.start ? ", not '\(text.quoted(countWord.start, countWord.end))'" : ""
                diagnostics.append(.error(
                    .invalidLineCount,
                    "'lines' takes the number of lines: 0 (as many as the text needs) or a whole number from 1 to 10000\(shown)",
                    at: countWord))
                return end
            }
            content.lines = Int(count)
            content.range.end = max(content.range.end, scanned.end)
            position = text.skipWhitespace(from: scanned.end, end: end)
        default:  // image
            let sizeWord = wordRange(from: position, lineEnd: end)
            guard let size = scanSizePair(from: position, lineEnd: end), let width = size.width, let height = size.height, width > 0, height > 0 else {
                diagnostics.append(.error(
                    .invalidImageSize, "expected the image's size in points after 'image', as in 'image 1200x675'", at: sizeWord))
                return end
            }
            content.image = SampleContent.ImageSize(width: width, height: height)
            content.range.end = max(content.range.end, size.end)
            position = text.skipWhitespace(from: size.end, end: end)
        }
        return position
    }

    private mutating func reportFontAndStyle(_ word: SourceRange, _ view: Name) {
        diagnostics.append(.error(
            .conflictingContent,
            "'font' and 'style' both give view '\(view.text)' its font; write one of them ('style' scales with Dynamic Type, 'font' does not)",
            at: word))
    }

    /// Reports content clauses the declared class cannot show (`title` on a label, `text` on
    /// an image view). A class vflgen does not know (a custom subclass) takes any of them.
    mutating func checkContentClass(of declaration: ViewDeclarationSyntax, clauses: [(String, SourceRange)]) {
        guard !clauses.isEmpty else { return }
        let type = declaration.type.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? platform.defaultViewType
        guard let kind = SampleContentNames.kind(of: type) else { return }
        for (clause, range) in clauses where !SampleContentNames.accepts(kind, clause) {
            var message = "'\(clause)' is not sample content of class \(type) (view '\(declaration.name.text)')"
            if let instead = SampleContentNames.replacement(for: clause, in: kind) { message += "; use '\(instead)'" }
            diagnostics.append(.error(.contentNotForClass, message, at: range))
        }
    }
}

/// The names sample content is spelt with: clause keywords, text styles, weights, and which
/// clauses each kind of standard class takes.
public enum SampleContentNames {
    /// The content clauses on a view declaration (``ViewOptionKeyword``'s content words).
    public static var clauses: [String] { ViewOptionKeyword.contentWords }
    /// `UIFont.TextStyle` (and AppKit's `NSFont.TextStyle`) names, as VFLText lists them.
    public static let textStyles = TextStyle.allCases.map { "\($0)" }
    /// `UIFont.Weight` names, as VFLText lists them.
    public static let weights = FontWeight.allCases.map { "\($0)" }
    /// The largest `font` size accepted.
    static let largestFontSize = 1000.0

    /// What a standard class shows.
    enum Kind {
        case label, button, field, textView, image, other
    }

    /// The kind of a UIKit or AppKit class; `nil` for a class vflgen does not know.
    static func kind(of type: String) -> Kind? {
        switch type {
        case "UILabel": return .label
        case "UIButton", "NSButton", "NSPopUpButton": return .button
        case "UITextField", "UISearchTextField", "NSTextField", "NSSecureTextField", "NSSearchField": return .field
        case "UITextView", "NSTextView": return .textView
        case "UIImageView", "NSImageView": return .image
        default: return type.hasPrefix("UI") || type.hasPrefix("NS") ? .other : nil
        }
    }

    static func accepts(_ kind: Kind, _ clause: String) -> Bool {
        switch (kind, clause) {
        case (.label, "text"), (.label, "style"), (.label, "font"), (.label, "lines"): true
        case (.button, "title"), (.button, "style"), (.button, "font"), (.button, "image"): true
        // NSTextField is AppKit's label too: it takes lines.
        case (.field, "text"), (.field, "placeholder"), (.field, "style"), (.field, "font"), (.field, "lines"): true
        case (.textView, "text"), (.textView, "style"), (.textView, "font"): true
        case (.image, "image"): true
        default: false
        }
    }

    static func replacement(for clause: String, in kind: Kind) -> String? {
        switch (kind, clause) {
        case (.button, "text"), (.button, "placeholder"): "title"
        case (.label, "title"), (.label, "placeholder"), (.textView, "title"): "text"
        case (.field, "title"): "text' or 'placeholder"
        default: nil
        }
    }
}
