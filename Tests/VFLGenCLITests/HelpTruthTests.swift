import Foundation
import LayoutModel
import Testing
@testable import VFLGenCLI

/// Issue #17: `--help`, the README and what the commands accept agree.
@Suite struct HelpTruthTests {
    static let root = ReadmeScreenTests.root

    /// The `USAGE:` block of a command's help (up to the first blank line).
    static func usage(of command: any Command.Type) -> String {
        guard let start = command.help.range(of: "USAGE:") else { return "" }
        let rest = command.help[start.lowerBound...]
        return String(rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)])
    }

    /// `--name` words in `text`.
    static func options(in text: String) -> Set<String> {
        var found: Set<String> = []
        var scanner = text[...]
        while let range = scanner.range(of: "--") {
            let name = scanner[range.lowerBound...].prefix { $0 == "-" || $0.isLetter }
            if name.count > 2, !name.hasSuffix("-") { found.insert(String(name)) }
            scanner = scanner[range.upperBound...]
        }
        return found
    }

    static var commandNames: [String] { VFLGenTool.commands.map { $0.name } }

    @Test(arguments: commandNames)
    func theUsageLineShowsEveryOptionTheCommandAcceptsAndNoOther(_ name: String) throws {
        let command = try #require(VFLGenTool.command(named: name))
        let spec = command.argumentSpec
        let accepted = spec.options.union(spec.flags).union(spec.optionalValueOptions)
        let shown = Self.options(in: Self.usage(of: command)).subtracting(["--help"])
        #expect(accepted.subtracting(shown).sorted() == [], "accepted but missing from 'vflgen \(name) --help' USAGE")
        #expect(shown.subtracting(accepted).sorted() == [], "in the USAGE of 'vflgen \(name)' but refused")
        let described = Self.options(in: command.help[(command.help.range(of: "OPTIONS:")?.lowerBound ?? command.help.endIndex)...].description)
        #expect(accepted.subtracting(described).sorted() == [], "accepted but not described under OPTIONS of 'vflgen \(name)'")
    }

    /// The commands that report errors in the files they read, each given a file with three
    /// unknown views and `--error-limit 1`: one error, then `too many errors (1)`.
    @Test(arguments: [
        ["generate", "FILE", "--output-file", "-"],
        ["constraints", "FILE"],
        ["frames", "FILE", "--size", "320x480"],
        ["check", "FILE"],
        ["preview", "FILE", "--output", "OUT"],
    ])
    func everyCommandThatReportsErrorsInALayoutTakesAnErrorLimit(_ arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "vflgen-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: "Three.vfl")
        try "layout Three {\n    view a: UIView\n    H:|[a][x][y][z]|\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        let resolved = arguments.map { $0 == "FILE" ? file.path : $0 == "OUT" ? folder.appending(path: "out").path : $0 }
        #expect(VFLGenTool.run(resolved + ["--error-limit", "1"], context: context) == .failure)
        let errors = captured.standardError.split(separator: "\n").filter { $0.contains("error: ") }
        #expect(errors.count == 2, "\(captured.standardError)")
        #expect(errors.last?.contains("too many errors (1); 2 more errors not shown") == true)
    }

    @Test func lintTakesAnErrorLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "vflgen-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: "Legacy.swift")
        try """
        import UIKit
        func legacy(a: UIView) {
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a][x][y][z]", metrics: nil, views: ["a": a])
        }

        """.write(to: file, atomically: true, encoding: .utf8)
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        #expect(VFLGenTool.run(["lint", file.path, "--error-limit", "1"], context: context) == .failure)
        let errors = captured.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 2, "\(captured.standardOutput)")
        #expect(errors.last?.contains("too many errors (1)") == true)
    }

    /// The README's "Commands" section names `--error-limit` for the commands above.
    @Test func theReadmeSaysWhichCommandsTakeAnErrorLimit() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let sentence = try #require(readme.range(of: "`--error-limit N`"))
        let paragraph = readme[readme[..<sentence.lowerBound].range(of: "\n\n", options: .backwards)!.upperBound..<sentence.upperBound]
        let named = VFLGenTool.commands.filter { paragraph.contains("`\($0.name)`") }.map { $0.name }
        #expect(!named.isEmpty, "the README's --error-limit sentence names no command: \(paragraph)")
        for name in named {
            let spec = try #require(VFLGenTool.command(named: name)).argumentSpec
            #expect(spec.options.contains(DiagnosticLimit.option), "README says '\(name)' takes --error-limit")
        }
        for command in VFLGenTool.commands where command.argumentSpec.options.contains(DiagnosticLimit.option) {
            #expect(named.contains(command.name), "'\(command.name)' takes --error-limit; the README does not say so")
        }
    }

    /// User documents are about use; contributors' figures (instruction counts, profiles) live
    /// in docs/Performance.md.
    @Test(arguments: ["README.md", "docs/Check.md", "docs/Plugin.md", "docs/Preview.md", "docs/Language.md", "docs/GeneratedCode.md", "docs/Migrating.md"])
    func userDocumentsHoldNoInstructionCounts(_ path: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        #expect(!text.localizedCaseInsensitiveContains("callgrind"), "\(path) mentions callgrind")
        #expect(text.range(of: #"[0-9.]+ ?[kM] instructions"#, options: .regularExpression) == nil, "\(path) gives instruction counts")
    }
}
