import LayoutModel

/// `layout`, `variant`, `view` and `metric` lines.
extension FileParser {
    // MARK: Declarations

    /// A line starting with a word that is not a VFL orientation: the keyword's rule
    /// (DeclarationKeyword.all), or an unknown-keyword error.
    mutating func parseDeclaration(keyword start: Int, _ wordEnd: Int, lineEnd end: Int) {
        let keywordRange = SourceRange(start: start, end: wordEnd)
        guard let rule = DeclarationKeyword.rule(named: UnsafeBufferPointer(rebasing: text.bytes[start..<wordEnd])) else {
            let word = text.quoted(start, wordEnd)
            var message = "unknown declaration '\(word)'; expected \(DeclarationKeyword.quotedList) or a VFL line"
            var notes: [Diagnostic.Note] = []
            if let suggestion = NameSuggestion.closest(to: word, in: DeclarationKeyword.all.map(\.word)) {
                message = "unknown declaration '\(word)'"
                notes.append(.init("did you mean '\(suggestion)'?", at: keywordRange))
            }
            diagnostics.append(.error(.unknownKeyword, message, at: keywordRange, notes: notes))
            return
        }
        switch rule {
        case .layout:
            parseLayoutHeader(keywordRange, lineEnd: end)
        case .variant:
            parseVariantHeader(keywordRange, lineEnd: end)
        case .view:
            guard let name = declarationName(after: keywordRange, lineEnd: end, kind: "view") else { return }
            parseViewDeclaration(name: name, keyword: keywordRange, lineEnd: end)
        case .metric:
            guard let name = declarationName(after: keywordRange, lineEnd: end, kind: "metric") else { return }
            parseMetricDeclaration(name: name, keyword: keywordRange, lineEnd: end)
        case .container:
            parseContainerDeclaration(keyword: keywordRange, lineEnd: end)
        case .guide:
            guard let name = declarationName(after: keywordRange, lineEnd: end, kind: "guide") else { return }
            parseGuideDeclaration(name: name, keyword: keywordRange, lineEnd: end)
        case .external:
            parseExternalViewDeclaration(keyword: keywordRange, lineEnd: end)
        case nil:
            // A keyword in the table without its rule here (DeclarationKeywordTests catches it).
            let word = text.string(start, wordEnd)
            assertionFailure("declaration keyword '\(word)' has no grammar rule")
            diagnostics.append(.error(.unknownKeyword, "'\(word)' declarations are not supported by this vflgen", at: keywordRange))
        }
    }

    /// Reads the name after a keyword, checking it against ReservedNames (`kind` is a
    /// ``LayoutModel/ReservedNames/Kind`` raw value).
    mutating func declarationName(after keyword: SourceRange, lineEnd end: Int, kind: String) -> Name? {
        let start = text.skipWhitespace(from: keyword.end, end: end)
        guard start < end, Bytes.isIdentifierStart(text[start]) else {
            let found = start < end ? SourceRange(start: start, end: start + 1) : .point(start)
            diagnostics.append(.error(.expectedName, "expected a \(kind) name after '\(kind)'", at: found))
            return nil
        }
        let nameEnd = text.identifierEnd(from: start, end: end)
        let name = Name(text: text.string(start, nameEnd), range: SourceRange(start: start, end: nameEnd))
        if ReservedNames.mayBeReserved(UnsafeBufferPointer(rebasing: text.bytes[start..<nameEnd])), let kind = ReservedNames.Kind(rawValue: kind),
           let problem = ReservedNames.problem(with: name.text, kind: kind) {
            diagnostics.append(.error(problem.id, problem.message(name: name.text, kind: kind), at: name.range))
        }
        return name
    }

    private mutating func parseLayoutHeader(_ keyword: SourceRange, lineEnd end: Int) {
        if let open = layout {
            let what = variant != nil ? "variant '\(variant!.name.text)' and layout '\(open.name.text)'" : "layout '\(open.name.text)'"
            diagnostics.append(.error(
                .nestedBlock, "'layout' inside \(what); is a '}' missing?", at: keyword,
                notes: [.init("layout '\(open.name.text)' starts here", at: open.name.range)]
            ))
            closeVariant(at: keyword.start)
            closeLayout(at: keyword.start)
        }
        guard let name = declarationName(after: keyword, lineEnd: end, kind: "layout") else { return }
        guard expectOpeningBrace(after: name, lineEnd: end, block: "layout") else { return }
        layout = LayoutSyntax(name: name, lines: store.lines.count..<store.lines.count, range: SourceRange(start: keyword.start, end: end))
        layout!.views.reserveCapacity(8)
        layout!.metrics.reserveCapacity(8)
        layout!.variants = variantsForNewLayout()
    }

    private mutating func parseVariantHeader(_ keyword: SourceRange, lineEnd end: Int) {
        guard layout != nil else {
            diagnostics.append(.error(.misplacedLine, "a variant must be inside a layout", at: keyword))
            return
        }
        if let open = variant {
            diagnostics.append(.error(
                .nestedBlock, "'variant' inside variant '\(open.name.text)'; is a '}' missing?", at: keyword,
                notes: [.init("variant '\(open.name.text)' starts here", at: open.name.range)]
            ))
            closeVariant(at: keyword.start)
        }
        guard let name = declarationName(after: keyword, lineEnd: end, kind: "variant") else { return }
        let conditions = parseVariantConditions(after: name, lineEnd: end)
        guard expectOpeningBrace(after: Name(text: name.text, range: SourceRange(start: name.range.start, end: conditions.end)), lineEnd: end, block: "variant '\(name.text)'") else { return }
        variant = VariantSyntax(name: name, lines: store.lines.count..<store.lines.count, range: SourceRange(start: keyword.start, end: end))
        variant!.conditions = conditions.conditions
        variant!.conditionsFailed = conditions.failed
    }

