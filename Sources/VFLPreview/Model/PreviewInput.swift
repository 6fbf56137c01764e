import LayoutModel

/// One `.vfl` file to preview, as the front end left it: its layouts, or the diagnostics
/// that stopped it (the gallery then shows them at their line and column instead of
/// pictures).
public struct PreviewInput: Sendable {
    public var source: SourceFile
    public var layouts: [Layout]
    public var diagnostics: [Diagnostic]
    /// The platform it was compiled for (names the class of views declared without one).
    public var platform: Platform

    public init(source: SourceFile, layouts: [Layout], diagnostics: [Diagnostic], platform: Platform = .uikit) {
        self.source = source
        self.layouts = layouts
        self.diagnostics = diagnostics
        self.platform = platform
    }

    /// The file's errors stop its pictures; warnings do not.
    public var hasErrors: Bool { diagnostics.containsErrors }
}
