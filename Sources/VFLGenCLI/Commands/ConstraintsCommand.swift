/// `vflgen constraints` — placeholder until its issue lands; replaced wholesale by its owner.
public enum ConstraintsCommand: Command {
    public static let name = "constraints"
    public static let abstract = "Prints the constraints each layout lowers to, exactly as Apple's parser makes them."
    public static let help = "USAGE: vflgen constraints\n"
    public static let argumentSpec = Arguments.Spec()
    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        context.standardError("vflgen constraints: error: not available in this build\n")
        return .failure
    }
}
