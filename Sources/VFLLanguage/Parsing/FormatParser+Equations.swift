import LayoutModel

/// Equation lines (vflgen extension): one constraint written the way the anchor API and
/// Apple's documentation write it, `logo.centerY == safeArea.centerY - 40 @750 #logoOffset`.
/// Spaces may separate the parts. See docs/Language.md, "Equation lines".
extension FormatParser {
    /// Parses the whole equation line; the cursor is on its first item.
    mutating func parseEquation() throws(Diagnostic) -> EquationSyntax {
        let start = position
        try requireExtension("the equation line '\(text.quoted(start, end))'", at: range(start, end))
        let first = try parseEquationSide()
        skipSpaces()
        let relationStart = position
        guard current == Bytes.equals || current == Bytes.less || current == Bytes.greater else {
            throw .error(
                .expectedRelation, "expected '==', '>=' or '<=' after '\(text.quoted(start, first.range.end))'",
                at: position < end ? range(position, max(text.identifierEnd(from: position, end: end), position + 1)) : .point(position)
            )
        }
        let relation = try parseRelation()
        var equation = EquationSyntax(first: first, relation: relation, range: range(start, end))
        skipSpaces()
        guard position < end else {
            throw .error(
                .expectedConstant, "expected 'item.attribute' or a constant after '\(text.quoted(relationStart, position))'",
                at: .point(position)
            )
        }
        if Bytes.isIdentifierStart(current), text.byte(at: text.identifierEnd(from: position, end: end), end: end) == Bytes.dot {
            equation.second = try parseEquationSide()
            skipSpaces()
            if current == Bytes.star || current == Bytes.slash {
                let multiplierStart = position
                (equation.multiplier, equation.multiplierFraction) = try parseMultiplier(spaced: true)
                equation.multiplierRange = range(multiplierStart, position)
                skipSpaces()
            }
            if current == Bytes.plus || current == Bytes.dash {
                equation.constant = try parseEquationConstant()
                skipSpaces()
            }
        } else {
            equation.constant = try parseValue(what: "after '\(relation.rawValue)'")
            skipSpaces()
        }
        if current == Bytes.at {
            equation.priority = try parsePriority()
            skipSpaces()
        }
        if current == Bytes.hash {
            equation.name = try parseConstraintName()
            skipSpaces()
        }
        guard position >= end else {
            var badEnd = position
            while badEnd < end, !Bytes.isWhitespace(text[badEnd]) { badEnd += 1 }
            var before = position
            while before > start, Bytes.isWhitespace(text[before - 1]) { before -= 1 }
            throw .error(
                .trailingGarbage,
                "unexpected '\(text.quoted(position, badEnd))' after '\(text.quoted(start, before))'; an equation line ends with an optional '@priority' and '#name'",
                at: range(position, badEnd)
            )
        }
        return equation
    }

    /// `ITEM.ATTRIBUTE`; the cursor is on the item's name.
    private mutating func parseEquationSide() throws(Diagnostic) -> EquationSideSyntax {
        let nameStart = position
        guard position < end, Bytes.isIdentifierStart(current) else {
            throw .error(.expectedView, "expected 'item.attribute' (a view, 'superview' or a layout guide, then an anchor name)", at: position < end ? range(position, position + 1) : .point(position))
        }
        let nameEnd = text.identifierEnd(from: nameStart, end: end)
        var itemRange = range(nameStart, nameEnd)
        position = nameEnd
        // `form.content.top`: a scroll view's guide, then the attribute.
        var scrollGuide: ScrollGuide?
        if current == Bytes.dot, position + 1 < end, Bytes.isIdentifierStart(text[position + 1]) {
            let wordEnd = text.identifierEnd(from: position + 1, end: end)
            if text.byte(at: wordEnd, end: end) == Bytes.dot {
                scrollGuide = try scrollGuideName(view: itemRange, word: range(position + 1, wordEnd))
                itemRange = range(nameStart, wordEnd)
                position = wordEnd
            }
        }
        guard current == Bytes.dot else {
            throw .error(
                .unknownAttribute, "expected an attribute after '\(text.quoted(nameStart, nameEnd))', as in '\(text.quoted(nameStart, nameEnd)).leading'",
                at: .point(position)
            )
        }
        let dot = position
        position += 1
        let attributeEnd = position < end && Bytes.isIdentifierStart(current) ? text.identifierEnd(from: position, end: end) : position
        let spelled = text.quoted(position, attributeEnd)
        let attributeRange = range(dot, attributeEnd)
        position = attributeEnd
        guard let attribute = LayoutAttribute(rawValue: spelled) else {
            var notes: [Diagnostic.Note] = []
            if !spelled.isEmpty, let suggestion = NameSuggestion.closest(to: spelled, in: LayoutAttribute.allCases.map(\.rawValue)) {
                notes.append(.init("did you mean '.\(suggestion)'?", at: attributeRange))
            }
            let what = spelled.isEmpty ? "expected an attribute after '.'" : "unknown attribute '.\(spelled)'"
            throw .error(.unknownAttribute, "\(what); anchors are \(Self.anchorNames)", at: attributeRange, notes: notes)
        }
        if let scrollGuide {
            return EquationSideSyntax(
                item: .unresolvedScrollGuide(scrollGuide, view: range(nameStart, text.identifierEnd(from: nameStart, end: end))),
                itemRange: itemRange, attribute: attribute, attributeRange: attributeRange)
        }
        return EquationSideSyntax(item: try containerItem(itemRange), itemRange: itemRange, attribute: attribute, attributeRange: attributeRange)
    }

    /// The item a reserved name stands for (`superview`, a system layout guide), checked
    /// against the platform; `.unresolved` for any other name.
    private func containerItem(_ name: SourceRange) throws(Diagnostic) -> EquationSideSyntax.Item {
        let item: LayoutItem
        if text.matches(name.start, name.end, "superview") {
            item = .superview
        } else if let guide = Self.kind(of: name, in: text) {
            guard guide.isAvailable(on: platform) else {
                throw .error(
                    .guideUnavailable,
                    "layout guide '\(guide.name)' is not available on AppKit; valid guides here: safeArea, margins",
                    at: name
                )
            }
            item = guide.item
        } else {
            return .unresolved
        }
        return .container(item)
    }

    /// `+ C` or `- C` (C a number or, after `+`, a metric); the cursor is on the sign.
    private mutating func parseEquationConstant() throws(Diagnostic) -> ValueSyntax {
        let sign = position
        let negative = current == Bytes.dash
        position += 1
        skipSpaces()
        guard position < end else {
            throw .error(.expectedConstant, "expected a number or a metric after '\(negative ? "-" : "+")'", at: .point(position))
        }
        switch try parseValue(what: "after '\(negative ? "-" : "+")'") {
        case .number(let value, let numberRange):
            return .number(negative ? -value : value, range(sign, numberRange.end))
        case .name(let name) where negative:
            throw .error(
                .negatedMetric,
                "a metric cannot be subtracted ('\(text.quoted(sign, name.end))'); declare a metric with the negative value and add it",
                at: range(sign, name.end)
            )
        case let value:
            return value
        }
    }

    private mutating func skipSpaces() { position = text.skipWhitespace(from: position, end: end) }

    /// The anchor names, for messages.
    static let anchorNames = "leading, trailing, left, right, top, bottom, centerX, centerY, width, height, firstBaseline, lastBaseline"
}
