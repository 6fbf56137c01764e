import LayoutModel

/// Layout-guide edges (vflgen extension): `safeArea|` at a line's start, `|safeArea` at its
/// end. See docs/Language.md, "Extensions".
extension FormatParser {
    /// `NAME|` at the line's start (the cursor is on NAME); `nil` when no name is there.
    mutating func parseLeadingGuide(axis: Axis) throws(Diagnostic) -> GuideSyntax? {
        guard position < end, Bytes.isIdentifierStart(current) else { return nil }
        let start = position
        let nameEnd = text.identifierEnd(from: start, end: end)
        if let scroll = try parseScrollGuide(at: start, leading: true) { return scroll }
        guard text.byte(at: nameEnd, end: end) == Bytes.bar else { return nil }
        let guide = try checkedGuide(range(start, nameEnd), barEnd: nameEnd + 1, leading: true, vertical: axis == .vertical && !bothAxes)
        position = nameEnd
        return guide
    }

    /// `|NAME` at the line's end (the cursor is just after the bar); `nil` when no name is
    /// there. A word that is neither a guide nor close to one is left for the
    /// trailing-garbage error, as Apple's parser reports any text after the last `|`.
    mutating func parseTrailingGuide(axis: Axis) throws(Diagnostic) -> GuideSyntax? {
        guard position < end, Bytes.isIdentifierStart(current) else { return nil }
        let start = position
        let nameEnd = text.identifierEnd(from: start, end: end)
        if let scroll = try parseScrollGuide(at: start, leading: false) { return scroll }
        let name = range(start, nameEnd)
        if Self.kind(of: name, in: text) == nil,
           NameSuggestion.closest(to: text.string(name), in: GuideSyntax.Kind.system.map(\.name)) == nil {
            return nil
        }
        let guide = try checkedGuide(name, barEnd: start, leading: false, vertical: axis == .vertical && !bothAxes)
        position = nameEnd
        return guide
    }

    /// A guide name on the wrong side of its bar (`|safeArea[a]` at a line's start,
    /// `[a]safeArea|` at its end): the error to report instead of "expected a view", or `nil`.
    func guideInsideBar(leading: Bool) -> Diagnostic? {
        guard position < end, Bytes.isIdentifierStart(current) else { return nil }
        let nameEnd = text.identifierEnd(from: position, end: end)
        let name = range(position, nameEnd)
        guard let kind = Self.kind(of: name, in: text), leading || text.byte(at: nameEnd, end: end) == Bytes.bar else { return nil }
        let written = leading ? "'\(kind.name)|'" : "'|\(kind.name)'"
        let side = leading ? "before the bar at the start of a line" : "after the bar at the end of a line"
        return .error(.misplacedGuide, "a layout guide goes \(side): write \(written)", at: name)
    }

    /// The guide named at `name`, checked against the dialect, the platform and the side.
    private func checkedGuide(_ name: SourceRange, barEnd: Int, leading: Bool, vertical: Bool) throws(Diagnostic) -> GuideSyntax {
        let spelled = text.quoted(name.start, name.end)
        guard let kind = Self.kind(of: name, in: text) else {
            let valid = validGuides(leading: leading, vertical: vertical)
            var notes: [Diagnostic.Note] = []
            if let suggestion = NameSuggestion.closest(to: spelled, in: GuideSyntax.Kind.system.map(\.name)) {
                notes.append(.init("did you mean '\(suggestion)'?", at: name))
            }
            throw .error(.unknownGuide, "unknown layout guide '\(spelled)'; valid guides here: \(valid)", at: name, notes: notes)
        }
        let edge = leading ? "'\(spelled)|'" : "'|\(spelled)'"
        try requireExtension("the layout-guide edge \(edge)", at: SourceRange(start: min(name.start, barEnd - 1), end: max(name.end, barEnd)))
        if !kind.isAvailable(on: platform) {
            throw .error(
                .guideUnavailable,
                "layout guide '\(spelled)' is not available on \(platform == .uikit ? "UIKit" : "AppKit"); valid guides here: \(validGuides(leading: leading, vertical: vertical))",
                at: name
            )
        }
        if kind == .keyboard, leading || !vertical {
            throw .error(
                .misplacedGuide,
                "the keyboard guide can only end a 'V:' line ('V:[view]-|keyboard'); valid guides here: \(validGuides(leading: leading, vertical: vertical))",
                at: name
            )
        }
        return GuideSyntax(kind: kind, range: name)
    }

