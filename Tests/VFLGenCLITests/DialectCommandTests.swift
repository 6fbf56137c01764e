import Foundation
import LayoutModel
import Testing
@testable import VFLGenCLI

/// `--dialect vflgen|apple` on `constraints`, `generate` and `frames`, `"dialect"` in
/// vflgen.json, and the extension fields of `constraints --format json`.
@Suite struct DialectCommandTests {
    /// One Apple line and one extension line (`HV:`), which every command can compile.
    static let layout = """
    layout D {
        view a
        view b
        H:|-[a]-[b]
        HV:|[b]|
    }
    """

    /// A fresh folder holding `D.vfl` (and `vflgen.json` when given).
    static func folder(config: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-dialect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try layout.write(to: folder.appendingPathComponent("D.vfl"), atomically: true, encoding: .utf8)
        if let config { try config.write(to: folder.appendingPathComponent("vflgen.json"), atomically: true, encoding: .utf8) }
        return folder
    }

    static func run(_ arguments: [String], in folder: URL) -> (status: ExitCode, out: String, err: String) {
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(arguments, context: context)
        return (status, captured.standardOutput, captured.standardError)
    }

    static let commands: [[String]] = [
        ["constraints", "D.vfl"],
        ["constraints", "D.vfl", "--format", "json", "--platform", "appkit"],
        ["frames", "D.vfl", "--size", "200x100"],
        ["frames", "D.vfl", "--size", "200x100", "--platform", "appkit"],
        // Without the layout check: D.vfl leaves its views unplaced (CheckFixtureTests cover it).
        ["generate", "D.vfl", "--output", "out", "--check", "off"],
        ["generate", "D.vfl", "--output", "out", "--platform", "both", "--check", "off"],
    ]

    @Test(arguments: commands)
    func extensionsAreOnByDefault(_ command: [String]) throws {
        let folder = try Self.folder()
        for arguments in [command, command + ["--dialect", "vflgen"]] {
            let result = Self.run(arguments, in: folder)
            #expect(result.status == .success, "\(result.err)")
            #expect(result.err == "")
        }
    }

    @Test(arguments: commands)
    func appleDialectRejectsTheExtensionLine(_ command: [String]) throws {
        let folder = try Self.folder()
        let result = Self.run(command + ["--dialect", "apple"], in: folder)
        #expect(result.status == .failure)
        #expect(result.err.hasPrefix("D.vfl:5:5: error: 'HV:' is a vflgen extension, not Apple's VFL (the dialect is 'apple')"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test(arguments: [
        ["constraints", "D.vfl"], ["frames", "D.vfl", "--size", "1x1"], ["generate", "D.vfl", "--output", "out"],
    ])
    func unknownDialectIsAUsageError(_ command: [String]) throws {
        let folder = try Self.folder()
        let result = Self.run(command + ["--dialect", "swift"], in: folder)
        #expect(result.status == .usage)
        #expect(result.err.contains("invalid value 'swift' for '--dialect'; expected one of: vflgen, apple"), "\(result.err)")
    }

    @Test func configurationDialectAppliesAndTheCommandLineWins() throws {
        let folder = try Self.folder(config: #"{"dialect": "apple"}"#)
        let apple = Self.run(["generate", "D.vfl", "--output", "out", "--config", "vflgen.json"], in: folder)
        #expect(apple.status == .failure)
        #expect(apple.err.contains("error: 'HV:' is a vflgen extension"))
        let vflgen = Self.run(["generate", "D.vfl", "--output", "out", "--config", "vflgen.json", "--dialect", "vflgen"], in: folder)
        #expect(vflgen.status == .success, "\(vflgen.err)")
    }

    @Test func configurationReadsTheDialectKey() throws {
        let parse = { (json: String) in
            ConfigurationFile.parse(Data(json.utf8), path: "vflgen.json", folder: URL(fileURLWithPath: "/p"), into: GenerateConfiguration())
        }
        #expect(parse(#"{"dialect": "apple"}"#).configuration?.dialect == .apple)
        #expect(parse(#"{"dialect": "vflgen"}"#).configuration?.dialect == .vflgen)
        #expect(parse("{}").configuration?.dialect == .vflgen)
        let failed = parse(#"{"dialect": "Apple"}"#)
        #expect(failed.configuration == nil)
        #expect(failed.report.render(with: DiagnosticRenderer(showsExcerpts: false))
            == #"vflgen.json:1:13: error: invalid value for 'dialect' in vflgen.json: expected "vflgen" or "apple", found the string "Apple""# + "\n"
            + #"vflgen.json:1:13: note: did you mean "apple"?"# + "\n")
    }

    /// JSON carries every constraint's generated name (explicit `#name`s as written, the
    /// others automatic and never taking an explicit name), `offset(…)` origins and baselines.
    @Test func jsonCarriesNamesOriginsAndBaselines() throws {
        let folder = try Self.folder()
        try """
        layout N {
            view a baseline 15,32
            view b
            [a(30#bWidth)]
            [b(30)]
            |~[a]~[b]~|
            variant wide {
                [a(==b*2#aDouble)]
            }
        }
        """.write(to: folder.appendingPathComponent("N.vfl"), atomically: true, encoding: .utf8)
        let result = Self.run(["constraints", "N.vfl", "--format", "json"], in: folder)
        #expect(result.status == .success, "\(result.err)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        let layout = try #require((files.first?["layouts"] as? [[String: Any]])?.first)
        let constraints = try #require(layout["constraints"] as? [[String: Any]])
        // `b.width == 30` would be `bWidth` (ConstraintNaming), which the explicit name holds: it yields.
        #expect(constraints.map { $0["explicitName"] as? Bool } == [true, false, false, false])
        #expect(constraints[0]["name"] as? String == "bWidth")
        #expect(constraints[1]["name"] as? String != "bWidth")
        #expect(Set(constraints.compactMap { $0["name"] as? String }).count == 4)
        let origin = try #require(constraints[2]["firstOrigin"] as? [String: String])
        #expect(origin == ["item": "a", "attribute": "trailing"])
        #expect(constraints[2]["kind"] as? String == "equalSpacing")
        #expect(constraints[0]["firstOrigin"] is NSNull)
        let variant = try #require((layout["variants"] as? [[String: Any]])?.first?["constraints"] as? [[String: Any]])
        #expect(variant.map { $0["name"] as? String } == ["aDouble"])
        #expect(variant.first?["text"] as? String == "a.width == b.width * 2 #aDouble")
        let views = try #require(layout["views"] as? [[String: Any]])
        #expect(views.first?["firstBaseline"] as? Double == 15)
        #expect(views.first?["lastBaseline"] as? Double == 32)
    }
}
