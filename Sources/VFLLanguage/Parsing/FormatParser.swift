import LayoutModel

/// Parses one VFL line (the text up to the first whitespace) in Apple's grammar, plus what
/// Apple's runtime also accepts (see docs/Language.md, "Line grammar") and, unless the
/// dialect is `.apple`, vflgen's extensions (docs/Language.md, "Extensions"; parsed in
/// FormatParser+Guides.swift, +EqualSpacing.swift, +Proportions.swift). Stops at the first
/// syntax error, which it throws; the file parser then goes on with the next line.
///
/// Views, connections and predicates are appended to ``store`` (the layout's flat syntax
/// arrays, swapped in by the file parser); the caller rolls the store back on an error.
struct FormatParser {
    let text: ByteText
    private(set) var end: Int
    let platform: Platform
    let dialect: Dialect
    var position: Int
    var store = FormatStore()
    /// The bare name of `|-icon-|` when the parse failed there for want of a view: the
    /// compiler explains it as "views go in brackets" when `icon` is a view.
    private(set) var nameWhereViewWasExpected: SourceRange?
    /// Set by ``parseOrientation()`` for `HV:`.
    var bothAxes = false
    /// The line's `~` connections so far.
    var equalSpacings = EqualSpacingCount()

    init(text: ByteText, start: Int, end: Int, platform: Platform = .uikit, dialect: Dialect = .vflgen) {
        self.text = text
        self.end = end
        self.platform = platform
        self.dialect = dialect
        self.position = start
    }

    /// Readies the parser for the line `start..<end`, keeping its ``store``: the file parser
    /// keeps one parser (and the layout's store in it) from line to line.
    mutating func begin(at start: Int, end: Int) {
        self.end = end
        position = start
        nameWhereViewWasExpected = nil
        bothAxes = false
        equalSpacings = EqualSpacingCount()
    }

    // MARK: Line

    /// Parses the line; `options` are the line's options, already in the store.
    mutating func parseLine(variant: Int, options: Range<Int>) throws(Diagnostic) -> FormatLineSyntax {
        let lineStart = position
        store.reserve(forLineFrom: position, to: end, in: text)
        let axis = try parseOrientation()
        guard position < end else {
            let orientation = text.quoted(lineStart, position)
            throw .error(.emptyFormat, "empty layout line: expected views after '\(orientation)'", at: .point(position))
        }
        var leadingEdge: EdgeSyntax?
        let leadingGuide = try parseLeadingGuide(axis: axis)
        if current == Bytes.bar {
            let bar = range(position, position + 1)
            position += 1
            let connection = try parseConnection()
            guard current == Bytes.openBracket else {
                if let misplacedGuide = guideInsideBar(leading: true) { throw misplacedGuide }
                nameWhereViewWasExpected = store.bareName(of: connection)
                throw expectedView(after: "the connection to '|'")
            }
            leadingEdge = EdgeSyntax(connection: connection, barRange: bar, guide: leadingGuide)
        }
        let firstView = store.views.count
        let firstConnection = store.connections.count
        try parseView()
        var trailingEdge: EdgeSyntax?
        while position < end {
            let byte = current
            if byte == Bytes.bar {
                trailingEdge = EdgeSyntax(connection: ConnectionSyntax(spacing: .flush, range: .point(position)), barRange: range(position, position + 1))
                position += 1
                trailingEdge!.guide = try parseTrailingGuide(axis: axis)
                break
            }
            guard byte == Bytes.dash || byte == Bytes.openBracket || byte == Bytes.tilde else {
                if let misplaced = guideInsideBar(leading: false) { throw misplaced }
                throw .error(
                    .trailingGarbage,
                    "unexpected '\(text.quoted(position, end))' after view '\(text.string(store.views[store.views.count - 1].name))'; expected '-', '[' or '|'",
                    at: range(position, end)
                )
            }
            let connection = try parseConnection()
            if current == Bytes.bar {
                trailingEdge = EdgeSyntax(connection: connection, barRange: range(position, position + 1))
                position += 1
                trailingEdge!.guide = try parseTrailingGuide(axis: axis)
                break
            }
            guard current == Bytes.openBracket else {
                throw expectedView(after: connection.spacing == .equal ? "'~'" : "'-'")
            }
            store.connections.append(connection)
            try parseView()
        }
        if position < end {
            throw .error(
                .trailingGarbage,
                "unexpected '\(text.quoted(position, end))' after the end of the layout line",
                at: range(position, end)
            )
        }
        try checkEqualSpacing()
        return FormatLineSyntax(
            axis: axis, bothAxes: bothAxes, variant: variant, leadingEdge: leadingEdge,
            views: firstView..<store.views.count, connections: firstConnection..<store.connections.count,
            trailingEdge: trailingEdge, options: options, range: range(lineStart, end)
        )
    }

