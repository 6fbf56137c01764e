/// Process exit statuses used by `vflgen`.
public struct ExitCode: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32
    public init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// Everything worked (warnings may have been printed).
    public static let success = ExitCode(0)
    /// An input had errors, or an output could not be written.
    public static let failure = ExitCode(1)
    /// The command line itself was wrong (BSD `EX_USAGE`).
    public static let usage = ExitCode(64)

    public var description: String { String(rawValue) }
}
