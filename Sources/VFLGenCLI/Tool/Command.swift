/// A `vflgen` subcommand.
public protocol Command: Sendable {
    /// The word after `vflgen` (`constraints`, `generate`, `frames`).
    static var name: String { get }
    /// One line for `vflgen --help`.
    static var abstract: String { get }
    /// The full `vflgen help <name>` text: usage line, arguments, options, examples.
    static var help: String { get }
    /// The options and flags the command accepts (`--help` is handled for every command).
    static var argumentSpec: Arguments.Spec { get }
    /// Runs the command; usage mistakes are thrown as ``Arguments/UsageError``.
    static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode
}