    /// `H:` / `V:` / `HV:` (vflgen extension) / nothing (horizontal). A guide edge at the
    /// line's start (`safeArea|`) is left for ``parseLeadingGuide(axis:)``.
    private mutating func parseOrientation() throws(Diagnostic) -> Axis {
        guard position < end, Bytes.isIdentifierStart(current) else { return .horizontal }
        let start = position
        let wordEnd = text.identifierEnd(from: start, end: end)
        let isH = wordEnd == start + 1 && text[start] == UInt8(ascii: "H")
        let isV = wordEnd == start + 1 && text[start] == UInt8(ascii: "V")
        if text.byte(at: wordEnd, end: end) == Bytes.colon {
            if text.matches(start, wordEnd, "HV") {
                try requireExtension("'HV:'", at: range(start, wordEnd + 1))
                bothAxes = true
                position = wordEnd + 1
                return .horizontal
            }
            guard isH || isV else {
                throw .error(
                    .unknownOrientation,
                    "unknown orientation '\(text.quoted(start, wordEnd))'; expected 'H' or 'V'",
                    at: range(start, wordEnd)
                )
            }
            position = wordEnd + 1
            return isH ? .horizontal : .vertical
        }
        if isH || isV {
            let word = isH ? "horizontal" : "vertical"
            throw .error(
                .missingColon,
                "expected ':' after '\(text.quoted(start, wordEnd))' to specify \(word) arrangement",
                at: .point(wordEnd)
            )
        }
        if text.byte(at: wordEnd, end: end) == Bytes.bar { return .horizontal }
        throw .error(
            .expectedView,
            "expected a view such as '[\(text.quoted(start, wordEnd))]' or 'H:'/'V:' at the start of a layout line",
            at: range(start, wordEnd)
        )
    }

    // MARK: Views

    /// `[name(predicates)?]`, appended to the store.
    private mutating func parseView() throws(Diagnostic) {
        let start = position
        guard current == Bytes.openBracket else { throw expectedView(after: nil) }
        position += 1
        guard position < end, Bytes.isIdentifierStart(current) else {
            throw .error(.expectedViewName, "expected a view name after '['", at: .point(position))
        }
        let nameEnd = text.identifierEnd(from: position, end: end)
        let name = range(position, nameEnd)
        position = nameEnd
        var predicates = store.predicates.count..<store.predicates.count
        if current == Bytes.openParen {
            predicates = try parsePredicateList(viewName: name)
        }
        guard current == Bytes.closeBracket else {
            if position < end, current != Bytes.dash, current != Bytes.bar, current != Bytes.openBracket {
                throw .error(
                    .unclosedView,
                    "unexpected '\(text.quoted(position, position + 1))' in view '\(text.string(name))'; expected '(' or ']'",
                    at: range(position, position + 1)
                )
            }
            throw .error(.unclosedView, "view '\(text.string(name))' must end with ']'", at: .point(position))
        }
        position += 1
        store.views.append(ViewSyntax(name: name, predicates: predicates, range: range(start, position)))
    }

    // MARK: Connections

