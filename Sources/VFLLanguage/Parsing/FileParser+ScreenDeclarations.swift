import LayoutModel

/// The declarations that complete a screen (vflgen extensions, docs/Language.md "Guides,
/// external views and self-switching variants"): `guide NAME`, `external view NAME[: Type]
/// [frame X,Y,WxH]` and `variant NAME when CONDITION [and CONDITION…] {`. Each is a
/// `vflgen-extension` error with `--dialect apple`; the declaration is still recorded, so
/// its uses do not also fail.
extension FileParser {
    /// `guide NAME`: nothing may follow the name (a guide has no type, content size or baseline).
    mutating func parseGuideDeclaration(name: Name, keyword: SourceRange, lineEnd end: Int) {
        guard checkDeclarationPlace(keyword, kind: "guide") else { return }
        requireExtension("the guide declaration 'guide \(name.text)'", at: SourceRange(start: keyword.start, end: name.range.end))
        var declaration = ViewDeclarationSyntax(name: name)
        declaration.role = .guide
        layout?.append(consume declaration)
        let rest = text.skipWhitespace(from: name.range.end, end: end)
        guard rest < end else { return }
        diagnostics.append(.error(
            .guideOption,
            "unexpected '\(text.quoted(rest, end))' after guide '\(name.text)'; a layout guide has no view type, content size, baseline or content priority: write 'guide \(name.text)' alone",
            at: SourceRange(start: rest, end: end)
        ))
    }

    /// `external view NAME[: Type] [frame X,Y,WxH] …`: the rest as a view declaration.
    mutating func parseExternalViewDeclaration(keyword: SourceRange, lineEnd end: Int) {
        let viewStart = text.skipWhitespace(from: keyword.end, end: end)
        let viewEnd = viewStart < end && Bytes.isIdentifierStart(text[viewStart]) ? text.identifierEnd(from: viewStart, end: end) : viewStart
        guard text.matches(viewStart, viewEnd, "view") else {
            diagnostics.append(.error(
                .expectedName, "expected 'view' after 'external', as in 'external view header: UIView frame 0,0,390x120'",
                at: wordRange(from: viewStart, lineEnd: end)
            ))
            return
        }
        let viewKeyword = SourceRange(start: viewStart, end: viewEnd)
        guard let name = declarationName(after: viewKeyword, lineEnd: end, kind: "view") else { return }
        requireExtension("the external view declaration 'external view \(name.text)'", at: SourceRange(start: keyword.start, end: name.range.end))
        parseViewDeclaration(name: name, keyword: SourceRange(start: keyword.start, end: viewEnd), lineEnd: end, external: true)
    }

    /// `frame X,Y,WxH` after an external view's type: its frame in the container for check and
    /// preview. Returns where it stopped.
    mutating func parseFrame(into declaration: inout ViewDeclarationSyntax, keyword: SourceRange, lineEnd end: Int) -> Int {
        let start = text.skipWhitespace(from: keyword.end, end: end)
        guard case .external = declaration.role else {
            diagnostics.append(.error(
                .invalidFrame,
                "only an external view takes a frame: the layout places its own views; write 'external view \(declaration.name.text)' for a view it does not own",
                at: keyword
            ))
            return wordRange(from: start, lineEnd: end).end
        }
        var position = start
        func number() -> Double? {
            guard position < end, Bytes.isDigit(text[position]) || text[position] == Bytes.dash else { return nil }
            let scanned = text.scanNumber(from: position, end: end)
            position = scanned.end
            return scanned.value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard position < end, text[position] == byte else { return false }
            position += 1
            return true
        }
        if let x = number(), expect(Bytes.comma), let y = number(), expect(Bytes.comma),
           let size = scanSizePair(from: position, lineEnd: end), let width = size.width, let height = size.height,
           width >= 0, height >= 0 {
            declaration.role = .external(frame: DeclaredFrame(x: x, y: y, width: width, height: height))
            return text.skipWhitespace(from: size.end, end: end)
        }
        diagnostics.append(.error(
            .invalidFrame,
            "expected a frame such as '0,0,390x120' (x,y,width x height in points, in the container) after 'frame'",
            at: wordRange(from: start, lineEnd: end)
        ))
        return end
    }

