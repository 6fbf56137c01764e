import Foundation
import LayoutModel
import Testing
@testable import VFLGenCLI

/// Issue 37: an option has one name on every command, and the old spellings keep working.
@Suite struct FlagConsistencyTests {
    /// The commands that report warnings in what they read: each takes `--warnings-as-errors`.
    static let commandsWithWarnings = ["check", "constraints", "frames", "generate", "lint"]

    @Test func everyCommandThatReportsWarningsTakesWarningsAsErrors() throws {
        for name in Self.commandsWithWarnings {
            let command = try #require(VFLGenTool.command(named: name))
            #expect(command.argumentSpec.flags.contains("--warnings-as-errors"), "vflgen \(name)")
        }
    }

    /// No command accepts an alias under its own name, each alias names an option some command
    /// accepts, and a command's help names the alias beside its canonical option.
    @Test func aliasesAreOneListAndEachHelpNamesThem() throws {
        for (alias, canonical) in Arguments.Alias.all {
            var accepting = 0
            for command in VFLGenTool.commands {
                let spec = command.argumentSpec
                let accepted = spec.options.union(spec.flags).union(spec.optionalValueOptions)
                #expect(!accepted.contains(alias), "vflgen \(command.name) accepts the alias \(alias) as its own option")
                guard accepted.contains(canonical) else { continue }
                accepting += 1
                #expect(command.help.contains("Also '\(alias)'"), "vflgen \(command.name) --help should name \(alias) beside \(canonical)")
            }
            #expect(accepting > 0, "\(alias) → \(canonical), which no command accepts")
        }
    }

    /// Every spelling of an option a command accepts, across the commands, is the same option:
    /// no command spells a shared idea differently (`--werror` and `--warnings-as-errors`).
    @Test func noCommandUsesAnotherSpellingOfACanonicalOption() {
        let allAccepted = VFLGenTool.commands.reduce(into: Set<String>()) { names, command in
            let spec = command.argumentSpec
            names.formUnion(spec.options.union(spec.flags).union(spec.optionalValueOptions))
        }
        #expect(allAccepted.intersection(Arguments.Alias.all.keys).sorted() == [])
    }

    @Test(arguments: [
        (["--werror"], "--warnings-as-errors", nil),
        (["--device", "iPad (A16)"], "--devices", "iPad (A16)"),
        (["--device=iPad (A16)"], "--devices", "iPad (A16)"),
    ] as [([String], String, String?)])
    func anAliasReadsAsItsCanonicalOption(_ arguments: [String], _ canonical: String, _ value: String?) throws {
        let spec = Arguments.Spec(options: ["--devices"], flags: ["--warnings-as-errors"])
        let parsed = try Arguments(arguments + ["A.vfl"], spec: spec)
        if let value {
            #expect(try parsed.value(canonical) == value)
        } else {
            #expect(parsed.flag(canonical))
        }
        #expect(parsed.positionals == ["A.vfl"])
        // A command without the canonical option refuses the alias as unknown.
        #expect(throws: Arguments.UsageError.self) { try Arguments(arguments, spec: Arguments.Spec()) }
    }

    static let unusedView = "layout L {\n    view a\n    view spare\n    H:|-[a]-|\n    V:|-[a]-|\n}\n"

    /// Runs `vflgen ARGS` in a folder holding `Unused.vfl` (a layout with an unused view: a warning).
    static func run(_ arguments: [String]) throws -> ExitCode {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-flags-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.unusedView.utf8).write(to: folder.appendingPathComponent("Unused.vfl"))
        let (context, _) = ToolContext.capturing(currentDirectory: folder)
        return VFLGenTool.run(arguments, context: context)
    }

    @Test(arguments: [
        ["constraints", "Unused.vfl"],
        ["frames", "Unused.vfl", "--size", "390x844"],
        ["check", "Unused.vfl", "--devices", "iPhone 16 Pro"],
        ["generate", "Unused.vfl", "--output", "Out", "--check", "off"],
    ])
    func warningsFailWithEitherSpelling(_ command: [String]) throws {
        #expect(try Self.run(command) == .success, "a warning alone succeeds")
        #expect(try Self.run(command + ["--warnings-as-errors"]) == .failure)
        #expect(try Self.run(command + ["--werror"]) == .failure)
    }

    @Test func framesTakesDevicesUnderBothNames() throws {
        #expect(try Self.run(["frames", "Unused.vfl", "--devices", "iPhone 16 Pro (portrait)"]) == .success)
        #expect(try Self.run(["frames", "Unused.vfl", "--device", "iPhone 16 Pro (portrait)"]) == .success)
        #expect(try Self.run(["check", "Unused.vfl", "--device", "iPhone 16 Pro"]) == .success)
    }
}