    /// Nothing (flush), `-`, `-predicate-` or `-(predicates)-`. Leaves `position` on the
    /// next view's `[` or the `|`.
    private mutating func parseConnection() throws(Diagnostic) -> ConnectionSyntax {
        let start = position
        guard current == Bytes.dash else {
            if current == Bytes.tilde { return try parseEqualSpacing() }
            return ConnectionSyntax(spacing: .flush, range: .point(start))
        }
        position += 1
        let next = current
        if next == Bytes.openBracket || next == Bytes.bar {
            return ConnectionSyntax(spacing: .standard, range: range(start, position))
        }
        if position >= end {
            throw expectedView(after: "'-'")
        }
        if next == Bytes.dash {
            throw .error(
                .doubleDash,
                "'--' is ambiguous; write a spacing between the dashes ('-8-') or a negative spacing in parentheses ('-(-8)-')",
                at: range(start, position + 1)
            )
        }
        let predicates: Range<Int>
        if next == Bytes.openParen {
            predicates = try parsePredicateList(viewName: nil)
        } else {
            let first = store.predicates.count
            store.predicates.append(try parsePredicate(inView: false))
            predicates = first..<store.predicates.count
        }
        guard current == Bytes.dash else {
            let spacing = text.quoted(start + 1, position)
            if position < end, current != Bytes.openBracket, current != Bytes.bar {
                throw .error(
                    .expectedDash,
                    "unexpected '\(text.quoted(position, position + 1))' after the spacing '\(spacing)'; expected '-'",
                    at: range(position, position + 1)
                )
            }
            throw .error(.expectedDash, "expected '-' after the spacing '\(spacing)'", at: .point(position))
        }
        position += 1
        return ConnectionSyntax(spacing: .predicates, predicates: predicates, range: range(start, position))
    }

    // MARK: Predicates

    /// `(predicate(,predicate)*)`; `position` is on `(`. Returns the predicates' indices in the store.
    private mutating func parsePredicateList(viewName: SourceRange?) throws(Diagnostic) -> Range<Int> {
        let open = position
        position += 1
        let first = store.predicates.count
        while true {
            if current == Bytes.closeParen || current == Bytes.comma || position >= end {
                throw .error(.expectedPredicate, "expected a predicate (a number, a metric or '==view')", at: .point(position))
            }
            store.predicates.append(try parsePredicate(inView: viewName != nil))
            if current == Bytes.comma {
                position += 1
                continue
            }
            if current == Bytes.closeParen {
                position += 1
                return first..<store.predicates.count
            }
            let subject = viewName.map { "the predicate of view '\(text.string($0))'" } ?? "the spacing"
            if position >= end || current == Bytes.closeBracket || current == Bytes.dash {
                throw .error(
                    .unclosedPredicate, "expected ')' to close \(subject)", at: .point(position),
                    notes: [.init("'(' opened here", at: range(open, open + 1))]
                )
            }
            throw .error(
                .unclosedPredicate,
                "unexpected '\(text.quoted(position, position + 1))' in \(subject); expected ',' or ')'",
                at: range(position, position + 1)
            )
        }
    }

    /// `(relation)?(number|name)(proportion)?(@(number|name))?(#name)?`; the proportion
    /// (views' predicates only) and `#name` are vflgen extensions.
    private mutating func parsePredicate(inView: Bool) throws(Diagnostic) -> PredicateSyntax {
        let start = position
        let relation = try parseRelation()
        let hasRelation = position > start
        let object = try parseValue(what: hasRelation ? "after '\(relation.rawValue)'" : nil)
        var extra: PredicateExtraSyntax?
        if inView, let proportion = try parseProportion(of: object) {
            extra = proportion
        }
        var priority: ValueSyntax?
        if current == Bytes.at {
            priority = try parsePriority()
        }
        if current == Bytes.hash {
            var named = extra ?? PredicateExtraSyntax()
            named.name = try parseConstraintName()
            extra = named
        }
        var predicate = PredicateSyntax(relation: relation, object: object, priority: priority, range: range(start, position))
        if let extra {
            predicate.extra = Int32(store.extras.count)
            store.extras.append(extra)
        }
        return predicate
    }

