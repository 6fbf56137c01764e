/// `vflgen completions bash|zsh|fish` — prints a shell completion script for `vflgen`.
public enum CompletionsCommand: Command {
    public static let name = "completions"
    public static let abstract = "Prints a completion script for bash, zsh or fish."
    public static let help = """
    OVERVIEW: \(abstract)

    The script completes commands, each command's options, the values of options that take a
    fixed set of them (--platform, --dialect, --format, --access), .vfl files for inputs and
    folders or files where an option wants one.

    USAGE: vflgen completions <shell>

    ARGUMENTS:
      <shell>                 bash, zsh or fish.

    OPTIONS:
      -h, --help              Show this help.

    EXAMPLES:
      vflgen completions bash > /usr/local/etc/bash_completion.d/vflgen    # or source it from ~/.bashrc
      vflgen completions zsh > "${fpath[1]}/_vflgen"                       # a folder on $fpath
      vflgen completions fish > ~/.config/fish/completions/vflgen.fish

    """
    public static let argumentSpec = Arguments.Spec()

    public static func run(_ arguments: Arguments, context: ToolContext) throws(Arguments.UsageError) -> ExitCode {
        let shells = ShellCompletions.Shell.allCases.map(\.rawValue)
        guard arguments.positionals.count == 1, let shell = ShellCompletions.Shell(rawValue: arguments.positionals[0]) else {
            if arguments.positionals.count == 1 {
                var message = "unknown shell '\(arguments.positionals[0])'; expected one of: \(shells.joined(separator: ", "))"
                if let suggestion = closestName(to: arguments.positionals[0], in: shells) { message += "; did you mean '\(suggestion)'?" }
                throw Arguments.UsageError(message)
            }
            throw Arguments.UsageError("give one shell: \(shells.joined(separator: ", "))")
        }
        context.standardOutput(ShellCompletions.script(for: shell, commands: VFLGenTool.commands))
        return .success
    }
}
