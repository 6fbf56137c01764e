import LayoutModel
import VFLEngine

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

/// A gallery the preview service wrote.
public struct PreviewWritten: Sendable, Equatable {
    /// Its `index.html`.
    public var path: String
    public var pictures: Int

    public init(path: String, pictures: Int) {
        self.path = path
        self.pictures = pictures
    }
}

/// Why a preview could not be written (the message is shown as it is).
public struct PreviewFailure: Error, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}

/// What the server gets from the rest of vflgen: the settings of the nearest `vflgen.json`
/// (read by VFLGenCLI, which owns the configuration file), including the check's devices.
public struct ServerServices: Sendable {
    /// The settings for a document at `path` (nil for an unsaved document).
    public var settings: @Sendable (_ path: String?) -> DocumentSettings
    /// A view's intrinsic size from its content at the default category and at AX5 (empty
    /// when its content does not decide its size).
    public var contentSizes: @Sendable (_ view: ViewDeclaration) -> [ContentSizeReport]
    /// Writes the gallery of one layout of a compiled file into a folder, as `vflgen preview
    /// --layout` draws it at `presets` (VFLGenCLI owns the preview).
    public var preview: @Sendable (_ file: LayoutFile, _ layout: String, _ platform: Platform, _ presets: [DevicePreset], _ folder: String) -> Result<PreviewWritten, PreviewFailure>

    public init(
        settings: @escaping @Sendable (_ path: String?) -> DocumentSettings,
        contentSizes: @escaping @Sendable (_ view: ViewDeclaration) -> [ContentSizeReport] = { _ in [] },
        preview: @escaping @Sendable (_ file: LayoutFile, _ layout: String, _ platform: Platform, _ presets: [DevicePreset], _ folder: String) -> Result<PreviewWritten, PreviewFailure>
            = { _, _, _, _, _ in .failure(PreviewFailure("this server has no preview")) }
    ) {
        self.settings = settings
        self.contentSizes = contentSizes
        self.preview = preview
    }

    /// UIKit, the vflgen dialect, no check.
    public static let compilerOnly = ServerServices(settings: { _ in DocumentSettings(checkSeverity: nil) })
}
