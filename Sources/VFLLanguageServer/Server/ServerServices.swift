import LayoutModel

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
/// (read by VFLGenCLI, which owns the configuration file), including the check's devices.
public struct ServerServices: Sendable {
    /// The settings for a document at `path` (nil for an unsaved document).
    public var settings: @Sendable (_ path: String?) -> DocumentSettings
    /// A view's intrinsic size from its content at the default category and at AX5 (empty
    /// when its content does not decide its size).
    public var contentSizes: @Sendable (_ view: ViewDeclaration) -> [ContentSizeReport]

    public init(
        settings: @escaping @Sendable (_ path: String?) -> DocumentSettings,
        contentSizes: @escaping @Sendable (_ view: ViewDeclaration) -> [ContentSizeReport] = { _ in [] }
    ) {
        self.settings = settings
        self.contentSizes = contentSizes
    }

    /// UIKit, the vflgen dialect, no check.
    public static let compilerOnly = ServerServices(settings: { _ in DocumentSettings(checkSeverity: nil) })
}
