import LayoutModel

/// What the server gets from the rest of vflgen: the settings of the nearest `vflgen.json`
/// (read by VFLGenCLI, which owns the configuration file), including the check's devices.
public struct ServerServices: Sendable {
    /// The settings for a document at `path` (nil for an unsaved document).
    public var settings: @Sendable (_ path: String?) -> DocumentSettings

    public init(settings: @escaping @Sendable (_ path: String?) -> DocumentSettings) {
        self.settings = settings
    }

    /// UIKit, the vflgen dialect, no check.
    public static let compilerOnly = ServerServices(settings: { _ in DocumentSettings(checkSeverity: nil) })
}
