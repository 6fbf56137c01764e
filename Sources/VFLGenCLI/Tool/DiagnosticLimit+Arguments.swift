import LayoutModel

extension DiagnosticLimit {
    /// The limit given by `--error-limit` (default ``LayoutModel/DiagnosticLimit/defaultCount``;
    /// 0 means none), on every command that reads files.
    public init(_ arguments: Arguments) throws(Arguments.UsageError) {
        guard let text = try arguments.value(Self.option) else {
            self.init()
            return
        }
        guard let value = Int(text), value >= 0 else {
            throw Arguments.UsageError("invalid value '\(text)' for '\(Self.option)'; expected a whole number (0 for no limit)")
        }
        self.init(count: value)
    }
}
