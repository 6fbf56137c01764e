import LayoutModel
import VFLEngine
import VFLRendering
import VFLText

/// The settings of one `vflgen generate` run, from defaults, then `vflgen.json`
/// (`--config`), then command-line options, each overriding the one before.
public struct GenerateConfiguration: Equatable, Sendable {
    /// Which platforms to generate for (`uikit`, `appkit`, or `both`).
    public enum Platforms: String, Sendable, CaseIterable {
        case uikit, appkit, both

        /// The platforms in output order (UIKit first).
        public var platforms: [Platform] {
            switch self {
            case .uikit: [.uikit]
            case .appkit: [.appkit]
            case .both: [.uikit, .appkit]
            }
        }
    }

    public var access: AccessLevel = .internal
    public var platforms: Platforms = .uikit
    /// A custom section template's path (absolute, or relative to the working directory).
    public var templatePath: String?
    public var warningsAsErrors = false
    /// `vflgen` (default) or `apple`: Apple's VFL only (`"dialect"`, `--dialect`).
    public var dialect: Dialect = .vflgen
    /// `"check"`: whether generation also runs `vflgen check` (docs/Check.md).
    public var check: CheckMode = .warn
    /// `"devices"`: the sizes layouts without `container` lines are checked at (`nil`: every preset).
    public var devices: [DeviceEntry]?
    /// `"contentSizes"`: the Dynamic Type categories the check runs each layout in (`nil`:
    /// ``CheckAxes/defaultContentSizes``).
    public var contentSizes: [ContentSizeCategory]?
    /// `"longText"`: the check also runs each category with every sample string doubled.
    public var longText = false

    public init() {}
}
