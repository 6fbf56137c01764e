import Foundation
import Testing
@testable import VFLGenCLI

/// The check's fixture corpus: every `Fixtures/Check/X.vfl` (a layout with known findings,
/// or a clean one) → `X.expected`, what `vflgen check X.vfl` prints (empty for a clean
/// layout), reviewed by hand. Re-record after an intended change with
/// `VFLGEN_RECORD=1 swift test --filter CheckFixtureTests`, then review the diff.
@Suite struct CheckFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Check")
    static let fixtures = [
        "Ambiguous", "Clean", "ClippedAtAX5", "ContentPriority", "DeviceConflict", "EquationConflict", "Fitting", "Ignored", "KeyboardScrolls",
        "KeyboardShown", "LongTextOnly", "NegativeSize", "OffScreen", "OverlapAtAX5", "Placeholders", "ScrollableContent",
        "Squeezed", "StructuralConflict", "TieWithoutText", "TruncatedAtAX5", "UnplacedExternal",
    ]
    /// The kind of finding each fixture is about (`nil`: clean).
    static let kinds: [String: String?] = [
        "Ambiguous": "layout-ambiguity", "Clean": nil, "ContentPriority": "layout-ambiguity",
        "ClippedAtAX5": "layout-text-clipped", "OverlapAtAX5": "layout-overlap", "TruncatedAtAX5": "layout-truncated-text",
        "TieWithoutText": "layout-ambiguity", "Placeholders": nil, "LongTextOnly": nil,
        "KeyboardShown": "layout-conflict", "DeviceConflict": "layout-conflict",
        "EquationConflict": "layout-conflict",
        "Fitting": nil, "Ignored": nil, "NegativeSize": "layout-off-screen", "OffScreen": "layout-off-screen",
        "KeyboardScrolls": nil, "ScrollableContent": "layout-scrollable-content",
        "Squeezed": "layout-ambiguity", "StructuralConflict": "layout-conflict",
        "UnplacedExternal": "layout-ambiguity",
    ]

    /// The fixtures whose conflict holds at every size: an error (issue 37 §4).
    static let structural: Set<String> = ["EquationConflict", "StructuralConflict"]

    static func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        let (context, captured) = ToolContext.capturing(currentDirectory: folder)
        let status = VFLGenTool.run(["check"] + arguments, context: context)
        return (status, captured.standardOutput, captured.standardError)
    }

    @Test func everyFixtureIsListed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".vfl") }.map { String($0.dropLast(4)) }.sorted()
        #expect(names == Self.fixtures)
    }

    @Test(arguments: fixtures)
    func reportMatchesTheReviewedOne(name: String) throws {
        let result = Self.run(["\(name).vfl"])
        // A conflict at every size is an error; every other finding is a warning.
        #expect(result.status == (Self.structural.contains(name) ? .failure : .success))
        let expectedURL = Self.folder.appendingPathComponent("\(name).expected")
        if ProcessInfo.processInfo.environment["VFLGEN_RECORD"] == "1" {
            try Data(result.errors.utf8).write(to: expectedURL)
            return
        }
        #expect(result.errors == (try String(contentsOf: expectedURL, encoding: .utf8)), "re-record with VFLGEN_RECORD=1 and review")
        // The report is about the fixture's kind of finding, or empty for a clean layout.
        switch Self.kinds[name]! {
        case let kind?:
            #expect(result.errors.contains(Self.structural.contains(name) ? ": error: " : ": warning: "))
            #expect(Self.run(["\(name).vfl", "--format", "json"]).output.contains("\"id\": \"\(kind)\""))
        case nil: #expect(result.errors.isEmpty)
        }
    }

    /// Issue 22 §3: an external view without a frame that the layout leaves open is one that
    /// check and preview say they cannot place (not an ambiguity fixed by adding lines), and
    /// the preview page shows the same finding.
    @Test func previewSaysItCannotPlaceAnExternalViewWithoutAFrame() throws {
        let check = Self.run(["UnplacedExternal.vfl"])
        #expect(check.errors.contains("warning: cannot place external view 'header'"))
        #expect(!check.errors.contains("add H:|-[header]"))
        let output = FileManager.default.temporaryDirectory.appending(path: "vflgen-unplaced-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let (context, _) = ToolContext.capturing(currentDirectory: Self.folder)
        #expect(VFLGenTool.run(["preview", "UnplacedExternal.vfl", "--output", output.path], context: context) == .success)
        let page = try String(contentsOf: output.appending(path: "index.html"), encoding: .utf8)
        #expect(page.contains("cannot place external view &#39;header&#39;"))
        #expect(page.contains("frame X,Y,WxH"))
    }

    /// The bundled examples and the tutorial layouts (the golden fixtures) pass the check on
    /// both platforms: each finding was fixed in the example or explained on its line.
    @Test(arguments: ["uikit", "appkit"])
    func bundledExamplesAndTutorialLayoutsAreClean(platform: String) throws {
        let root = Self.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // Every .vfl under Examples/ (the layouts and the Grapevine app's), and the fixtures.
        var paths = (FileManager.default.enumerator(atPath: root.appendingPathComponent("Examples").path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".vfl") && !$0.contains(".build/") }.sorted().map { "Examples/\($0)" }
            .filter { platform == "uikit" || !UIKitOnlyExamples.contains($0) }  // Examples/Layouts/uikit-only.txt
        // Extensions.vfl and ScrollViews.vfl use UIKit-only guides: on AppKit they are compile-error fixtures.
        paths += try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/VFLGenCLITests/Fixtures").path)
            .filter { $0.hasSuffix(".vfl") && !(platform == "appkit" && ["Extensions.vfl", "ScrollViews.vfl"].contains($0)) }.sorted()
            .map { "Tests/VFLGenCLITests/Fixtures/\($0)" }
        #expect(paths.count >= 19)
        let (context, captured) = ToolContext.capturing(currentDirectory: root)
        let status = VFLGenTool.run(["check"] + paths + ["--werror", "--platform", platform], context: context)
        #expect(status == .success)
        #expect(captured.standardError == "")
    }

    /// Issue 38: the examples' sample texts fit at L and AX5 with double-length text too, on
    /// both platforms (a layout that broke was fixed in the layout, not silenced).
    @Test(arguments: ["uikit", "appkit"])
    func bundledExamplesAreCleanWithLongText(platform: String) throws {
        let root = Self.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let paths = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples/Layouts").path)
            .filter { $0.hasSuffix(".vfl") }.sorted().map { "Examples/Layouts/\($0)" }
            .filter { platform == "uikit" || !UIKitOnlyExamples.contains($0) }  // Examples/Layouts/uikit-only.txt
        #expect(paths.count >= 9)
        let (context, captured) = ToolContext.capturing(currentDirectory: root)
        let status = VFLGenTool.run(["check"] + paths + ["--werror", "--long-text", "--platform", platform], context: context)
        #expect(status == .success)
        #expect(captured.standardError == "")
        // Without a way out: no example silences a content finding.
        for path in paths {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for kind in ["truncated", "text-clipped", "overlap"] { #expect(!text.contains("vflgen:ignore \(kind)"), "\(path)") }
        }
    }

    /// Issue 43: the sign-in form in a scroll view is UIKit only, by an explicit list
    /// (Examples/Layouts/uikit-only.txt) that the AppKit tests and .ci/apple-sdks.sh read; on
    /// AppKit it is an error at the scroll view guide saying why, not a silent skip.
    @Test func uikitOnlyExamplesAreListedAndRejectedOnAppKit() throws {
        #expect(UIKitOnlyExamples.names == ["SignIn.vfl"])
        let root = UIKitOnlyExamples.root
        for name in UIKitOnlyExamples.names.sorted() {
            let path = "Examples/Layouts/\(name)"
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path))
            let (context, captured) = ToolContext.capturing(currentDirectory: root)
            #expect(VFLGenTool.run(["check", path, "--platform", "appkit"], context: context) == .failure)
            #expect(captured.standardError.contains("error: 'form.content': AppKit's NSScrollView has no layout guides"), "\(captured.standardError)")
            // On UIKit it passes the keyboard check on every preset, at L and AX5, with long text.
            let (uikit, uikitOutput) = ToolContext.capturing(currentDirectory: root)
            #expect(VFLGenTool.run(["check", path, "--werror", "--long-text"], context: uikit) == .success)
            #expect(uikitOutput.standardError == "")
        }
    }

    @Test func werrorTurnsFindingsIntoErrorsAndFails() {
        let result = Self.run(["Ambiguous.vfl", "--werror"])
        #expect(result.status == .failure)
        #expect(result.errors.hasPrefix("Ambiguous.vfl:3:10: error: view 'badge' has an ambiguous y"))
        #expect(Self.run(["Clean.vfl", "--werror"]).status == .success)
    }

    @Test func jsonCarriesKindSizesConstraintsAndFix() throws {
        let result = Self.run(["DeviceConflict.vfl", "--format", "json"])
        #expect(result.status == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        #expect(file["path"] as? String == "DeviceConflict.vfl")
        let finding = try #require((file["findings"] as? [[String: Any]])?.first)
        #expect(finding["kind"] as? String == "conflict")
        #expect(finding["severity"] as? String == "warning")
        #expect(finding["layout"] as? String == "Panel")
        #expect(finding["atEverySize"] as? Bool == false)
        #expect(finding["sizes"] as? [String] == [
            "iPhone SE (3rd generation) (portrait)", "iPhone SE (3rd generation) (portrait), right-to-left",
            "iPhone 16 Pro (portrait)", "iPhone 16 Pro (portrait), right-to-left",
        ])
        let constraints = try #require(finding["constraints"] as? [[String: Any]])
        #expect(constraints.map { $0["name"] as? String } == ["panelLeading", "panelWidth", "panelTrailingMin"])
        #expect(constraints.map { ($0["source"] as? [String: Any])?["line"] as? Int } == [5, 5, 5])
        // The fix as words and as data: the width made optional, with the edit that does it.
        #expect(finding["fix"] as? String == "lower the priority of 'panel.width == 400' (panelWidth) to 999")
        let fix = try #require((finding["fixes"] as? [[String: Any]])?.first)
        let action = try #require((fix["actions"] as? [[String: Any]])?.first)
        #expect(action["kind"] as? String == "lower-priority")
        #expect(action["priority"] as? Double == 999)
        let edit = try #require((fix["edits"] as? [[String: Any]])?.first)
        #expect(edit["newText"] as? String == "@999")
        #expect((edit["source"] as? [String: Any])?["line"] as? Int == 5)
    }

    @Test func jsonListsEveryCheckedSizeWithTheFittingSize() throws {
        let result = Self.run(["Fitting.vfl", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let sizes = try #require(((document["files"] as? [[String: Any]])?.first)?["sizes"] as? [[String: Any]])
        // 343x_: the height is the smallest the constraints allow, 8 + 21 + 4 + 17 + 8.
        #expect(sizes.map { $0["size"] as? String } == ["343x_", "343x_, right-to-left"])
        #expect(sizes.map { $0["width"] as? Double } == [343, 343])
        #expect(sizes.map { $0["height"] as? Double } == [58, 58])
        #expect(sizes.allSatisfy { $0["layout"] as? String == "Cell" && $0["variant"] is NSNull })
    }

    @Test func devicesNarrowTheSizes() {
        // Only the large phone: the 400-point panel fits, no finding.
        #expect(Self.run(["DeviceConflict.vfl", "--devices", "iPhone 16 Pro Max", "--werror"]).errors == "")
        let small = Self.run(["DeviceConflict.vfl", "--devices", "iPhone SE (3rd generation) (portrait),iPad (A16)", "--werror"])
        #expect(small.status == .failure)
        #expect(small.errors.contains("conflict at iPhone SE (3rd generation) (portrait) in layout 'Panel'"))
    }

    @Test func devicesOfTheOtherPlatformOnlyAreAUsageError() {
        let result = Self.run(["DeviceConflict.vfl", "--devices", "small window"])
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("vflgen check: error: none of the devices is a UIKit preset; 'vflgen check --devices --platform uikit' lists them"))
        #expect(Self.run(["DeviceConflict.vfl", "--devices", "small window", "--platform", "appkit"]).status == .success)
    }

    @Test func anUnknownDeviceIsAUsageErrorWithASuggestion() {
        let result = Self.run(["DeviceConflict.vfl", "--devices", "iPhone 16 Pro Maxx"])
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("vflgen check: error: unknown device 'iPhone 16 Pro Maxx'; 'vflgen check --devices' lists them; did you mean 'iPhone 16 Pro Max'?"))
    }

    @Test func anIgnoreCommentSilencesOnlyItsKindOnItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = { (comment: String) in
            "layout L {\n    view a\(comment)\n    view b\n    H:|-[a(20)]-[b]-|\n    V:|-[b]-|\n    V:[a(20)]\n    container 100x100\n}\n"
        }
        for (comment, silenced) in [
            ("   // vflgen:ignore ambiguity", true), ("  // vflgen:ignore off-screen, ambiguity", true),
            ("   // vflgen:ignore conflict", false), ("   // ignore ambiguity", false), ("", false),
        ] {
            try Data(layout(comment).utf8).write(to: folder.appendingPathComponent("L.vfl"))
            let (context, captured) = ToolContext.capturing(currentDirectory: folder)
            _ = VFLGenTool.run(["check", "L.vfl"], context: context)
            #expect(captured.standardError.isEmpty == silenced, "\(comment): \(captured.standardError)")
        }
    }

    @Test func theConfigurationNarrowsOrReplacesTheDevices() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("DeviceConflict.vfl"), to: folder.appendingPathComponent("P.vfl"))
        func check(_ config: String) -> (ExitCode, String) {
            try? Data(config.utf8).write(to: folder.appendingPathComponent("vflgen.json"))
            let (context, captured) = ToolContext.capturing(currentDirectory: folder)
            let status = VFLGenTool.run(["check", "P.vfl", "--config", "vflgen.json"], context: context)
            return (status, captured.standardError + captured.standardOutput)
        }
        #expect(check(#"{"devices": ["iPad Pro 13-inch (M4)"]}"#).1 == "")
        // A custom 410-point-wide device: 16 + 400 > 410. Then 420 points: it fits.
        let custom = check(#"{"devices": [{"name": "Kiosk", "width": 410, "height": 800, "safeArea": [20, 0, 0, 0]}]}"#)
        #expect(custom.1.contains("conflict at Kiosk in layout 'Panel'"))
        #expect(check(#"{"devices": [{"name": "Kiosk", "width": 420, "height": 800}]}"#).1 == "")
        let bad = check(#"{"devices": [{"name": "Kiosk", "width": 420}]}"#)
        #expect(bad.0 == .failure)
        #expect(bad.1.contains("vflgen.json:1:13: error: invalid value for 'devices' in vflgen.json: expected a list of device names or {\"name\", \"width\", \"height\"} objects"))
        let badMode = check(#"{"check": "loud"}"#)
        #expect(badMode.1.contains("vflgen.json:1:11: error: invalid value for 'check' in vflgen.json: expected \"warn\", \"error\" or \"off\", found the string \"loud\""))
    }

    @Test func generateRunsTheCheckInTheSameCommand() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-check-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let (context, captured) = ToolContext.capturing(currentDirectory: Self.folder)
        #expect(VFLGenTool.run(["generate", "Ambiguous.vfl", "--output-file", output.path], context: context) == .success)
        #expect(captured.standardError.hasPrefix("Ambiguous.vfl:3:10: warning: view 'badge' has an ambiguous y"))
        let (strict, strictOutput) = ToolContext.capturing(currentDirectory: Self.folder)
        #expect(VFLGenTool.run(["generate", "Ambiguous.vfl", "--output-file", output.path, "--check", "error"], context: strict) == .failure)
        #expect(strictOutput.standardError.hasPrefix("Ambiguous.vfl:3:10: error: view 'badge' has an ambiguous y"))
        let (quiet, quietOutput) = ToolContext.capturing(currentDirectory: Self.folder)
        #expect(VFLGenTool.run(["generate", "Ambiguous.vfl", "--output-file", output.path, "--check", "off"], context: quiet) == .success)
        #expect(quietOutput.standardError == "")
    }
}
