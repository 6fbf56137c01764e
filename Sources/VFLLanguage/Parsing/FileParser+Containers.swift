import LayoutModel

/// `container WxH` and `container devices` lines (sizes a layout is checked at; not VFL, so
/// accepted in both dialects).
extension FileParser {
    /// `container 343x120`, `container 343x_`, `container _x44` or `container devices`.
    mutating func parseContainerDeclaration(keyword: SourceRange, lineEnd end: Int) {
        guard checkDeclarationPlace(keyword, kind: "container") else { return }
        let start = text.skipWhitespace(from: keyword.end, end: end)
        if start < end, Bytes.isIdentifierStart(text[start]) {
            let wordEnd = text.identifierEnd(from: start, end: end)
            if text.matches(start, wordEnd, "devices") {
                layout?.containers.append(ContainerDeclaration(size: .devices, range: SourceRange(start: keyword.start, end: wordEnd)))
                expectEndOfLine(from: wordEnd, end, after: "'container devices'")
                return
            }
        }
        guard let size = scanSizePair(from: start, lineEnd: end), size.width != nil || size.height != nil else {
            diagnostics.append(.error(
                .invalidContainer,
                "expected a size such as '343x120' (one side may be '_': the smallest size the constraints allow) or 'devices' after 'container'",
                at: wordRange(from: start, lineEnd: end)
            ))
            return
        }
        layout?.containers.append(ContainerDeclaration(
            size: .fixed(width: size.width, height: size.height), range: SourceRange(start: keyword.start, end: size.end)))
        expectEndOfLine(from: size.end, end, after: "the container size")
    }

    /// `WxH` where either side may be `_` (`nil`), ending at whitespace or the line's end.
    func scanSizePair(from start: Int, lineEnd end: Int) -> (width: Double?, height: Double?, end: Int)? {
        var position = start
        func part() -> (ok: Bool, value: Double?) {
            if position < end, text[position] == Bytes.underscore {
                position += 1
                return (true, nil)
            }
            guard position < end, Bytes.isDigit(text[position]) else { return (false, nil) }
            let scanned = text.scanNumber(from: position, end: end)
            guard let value = scanned.value else { return (false, nil) }
            position = scanned.end
            return (true, value)
        }
        let width = part()
        guard width.ok, position < end, text[position] == Bytes.lowerX else { return nil }
        position += 1
        let height = part()
        guard height.ok, position == end || Bytes.isWhitespace(text[position]) else { return nil }
        return (width.value, height.value, position)
    }

    /// The word at `start` (up to whitespace), or an empty range there, for a diagnostic.
    func wordRange(from start: Int, lineEnd end: Int) -> SourceRange {
        var wordEnd = start
        while wordEnd < end, !Bytes.isWhitespace(text[wordEnd]) { wordEnd += 1 }
        return wordEnd > start ? SourceRange(start: start, end: wordEnd) : .point(start)
    }
}
