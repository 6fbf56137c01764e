import Foundation
import Testing
import VFLEngine
@testable import VFLPreview
@testable import VFLGenCLI

/// `vflgen preview` on the command line: the files it writes, atomic and only when changed,
/// errors on the page, usage errors, and `--watch`.
@Suite struct PreviewCommandTests {
    static let row = """
    layout Row {
        view title: UILabel intrinsic 120x21
        view skip: UIButton intrinsic 40x30
        H:|-[title]-(>=8)-[skip]-|  options: [.alignAllCenterY]
        V:|-[title]
        variant wide {
            H:[title(200)]
        }
    }

    """

    @Test func writesOnePicturePerLayoutVariantDeviceAndDirectionAndAnIndex() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(Self.row, to: "Row.vfl")
        let result = runTool(["preview", "Row.vfl", "--output", "out", "--devices", "iPhone 16 Pro"], in: folder)
        #expect(result.status == .success)
        #expect(result.stderr == "")
        // As 'vflgen check' sees it: a layout with variants is drawn with each variant active.
        #expect(result.stdout == "4 pictures in out/index.html (5 files written, 2 findings)\n")
        #expect(try folder.files(under: "out") == [
            "Row.wide--iphone-16-pro-landscape--ltr.svg", "Row.wide--iphone-16-pro-landscape--rtl.svg",
            "Row.wide--iphone-16-pro-portrait--ltr.svg", "Row.wide--iphone-16-pro-portrait--rtl.svg",
            "index.html",
        ])
        let page = try folder.read("out/index.html")
        // Grouped by layout, one row per device, variants side by side, captioned.
        #expect(page.components(separatedBy: "<section class=\"layout\" id=").count == 2)
        #expect(!page.contains("<nav>"))  // one layout: no contents
        #expect(page.components(separatedBy: "<div class=\"row\">").count == 3)
        #expect(page.contains("<figcaption><b>Row.wide</b> · variant wide · 402×874 · RTL</figcaption>"))
        #expect(page.contains("<img src=\"Row.wide--iphone-16-pro-portrait--ltr.svg\""))
        // The check's finding, in landscape only (skip is 30 high, centred on a 21-high title
        // at the top margin, which is the container's top in landscape), under its pictures.
        #expect(page.components(separatedBy: "<li>Row.vfl:3:10: <b>off screen</b>: view &#39;skip&#39; leaves the container on the top by 4.5 points at iPhone 16 Pro (landscape)").count == 3)
        let landscape = try ParsedSVG(folder.read("out/Row.wide--iphone-16-pro-landscape--ltr.svg"))
        #expect(try landscape.elements("rect", class: "finding").map { $0.value("data-view") } == ["skip"])
        #expect(try landscape.elements("text", class: "finding-label").map(\.stringValue) == ["off screen"])
        let portrait = try ParsedSVG(folder.read("out/Row.wide--iphone-16-pro-portrait--ltr.svg"))
        #expect(try portrait.elements("rect", class: "finding").isEmpty)
        // A static page has no script.
        #expect(!page.contains("<script"))
    }

    @Test func secondRunRewritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(Self.row, to: "Row.vfl")
        _ = runTool(["preview", "Row.vfl", "--output", "out", "--devices", "iPhone 16 Pro"], in: folder)
        let before = try folder.read("out/Row.wide--iphone-16-pro-portrait--ltr.svg")
        let stamp = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent("out/index.html").path)[.modificationDate] as? Date
        let again = runTool(["preview", "Row.vfl", "--output", "out", "--devices", "iPhone 16 Pro"], in: folder)
        #expect(again.stdout == "4 pictures in out/index.html (0 files written, 2 findings)\n")
        #expect(try folder.read("out/Row.wide--iphone-16-pro-portrait--ltr.svg") == before)
        let after = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent("out/index.html").path)[.modificationDate] as? Date
        #expect(stamp == after)
    }

    @Test func filterByLayoutAndDevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(Self.row + "layout Other {\n view a\n H:|[a]|  options: [.directionLeftToRight]\n V:|[a]|\n}\n", to: "Two.vfl")
        let result = runTool(["preview", "Two.vfl", "--output", "out", "--layout", "Other", "--devices", "iPhone 16 Pro (landscape)"], in: folder)
        #expect(result.status == .success)
        #expect(try folder.files(under: "out") == ["Other--iphone-16-pro-landscape--ltr.svg", "index.html"])
        let all = runTool(["preview", "Two.vfl", "--output", "all", "--devices", "iPhone 16 Pro (landscape)"], in: folder)
        #expect(all.status == .success)
        // Two layouts: contents linking to their sections.
        let page = try folder.read("all/index.html")
        #expect(page.contains("<nav><a href=\"#layout-1\">Row</a> · <a href=\"#layout-2\">Other</a></nav>"))
        #expect(page.contains("<section class=\"layout\" id=\"layout-2\">\n<h2>Other "))
    }

    @Test func errorsAreShownOnThePageAtTheirLineAndColumn() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("layout Bad {\n    view a\n    H:|[a]-[missing]|\n}\n", to: "Bad.vfl")
        try folder.write(Self.row, to: "Row.vfl")
        let result = runTool(["preview", "Bad.vfl", "Row.vfl", "--output", "out"], in: folder)
        #expect(result.status == .failure)
        #expect(result.stderr.hasPrefix("Bad.vfl:3:13: error: "))
        let page = try folder.read("out/index.html")
        #expect(page.contains("<section class=\"errors\">\n<h2>Bad.vfl</h2>\n<pre>Bad.vfl:3:13: error: "))
        // The other file's pictures are still drawn.
        #expect(page.contains("Row.wide--iphone-16-pro-portrait--ltr.svg"))
        #expect(try !folder.files(under: "out").contains { $0.hasPrefix("Bad") })
    }

    @Test(arguments: [
        (["preview", "Row.vfl"], "vflgen preview: error: missing '--output <dir>', the folder for the pictures and index.html"),
        (["preview", "--output", "out"], "vflgen preview: error: no input file; give one or more .vfl files"),
        (["preview", "Row.vfl", "--output", "out", "--devices", "iPhone 16 Por"],
         "vflgen preview: error: no device named 'iPhone 16 Por'; did you mean 'iPhone 16 Pro'? (see 'vflgen preview --devices')"),
        (["preview", "Row.vfl", "--output", "out", "--wach"], "vflgen preview: error: unknown option '--wach'; did you mean '--watch'?"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(Self.row, to: "Row.vfl")
        let result = runTool(arguments, in: folder)
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix(message + "\n"))
    }

    @Test func missingFileIsAnErrorOnThePage() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let result = runTool(["preview", "Nope.vfl", "--output", "out"], in: folder)
        #expect(result.status == .failure)
        #expect(result.stderr == "vflgen: error: no such file 'Nope.vfl'\n")
        #expect(try folder.read("out/index.html").contains("no such file &#39;Nope.vfl&#39;"))
    }

    @Test func devicesWithoutAValueListsThePresets() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let result = runTool(["preview", "--devices"], in: folder)
        #expect(result.status == .success)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1 + DevicePresets.uikit.count)
        #expect(lines.contains { $0.hasPrefix("iPhone 16 Pro (landscape)") && $0.contains("874x402") })
    }

    @Test func everyPresetByDefault() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("layout L {\n view a\n H:|[a]|  options: [.directionLeftToRight]\n V:|[a]|\n}\n", to: "L.vfl")
        let result = runTool(["preview", "L.vfl", "--output", "out"], in: folder)
        #expect(result.status == .success)
        let expected = DevicePresets.uikit.map { "L--\(PreviewCanvas(preset: $0).slug)--ltr.svg" } + ["index.html"]
        #expect(try folder.files(under: "out") == expected.sorted())
        #expect(try folder.files(under: "out").contains("L--iphone-se-3rd-generation-portrait--ltr.svg"))
    }

    /// `container` lines replace the presets; a side taken from the content is drawn at the
    /// smallest size the constraints allow. `H:|-[a]-|` does not mirror: no right-to-left
    /// duplicates.
    @Test func containerLinesAreTheSizes() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("layout Bar {\n    view a: UILabel intrinsic 50x21\n    H:|-[a]-|\n    V:|-[a]-|\n    container 320x46\n    container 200x_\n}\n", to: "Bar.vfl")
        let result = runTool(["preview", "Bar.vfl", "--output", "out"], in: folder)
        #expect(result.status == .success, "\(result.stderr)")
        #expect(try folder.files(under: "out") == ["Bar--200x--ltr.svg", "Bar--320x46--ltr.svg", "index.html"])
        let fitted = try ParsedSVG(folder.read("out/Bar--200x--ltr.svg"))
        let container = try #require(try fitted.elements("rect", class: "container").first)
        // 8 + 21 + 8.
        #expect(container.value("height") == "37")
        #expect(container.value("width") == "200")
        #expect(try folder.read("out/index.html").contains("<h3>200x_ 200×37</h3>"))
    }

    /// AppKit: the window presets, and `NSView` for views declared without a class.
    @Test func appKitWindowsAndDefaultClass() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("layout L {\n view a\n H:|[a]|  options: [.directionLeftToRight]\n V:|[a]|\n}\n", to: "L.vfl")
        let result = runTool(["preview", "L.vfl", "--output", "out", "--platform", "appkit"], in: folder)
        #expect(result.status == .success)
        #expect(try folder.files(under: "out") == ["L--large-window--ltr.svg", "L--medium-window--ltr.svg", "L--small-window--ltr.svg", "index.html"])
        let texts = try ParsedSVG(folder.read("out/L--small-window--ltr.svg")).texts()
        #expect(texts.contains("NSView") && !texts.contains("UIView"))
        #expect(texts.contains("480×360"))
    }

    @Test func helpIsListed() {
        #expect(VFLGenTool.overview.contains("  preview "))
        #expect(PreviewCommand.help.contains("USAGE: vflgen preview <file.vfl>... --output <dir>"))
    }
}
