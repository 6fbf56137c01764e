import Foundation
import LayoutModel
import VFLRendering

/// The completion scripts `vflgen completions` prints, written from the commands' own
/// argument specs, so every option of every command is completed and none is invented.
public enum ShellCompletions {
    public enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// What to offer for an option's value or a positional argument.
    public enum Value: Equatable, Sendable {
        /// One of these words.
        case choices([String])
        /// A folder.
        case directory
        /// A file, of this extension if given.
        case file(extension: String?)
        /// Free text (a size, a name): nothing to offer.
        case text
    }

    /// The value of `option` of `command`. Options not listed take free text.
    public static func value(of option: String, in command: String) -> Value {
        switch option {
        case "--platform":
            command == GenerateCommand.name
                ? .choices(GenerateConfiguration.Platforms.allCases.map(\.rawValue))
                : .choices(Platform.allCases.map(\.rawValue))
        case "--dialect": .choices(Dialect.allCases.map(\.rawValue))
        case "--format": .choices(["text", "json"])
        case "--access": .choices(AccessLevel.allCases.map(\.rawValue))
        case "--output": .directory
        case "--output-file": .file(extension: "swift")
        case "--config": .file(extension: "json")
        case "--template": .file(extension: nil)
        default: .text
        }
    }

    /// Options that may be given more than once.
    static let repeatableOptions: Set<String> = ["--intrinsic"]

    /// What a command's positional arguments are.
    public static func positionals(of command: String) -> Value {
        switch command {
        case CompletionsCommand.name: .choices(Shell.allCases.map(\.rawValue))
        case LintCommand.name, MigrateCommand.name: .file(extension: nil)  // Swift and Objective-C sources, folders
        default: .file(extension: "vfl")
        }
    }

    /// The script for `shell`, completing `commands` (and `help <command>`).
    public static func script(for shell: Shell, commands: [any Command.Type]) -> String {
        let described = commands.map { command in
            DescribedCommand(
                name: command.name, abstract: command.abstract,
                options: command.argumentSpec.options.sorted(),
                // An option whose value is optional (`--devices`) is completed like a flag.
                flags: command.argumentSpec.flags.union(command.argumentSpec.optionalValueOptions).sorted() + ["--help"])
        }
        switch shell {
        case .bash: return bash(described)
        case .zsh: return zsh(described)
        case .fish: return fish(described)
        }
    }

    /// A command as the scripts need it.
    struct DescribedCommand {
        var name: String
        var abstract: String
        var options: [String]
        var flags: [String]
    }

    // MARK: bash

    static func bash(_ commands: [DescribedCommand]) -> String {
        let names = commands.map(\.name).joined(separator: " ")
        func reply(_ value: Value) -> String {
            switch value {
            case .choices(let words): return "COMPREPLY=($(compgen -W \(singleQuoted(words.joined(separator: " "))) -- \"$cur\"))"
            case .directory: return "COMPREPLY=($(compgen -d -- \"$cur\"))"
            case .file(let ext?): return "COMPREPLY=($(compgen -f -X '!*.\(ext)' -- \"$cur\") $(compgen -d -- \"$cur\"))"
            case .file(nil): return "COMPREPLY=($(compgen -f -- \"$cur\"))"
            case .text: return "COMPREPLY=()"
            }
        }
        var out = """
        # bash completion for vflgen, written by `vflgen completions bash`. Load it with
        #   source <(vflgen completions bash)
        # in ~/.bashrc, or save it in a bash-completion folder.
        _vflgen() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
            COMPREPLY=()
            if [[ $COMP_CWORD -eq 1 ]]; then
                COMPREPLY=($(compgen -W '\(names) help --help --version' -- "$cur"))
                return 0
            fi
            case "${COMP_WORDS[1]}" in
            help)
                [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W '\(names)' -- "$cur"))
                ;;

        """
        for command in commands {
            out += "    \(command.name))\n"
            if !command.options.isEmpty {
                out += "        case \"$prev\" in\n"
                for option in command.options {
                    out += "        \(option)) \(reply(value(of: option, in: command.name))); return 0 ;;\n"
                }
                out += "        esac\n"
            }
            let options = (command.options + command.flags).sorted().joined(separator: " ")
            out += "        if [[ \"$cur\" == -* ]]; then\n"
            out += "            COMPREPLY=($(compgen -W '\(options)' -- \"$cur\"))\n"
            out += "        else\n"
            out += "            \(reply(positionals(of: command.name)))\n"
            out += "        fi\n"
            out += "        ;;\n"
        }
        out += """
            esac
            return 0
        }
        complete -o filenames -F _vflgen vflgen

        """
        return out
    }

