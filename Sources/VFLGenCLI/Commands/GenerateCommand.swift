/// `vflgen generate` — placeholder until its issue lands; replaced wholesale by its owner.
public enum GenerateCommand: Command {
    public static let name = "generate"
    public static let abstract = "Generates Swift source (typed anchor code) from .vfl files."
    public static let help = "USAGE: vflgen generate\n"
    public static let argumentSpec = Arguments.Spec()
    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        context.standardError("vflgen generate: error: not available in this build\n")
        return .failure
    }
}
