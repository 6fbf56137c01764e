import LayoutModel

/// Parses a `.vfl` file line by line into ``FileSyntax``. Every line is one declaration,
/// brace or VFL line; a syntax error is reported and parsing resumes at the next line, so
/// every mistake in a file is found in one run. Declarations are parsed in
/// FileParser+Declarations.swift, VFL lines in FileParser+FormatLines.swift.
struct FileParser {
    let text: ByteText
    /// Decide which layout guides exist and whether vflgen's extensions are accepted.
    let platform: Platform
    let dialect: Dialect
    var diagnostics: [Diagnostic] = []
    private var file = FileSyntax()
    /// The open layout and variant, if any.
    var layout: LayoutSyntax?
    var variant: VariantSyntax?
    /// Parses VFL and equation lines. One for the whole file, holding the open layout's
    /// ``store`` between lines: no parser is made and no store moved per line.
    var formatParser: FormatParser
    /// The open layout's VFL lines (kept in ``formatParser``).
    var store: FormatStore {
        get { formatParser.store }
        _modify { yield &formatParser.store }
        set { formatParser.store = newValue }
    }
    /// When set, each layout is handed over here as soon as its block closes, with the store
    /// holding its lines, and is not kept: the store then starts afresh for the next layout,
    /// so memory stays flat in the size of the file (see ``VFLCompiler/compileLayouts``).
    var takeLayout: ((inout LayoutSyntax, inout FormatStore) -> Void)?
    /// The last handed-over layout's variants array, emptied: the next layout's, so that
    /// layouts with variants do not each allocate (and grow) one.
    private var spareVariants: [VariantSyntax] = []

    init(bytes: UnsafeBufferPointer<UInt8>, platform: Platform = .uikit, dialect: Dialect = .vflgen) {
        self.text = ByteText(bytes: bytes)
        self.platform = platform
        self.dialect = dialect
        formatParser = FormatParser(text: text, start: 0, end: 0, platform: platform, dialect: dialect)
    }

    /// Parses the whole file.
    mutating func parse() -> FileSyntax {
        let count = text.bytes.count
        var lineStart = 0
        while lineStart < count {
            let index = text.firstIndex(of: Bytes.newline, from: lineStart, end: count)
            // A `//` comment ends the content (VFL never uses '/'; sample strings may).
            var end = index
            var slash = text.firstIndex(of: Bytes.slash, from: lineStart, end: index)
            while slash < index {
                if slash + 1 < index, text[slash + 1] == Bytes.slash {
                    end = slash
                    break
                }
                slash = text.firstIndex(of: Bytes.slash, from: slash + 1, end: index)
            }
            if end < index, text.firstIndex(of: Bytes.quote, from: lineStart, end: end) < end {
                end = StringLiterals.commentStart(in: UnsafeBufferPointer(rebasing: text.bytes[lineStart..<index])).map { lineStart + $0 } ?? index
            }
            while end > lineStart, Bytes.isWhitespace(text[end - 1]) || text[end - 1] == Bytes.carriageReturn { end -= 1 }
            let start = text.skipWhitespace(from: lineStart, end: end)
            if start < end {
                parseLine(start, end)
            }
            lineStart = index + 1
        }
        if let open = variant {
            diagnostics.append(.error(.unclosedBlock, "variant '\(open.name.text)' is not closed; expected '}'", at: open.name.range))
            closeVariant(at: count)
        }
        if let open = layout {
            diagnostics.append(.error(.unclosedBlock, "layout '\(open.name.text)' is not closed; expected '}'", at: open.name.range))
            closeLayout(at: count)
        }
        // Hand the syntax over without keeping a second reference, so later in-place
        // resolution does not copy the arrays.
        var result = FileSyntax()
        swap(&result, &file)
        swap(&result.store, &store)
        return result
    }

    // MARK: Lines

    private mutating func parseLine(_ start: Int, _ end: Int) {
        let first = text[start]
        if first == Bytes.closeBrace {
            closeBlock(start, end)
            return
        }
        if Bytes.isIdentifierStart(first) {
            let wordEnd = text.identifierEnd(from: start, end: end)
            let isOrientation = wordEnd == start + 1 && (first == UInt8(ascii: "H") || first == UInt8(ascii: "V"))
            let next = text.byte(at: wordEnd, end: end)
            if next == Bytes.dot {
                parseEquationLine(start, end)
                return
            }
            if !isOrientation, next != Bytes.colon, wordEnd == end || Bytes.isWhitespace(next) {
                parseDeclaration(keyword: start, wordEnd, lineEnd: end)
                return
            }
        }
        parseFormatLine(start, end)
    }

    // MARK: Blocks

    private mutating func closeBlock(_ start: Int, _ end: Int) {
        if variant != nil {
            closeVariant(at: start + 1)
        } else if layout != nil {
            closeLayout(at: start + 1)
        } else {
            diagnostics.append(.error(.unexpectedClosingBrace, "'}' closes no layout or variant", at: SourceRange(start: start, end: start + 1)))
        }
        expectEndOfLine(from: start + 1, end, after: "'}'")
    }

    /// Ends the open variant; its range runs to `offset` (just after its `}`).
    mutating func closeVariant(at offset: Int) {
        // Taken, not copied (a copy retains each of its arrays once more).
        guard var closed = variant.take() else { return }
        closed.lines = closed.lines.lowerBound..<store.lines.count
        closed.range = SourceRange(start: closed.range.start, end: max(closed.range.start, offset))
        layout?.variants.append(closed)
    }

    mutating func closeLayout(at offset: Int) {
        guard var closed = layout.take() else { return }
        closed.range = SourceRange(start: closed.range.start, end: max(closed.range.start, offset))
        closed.lines = closed.lines.lowerBound..<store.lines.count
        guard let takeLayout else {
            file.layouts.append(closed)
            return
        }
        takeLayout(&closed, &store)
        store.removeAll()
        if closed.variants.capacity > 0 {
            swap(&spareVariants, &closed.variants)
            spareVariants.removeAll(keepingCapacity: true)
        }
    }

    /// An empty variants array for a new layout: the last handed-over layout's storage when
    /// layouts are handed over (``takeLayout``), else a new one.
    mutating func variantsForNewLayout() -> [VariantSyntax] {
        var variants: [VariantSyntax] = []
        swap(&variants, &spareVariants)
        return variants
    }
}
