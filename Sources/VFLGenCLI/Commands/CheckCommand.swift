import LayoutModel
import VFLEngine

/// `vflgen check` — finds layout bugs at build time (see docs/Check.md).
public enum CheckCommand: Command {
    public static let name = "check"
    public static let abstract = "Checks layouts for conflicts, ambiguity and views off screen on each device."
    public static let help = """
    OVERVIEW: \(abstract)

    USAGE: vflgen check --devices [--platform uikit|appkit]

    OPTIONS:
      --devices               Without files: list the device presets (size, safe area and the
                              margins guide's insets from the edges, in points).
      --platform <platform>   Only the presets of uikit or appkit (default: both).
      -h, --help              Show this help.

    EXAMPLES:
      vflgen check --devices

    """
    public static let argumentSpec = Arguments.Spec(options: ["--platform"], optionalValueOptions: ["--devices"])

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        let platforms: [Platform] = try arguments.value("--platform").map { text throws(Arguments.UsageError) in
            guard let platform = Platform(rawValue: text) else {
                throw Arguments.UsageError("invalid value '\(text)' for '--platform'; expected one of: uikit, appkit")
            }
            return [platform]
        } ?? Platform.allCases
        if arguments.positionals.isEmpty, try arguments.value("--devices") == "" {
            context.standardOutput(DeviceListing.render(platforms.flatMap(DevicePresets.all(for:))))
            return .success
        }
        throw Arguments.UsageError("checking .vfl files is not available yet; 'vflgen check --devices' lists the presets")
    }
}
