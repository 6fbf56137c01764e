import LayoutModel

/// One finding of the layout check, as the language server shows it: the diagnostic
/// (`vflgen check`'s own, at the same range), the word `// vflgen:ignore` takes for it, and
/// its fixes as edits.
public struct CheckReport: Sendable {
    public var diagnostic: Diagnostic
    /// `conflict`, `ambiguity` or `off-screen`.
    public var ignoreKind: String
    public var fixes: [CheckFix]

    public init(diagnostic: Diagnostic, ignoreKind: String, fixes: [CheckFix]) {
        self.diagnostic = diagnostic
        self.ignoreKind = ignoreKind
        self.fixes = fixes
    }
}

/// A fix the check proposes.
public enum CheckFix: Equatable, Sendable {
    /// `declare 'hugging 251' on title`: the option and its value, added to (or replacing
    /// the same option in) the view's declaration.
    case declare(view: String, option: String, value: String)
    /// `add V:|-[badge]`: a VFL line for the layout.
    case addLine(String)
}

/// A view's intrinsic content size from its sample content at one Dynamic Type size (the
/// engine's ``ContentMeasure``, handed over by VFLGenCLI): for hover.
public struct ContentSizeReport: Sendable, Equatable {
    /// The category's short name: `L`, `AX5`.
    public var category: String
    /// `nil`: none on that side.
    public var width: Double?
    public var height: Double?

    public init(category: String, width: Double?, height: Double?) {
        self.category = category
        self.width = width
        self.height = height
    }
}

/// What the server gets from the rest of vflgen: the settings of the nearest `vflgen.json`
/// and the layout check (`vflgen check`, in VFLGenCLI, which this module does not depend on).
public struct ServerServices: Sendable {
    /// The settings for a document at `path` (nil for an unsaved document).
    public var settings: @Sendable (_ path: String?) -> DocumentSettings
    /// The check's findings for a file that compiled without errors.
    public var check: @Sendable (_ file: LayoutFile, _ settings: DocumentSettings) -> [CheckReport]
    /// A view's intrinsic size from its content at the default category and at AX5 (empty
    /// when its content does not decide its size).
    public var contentSizes: @Sendable (_ view: ViewDeclaration) -> [ContentSizeReport]

    public init(
        settings: @escaping @Sendable (_ path: String?) -> DocumentSettings,
        check: @escaping @Sendable (_ file: LayoutFile, _ settings: DocumentSettings) -> [CheckReport],
        contentSizes: @escaping @Sendable (_ view: ViewDeclaration) -> [ContentSizeReport] = { _ in [] }
    ) {
        self.settings = settings
        self.check = check
        self.contentSizes = contentSizes
    }

    /// UIKit, the vflgen dialect, no check.
    public static let compilerOnly = ServerServices(settings: { _ in DocumentSettings(checkSeverity: nil) }, check: { _, _ in [] })
}
