import LayoutModel

/// Checks one run-time VFL format string — the `format` argument of
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` — the way Apple's
/// parser would: syntax, view names against the views dictionary's keys, metric names against
/// the metrics dictionary's keys (`nil` metrics means none), and the options against the line.
///
/// The string goes through the same front end as `.vfl` files (as one line of a layout that
/// declares exactly the given views and metrics), so every diagnostic id of docs/Language.md
/// applies. Ranges in the result are UTF-8 byte offsets into `format`; a diagnostic about an
/// option names the option's index instead.
public enum FormatStringCheck {
    /// Where a finding points.
    public enum Location: Hashable, Sendable {
        /// A byte range of the format string.
        case format(SourceRange)
        /// The option at this index of the `options` given.
        case option(Int)
        /// The call as a whole (no better place).
        case call
    }

    /// One problem found, with its notes; the diagnostic's and notes' own ranges are unset,
    /// their places are in ``location`` and ``noteLocations``.
    public struct Finding: Hashable, Sendable {
        public var diagnostic: Diagnostic
        public var location: Location
        /// One location per note of ``diagnostic``.
        public var noteLocations: [Location]
    }

    /// The outcome: every finding, and (when there is no error) the constraints the string makes.
    public struct Result: Sendable {
        public var findings: [Finding]
        /// The constraints, in Apple's order; empty when ``hasErrors``.
        public var constraints: [LayoutConstraint]
        public var hasErrors: Bool { findings.contains { $0.diagnostic.severity == .error } }
    }

    /// Reported for bytes the `.vfl` front end would read as file structure but that can never
    /// be part of a format string (a `/`).
    public static let invalidCharacter: DiagnosticID = "invalid-character"

    /// Checks `format`. `metrics` maps each metric name to its value, or to `nil` when the value
    /// is only known at run time; a `nil` dictionary means the call passes no metrics.
    public static func check(
        _ format: String, views: [String], metrics: [String: Double?]?,
        options: [FormatOption], platform: Platform
    ) -> Result {
        var findings: [Finding] = []
        let constraints = check(format, views: views, metrics: metrics, options: options, platform: platform) { findings.append($0) }
        return Result(findings: findings, constraints: constraints)
    }

    /// ``check(_:views:metrics:options:platform:)`` handing each finding to `body` as it is
    /// made instead of gathering them (a huge literal can have millions, of which a caller with
    /// an error limit keeps a few). Returns the constraints: empty when a finding is an error.
    public static func check(
        _ format: String, views: [String], metrics: [String: Double?]?,
        options: [FormatOption], platform: Platform, each body: (Finding) -> Void
    ) -> [LayoutConstraint] {
        check(format, views: views, metrics: metrics, options: options, platform: platform, limit: nil, each: body).constraints
    }

    /// ``check(_:views:metrics:options:platform:each:)`` handing `body` at most `limit` errors
    /// and `limit` warnings (the first, in order) and counting the others, which are never
    /// stored (``DiagnosticLimit``): `vflgen lint` shows no more, and a 5 MB literal can make
    /// hundreds of thousands. Returns the constraints (empty when a finding is an error) and
    /// the counts of the errors and warnings left out, each after every one handed over.
    public static func check(
        _ format: String, views: [String], metrics: [String: Double?]?,
        options: [FormatOption], platform: Platform, limit: DiagnosticLimit?, each body: (Finding) -> Void
    ) -> (constraints: [LayoutConstraint], omittedErrors: Int, omittedWarnings: Int) {
        let bytes = Array(format.utf8)
        if let early = structuralProblem(bytes) {
            body(Finding(diagnostic: early.0, location: early.1, noteLocations: []))
            return ([], 0, 0)
        }
        // The synthetic layout: declarations first, then the format line and its options.
        var header = "layout FormatString {\n"
        for name in views where isIdentifier(name) {
            header += "view \(name)\n"
        }
        for (name, value) in (metrics ?? [:]).sorted(by: { $0.key < $1.key }) where isIdentifier(name) {
            // Unknown values pass every check (a valid priority and a valid constant).
            header += "metric \(name) = \((value ?? 1).shortestDescription)\n"
        }
        let formatStart = header.utf8.count
        var text = header + format
        var optionRanges: [Range<Int>] = []
        if !options.isEmpty {
            text += "  options: ["
            for (index, option) in options.enumerated() {
                if index > 0 { text += ", " }
                let start = text.utf8.count
                text += ".\(option.rawValue)"
                optionRanges.append(start..<text.utf8.count)
            }
            text += "]"
        }
        text += "\n}\n"
        let formatEnd = formatStart + bytes.count
        /// Problems with the made-up declarations, which are not the call's (see below).
        func isAboutHeader(_ diagnostic: Diagnostic) -> Bool {
            if diagnostic.id == .unusedView || diagnostic.id == .unusedMetric { return true }
            if let range = diagnostic.range, range.end <= formatStart { return true }
            return false
        }
        var layouts: [Layout] = []
        let compilation = VFLCompiler.compileLayouts(
            SourceFile(path: "format", text: text), platform: platform, dialect: .apple,
            limit: limit, excluding: isAboutHeader
        ) { layouts.append($0) }

        func locate(_ range: SourceRange?) -> Location {
            guard let range else { return .call }
            if range.start >= formatStart, range.end <= formatEnd {
                return .format(SourceRange(start: range.start - formatStart, end: range.end - formatStart))
            }
            if let index = optionRanges.firstIndex(where: { $0.contains(range.start) }) { return .option(index) }
            return .call
        }
        var hasErrors = false
        for diagnostic in compilation.diagnostics {
            // Problems with the declarations made up here (a key that is a Swift keyword) are
            // not the call's; the names then show up as unknown where the format uses them.
            if isAboutHeader(diagnostic) { continue }
            var plain = diagnostic
            plain.range = nil
            var noteLocations: [Location] = []
            plain.notes = diagnostic.notes.compactMap { note in
                let location = locate(note.range)
                if note.range != nil, location == .call { return nil }  // "declared here" in the made-up header
                noteLocations.append(location)
                return Diagnostic.Note(note.message)
            }
            if plain.severity == .error { hasErrors = true }
            body(Finding(diagnostic: plain, location: locate(diagnostic.range), noteLocations: noteLocations))
        }
        let constraints = hasErrors || compilation.omittedErrors > 0 ? [] : layouts.first?.constraints.map { constraint -> LayoutConstraint in
            var moved = constraint
            let start = max(formatStart, min(constraint.source.start, formatEnd)) - formatStart
            let end = max(formatStart, min(constraint.source.end, formatEnd)) - formatStart
            moved.source = SourceRange(start: start, end: max(start, end))
            return moved
        } ?? []
        return (constraints, compilation.omittedErrors, compilation.omittedWarnings)
    }

    /// What the line-based `.vfl` reader would take for file structure instead of a VFL line:
    /// whitespace and line breaks, `/` (comments), a leading `}`, a lone word (a declaration),
    /// an empty string. Each is a syntax error for Apple's parser too.
    private static func structuralProblem(_ bytes: [UInt8]) -> (Diagnostic, Location)? {
        if bytes.isEmpty {
            return (.error(.emptyFormat, "empty format string: expected views such as '[name]'", at: nil), .format(.point(0)))
        }
        if let space = bytes.firstIndex(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0B || $0 == 0x0C }) {
            var end = space
            while end < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(bytes[end]) { end += 1 }
            return (
                .error(.whitespaceInFormat, "whitespace is not allowed inside a VFL format string (Apple's parser rejects it)", at: nil),
                .format(SourceRange(start: space, end: end))
            )
        }
        if let slash = bytes.firstIndex(of: UInt8(ascii: "/")) {
            return (.error(invalidCharacter, "unexpected '/' in the format string", at: nil), .format(SourceRange(start: slash, end: slash + 1)))
        }
        if bytes[0] == UInt8(ascii: "}") {
            return (.error(.expectedView, "expected a view such as '[name]', found '}'", at: nil), .format(SourceRange(start: 0, end: 1)))
        }
        if isIdentifier(bytes) {
            let word = String(decoding: bytes, as: UTF8.self)
            if word == "H" || word == "V" {
                let axis = word == "H" ? "horizontal" : "vertical"
                return (.error(.missingColon, "expected ':' after '\(word)' to specify \(axis) arrangement", at: nil), .format(.point(bytes.count)))
            }
            return (
                .error(.expectedView, "expected a view such as '[\(word)]' or 'H:'/'V:' at the start of a layout line", at: nil),
                .format(SourceRange(start: 0, end: bytes.count))
            )
        }
        return nil
    }

    /// Apple's view and metric names: `[A-Za-z_][A-Za-z0-9_]*`.
    public static func isIdentifier(_ name: String) -> Bool { isIdentifier(Array(name.utf8)) }

    private static func isIdentifier(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first, Bytes.isIdentifierStart(first) else { return false }
        return bytes.allSatisfy(Bytes.isIdentifierContinue)
    }
}
