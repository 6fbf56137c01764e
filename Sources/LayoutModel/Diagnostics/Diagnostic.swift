/// A problem found in an input, as a value: a stable identifier, a severity, a message and
/// the source range it is about. Positions are byte ranges; see ``DiagnosticRenderer`` for
/// the `path:line:col: error: message` form.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary message attached to a diagnostic ("did you mean …", "first declared here").
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange?

        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// Stable identifier (see ``DiagnosticID``); tests and docs refer to diagnostics by it.
    public var id: DiagnosticID
    public var severity: Severity
    public var message: String
    /// Where the problem is; `nil` for problems that concern the whole file or invocation.
    public var range: SourceRange?
    public var notes: [Note]

    public init(
        _ id: DiagnosticID,
        _ severity: Severity,
        _ message: String,
        at range: SourceRange?,
        notes: [Note] = []
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
    }

    public static func error(_ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(id, .error, message, at: range, notes: notes)
    }

    public static func warning(_ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(id, .warning, message, at: range, notes: notes)
    }
}

/// A stable, kebab-case identifier for a kind of diagnostic (`unknown-view`, `missing-colon`).
/// Identifiers are documented in docs/Language.md and never reused for another meaning.
public struct DiagnosticID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}

/// A diagnostic can be thrown or carried in a `Result` where one problem stops the work.
extension Diagnostic: Error {}
