import LayoutModel

/// VFL lines and their `options:` clause.
extension FileParser {
    // MARK: VFL lines

    mutating func parseFormatLine(_ start: Int, _ end: Int) {
        // The format ends at the first space or tab (found with memchr, not byte by byte).
        var formatEnd = text.firstIndex(of: Bytes.space, from: start, end: end)
        formatEnd = text.firstIndex(of: Bytes.tab, from: start, end: formatEnd)
        guard layout != nil else {
            diagnostics.append(.error(.misplacedLine, "a VFL line must be inside a layout", at: SourceRange(start: start, end: formatEnd)))
            return
        }
        // What follows the format: nothing, or `options: [...]`.
        let mark = store.mark
        let restStart = text.skipWhitespace(from: formatEnd, end: end)
        if restStart < end {
            let restFirst = text[restStart]
            var isClause = false
            if Bytes.isIdentifierStart(restFirst) {
                let wordEnd = text.identifierEnd(from: restStart, end: end)
                let colon = text.skipWhitespace(from: wordEnd, end: end)
                isClause = colon < end && text[colon] == Bytes.colon
                    && !(wordEnd == restStart + 1 && (restFirst == UInt8(ascii: "H") || restFirst == UInt8(ascii: "V")))
                if isClause {
                    guard text.matches(restStart, wordEnd, "options") else {
                        let word = text.string(restStart, wordEnd)
                        var notes: [Diagnostic.Note] = []
                        if NameSuggestion.closest(to: word, in: ["options"]) != nil {
                            notes.append(.init("did you mean 'options'?", at: SourceRange(start: restStart, end: wordEnd)))
                        }
                        diagnostics.append(.error(.unknownClause, "unknown clause '\(word):'; only 'options:' may follow a VFL line", at: SourceRange(start: restStart, end: wordEnd), notes: notes))
                        markNamesUsed(start, formatEnd)
                        return
                    }
                    var optionsParser = OptionsParser(text: text, start: colon + 1, end: end)
                    swap(&optionsParser.options, &store.options)
                    let outcome: Diagnostic?
                    do {
                        try optionsParser.parse()
                        outcome = nil
                    } catch {
                        outcome = error
                    }
                    swap(&optionsParser.options, &store.options)
                    diagnostics.append(contentsOf: optionsParser.diagnostics)
                    if let outcome { diagnostics.append(outcome) }
                    if outcome != nil || optionsParser.diagnostics.containsErrors {
                        store.rollBack(to: mark)
                        markNamesUsed(start, formatEnd)
                        return
                    }
                }
            }
            if !isClause {
                diagnostics.append(.error(
                    .whitespaceInFormat,
                    "whitespace is not allowed inside a VFL line (Apple's parser rejects it); remove it or start 'options:'",
                    at: SourceRange(start: formatEnd, end: restStart)
                ))
                markNamesUsed(start, end)
                return
            }
        }
        formatParser.begin(at: start, end: formatEnd)
        let variantIndex = variant != nil ? layout!.variants.count : -1
        do {
            let line = try formatParser.parseLine(variant: variantIndex, options: mark.options..<store.options.count)
            store.lines.append(line)
        } catch {
            store.rollBack(to: mark)
            if let name = formatParser.nameWhereViewWasExpected { layout?.bracketHints.append((diagnostics.count, name)) }
            diagnostics.append(error)
            markNamesUsed(start, formatEnd)
        }
    }

    /// Records every identifier in a broken line as used.
    mutating func markNamesUsed(_ start: Int, _ end: Int) {
        var index = start
        while index < end {
            if Bytes.isIdentifierStart(text[index]) {
                let wordEnd = text.identifierEnd(from: index, end: end)
                layout?.namesInBrokenLines.append(SourceRange(start: index, end: wordEnd))
                index = wordEnd
            } else if Bytes.isDigit(text[index]) {
                // Skip numbers like `1e5` so their letters are not taken for names.
                index = text.identifierEnd(from: index, end: end)
            } else {
                index += 1
            }
        }
    }

    mutating func expectEndOfLine(from start: Int, _ end: Int, after what: @autoclosure () -> String) {
        let position = text.skipWhitespace(from: start, end: end)
        guard position < end else { return }
        diagnostics.append(.error(
            .unexpectedText, "unexpected '\(text.quoted(position, end))' after \(what())",
            at: SourceRange(start: position, end: end)
        ))
    }
}