    /// The guides allowed at this edge on this platform, for messages.
    private func validGuides(leading: Bool, vertical: Bool) -> String {
        GuideSyntax.Kind.system.filter { kind in
            kind.isAvailable(on: platform) && (kind != .keyboard || (!leading && vertical))
        }.map(\.name).joined(separator: ", ")
    }

    /// `NAME.content` or `NAME.frame` at `start` (vflgen extension, a scroll view's guide): at a
    /// line's start followed by `|`, at its end after it. `nil` when the text there is not
    /// `NAME.WORD`; an error for a word that is not a scroll view's guide. The cursor ends
    /// after the guide.
    mutating func parseScrollGuide(at start: Int, leading: Bool) throws(Diagnostic) -> GuideSyntax? {
        let nameEnd = text.identifierEnd(from: start, end: end)
        guard text.byte(at: nameEnd, end: end) == Bytes.dot, nameEnd + 1 < end, Bytes.isIdentifierStart(text[nameEnd + 1]) else { return nil }
        let wordEnd = text.identifierEnd(from: nameEnd + 1, end: end)
        if leading, text.byte(at: wordEnd, end: end) != Bytes.bar { return nil }
        let whole = range(start, wordEnd)
        let guide = try scrollGuideName(view: range(start, nameEnd), word: range(nameEnd + 1, wordEnd))
        let edge = leading ? "'\(text.quoted(start, wordEnd))|'" : "'|\(text.quoted(start, wordEnd))'"
        try requireExtension("the scroll view guide edge \(edge)", at: leading ? range(start, wordEnd + 1) : range(start - 1, wordEnd))
        position = wordEnd
        return GuideSyntax(kind: .safeArea, range: whole, scroll: ScrollGuideSyntax(view: range(start, nameEnd), guide: guide))
    }

    /// The scroll view guide `word` spells after `view.` (`content`, `frame`), checked against
    /// the platform: AppKit's `NSScrollView` has no layout guides.
    func scrollGuideName(view: SourceRange, word: SourceRange) throws(Diagnostic) -> ScrollGuide {
        let spelled = text.quoted(word.start, word.end)
        guard let guide = ScrollGuide(name: spelled) else {
            var notes: [Diagnostic.Note] = []
            if let suggestion = NameSuggestion.closest(to: spelled, in: ScrollGuide.allCases.map(\.name)) {
                notes.append(.init("did you mean '\(suggestion)'?", at: word))
            }
            throw .error(
                .unknownScrollGuide,
                "unknown scroll view guide '\(text.quoted(view.start, view.end)).\(spelled)'; a scroll view has 'content' and 'frame'",
                at: word, notes: notes)
        }
        try requireExtension("the scroll view guide '\(text.quoted(view.start, word.end))'", at: range(view.start, word.end))
        guard platform == .uikit else {
            throw .error(
                .scrollGuideUnavailable,
                "'\(text.quoted(view.start, word.end))': AppKit's NSScrollView has no layout guides (its content is a document view inside a clip view); scroll view guides are UIKit only",
                at: range(view.start, word.end))
        }
        return guide
    }

    /// The system guide `name` spells, if any.
    static func kind(of name: SourceRange, in text: ByteText) -> GuideSyntax.Kind? {
        if text.matches(name.start, name.end, "safeArea") { return .safeArea }
        if text.matches(name.start, name.end, "margins") { return .margins }
        if text.matches(name.start, name.end, "readable") { return .readable }
        if text.matches(name.start, name.end, "keyboard") { return .keyboard }
        return nil
    }
}

extension GuideSyntax.Kind {
    /// The container's guides, in the order messages list them.
    static let system: [GuideSyntax.Kind] = [.safeArea, .margins, .readable, .keyboard]

    /// The spelling in `.vfl` files and `vflgen constraints`.
    var name: String { item.name }

    /// `readable` and `keyboard` are UIKit's only.
    func isAvailable(on platform: Platform) -> Bool {
        platform == .uikit || self == .safeArea || self == .margins
    }
}
