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
        let errorsBefore = diagnostics.count
        guard let size = scanSizePair(from: start, lineEnd: end), size.width != nil || size.height != nil else {
            guard diagnostics.count == errorsBefore else { return }  // a side too large, already reported
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

    /// `WxH` where either side may be `_` (`nil`), ending at whitespace or the line's end; each
    /// side decimal or hexadecimal, as numbers everywhere. Decimal first, so `0x20` stays 0 by
    /// 20; a width that reads only as hexadecimal (`0x10x0x20`, 16 by 32) second. A side over
    /// ``PointLimit/maximum`` is reported (`size-too-large`) and read as `nil`.
    mutating func scanSizePair(from start: Int, lineEnd end: Int) -> (width: Double?, height: Double?, end: Int)? {
        guard let pair = scanSizePair(from: start, lineEnd: end, hexWidth: false) ?? scanSizePair(from: start, lineEnd: end, hexWidth: true) else {
            return nil
        }
        return (checkPoints(pair.width), checkPoints(pair.height), pair.end)
    }

    private func scanSizePair(from start: Int, lineEnd end: Int, hexWidth: Bool) -> (width: (Double, SourceRange)?, height: (Double, SourceRange)?, end: Int)? {
        var position = start
        func part(hex: Bool) -> (ok: Bool, value: (Double, SourceRange)?) {
            if position < end, text[position] == Bytes.underscore {
                position += 1
                return (true, nil)
            }
            guard position < end, Bytes.isDigit(text[position]) else { return (false, nil) }
            let scanned = hex ? text.scanDecimalOrHexNumber(from: position, end: end) : text.scanNumber(from: position, end: end)
            guard let value = scanned.value else { return (false, nil) }
            defer { position = scanned.end }
            return (true, (value, SourceRange(start: position, end: scanned.end)))
        }
        let width = part(hex: hexWidth)
        guard width.ok, position < end, text[position] == Bytes.lowerX else { return nil }
        position += 1
        let height = part(hex: true)
        guard height.ok, position == end || Bytes.isWhitespace(text[position]) else { return nil }
        return (width.value, height.value, position)
    }

    /// `value` when it is at most ``PointLimit/maximum`` points; otherwise a `size-too-large`
    /// error at its text, and `nil`.
    mutating func checkPoints(_ number: (value: Double, range: SourceRange)?) -> Double? {
        guard let number else { return nil }
        guard abs(number.value) > PointLimit.maximum else { return number.value }
        diagnostics.append(.error(
            .sizeTooLarge, "'\(text.string(number.range.start, number.range.end))' is too large for a size; at most \(PointLimit.text) points",
            at: number.range))
        return nil
    }

    /// The word at `start` (up to whitespace), or an empty range there, for a diagnostic.
    func wordRange(from start: Int, lineEnd end: Int) -> SourceRange {
        var wordEnd = start
        while wordEnd < end, !Bytes.isWhitespace(text[wordEnd]) { wordEnd += 1 }
        return wordEnd > start ? SourceRange(start: start, end: wordEnd) : .point(start)
    }
}
