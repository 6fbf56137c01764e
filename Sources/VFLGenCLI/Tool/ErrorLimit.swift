import LayoutModel

/// How many errors of one file are printed (`--error-limit N`, 0 for no limit): like clang's
/// `-ferror-limit`, a file that makes hundreds of thousands of errors (200,000 unknown names
/// on one line printed 63 MB) stops after the limit with a `too-many-errors` error.
public struct ErrorLimit: Sendable, Equatable {
    /// The default limit.
    public static let defaultLimit = 50
    /// The option's name, for every command's argument spec.
    public static let option = "--error-limit"

    /// The maximum number of errors printed per file; nil for no limit.
    public var limit: Int?

    public init(_ limit: Int? = ErrorLimit.defaultLimit) { self.limit = limit }

    /// The limit given by `--error-limit` (default ``defaultLimit``; 0 means none).
    public init(_ arguments: Arguments) throws(Arguments.UsageError) {
        guard let text = try arguments.value(Self.option) else {
            self.init()
            return
        }
        guard let value = Int(text), value >= 0 else {
            throw Arguments.UsageError("invalid value '\(text)' for '\(Self.option)'; expected a whole number (0 for no limit)")
        }
        self.init(value == 0 ? nil : value)
    }

    /// `diagnostics` up to and including the limit-th error, then a `too-many-errors` error
    /// saying how many were left out (their count only: nothing else of them is kept).
    public func applied(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard let limit else { return diagnostics }
        var errors = 0
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.severity == .error {
            errors += 1
            guard errors == limit, index + 1 < diagnostics.count else { continue }
            let remaining = diagnostics[(index + 1)...]
            let omittedErrors = remaining.filter { $0.severity == .error }.count
            let omitted = omittedErrors > 0 ? "\(omittedErrors) more error\(omittedErrors == 1 ? "" : "s")" : "\(remaining.count) more diagnostic\(remaining.count == 1 ? "" : "s")"
            return Array(diagnostics[...index]) + [.error(
                "too-many-errors",
                "too many errors (\(limit)); \(omitted) not shown (\(Self.option) N to change the limit, 0 for none)",
                at: nil
            )]
        }
        return diagnostics
    }
}
