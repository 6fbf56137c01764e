/// `vflgen frames` — placeholder until its issue lands; replaced wholesale by its owner.
public enum FramesCommand: Command {
    public static let name = "frames"
    public static let abstract = "Solves a layout and prints each view's frame."
    public static let help = "USAGE: vflgen frames\n"
    public static let argumentSpec = Arguments.Spec()
    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        context.standardError("vflgen frames: error: not available in this build\n")
        return .failure
    }
}
