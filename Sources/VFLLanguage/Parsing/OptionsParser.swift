import LayoutModel

/// Parses the `[.alignAllTop, .alignAllBottom]` after `options:`.
struct OptionsParser {
    let text: ByteText
    let end: Int
    var position: Int
    /// Findings that do not stop the list: duplicate options (warnings) and unknown options
    /// (errors, so that every misspelt option in a list is reported, not only the first).
    private(set) var diagnostics: [Diagnostic] = []
    /// The options parsed are appended here (the layout's store, swapped in by the caller).
    var options: [OptionSyntax] = []

    init(text: ByteText, start: Int, end: Int) {
        self.text = text
        self.end = end
        self.position = start
    }

    mutating func parse() throws(Diagnostic) {
        position = text.skipWhitespace(from: position, end: end)
        guard position < end, text[position] == Bytes.openBracket else {
            throw .error(.malformedOptions, "expected '[' after 'options:', as in 'options: [.alignAllTop]'", at: here)
        }
        let open = position
        let first = options.count
        position = text.skipWhitespace(from: position + 1, end: end)
        if position < end, text[position] == Bytes.closeBracket {
            position += 1
            try expectEnd()
            return
        }
        while true {
            let start = position
            guard position < end, text[position] == Bytes.dot else {
                throw .error(.malformedOptions, "expected an option such as '.alignAllTop'", at: here)
            }
            position += 1
            guard position < end, Bytes.isIdentifierStart(text[position]) else {
                throw .error(.malformedOptions, "expected an option name after '.'", at: here)
            }
            let nameEnd = text.identifierEnd(from: position, end: end)
            let nameStart = position
            var name: String { text.string(nameStart, nameEnd) }
            let range = SourceRange(start: start, end: nameEnd)
            switch option(spelled: nameStart, nameEnd) {
            case let option? where options[first...].contains(where: { $0.option == option }):
                diagnostics.append(.warning(.duplicateOption, "option '.\(name)' is given twice", at: range))
            case let option?:
                options.append(OptionSyntax(option: option, range: range))
            case nil:
                var notes: [Diagnostic.Note] = []
                if let suggestion = NameSuggestion.closest(to: name, in: FormatOption.allCases.map(\.rawValue)) {
                    notes.append(.init("did you mean '.\(suggestion)'?", at: range))
                }
                diagnostics.append(.error(.unknownOption, "unknown option '.\(name)'", at: range, notes: notes))
            }
            position = text.skipWhitespace(from: nameEnd, end: end)
            if position < end, text[position] == Bytes.comma {
                position = text.skipWhitespace(from: position + 1, end: end)
                continue
            }
            if position < end, text[position] == Bytes.closeBracket {
                position += 1
                try expectEnd()
                return
            }
            throw .error(
                .malformedOptions, position < end ? "expected ',' or ']' in the options list" : "expected ']' to close the options list",
                at: here, notes: position < end ? [] : [.init("'[' opened here", at: SourceRange(start: open, end: open + 1))]
            )
        }
    }

    /// Each option's spelling, compared with the text's bytes: no `String` is made for an
    /// option that is spelt right.
    private static let spellings: [(option: FormatOption, bytes: [UInt8])] = FormatOption.allCases.map { ($0, Array($0.rawValue.utf8)) }

    /// The option spelt by the bytes `start..<end`, or nil.
    private func option(spelled start: Int, _ end: Int) -> FormatOption? {
        let count = end - start
        for spelling in Self.spellings where spelling.bytes.count == count {
            var index = 0
            while index < count, spelling.bytes[index] == text[start + index] { index += 1 }
            if index == count { return spelling.option }
        }
        return nil
    }

    private func expectEnd() throws(Diagnostic) {
        let rest = text.skipWhitespace(from: position, end: end)
        guard rest < end else { return }
        throw .error(.trailingGarbage, "unexpected '\(text.quoted(rest, end))' after the options list", at: SourceRange(start: rest, end: end))
    }

    private var here: SourceRange {
        position < end ? SourceRange(start: position, end: position + 1) : .point(position)
    }
}
