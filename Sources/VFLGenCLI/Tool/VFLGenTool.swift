import LayoutModel

/// The `vflgen` command line: dispatches to a subcommand and handles `--help`/`--version`.
public enum VFLGenTool {
    public static let version = "0.1.0"

    /// All subcommands, in the order `--help` lists them.
    public static let commands: [any Command.Type] = [
        ConstraintsCommand.self,
        GenerateCommand.self,
        FramesCommand.self,
        CheckCommand.self,
        PreviewCommand.self,
        LintCommand.self,
        MigrateCommand.self,
        FormatCommand.self,
        LSPCommand.self,
        CompletionsCommand.self,
    ]

    /// Runs `vflgen` with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], context: ToolContext) -> ExitCode {
        guard let first = arguments.first else {
            context.standardError(overview)
            return .usage
        }
        switch first {
        case "-h", "--help":
            context.standardOutput(overview)
            return .success
        case "--version":
            context.standardOutput("vflgen \(version)\n")
            return .success
        case "help":
            guard arguments.count > 1 else {
                context.standardOutput(overview)
                return .success
            }
            guard let command = command(named: arguments[1]) else {
                return unknownCommand(arguments[1], context: context)
            }
            context.standardOutput(command.help)
            return .success
        default:
            break
        }
        guard let command = command(named: first) else {
            return unknownCommand(first, context: context)
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.standardOutput(command.help)
            return .success
        }
        do {
            let parsed = try Arguments(rest, spec: command.argumentSpec)
            return try command.run(parsed, context: context)
        } catch {
            // Usage errors quote arguments (paths, values): escaped like every input text.
            context.standardError("vflgen \(command.name): error: \(error.message.escapingControlCharacters)\n")
            context.standardError("Run 'vflgen help \(command.name)' for usage.\n")
            return .usage
        }
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    static func unknownCommand(_ name: String, context: ToolContext) -> ExitCode {
        var message = "vflgen: error: unknown command '\(name.escapingControlCharacters)'"
        if let suggestion = closestName(to: name, in: commands.map { $0.name }) {
            message += "; did you mean '\(suggestion)'?"
        }
        context.standardError(message + "\nRun 'vflgen --help' for the list of commands.\n")
        return .usage
    }

    /// `vflgen --help`.
    public static var overview: String {
        var text = """
        OVERVIEW: Compiles Auto Layout Visual Format Language (.vfl) files into typed
        NSLayoutAnchor code, checking every view, metric and option at build time.

        USAGE: vflgen <command> [<arguments>] [--help]

        COMMANDS:

        """
        let width = commands.map { $0.name.count }.max() ?? 0
        for command in commands {
            let padding = String(repeating: " ", count: width - command.name.count + 2)
            text += "  \(command.name)\(padding)\(command.abstract)\n"
        }
        text += """

        OPTIONS:
          -h, --help     Show help (also 'vflgen help <command>').
          --version      Show the version.

        See 'vflgen help <command>' for a command's options, and docs/ for the language.

        """
        return text
    }
}
