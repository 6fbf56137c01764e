import Foundation
import Testing
@testable import VFLGenCLI

/// `vflgen completions bash|zsh|fish`: the bash script is run for real (bash is on every CI
/// machine); all three name every option of every command, and offer only values the
/// commands accept.
@Suite struct CompletionsCommandTests {
    static func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        let (context, captured) = ToolContext.capturing()
        let status = VFLGenTool.run(arguments, context: context)
        return (status, captured.standardOutput, captured.standardError)
    }

    static let bash = URL(fileURLWithPath: "/bin/bash")

    /// Runs `body` in bash in `folder`, with the completion script loaded; returns stdout.
    static func runBash(_ body: String, in folder: URL) throws -> String {
        let script = folder.appendingPathComponent("vflgen.bash")
        try run(["completions", "bash"]).output.write(to: script, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = bash
        process.currentDirectoryURL = folder
        process.arguments = ["-c", "source ./vflgen.bash\n" + body]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    /// A folder with a layout, a Swift file, a JSON file and a subfolder.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-completions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        for name in ["Welcome.vfl", "Welcome.swift", "vflgen.json"] {
            try "".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test(arguments: [
        ("vflgen ", VFLGenTool.commands.map { $0.name } + ["help", "--help", "--version"]),
        ("vflgen check --d", ["--devices", "--dialect"]),
        ("vflgen lint ", ["Sub", "Welcome.swift", "Welcome.vfl", "vflgen.json", "vflgen.bash"]),
        ("vflgen gen", ["generate"]),
        ("vflgen help fr", ["frames"]),
        ("vflgen constraints --pl", ["--platform"]),
        ("vflgen constraints --", ["--allow-any-extension", "--dialect", "--error-limit", "--format", "--help", "--platform", "--verbose", "--warnings-as-errors"]),
        ("vflgen frames --dialect a", ["apple"]),
        ("vflgen generate --platform ", ["appkit", "both", "uikit"]),
        ("vflgen frames --platform ", ["appkit", "uikit"]),
        ("vflgen constraints --format j", ["json"]),
        ("vflgen generate --access ", ["internal", "public"]),
        ("vflgen constraints ", ["Sub", "Welcome.vfl"]),
        ("vflgen generate Welcome.vfl --output ", ["Sub"]),
        ("vflgen generate Welcome.vfl --output-file ", ["Sub", "Welcome.swift"]),
        ("vflgen generate Welcome.vfl --config ", ["Sub", "vflgen.json"]),
        ("vflgen frames Welcome.vfl --size ", []),
        ("vflgen completions ", ["bash", "fish", "zsh"]),
    ])
    func bashCompletes(_ line: String, _ expected: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.bash.path) else { return }
        var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if words.last == nil { words.append("") }
        let array = words.map { "'\($0)'" }.joined(separator: " ")
        let output = try Self.runBash("""
            COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1)
            _vflgen
            printf '%s\\n' "${COMPREPLY[@]}"
            """, in: try Self.folder())
        let completions = output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        #expect(Set(completions) == Set(expected))
    }

    @Test func bashRegistersTheFunctionForVflgen() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.bash.path) else { return }
        let output = try Self.runBash("complete -p vflgen", in: try Self.folder())
        #expect(output == "complete -o filenames -F _vflgen vflgen\n")
    }

    /// Every script names every command and every option and flag of each.
    @Test(arguments: ShellCompletions.Shell.allCases)
    func scriptsCoverEveryCommandAndOption(_ shell: ShellCompletions.Shell) {
        let result = Self.run(["completions", shell.rawValue])
        #expect(result.status == .success)
        #expect(result.errors == "")
        for command in VFLGenTool.commands {
            #expect(result.output.contains(command.name))
            for option in command.argumentSpec.options.union(command.argumentSpec.flags).union(command.argumentSpec.optionalValueOptions) {
                let spelled = shell == .fish ? "-l \(option.dropFirst(2))" : option
                #expect(result.output.contains(spelled), "\(shell): \(command.name) \(option)")
            }
        }
        let header = ["bash": "complete -o filenames -F _vflgen vflgen", "zsh": "#compdef vflgen", "fish": "complete -c vflgen -f"]
        #expect(result.output.contains(header[shell.rawValue]!))
    }

    /// The values offered for an option are exactly what the command accepts.
    @Test func offeredChoicesAreAccepted() throws {
        let folder = try Self.folder()
        try "layout L {\n    view a\n    H:|[a]|\n}\n".write(to: folder.appendingPathComponent("L.vfl"), atomically: true, encoding: .utf8)
        try "import UIKit\n".write(to: folder.appendingPathComponent("L.swift"), atomically: true, encoding: .utf8)
        let output = ["--output", folder.appendingPathComponent("out").path]
        let required: [String: [String]] = ["generate": output, "migrate": output, "preview": output, "frames": ["--size", "10x10"]]
        let input: [String: String] = ["lint": "L.swift", "migrate": "L.swift"]
        var checked = 0
        // `lsp` serves stdin until 'exit'; its options are run by the language server's process tests.
        for command in VFLGenTool.commands where command.name != CompletionsCommand.name && command.name != LSPCommand.name {
            for option in command.argumentSpec.options {
                guard case .choices(let words) = ShellCompletions.value(of: option, in: command.name) else { continue }
                for word in words {
                    let (context, captured) = ToolContext.capturing(currentDirectory: folder)
                    let arguments = [command.name, input[command.name] ?? "L.vfl", option, word] + (required[command.name] ?? [])
                    let status = VFLGenTool.run(arguments, context: context)
                    #expect(status == .success, "\(command.name) \(option) \(word): \(captured.standardError)")
                    checked += 1
                }
            }
        }
        #expect(checked == 35)  // --platform 2+3+2+2+2+2+2, --format 2+2+2+2, --access 2, --dialect 2+2+2+2+2
    }

    @Test(arguments: [
        (["completions"], "give one shell: bash, zsh, fish"),
        (["completions", "bahs"], "unknown shell 'bahs'; expected one of: bash, zsh, fish; did you mean 'bash'?"),
        (["completions", "bash", "zsh"], "give one shell: bash, zsh, fish"),
    ])
    func mistakesExitWith64(_ arguments: [String], _ message: String) {
        let result = Self.run(arguments)
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("vflgen completions: error: \(message)\n"))
    }

    @Test func listedInHelp() {
        #expect(Self.run(["--help"]).output.contains("completions  Prints a completion script for bash, zsh or fish."))
        #expect(Self.run(["help", "completions"]).output.contains("USAGE: vflgen completions <shell>"))
    }
}
