import LayoutModel

/// The `baseline F[,L]` preview hint of a view declaration (vflgen): where the view's first
/// and last baselines are, in points below its top, for `vflgen frames` and previews.
extension FileParser {
    /// Parses `baseline F[,L]` at `start` if the word there is `baseline`; returns where it
    /// stopped (`start` when there is no hint).
    mutating func parseBaselineHint(into declaration: inout ViewDeclarationSyntax, from start: Int, lineEnd end: Int) -> Int {
        guard start < end, Bytes.isIdentifierStart(text[start]) else { return start }
        let wordEnd = text.identifierEnd(from: start, end: end)
        guard text.matches(start, wordEnd, "baseline") else { return start }
        var position = text.skipWhitespace(from: wordEnd, end: end)
        let valuesStart = position
        func value(_ position: inout Int) -> (value: Double, range: SourceRange)? {
            guard position < end, Bytes.isDigit(text[position]) else { return nil }
            let scanned = text.scanDecimalOrHexNumber(from: position, end: end)
            defer { position = scanned.end }
            return scanned.value.map { ($0, SourceRange(start: position, end: scanned.end)) }
        }
        let first = value(&position)
        var last = first
        if first != nil, position < end, text[position] == Bytes.comma {
            position += 1
            last = value(&position)
        }
        guard let first, let last, position == end || Bytes.isWhitespace(text[position]) else {
            diagnostics.append(.error(
                .invalidBaseline,
                "expected a baseline such as '17' or '15,32' (first and last baseline, in points below the view's top) after 'baseline'",
                at: wordRange(from: valuesStart, lineEnd: end)
            ))
            return end
        }
        declaration.firstBaseline = checkPoints(first)
        declaration.lastBaseline = first.range == last.range ? declaration.firstBaseline : checkPoints(last)
        return text.skipWhitespace(from: position, end: end)
    }
}
