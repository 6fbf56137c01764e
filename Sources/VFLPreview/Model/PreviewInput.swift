import LayoutModel

/// One `.vfl` file to preview, as the front end left it: its layouts, or the diagnostics
/// that stopped it (the gallery then shows them at their line and column instead of
/// pictures).
public struct PreviewInput: Sendable {
    public var source: SourceFile
    public var layouts: [Layout]
    public var diagnostics: [Diagnostic]

    public init(source: SourceFile, layouts: [Layout], diagnostics: [Diagnostic]) {
        self.source = source
        self.layouts = layouts
        self.diagnostics = diagnostics
    }

    /// The file's errors stop its pictures; warnings do not.
    public var hasErrors: Bool { diagnostics.containsErrors }
}
