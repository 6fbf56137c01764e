/// How many diagnostics of one file are kept: the one limit type. Every command's
/// `--error-limit N` (0 for none; like clang's `-ferror-limit`), the front end's bound on what
/// it stores under a limit, and `vflgen lint`'s per-file cap read it, and the `too many errors`
/// and `too many warnings` diagnostics are made here.
///
/// A file that makes hundreds of thousands of errors (200,000 unknown names on one line printed
/// 63 MB; a 5 MB format literal made 568,000 diagnostics) stops after the limit.
public struct DiagnosticLimit: Sendable, Equatable {
    /// The default count.
    public static let defaultCount = 50
    /// The command-line option that sets it, named in the `too many` diagnostics.
    public static let option = "--error-limit"
    /// No limit.
    public static let none = DiagnosticLimit(count: nil)

    /// The most errors (and, where warnings are limited too, warnings) kept; nil for no limit.
    public let count: Int?

    /// A limit of `count`; nil, zero or less keeps everything (as `--error-limit 0` does).
    public init(count: Int? = DiagnosticLimit.defaultCount) {
        self.count = count.flatMap { $0 > 0 ? $0 : nil }
    }

    /// `diagnostics` up to and including the count-th error, then a `too-many-errors` error
    /// saying how many were left out (their count only: nothing else of them is kept).
    public func applied(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard let count else { return diagnostics }
        var errors = 0
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.severity == .error {
            errors += 1
            guard errors == count, index + 1 < diagnostics.count else { continue }
            let remaining = diagnostics[(index + 1)...]
            let omittedErrors = remaining.filter { $0.severity == .error }.count
            return Array(diagnostics[...index]) + [tooManyErrors(omittedErrors: omittedErrors, omittedDiagnostics: remaining.count)]
        }
        return diagnostics
    }

    /// `too many errors (N); M more errors not shown (…)`, or `M more diagnostics` when only
    /// warnings and notes were left out after the count-th error.
    public func tooManyErrors(omittedErrors: Int, omittedDiagnostics: Int) -> Diagnostic {
        let omitted = omittedErrors > 0
            ? "\(omittedErrors) more error\(omittedErrors == 1 ? "" : "s")"
            : "\(omittedDiagnostics) more diagnostic\(omittedDiagnostics == 1 ? "" : "s")"
        return .error("too-many-errors", "too many errors (\(count ?? 0)); \(omitted) not shown (\(Self.option) N to change the limit, 0 for none)", at: nil)
    }

    /// `too many warnings (N); W more not shown (…)`.
    public func tooManyWarnings(omitted: Int) -> Diagnostic {
        .warning("too-many-warnings", "too many warnings (\(count ?? 0)); \(omitted) more not shown (\(Self.option) N to change the limit, 0 for none)", at: nil)
    }
}
