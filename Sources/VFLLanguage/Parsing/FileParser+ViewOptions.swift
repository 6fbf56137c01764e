import LayoutModel

/// What may follow `view NAME[: Type]`: `intrinsic WxH`, `baseline F[,L]`, `hugging H[,V]`,
/// `compression H[,V]` and the sample content clauses (FileParser+ViewContent.swift), in any
/// order, each once. Content priorities and content are not VFL, so they are accepted in both
/// dialects.
extension FileParser {
    /// Parses the options from `start`; returns where it stopped (the caller expects the line's end there).
    mutating func parseViewOptions(into declaration: inout ViewDeclarationSyntax, from start: Int, lineEnd end: Int) -> Int {
        var position = start
        var seen: [String: SourceRange] = [:]
        var contentClauses: [(String, SourceRange)] = []
        defer { checkContentClass(of: declaration, clauses: contentClauses) }
        while position < end, Bytes.isIdentifierStart(text[position]) {
            let wordEnd = text.identifierEnd(from: position, end: end)
            let word = SourceRange(start: position, end: wordEnd)
            let spelled = text.string(position, wordEnd)
            guard let option = ViewOptionKeyword.named(spelled) else { break }
            let isContent = option.kind == .content
            if let first = seen[spelled] {
                diagnostics.append(.error(
                    .duplicateViewOption, "'\(spelled)' is given twice in the declaration of view '\(declaration.name.text)'",
                    at: word, notes: [.init("first given here", at: first)]))
            }
            seen[spelled] = word
            if isContent {
                contentClauses.append((spelled, word))
                position = parseContentClause(spelled, word: word, into: &declaration, lineEnd: end)
                continue
            }
            switch spelled {
            case "intrinsic":
                position = parseIntrinsicSize(into: &declaration, from: wordEnd, lineEnd: end)
            case "baseline":
                position = parseBaselineHint(into: &declaration, from: position, lineEnd: end)
            case "frame":
                position = parseFrame(into: &declaration, keyword: word, lineEnd: end)
            default:
                guard let priorities = parseContentPriorities(from: wordEnd, lineEnd: end, option: spelled) else { return end }
                if spelled == "hugging" { declaration.hugging = priorities } else { declaration.compressionResistance = priorities }
                position = text.skipWhitespace(from: priorities.range.end, end: end)
            }
        }
        return position
    }

    /// `H[,V]` after `hugging`/`compression`: a number or a metric name each; one value for both axes.
    private mutating func parseContentPriorities(from start: Int, lineEnd end: Int, option: String) -> ContentPrioritiesSyntax? {
        var position = text.skipWhitespace(from: start, end: end)
        let valuesStart = position
        func value() -> ContentPrioritiesSyntax.Value? {
            guard position < end else { return nil }
            if Bytes.isIdentifierStart(text[position]) {
                let nameEnd = text.identifierEnd(from: position, end: end)
                defer { position = nameEnd }
                return .name(SourceRange(start: position, end: nameEnd))
            }
            guard Bytes.isDigit(text[position]) else { return nil }
            let scanned = text.scanDecimalOrHexNumber(from: position, end: end)
            guard let number = scanned.value else { return nil }
            defer { position = scanned.end }
            return .number(number, SourceRange(start: position, end: scanned.end))
        }
        guard let horizontal = value() else {
            diagnostics.append(.error(
                .invalidContentPriority,
                "expected a priority such as '251' or '251,750' (horizontal,vertical; numbers or metrics) after '\(option)'",
                at: wordRange(from: valuesStart, lineEnd: end)))
            return nil
        }
        var vertical = horizontal
        if position < end, text[position] == Bytes.comma {
            position += 1
            guard let second = value() else {
                diagnostics.append(.error(
                    .invalidContentPriority, "expected the vertical priority after ',' in '\(option)'",
                    at: wordRange(from: position, lineEnd: end)))
                return nil
            }
            vertical = second
        }
        guard position == end || Bytes.isWhitespace(text[position]) else {
            diagnostics.append(.error(
                .invalidContentPriority,
                "expected a priority such as '251' or '251,750' (horizontal,vertical; numbers or metrics) after '\(option)'",
                at: wordRange(from: valuesStart, lineEnd: end)))
            return nil
        }
        return ContentPrioritiesSyntax(horizontal: horizontal, vertical: vertical, range: SourceRange(start: valuesStart, end: position))
    }
}