    /// `@` and a number or a name; the cursor is on `@`. A number must be a priority in
    /// (0, 1000] as the `Float` a priority holds.
    mutating func parsePriority() throws(Diagnostic) -> ValueSyntax {
        position += 1
        let value = try parseValue(what: "priority")
        if case .number(let number, let numberRange) = value, !LayoutPriority.isInRange(number) {
            throw .error(
                .priorityOutOfRange,
                "priority \(LayoutPriority.describe(number)) is out of range; a priority must be greater than 0 and at most 1000",
                at: numberRange
            )
        }
        return value
    }

    /// `==`, `<=`, `>=` or nothing (`==`).
    mutating func parseRelation() throws(Diagnostic) -> Relation {
        let first = current
        guard first == Bytes.equals || first == Bytes.less || first == Bytes.greater else { return .equal }
        let start = position
        if text.byte(at: position + 1, end: end) == Bytes.equals {
            position += 2
            return first == Bytes.equals ? .equal : first == Bytes.less ? .lessThanOrEqual : .greaterThanOrEqual
        }
        var badEnd = position + 1
        while badEnd < end, [Bytes.equals, Bytes.less, Bytes.greater].contains(text[badEnd]) { badEnd += 1 }
        throw .error(
            .unknownRelation,
            "unknown relation '\(text.quoted(start, badEnd))'; a relation must be ==, >= or <=",
            at: range(start, badEnd)
        )
    }

    /// A number (strtod decimal, possibly negative) or a name. `what` names the context for
    /// messages: "priority", "after '>='", or nil for a bare constant. (A `-` right after a
    /// connection's opening `-` never gets here: that is the `--` error.) `what` is made only
    /// for an error: building it for every predicate was 1% of the front end.
    mutating func parseValue(what: @autoclosure () -> String?) throws(Diagnostic) -> ValueSyntax {
        let start = position
        let byte = current
        if position < end, Bytes.isIdentifierStart(byte) {
            let nameEnd = text.identifierEnd(from: start, end: end)
            position = nameEnd
            return .name(range(start, nameEnd))
        }
        if position < end, Bytes.isDigit(byte) || byte == Bytes.dash || byte == Bytes.plus || byte == Bytes.dot {
            let scanned = text.scanDecimalOrHexNumber(from: start, end: end)
            guard let value = scanned.value else {
                let bad = text.quoted(start, max(scanned.end, start + 1))
                let hint = byte == Bytes.plus ? "; write it without '+'" : byte == Bytes.dot ? "; write it with a leading '0'" : ""
                throw .error(.invalidNumber, "invalid number '\(bad)'\(hint)", at: range(start, max(scanned.end, start + 1)))
            }
            position = scanned.end
            return .number(value, range(start, scanned.end))
        }
        let what = what()
        if what == "priority" {
            throw .error(.expectedPriority, "expected a priority (a number or a metric) after '@'", at: .point(position))
        }
        let context = what.map { " \($0)" } ?? ""
        throw .error(.expectedConstant, "expected a number or a metric name\(context)", at: .point(position))
    }

    // MARK: Helpers

    /// The byte at the cursor, or 0 at the end.
    var current: UInt8 { text.byte(at: position, end: end) }

    func range(_ start: Int, _ end: Int) -> SourceRange { SourceRange(start: start, end: end) }

    /// Throws the `vflgen-extension` error for `what` (e.g. "'~'") when reading Apple's VFL only.
    func requireExtension(_ what: @autoclosure () -> String, at range: SourceRange) throws(Diagnostic) {
        guard dialect == .apple else { return }
        throw .error(.vflgenExtension, "\(what()) is a vflgen extension, not Apple's VFL (the dialect is 'apple')", at: range)
    }

    func expectedView(after context: String?) -> Diagnostic {
        let found = position < end ? "'\(text.quoted(position, position + 1))'" : "the end of the line"
        let where_ = context.map { " after \($0)" } ?? ""
        return .error(.expectedView, "expected a view such as '[name]'\(where_), found \(found)", at: position < end ? range(position, position + 1) : .point(position))
    }
}
