import LayoutModel

/// One file's diagnostics as `vflgen lint` prints them, gathered one at a time: at most `limit`
/// errors (then one `too-many-errors` error) and `limit` warnings (then one `too-many-warnings`
/// warning), with every error and warning counted. Beyond the limit a diagnostic is only counted,
/// never stored, so that a literal with millions of mistakes costs their count, not their memory
/// (issue #25: storing 600,000 diagnostics made the work per byte grow with the literal).
///
/// ``printed`` is exactly what filtering the whole list would give: the warnings after the
/// limit-th one are left out; of the rest, what follows the limit-th error is left out too and
/// replaced by `too many errors (N); M more errors not shown` (or `M more diagnostics` when only
/// warnings and notes follow); then `too many warnings (N); W more not shown`.
public struct LintDiagnostics: Sendable {
    /// The most errors and the most warnings kept.
    public let limit: DiagnosticLimit
    /// The diagnostics kept, in the order added.
    public private(set) var kept: [Diagnostic] = []
    /// Every error added, kept or not.
    public private(set) var errors = 0
    /// Every warning added, kept or not.
    public private(set) var warnings = 0
    /// Errors among ``kept``.
    private var keptErrors = 0
    /// Diagnostics left out after the limit-th error (not counting warnings beyond the limit).
    private var afterLastError = 0

    /// At most `limit.count` errors and as many warnings kept (all without a count).
    public init(limit: DiagnosticLimit) { self.limit = limit }

    /// Adds `diagnostic`: kept while under the limit, counted always.
    public mutating func add(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: break
        }
        guard let limit = limit.count else {
            kept.append(diagnostic)
            return
        }
        if diagnostic.severity == .warning, warnings > limit { return }
        if keptErrors >= limit {
            afterLastError += 1
            return
        }
        kept.append(diagnostic)
        if diagnostic.severity == .error { keptErrors += 1 }
    }

    /// Counts `errors` errors and `warnings` warnings that were never made (a front end under a
    /// limit of this list's): each comes after at least `limit.count`
    /// errors, or warnings, already added, so it would only have been counted.
    public mutating func addOmitted(errors: Int, warnings: Int) {
        precondition(errors == 0 || (limit.count != nil && keptErrors >= limit.count!), "omitted errors come after the limit-th")
        precondition(warnings == 0 || (limit.count != nil && self.warnings >= limit.count!), "omitted warnings come after the limit-th")
        self.errors += errors
        self.warnings += warnings
        afterLastError += errors
    }

    /// Adds each of `diagnostics`.
    public mutating func add(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { add(diagnostic) }
    }

    /// What is printed: ``kept``, then the `too-many-errors` and `too-many-warnings` lines.
    public var printed: [Diagnostic] {
        guard let count = limit.count else { return kept }
        var printed = kept
        if afterLastError > 0 {
            printed.append(limit.tooManyErrors(omittedErrors: errors - keptErrors, omittedDiagnostics: afterLastError))
        }
        if warnings > count { printed.append(limit.tooManyWarnings(omitted: warnings - count)) }
        return printed
    }
}
