import Foundation
import LayoutModel
import Testing
@testable import VFLGenCLI

/// The package root, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs `vflgen constraints …` in-process from the package root.
private func run(_ arguments: [String], in directory: URL = packageRoot) -> (status: ExitCode, output: String, errors: String) {
    let (context, captured) = ToolContext.capturing(currentDirectory: directory)
    let status = VFLGenTool.run(["constraints"] + arguments, context: context)
    return (status, captured.standardOutput, captured.standardError)
}

/// Writes `text` to a fresh temporary folder and returns the folder.
private func temporaryFile(_ name: String, _ text: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-constraints-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return folder
}

@Suite struct ConstraintsCommandTests {
    @Test func readmeExamplePrintsTheExactTextForm() {
        let result = run(["Examples/Layouts/Welcome.vfl"])
        #expect(result.status == .success)
        #expect(result.errors == "")
        #expect(result.output == """
        # Welcome
        icon.leading == superview.leading + 15
        icon.width == 30
        title.leading == icon.trailing + 8
        skip.leading >= title.trailing + 8 @250
        superview.trailing == skip.trailing + 15
        icon.centerY == title.centerY
        title.centerY == skip.centerY
        icon.top == margins.top
        icon.height == 30

        """)
    }

    @Test func variantsGetTheirOwnHeadersAndAppKitUsesTwentyPoints() throws {
        let folder = try temporaryFile("R.vfl", """
        layout R {
            view a
            view b
            |-[a]-[b]
            variant portrait {
                V:|-[a]
            }
        }
        """)
        let uikit = run(["R.vfl"], in: folder)
        #expect(uikit.output == "# R\na.leading == margins.leading\nb.leading == a.trailing + 8\n# R.portrait\na.top == margins.top\n")
        let appkit = run(["R.vfl", "--platform", "appkit"], in: folder)
        #expect(appkit.output == "# R\na.leading == superview.leading + 20\nb.leading == a.trailing + 8\n# R.portrait\na.top == superview.top + 20\n")
    }

    @Test func everyErrorOfEveryFileIsPrintedAndTheStatusIsOne() throws {
        let folder = try temporaryFile("Bad.vfl", """
        layout W {
            view icon
            view title
            vew x
            H:|-[icn(30)]-[title]-|
            V:|-(8-[icon]
        }
        """)
        try "layout Other {\n    view a\n    [a]--[a]\n}\n".write(to: folder.appendingPathComponent("Other.vfl"), atomically: true, encoding: .utf8)
        let result = run(["Bad.vfl", "Other.vfl"], in: folder)
        #expect(result.status == .failure)
        #expect(result.output == "")
        #expect(result.errors == """
        Bad.vfl:4:5: error: unknown declaration 'vew'
        Bad.vfl:4:5: note: did you mean 'view'?
        Bad.vfl:5:10: error: unknown view 'icn'
        Bad.vfl:5:10: note: did you mean 'icon'?
        Bad.vfl:6:11: error: expected ')' to close the spacing
        Bad.vfl:6:9: note: '(' opened here
        Other.vfl:3:8: error: '--' is ambiguous; write a spacing between the dashes ('-8-') or a negative spacing in parentheses ('-(-8)-')

        """)
    }

    @Test func verboseShowsExcerptsWithCarets() throws {
        let folder = try temporaryFile("V.vfl", "layout V {\n    view icon\n    H:|-[icn]-|\n}\n")
        let result = run(["V.vfl", "--verbose"], in: folder)
        #expect(result.status == .failure)
        #expect(result.errors == """
        V.vfl:3:10: error: unknown view 'icn'
            H:|-[icn]-|
                 ^~~
        V.vfl:3:10: note: did you mean 'icon'?
            H:|-[icn]-|
                 ^~~

        """)
    }

    @Test func warningsAloneKeepTheStatusZero() throws {
        let folder = try temporaryFile("W.vfl", "layout W {\n    view a\n    metric spare = 1\n    [a]\n}\n")
        let result = run(["W.vfl"], in: folder)
        #expect(result.status == .success)
        #expect(result.output == "# W\n")
        #expect(result.errors == "W.vfl:3:12: warning: metric 'spare' is declared but not used in layout 'W'\n")
    }

    @Test func jsonCarriesEveryFieldAndSourceRanges() throws {
        let result = run(["Examples/Layouts/Welcome.vfl", "--format", "json"])
        #expect(result.status == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.count == 1)
        #expect(files[0]["path"] as? String == "Examples/Layouts/Welcome.vfl")
        let layout = try #require((files[0]["layouts"] as? [[String: Any]])?.first)
        #expect(layout["name"] as? String == "Welcome")
        let constraints = try #require(layout["constraints"] as? [[String: Any]])
        #expect(constraints.count == 9)
        let first = constraints[0]
        #expect(first["text"] as? String == "icon.leading == superview.leading + 15")
        #expect(first["first"] as? String == "icon")
        #expect(first["firstAttribute"] as? String == "leading")
        #expect(first["relation"] as? String == "==")
        #expect(first["second"] as? String == "superview")
        #expect(first["secondAttribute"] as? String == "leading")
        #expect(first["multiplier"] as? Double == 1)
        #expect(first["constant"] as? Double == 15)
        #expect(first["constantMetric"] as? String == "padding")
        #expect(first["priority"] as? Double == 1000)
        #expect(first["priorityMetric"] is NSNull)
        #expect(first["kind"] as? String == "edge")
        let source = try #require(first["source"] as? [String: Any])
        #expect(source["file"] as? String == "Examples/Layouts/Welcome.vfl")
        #expect(source["line"] as? Int == 9)
        #expect(source["column"] as? Int == 7)
        #expect(source["length"] as? Int == 15)  // "|-padding-[icon"
        let metrics = try #require(layout["metrics"] as? [[String: Any]])
        #expect(metrics.map { $0["usage"] as? [String] } == [["constant"], ["priority"]])
    }

    @Test func jsonCarriesViewsHintsAndVariants() throws {
        let result = run(["Examples/Layouts/NewsCard.vfl", "Examples/Layouts/Gallery.vfl", "--format", "json"])
        #expect(result.status == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["Examples/Layouts/NewsCard.vfl", "Examples/Layouts/Gallery.vfl"])
        let card = try #require((files[0]["layouts"] as? [[String: Any]])?.first)
        let headline = try #require((card["views"] as? [[String: Any]])?.first)
        #expect(headline["name"] as? String == "headline")
        #expect(headline["type"] as? String == "UILabel")
        // Sized by its sample content, not by a hint.
        #expect(headline["intrinsicWidth"] == nil)
        let content = try #require(headline["content"] as? [String: Any])
        #expect(content["text"] as? [String] == ["City council approves the new riverside park"])
        #expect(content["style"] as? String == "headline")
        #expect(content["lines"] as? Int == 0)
        let gallery = try #require((files[1]["layouts"] as? [[String: Any]])?.first)
        #expect((gallery["constraints"] as? [Any])?.isEmpty == true)
        let variants = try #require(gallery["variants"] as? [[String: Any]])
        #expect(variants.map { $0["name"] as? String } == ["portrait", "landscape"])
        let first = try #require((variants[0]["constraints"] as? [[String: Any]])?.first)
        #expect(first["text"] as? String == "headerVw.leading == superview.leading")
        #expect((first["source"] as? [String: Any])?["line"] as? Int == 13)
    }

    @Test func severalFilesPrintTheirLayoutsInOrder() {
        let result = run(["Examples/Layouts/SplitViews.vfl", "Examples/Layouts/ThreeLabels.vfl"])
        #expect(result.status == .success)
        let headers = result.output.split(separator: "\n").filter { $0.hasPrefix("#") }
        #expect(headers == ["# SideBySide", "# Stacked", "# ThreeLabels"])
    }

    @Test func jsonReportsDiagnosticsWithRanges() throws {
        let folder = try temporaryFile("J.vfl", "layout J {\n    view a\n    [a]-[b]\n}\n")
        let result = run(["J.vfl", "--format", "json"], in: folder)
        #expect(result.status == .failure)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        #expect((file["layouts"] as? [Any])?.isEmpty == true)
        let diagnostic = try #require((file["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["id"] as? String == "unknown-view")
        #expect(diagnostic["severity"] as? String == "error")
        let source = try #require(diagnostic["source"] as? [String: Any])
        #expect(source["line"] as? Int == 3 && source["column"] as? Int == 10 && source["length"] as? Int == 1)
    }

    @Test(arguments: [
        (["--platform", "ios", "X.vfl"], "invalid value 'ios' for '--platform'; expected one of: uikit, appkit"),
        (["--format", "yaml", "X.vfl"], "invalid value 'yaml' for '--format'; expected one of: text, json"),
        ([], "no input files; give one or more .vfl files"),
        (["--verbos", "X.vfl"], "unknown option '--verbos'; did you mean '--verbose'?"),
    ])
    func usageMistakesExitWith64(_ arguments: [String], _ message: String) {
        let result = run(arguments)
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("vflgen constraints: error: \(message)\n"))
    }

    @Test func aMissingFileIsAnError() {
        let result = run(["Nope.vfl"])
        #expect(result.status == .failure)
        #expect(result.errors == "vflgen: error: no such file 'Nope.vfl'\n")
    }

    @Test func helpShowsUsageOptionsAndExamples() {
        let result = run(["--help"])
        #expect(result.status == .success)
        for piece in ["USAGE: vflgen constraints <file.vfl>...", "--platform", "--format", "--verbose", "EXAMPLES:", "vflgen constraints Examples/Layouts/Welcome.vfl"] {
            #expect(result.output.contains(piece), "missing \(piece)")
        }
    }
}

/// Every bundled example's `vflgen constraints` output, compared with a reviewed golden file
/// in Tests/Goldens/constraints. Re-record after an intended change with
/// `VFLGEN_RECORD_GOLDENS=1 swift test --filter ConstraintsGoldenTests`, then review the diff.
@Suite struct ConstraintsGoldenTests {
    static let examples: [String] = (try? FileManager.default.contentsOfDirectory(
        atPath: packageRoot.appendingPathComponent("Examples/Layouts").path
    ))?.filter { $0.hasSuffix(".vfl") }.sorted() ?? []

    @Test func theBundledExamplesAreFound() {
        #expect(Self.examples.count >= 6)
    }

    @Test(arguments: examples, [Platform.uikit, .appkit])
    func example(_ name: String, _ platform: Platform) throws {
        let result = run(["Examples/Layouts/\(name)", "--platform", platform.rawValue])
        if platform == .appkit && UIKitOnlyExamples.names.contains(name) {
            // Examples/Layouts/uikit-only.txt: an error on AppKit, no golden.
            #expect(result.status == .failure)
            #expect(result.errors.contains("scroll view guides are UIKit only"))
            return
        }
        #expect(result.status == .success)
        #expect(result.errors == "")
        let golden = packageRoot.appendingPathComponent("Tests/Goldens/constraints")
            .appendingPathComponent(name.replacingOccurrences(of: ".vfl", with: ".\(platform.rawValue).txt"))
        if ProcessInfo.processInfo.environment["VFLGEN_RECORD_GOLDENS"] == "1" {
            try result.output.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(result.output == expected)
    }
}