    private mutating func expectOpeningBrace(after name: Name, lineEnd end: Int, block: @autoclosure () -> String) -> Bool {
        let brace = text.skipWhitespace(from: name.range.end, end: end)
        guard brace < end, text[brace] == Bytes.openBrace else {
            let block = block()
            let what = block.hasPrefix("variant '") ? block : "\(block) '\(name.text)'"
            diagnostics.append(.error(
                .expectedOpeningBrace, "expected '{' after \(what)",
                at: brace < end ? SourceRange(start: brace, end: end) : .point(brace)
            ))
            return false
        }
        expectEndOfLine(from: brace + 1, end, after: "'{'")
        return true
    }

    /// `view NAME[: Type][ intrinsic WxH]`; `external` for `external view …`.
    mutating func parseViewDeclaration(name: Name, keyword: SourceRange, lineEnd end: Int, external: Bool = false) {
        guard checkDeclarationPlace(keyword, kind: external ? "external view" : "view") else { return }
        var declaration = ViewDeclarationSyntax(name: name)
        if external { declaration.role = .external(frame: nil) }
        var position = text.skipWhitespace(from: name.range.end, end: end)
        if position < end, text[position] == Bytes.colon {
            let typeStart = text.skipWhitespace(from: position + 1, end: end)
            var typeEnd = typeStart
            while typeEnd < end, Bytes.isIdentifierStart(text[typeEnd]) {
                typeEnd = text.identifierEnd(from: typeEnd, end: end)
                guard typeEnd + 1 < end, text[typeEnd] == Bytes.dot, Bytes.isIdentifierStart(text[typeEnd + 1]) else { break }
                typeEnd += 1
            }
            guard typeEnd > typeStart else {
                diagnostics.append(.error(.expectedType, "expected a type after ':' in the declaration of view '\(name.text)'", at: .point(typeStart)))
                layout?.append(consume declaration)
                return
            }
            declaration.type = text.string(typeStart, typeEnd)
            position = text.skipWhitespace(from: typeEnd, end: end)
        }
        position = parseViewOptions(into: &declaration, from: position, lineEnd: end)
        layout?.append(consume declaration)
        expectEndOfLine(from: position, end, after: "the declaration of view '\(name.text)'")
    }

    /// `intrinsic WxH` where either side may be `_`; returns where it stopped.
    mutating func parseIntrinsicSize(into declaration: inout ViewDeclarationSyntax, from start: Int, lineEnd end: Int) -> Int {
        let sizeStart = text.skipWhitespace(from: start, end: end)
        guard let size = scanSizePair(from: sizeStart, lineEnd: end) else {
            diagnostics.append(.error(
                .invalidIntrinsicSize,
                "expected an intrinsic size such as '120x21' (either side may be '_') after 'intrinsic'",
                at: wordRange(from: sizeStart, lineEnd: end)
            ))
            return end
        }
        declaration.intrinsicWidth = size.width
        declaration.intrinsicHeight = size.height
        return text.skipWhitespace(from: size.end, end: end)
    }

    /// `metric NAME = NUMBER`.
    private mutating func parseMetricDeclaration(name: Name, keyword: SourceRange, lineEnd end: Int) {
        guard checkDeclarationPlace(keyword, kind: "metric") else { return }
        var position = text.skipWhitespace(from: name.range.end, end: end)
        guard position < end, text[position] == Bytes.equals else {
            diagnostics.append(.error(.expectedMetricValue, "expected '= NUMBER' after metric '\(name.text)'", at: position < end ? SourceRange(start: position, end: end) : .point(position)))
            declareBrokenMetric(name)
            return
        }
        position = text.skipWhitespace(from: position + 1, end: end)
        // Decimal or hexadecimal, as in VFL lines (`metric gap = 0x10` is 16).
        let scanned = text.scanDecimalOrHexNumber(from: position, end: end)
        guard let value = scanned.value, position < end else {
            diagnostics.append(.error(
                .expectedMetricValue, "expected a number for metric '\(name.text)'",
                at: wordRange(from: position, lineEnd: end)
            ))
            declareBrokenMetric(name)
            return
        }
        layout?.metrics.append(MetricDeclaration(name: name.text, value: value, range: name.range))
        let errorsBefore = diagnostics.count
        expectEndOfLine(from: scanned.end, end, after: "the value of metric '\(name.text)'")
        if diagnostics.count > errorsBefore { layout?.namesInBrokenLines.append(name.range) }
    }

    /// Declares a metric whose value has an error (so its uses resolve) and counts it as
    /// used: the error is the one thing to fix, not also "declared but not used".
    private mutating func declareBrokenMetric(_ name: Name) {
        layout?.metrics.append(MetricDeclaration(name: name.text, value: 0, range: name.range))
        layout?.namesInBrokenLines.append(name.range)
    }

    /// Declarations belong directly in a layout.
    mutating func checkDeclarationPlace(_ keyword: SourceRange, kind: String) -> Bool {
        if layout == nil {
            diagnostics.append(.error(.misplacedLine, "a \(kind) declaration must be inside a layout", at: keyword))
            return false
        }
        if let open = variant {
            diagnostics.append(.error(
                .misplacedLine, "declare \(kind)s in the layout, not inside variant '\(open.name.text)'", at: keyword
            ))
            return false
        }
        return true
    }
}