    // MARK: zsh

    static func zsh(_ commands: [DescribedCommand]) -> String {
        func action(_ value: Value) -> String {
            switch value {
            case .choices(let words): return "(\(words.joined(separator: " ")))"
            case .directory: return "_files -/"
            case .file(let ext?): return "_files -g \"*.\(ext)\""
            case .file(nil): return "_files"
            case .text: return " "
            }
        }
        var out = """
        #compdef vflgen
        # zsh completion for vflgen, written by `vflgen completions zsh`. Save it as _vflgen in a
        # folder on $fpath (before compinit runs).
        _vflgen() {
            local -a commands
            commands=(

        """
        for command in commands {
            out += "        \(singleQuoted("\(command.name):\(command.abstract)"))\n"
        }
        out += """
            )
            if (( CURRENT == 2 )); then
                _describe -t commands 'vflgen command' commands
                return
            fi
            local command="${words[2]}"
            shift words
            (( CURRENT-- ))
            case "$command" in
            help)
                (( CURRENT == 2 )) && _describe -t commands 'vflgen command' commands
                ;;

        """
        for command in commands {
            var specs: [String] = []
            for option in command.options {
                let repeat_ = repeatableOptions.contains(option) ? "*" : ""
                let name = String(option.dropFirst(2))
                specs.append(singleQuoted("\(repeat_)\(option):\(name):\(action(value(of: option, in: command.name)))"))
            }
            specs += command.flags.map { singleQuoted($0) }
            let positional: String
            switch positionals(of: command.name) {
            case .choices: positional = singleQuoted("1:shell:\(action(positionals(of: command.name)))")
            case .file(extension: "vfl"): positional = singleQuoted("*:layout file:\(action(positionals(of: command.name)))")
            default: positional = singleQuoted("*:file:\(action(positionals(of: command.name)))")
            }
            specs.append(positional)
            out += "    \(command.name))\n"
            out += "        _arguments \\\n"
            out += specs.map { "            \($0)" }.joined(separator: " \\\n") + "\n"
            out += "        ;;\n"
        }
        out += """
            esac
        }
        _vflgen "$@"

        """
        return out
    }

    // MARK: fish

    static func fish(_ commands: [DescribedCommand]) -> String {
        let names = commands.map(\.name).joined(separator: " ")
        var out = """
        # fish completion for vflgen, written by `vflgen completions fish`. Save it as
        # ~/.config/fish/completions/vflgen.fish.
        complete -c vflgen -f
        complete -c vflgen -n __fish_use_subcommand -l help -d 'Show help'
        complete -c vflgen -n __fish_use_subcommand -l version -d 'Show the version'
        complete -c vflgen -n __fish_use_subcommand -a help -d 'Show help for a command'
        complete -c vflgen -n '__fish_seen_subcommand_from help' -a '\(names)'

        """
        for command in commands {
            out += "complete -c vflgen -n __fish_use_subcommand -a \(command.name) -d \(fishQuoted(command.abstract))\n"
        }
        for command in commands {
            let when = "-n '__fish_seen_subcommand_from \(command.name)'"
            for option in command.options {
                let long = "-l \(option.dropFirst(2))"
                switch value(of: option, in: command.name) {
                case .choices(let words): out += "complete -c vflgen \(when) \(long) -x -a '\(words.joined(separator: " "))'\n"
                case .directory: out += "complete -c vflgen \(when) \(long) -x -a '(__fish_complete_directories)'\n"
                case .file(let ext?): out += "complete -c vflgen \(when) \(long) -x -a '(__fish_complete_suffix .\(ext))'\n"
                case .file(nil): out += "complete -c vflgen \(when) \(long) -r -F\n"
                case .text: out += "complete -c vflgen \(when) \(long) -x\n"
                }
            }
            for flag in command.flags {
                out += "complete -c vflgen \(when) -l \(flag.dropFirst(2))\n"
            }
            switch positionals(of: command.name) {
            case .choices(let words): out += "complete -c vflgen \(when) -x -a '\(words.joined(separator: " "))'\n"
            case .file(let ext?): out += "complete -c vflgen \(when) -k -a '(__fish_complete_suffix .\(ext))'\n"
            case .file(nil): out += "complete -c vflgen \(when) -F\n"
            default: break
            }
        }
        return out
    }

    // MARK: Quoting

    /// `text` in single quotes for bash and zsh (`'` written as `'\''`).
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `text` in single quotes for fish (`\` and `'` escaped with a backslash).
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
