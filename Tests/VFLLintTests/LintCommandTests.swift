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
        // The anchor and item constraints (issue #22) are counted after the VFL calls.
        #expect(result.output.contains("\nvflgen lint: 97 anchor/item constraints: 80 can be migrated as equation lines, 17 cannot\n"))
        #expect(result.output.contains("""
        vflgen lint: 117 VFL calls in 23 files: 103 checked, 14 not checked; 15 errors, 14 warnings
          not checked: 3 × it is the body of the helper 'addConstraintsWithFormat': its calls are checked instead
          not checked: 2 × it is the body of the helper 'pin': its calls are checked instead
          not checked: 1 × the call fits 2 helpers named 'pin' (Overloads.swift:10, Overloads.swift:28) that read it differently
          not checked: 1 × it is the body of the helper 'constraints': its calls are checked instead
          not checked: 1 × it is the body of the helper 'place': its calls are checked instead
          not checked: 1 × it is the body of the helper 'addVisualConstraints': its calls are checked instead
          not checked: 1 × the views argument is not a dictionary literal
          not checked: 1 × the format is built at run time (string interpolation)
          not checked: 2 × the format 'format' is not a string literal in this function
          not checked: 1 × a string literal in its arguments is not terminated

        """))
    }

    /// Issue #17: the summary counts exactly the errors and warnings printed above it ("not
    /// checked" warnings included), in text and in JSON.
    @Test func summaryCountsWhatWasPrinted() throws {
        let text = FixtureGoldenTests.run(["lint", "."]).output
        let errors = text.components(separatedBy: ": error: ").count - 1
        let warnings = text.components(separatedBy: ": warning: ").count - 1
        #expect(warnings > 0)
        #expect(text.contains("; \(errors) errors, \(warnings) warnings\n"))
        let json = FixtureGoldenTests.run(["lint", ".", "--format", "json"]).output
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["warnings"] as? Int == diagnostics.filter { $0["severity"] as? String == "warning" }.count)
        #expect(summary["errors"] as? Int == diagnostics.filter { $0["severity"] as? String == "error" }.count)
        #expect(summary["warnings"] as? Int == warnings)
    }

    /// Issue #20: a helper defined in another file of the run (an `Extensions.swift`), with its
    /// own name, views label and key prefix, binds its callers' views by position.
    @Test func helpersDefinedInAnotherFileAreFollowed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-helpers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
        import UIKit
        extension UIView {
            func pinWithFormat(_ format: String, items: UIView...) {
                var map = [String: UIView]()
                for (position, item) in items.enumerated() { map["item\\(position)"] = item }
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: map))
            }
        }
        """.utf8).write(to: folder.appendingPathComponent("Extensions.swift"))
        try Data("""
        import UIKit
        final class Banner: UIView {
            let text = UILabel()
            func build() {
                addSubview(text)
                pinWithFormat("H:|-[item0]-|", items: text)
                pinWithFormat("V:|-[item1]-|", items: text)
            }
        }
        """.utf8).write(to: folder.appendingPathComponent("Banner.swift"))
        let (context, output) = ToolContext.capturing(currentDirectory: folder)
        _ = VFLGenTool.run(["lint", "."], context: context)
        #expect(output.standardOutput.contains("./Banner.swift:7:29: error: unknown view 'item1'"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("vflgen lint: 3 VFL calls in 2 files: 2 checked, 1 not checked; 1 error, 1 warning"))
        let (migrateContext, migrated) = ToolContext.capturing(currentDirectory: folder)
        _ = VFLGenTool.run(["migrate", "Banner.swift", "Extensions.swift", "--output", "out"], context: migrateContext)
        #expect(migrated.standardOutput.contains("let layout = BannerBuildLayout(in: self, text: text)"), "\(migrated.standardOutput)")
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

    /// Issue #22: each anchor or item constraint, and whether migrate can write it as an equation line.
    @Test func jsonListsAnchorConstraints() throws {
        let result = FixtureGoldenTests.run(["lint", "Anchors/AnchorCells.m", "--format", "json"])
        #expect(result.status == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let anchors = try #require(object["anchorConstraints"] as? [[String: Any]])
        #expect(anchors.count == 20)
        #expect(anchors.filter { $0["mappable"] as? Bool == true }.count == 15)
        #expect(Set(anchors.compactMap { $0["api"] as? String }) == ["objectiveCItem", "objectiveCAnchor"])
        let declined = anchors.filter { $0["mappable"] as? Bool == false }
        #expect(declined.first?["reason"] as? String == "its attribute '.trailingMargin' relates the view's margins, which no equation line names (the 'margins' item is the container's layout margins guide, another object)")
        let source = try #require(declined.first?["source"] as? [String: Any])
        #expect(source["line"] as? Int == 55)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["anchorConstraints"] as? Int == 20)
        #expect(summary["anchorConstraintsMappable"] as? Int == 15)
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
