import Foundation
import LayoutModel
import Testing
import VFLGenCLI

/// `vflgen lint` and `vflgen migrate` as commands: exit statuses, folders, JSON, outputs.
@Suite struct LintCommandTests {
    static let sources = FixtureGoldenTests.fixtures.appendingPathComponent("Sources")

    struct StatusCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var status: ExitCode
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let statuses: [StatusCase] = [
        StatusCase(arguments: ["lint", "Tutorials/GrapevineViewController.swift"], status: .success),
        StatusCase(arguments: ["lint", "Tutorials"], status: .success),  // the tutorials' strings are all right
        StatusCase(arguments: ["lint", "Styles/Swift3Style.swift"], status: .failure),
        StatusCase(arguments: ["lint", "Tutorials", "Styles"], status: .failure),
        StatusCase(arguments: ["lint", "Missing.swift"], status: .failure),
        StatusCase(arguments: ["lint"], status: .usage),
        StatusCase(arguments: ["lint", "Tutorials", "--format", "xml"], status: .usage),
        StatusCase(arguments: ["lint", "Tutorials", "--platform", "watchkit"], status: .usage),
        StatusCase(arguments: ["lint", "Tutorials", "--fromat", "json"], status: .usage),
        StatusCase(arguments: ["migrate", "Tutorials"], status: .usage),
        StatusCase(arguments: ["migrate", "--output", "/tmp/x"], status: .usage),
    ]

    @Test(arguments: statuses)
    func exitStatus(_ example: StatusCase) {
        #expect(FixtureGoldenTests.run(example.arguments).status == example.status)
    }

    @Test func foldersAreSearchedInAStableOrder() {
        let result = FixtureGoldenTests.run(["lint", "."])
        let files = result.output.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("./"), let colon = line.firstIndex(of: ":") else { return nil }
            return String(line[..<colon])
        }
        var unique: [String] = []
        for file in files where unique.last != file { unique.append(file) }
        #expect(unique == unique.sorted())
        #expect(result.output.hasSuffix("""
        vflgen lint: 57 VFL calls in 11 files: 51 checked, 6 not checked; 12 errors, 0 warnings
          not checked: 1 × the views argument is not a dictionary literal
          not checked: 3 × the format 'format' is not a string literal in this function
          not checked: 1 × the format is built at run time (string interpolation)
          not checked: 1 × a string literal in its arguments is not terminated

        """))
    }

    @Test func jsonHasCallsDiagnosticsAndSummary() throws {
        let result = FixtureGoldenTests.run(["lint", "Styles/Swift3Style.swift", "--format", "json"])
        #expect(result.status == .failure)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let calls = try #require(object["calls"] as? [[String: Any]])
        #expect(calls.count == 3)
        #expect(calls.map { $0["status"] as? String } == ["checked", "checked", "checked"])
        #expect(calls[1]["constraints"] as? [String] == ["email.leading == superview.leading + 20", "superview.trailing == email.trailing + 20"])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["id"] as? String } == ["unknown-metric", "alignment-on-layout-axis"])
        let source = try #require(diagnostics.first?["source"] as? [String: Any])
        #expect(source["line"] as? Int == 20)
        #expect(source["column"] as? Int == 36)
        #expect(source["length"] as? Int == 7)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["calls"] as? Int == 3)
        #expect(summary["errors"] as? Int == 2)
    }

    @Test func migrateNeverTouchesSourcesAndRewritesOnlyChangedFiles() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-migrate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let source = Self.sources.appendingPathComponent("Tutorials/GrapevineViewController.swift")
        let before = try Data(contentsOf: source)
        let first = FixtureGoldenTests.run(["migrate", "Tutorials", "--output", output.path])
        #expect(first.status == .success)
        #expect(try Data(contentsOf: source) == before)
        let written = output.appendingPathComponent("GrapevineViewController.vfl")
        let stamp = try FileManager.default.attributesOfItem(atPath: written.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let second = FixtureGoldenTests.run(["migrate", "Tutorials", "--output", output.path])
        #expect(second.output == first.output)
        #expect(try FileManager.default.attributesOfItem(atPath: written.path)[.modificationDate] as? Date == stamp)
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(files == ["CommandShiftViewController.vfl", "GrapevineFirstSteps.vfl", "GrapevineMetricsStep.vfl",
                          "GrapevineViewController.vfl", "TechotopiaViewController.vfl"])
    }

    @Test func filesThatAreNotUTF8AreLintedWithExactColumns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A Latin-1 "©" (0xA9) in the header comment.
        var bytes = Array("// \u{0}".utf8.dropLast())
        bytes.append(0xA9)
        bytes += Array(" 2013 Legacy\nfunc f() { NSLayoutConstraint.constraints(withVisualFormat: \"H:[a]-[b]\", metrics: nil, views: [\"a\": a]) }\n".utf8)
        try Data(bytes).write(to: folder.appendingPathComponent("Legacy.swift"))
        let (context, output) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(["lint", "Legacy.swift"], context: context)
        #expect(status == .failure)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "Legacy.swift:1:4: warning: not valid UTF-8: 1 byte read as '?' (lines and columns are unchanged)")
        #expect(lines.contains("Legacy.swift:2:69: error: unknown view 'b'"))
        #expect(output.standardOutput.hasSuffix("1 error, 1 warning\n"))
    }

    @Test func layoutNamesDifferAcrossFiles() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-migrate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        // Three files with a ViewController.viewDidLoad: their layout classes share a module.
        let result = FixtureGoldenTests.run(["migrate", "Tutorials/GrapevineFirstSteps.swift", "Tutorials/GrapevineMetricsStep.swift",
                                             "Tutorials/TechotopiaViewController.m", "--output", output.path])
        #expect(result.status == .success)
        let names = result.output.split(separator: "\n").filter { $0.hasPrefix("let layout = ") }
            .map { $0.dropFirst("let layout = ".count).prefix { $0 != "(" } }
        #expect(names == ["ViewControllerViewDidLoadLayout", "ViewControllerRemovedInLayoutOptionsLayout",
                          "ViewControllerViewDidLoad2Layout", "ViewControllerViewDidLoad3Layout"])
    }

    @Test func helpTextsNameTheCommands() {
        #expect(FixtureGoldenTests.run(["--help"]).output.contains("lint "))
        #expect(FixtureGoldenTests.run(["help", "lint"]).output.contains("USAGE: vflgen lint <path>..."))
        #expect(FixtureGoldenTests.run(["help", "migrate"]).output.contains("USAGE: vflgen migrate <path>... --output <dir>"))
    }
}