    /// `when CONDITION [and CONDITION…]` after a variant's name; returns the conditions and
    /// where they end (the name's end when there is no `when`).
    mutating func parseVariantConditions(
        after name: Name, lineEnd end: Int
    ) -> (conditions: [(condition: VariantCondition, range: SourceRange)], end: Int, failed: Bool) {
        var position = text.skipWhitespace(from: name.range.end, end: end)
        let whenEnd = position < end && Bytes.isIdentifierStart(text[position]) ? text.identifierEnd(from: position, end: end) : position
        guard text.matches(position, whenEnd, "when") else { return ([], name.range.end, false) }
        requireExtension("the variant condition 'when'", at: SourceRange(start: position, end: whenEnd))
        var conditions: [(condition: VariantCondition, range: SourceRange)] = []
        position = whenEnd
        while true {
            position = text.skipWhitespace(from: position, end: end)
            guard let condition = parseVariantCondition(at: &position, lineEnd: end) else {
                // Skip to the brace so the block still opens; the variant counts as one with
                // conditions, so its error is the only one.
                var brace = position
                while brace < end, text[brace] != Bytes.openBrace { brace += 1 }
                return (conditions, brace, true)
            }
            conditions.append(condition)
            let next = text.skipWhitespace(from: position, end: end)
            let wordEnd = next < end && Bytes.isIdentifierStart(text[next]) ? text.identifierEnd(from: next, end: end) : next
            guard text.matches(next, wordEnd, "and") else { return (conditions, position, false) }
            position = wordEnd
        }
    }

    /// `horizontal|vertical compact|regular` or `width|height >=|< NUMBER`.
    private mutating func parseVariantCondition(at position: inout Int, lineEnd end: Int) -> (condition: VariantCondition, range: SourceRange)? {
        let start = position
        let wordEnd = position < end && Bytes.isIdentifierStart(text[position]) ? text.identifierEnd(from: position, end: end) : position
        let word = text.string(start, wordEnd)
        func fail() -> (condition: VariantCondition, range: SourceRange)? {
            var failEnd = position
            while failEnd < end, text[failEnd] != Bytes.openBrace { failEnd += 1 }
            while failEnd > start, Bytes.isWhitespace(text[failEnd - 1]) { failEnd -= 1 }
            diagnostics.append(.error(
                .invalidVariantCondition,
                "expected a condition such as 'horizontal regular', 'vertical compact', 'width >= 700' or 'height < 500' (joined by 'and')",
                at: failEnd > start ? SourceRange(start: start, end: failEnd) : .point(start)
            ))
            return nil
        }
        switch word {
        case "horizontal", "vertical":
            let classStart = text.skipWhitespace(from: wordEnd, end: end)
            let classEnd = classStart < end && Bytes.isIdentifierStart(text[classStart]) ? text.identifierEnd(from: classStart, end: end) : classStart
            guard let sizeClass = SizeClass(rawValue: text.string(classStart, classEnd)) else { return fail() }
            position = classEnd
            return (.sizeClass(word == "horizontal" ? .horizontal : .vertical, sizeClass), SourceRange(start: start, end: classEnd))
        case "width", "height":
            var index = text.skipWhitespace(from: wordEnd, end: end)
            let relationStart = index
            while index < end, text[index] == Bytes.equals || text[index] == Bytes.less || text[index] == Bytes.greater { index += 1 }
            let relation = text.string(relationStart, index)
            guard relation == ">=" || relation == "<" else {
                if !relation.isEmpty {
                    diagnostics.append(.error(
                        .invalidVariantCondition,
                        "'\(word) \(relation)' is not a variant condition; write '>=' or '<', so that 'width >= 700' and 'width < 700' split the sizes without overlap",
                        at: SourceRange(start: relationStart, end: index)
                    ))
                    return nil
                }
                return fail()
            }
            index = text.skipWhitespace(from: index, end: end)
            // Decimal or hexadecimal, as numbers everywhere in the file (`width < 0x190`).
            let scanned = text.scanDecimalOrHexNumber(from: index, end: end)
            guard index < end, Bytes.isDigit(text[index]), let threshold = scanned.value else {
                guard index < end, Bytes.isDigit(text[index]) || text[index] == Bytes.dash else { return fail() }
                var numberEnd = max(scanned.end, index + 1)
                while numberEnd < end, Bytes.isIdentifierContinue(text[numberEnd]) || text[numberEnd] == Bytes.dot { numberEnd += 1 }
                diagnostics.append(.error(
                    .invalidVariantCondition,
                    "'\(text.string(index, numberEnd))' is not a size; write a number of points, decimal or hexadecimal, as in '\(word) \(relation) 700' or '\(word) \(relation) 0x2BC'",
                    at: SourceRange(start: index, end: numberEnd)
                ))
                return nil
            }
            position = scanned.end
            let axis: Axis = word == "width" ? .horizontal : .vertical
            return (.size(axis, atLeast: relation == ">=", threshold), SourceRange(start: start, end: scanned.end))
        default:
            return fail()
        }
    }

    /// Reports `what` as a `vflgen-extension` error when reading Apple's VFL only.
    private mutating func requireExtension(_ what: @autoclosure () -> String, at range: SourceRange) {
        guard dialect == .apple else { return }
        diagnostics.append(.error(.vflgenExtension, "\(what()) is a vflgen extension, not Apple's VFL (the dialect is 'apple')", at: range))
    }
}
