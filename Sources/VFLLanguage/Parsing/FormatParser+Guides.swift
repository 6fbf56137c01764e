import LayoutModel

/// Layout-guide edges (vflgen extension): `safeArea|` at a line's start, `|safeArea` at its
/// end. See docs/Language.md, "Extensions".
extension FormatParser {
    /// `NAME|` at the line's start (the cursor is on NAME); `nil` when no name is there.
    mutating func parseLeadingGuide(axis: Axis) throws(Diagnostic) -> GuideSyntax? {
        guard position < end, Bytes.isIdentifierStart(current) else { return nil }
        let start = position
        let nameEnd = text.identifierEnd(from: start, end: end)
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
        let name = range(start, nameEnd)
        if Self.kind(of: name, in: text) == nil,
           NameSuggestion.closest(to: text.string(name), in: GuideSyntax.Kind.allCases.map(\.name)) == nil {
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
            if let suggestion = NameSuggestion.closest(to: spelled, in: GuideSyntax.Kind.allCases.map(\.name)) {
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
        GuideSyntax.Kind.allCases.filter { kind in
            kind.isAvailable(on: platform) && (kind != .keyboard || (!leading && vertical))
        }.map(\.name).joined(separator: ", ")
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
    /// The spelling in `.vfl` files and `vflgen constraints`.
    var name: String { item.name }

    /// `readable` and `keyboard` are UIKit's only.
    func isAvailable(on platform: Platform) -> Bool {
        platform == .uikit || self == .safeArea || self == .margins
    }
}
