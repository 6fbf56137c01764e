import Foundation
import Testing
@testable import VFLGenCLI

/// Every command that reads layouts refuses a file whose name does not end in `.vfl` (a
/// Swift file caught by a shell glob, a `vflgen.json`), unless `--allow-any-extension`; and a
/// `.vfl` file without any layout is a warning.
@Suite struct InputExtensionTests {
    static let layout = "layout L {\n    view a\n    H:|[a]|\n    V:|[a]|\n}\n"

    /// A folder holding `name` with `text`.
    static func folder(with name: String, _ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-extension-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return folder
    }

    static func run(_ arguments: [String], in folder: URL) -> (status: ExitCode, output: String, errors: String) {
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(arguments, context: context)
        return (status, captured.standardOutput, captured.standardError)
    }

    /// Each command, with the arguments it needs besides the input.
    static let commands: [[String]] = [
        ["constraints"],
        ["generate", "--output", "out"],
        ["frames", "--size", "100x100"],
    ]

    @Test(arguments: commands + [["check"]], ["L.swift", "L.VFL", "L.vfl.txt", "L"])
    func otherExtensionsAreRefused(_ command: [String], _ name: String) throws {
        let folder = try Self.folder(with: name, Self.layout)
        let result = Self.run(command + [name], in: folder)
        #expect(result.status == .failure)
        #expect(result.errors.contains("error: '\(name)' is not a .vfl file; pass --allow-any-extension to read it as one anyway\n"))
        #expect(result.output == "")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test(arguments: commands)
    func allowAnyExtensionReadsThem(_ command: [String]) throws {
        let folder = try Self.folder(with: "L.layout", Self.layout)
        let result = Self.run(command + ["L.layout", "--allow-any-extension"], in: folder)
        #expect(result.status == .success)
        #expect(result.errors == "")
        if command[0] == "generate" {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/L+VFL.swift").path))
        } else {
            #expect(result.output.hasPrefix("# L\n"))
        }
    }

    /// `preview` too; its gallery shows the refusal instead of pictures.
    @Test func previewRefusesOtherExtensionsUnlessAllowed() throws {
        let folder = try Self.folder(with: "L.layout", Self.layout)
        let refused = Self.run(["preview", "L.layout", "--output", "out", "--devices", "iPhone SE (3rd generation)"], in: folder)
        #expect(refused.status == .failure)
        #expect(refused.errors.contains("error: 'L.layout' is not a .vfl file; pass --allow-any-extension to read it as one anyway\n"))
        #expect(refused.output.hasPrefix("0 pictures"))
        let allowed = Self.run(["preview", "L.layout", "--output", "out", "--devices", "iPhone SE (3rd generation)", "--allow-any-extension"], in: folder)
        #expect(allowed.status == .success)
        #expect(allowed.errors == "")
        #expect(allowed.output.hasPrefix("2 pictures"))  // portrait and landscape (right-to-left would be the same pictures)
    }

    @Test(arguments: commands + [["check"], ["preview"]])
    func helpNamesTheFlag(_ command: [String]) {
        let result = Self.run(["help", command[0]], in: FileManager.default.temporaryDirectory)
        #expect(result.output.contains("--allow-any-extension"))
    }

    /// An empty `.vfl` file warns (at 1:1) and succeeds; with `--warnings-as-errors` the
    /// generator fails and writes nothing.
    @Test func aFileWithoutLayoutsIsAWarning() throws {
        let folder = try Self.folder(with: "Empty.vfl", "// to do\n")
        let warning = "Empty.vfl:1:1: warning: this file defines no layout, so its generated file declares no type; write 'layout Name { … }' around its views and lines\n"
        let constraints = Self.run(["constraints", "Empty.vfl"], in: folder)
        #expect(constraints.status == .success)
        #expect(constraints.output == "")
        #expect(constraints.errors == warning)
        let strict = Self.run(["generate", "Empty.vfl", "--output", "out", "--warnings-as-errors"], in: folder)
        #expect(strict.status == .failure)
        #expect(strict.errors == warning.replacingOccurrences(of: "warning:", with: "error:"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/Empty+VFL.swift").path))
    }
}
