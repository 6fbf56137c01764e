import LayoutModel

/// Proportions (`[a(==b.height*16/9+8)]`, `[a(50%)]`) and constraint names (`#name`),
/// vflgen extensions of a predicate. See docs/Language.md, "Extensions".
extension FormatParser {
    /// After a view predicate's object: `[.width|.height][*F|/F|*A/B][+C|-C]` when the object
    /// is a name, `%` when it is a number; `nil` when none of these follows.
    mutating func parseProportion(of object: ValueSyntax) throws(Diagnostic) -> PredicateExtraSyntax? {
        let byte = current
        switch object {
        case .number(_, let number) where byte == Bytes.percent:
            position += 1
            try requireExtension("the percentage '\(text.quoted(number.start, position))'", at: range(number.start, position))
            return PredicateExtraSyntax(isPercent: true)
        case .name(let name)
            where byte == Bytes.dot || byte == Bytes.star || byte == Bytes.slash || byte == Bytes.plus || byte == Bytes.dash:
            var extra = PredicateExtraSyntax()
            if byte == Bytes.dot { extra.dimension = try parseDimension() }
            if current == Bytes.star || current == Bytes.slash {
                extra.hasMultiplierSyntax = true
                (extra.multiplier, extra.multiplierFraction) = try parseMultiplier()
            }
            if current == Bytes.plus || current == Bytes.dash { extra.constant = try parseProportionConstant() }
            try requireExtension("the proportion '\(text.quoted(name.start, position))'", at: range(name.start, position))
            return extra
        default:
            return nil
        }
    }

    /// `.width` or `.height`; the cursor is on the dot.
    private mutating func parseDimension() throws(Diagnostic) -> LayoutAttribute {
        let dot = position
        position += 1
        guard position < end, Bytes.isIdentifierStart(current) else {
            throw .error(.unknownAttribute, "expected '.width' or '.height' after the view", at: range(dot, dot + 1))
        }
        let nameEnd = text.identifierEnd(from: position, end: end)
        let spelled = text.quoted(position, nameEnd)
        let attributeRange = range(dot, nameEnd)
        position = nameEnd
        switch LayoutAttribute(rawValue: spelled) {
        case let attribute? where attribute.isDimension:
            return attribute
        case _?:
            throw .error(
                .positionAttribute,
                "'.\(spelled)' is a position; a size can only be related to '.width' or '.height' (anchors cannot relate a size to a position)",
                at: attributeRange
            )
        case nil:
            var notes: [Diagnostic.Note] = []
            if let suggestion = NameSuggestion.closest(to: spelled, in: ["width", "height"]) {
                notes.append(.init("did you mean '.\(suggestion)'?", at: attributeRange))
            }
            throw .error(.unknownAttribute, "unknown attribute '.\(spelled)'; expected '.width' or '.height'", at: attributeRange, notes: notes)
        }
    }

    /// `*F`, `/F` or `*A/B` with number literals; the cursor is on `*` or `/`. With
    /// `spaced` (equation lines), spaces may surround the operators. Returns the multiplier
    /// and, when it was written with `/`, its fraction as written (same value).
    mutating func parseMultiplier(spaced: Bool = false) throws(Diagnostic) -> (Double, MultiplierFraction?) {
        let start = position
        var multiplier = 1.0
        var numerator: Double?
        var fraction: MultiplierFraction?
        if current == Bytes.star {
            position += 1
            if spaced { position = text.skipWhitespace(from: position, end: end) }
            multiplier = try parseFactor(after: "*")
            numerator = multiplier
            if spaced { position = text.skipWhitespace(from: position, end: end) }
        }
        if current == Bytes.slash {
            position += 1
            if spaced { position = text.skipWhitespace(from: position, end: end) }
            let divisorStart = position
            let divisor = try parseFactor(after: "/")
            guard divisor != 0 else {
                throw .error(.invalidProportion, "division by zero in the multiplier '\(text.quoted(start, position))'", at: range(divisorStart, position))
            }
            multiplier /= divisor
            fraction = MultiplierFraction(numerator: numerator, denominator: divisor)
        }
        guard multiplier.isFinite else {
            throw .error(.invalidProportion, "the multiplier '\(text.quoted(start, position))' is not a finite number", at: range(start, position))
        }
        return (multiplier, fraction)
    }

    /// A number literal after `*` or `/`.
    private mutating func parseFactor(after operation: String) throws(Diagnostic) -> Double {
        let start = position
        if position < end, Bytes.isIdentifierStart(current) {
            let nameEnd = text.identifierEnd(from: start, end: end)
            throw .error(
                .metricMultiplier,
                "'\(text.quoted(start, nameEnd))' cannot be a multiplier: a multiplier is fixed when the constraint is created, so it must be a number, not a metric",
                at: range(start, nameEnd)
            )
        }
        guard position < end, Bytes.isDigit(current) || current == Bytes.dash || current == Bytes.dot || current == Bytes.plus else {
            throw .error(.invalidProportion, "expected a number after '\(operation)'", at: position < end ? range(position, position + 1) : .point(position))
        }
        guard case .number(let value, _) = try parseValue(what: "after '\(operation)'") else {
            throw .error(.invalidProportion, "expected a number after '\(operation)'", at: range(start, position))
        }
        return value
    }

    /// `+C` or `-C` (C a number or, after `+`, a metric); the cursor is on the sign.
    private mutating func parseProportionConstant() throws(Diagnostic) -> ValueSyntax {
        let sign = position
        let negative = current == Bytes.dash
        position += 1
        let start = position
        if position < end, Bytes.isIdentifierStart(current) {
            let nameEnd = text.identifierEnd(from: start, end: end)
            position = nameEnd
            guard !negative else {
                throw .error(
                    .negatedMetric,
                    "a metric cannot be subtracted ('\(text.quoted(sign, nameEnd))'); declare a metric with the negative value and add it",
                    at: range(sign, nameEnd)
                )
            }
            return .name(range(start, nameEnd))
        }
        guard position < end, Bytes.isDigit(current) else {
            let what = negative ? "'-'" : "'+'"
            throw .error(.invalidProportion, "expected a number or a metric after \(what)", at: position < end ? range(position, position + 1) : .point(position))
        }
        guard case .number(let value, let numberRange) = try parseValue(what: nil) else {
            throw .error(.invalidProportion, "expected a number after the sign", at: range(start, position))
        }
        return .number(negative ? -value : value, range(sign, numberRange.end))
    }

    /// `#name` after a predicate; the cursor is on `#`. Returns the name's range.
    mutating func parseConstraintName() throws(Diagnostic) -> SourceRange {
        let hash = position
        position += 1
        guard position < end, Bytes.isIdentifierStart(current) else {
            throw .error(.invalidConstraintName, "expected a constraint name after '#'", at: position < end ? range(position, position + 1) : .point(position))
        }
        let nameEnd = text.identifierEnd(from: position, end: end)
        let name = range(position, nameEnd)
        position = nameEnd
        try requireExtension("the constraint name '\(text.quoted(hash, nameEnd))'", at: range(hash, nameEnd))
        let spelled = text.string(name)
        if let problem = ReservedNames.problem(with: spelled, kind: .constraint) {
            throw .error(problem.id == .invalidName ? .invalidConstraintName : problem.id, problem.message(name: spelled, kind: .constraint), at: name)
        }
        return name
    }
}
