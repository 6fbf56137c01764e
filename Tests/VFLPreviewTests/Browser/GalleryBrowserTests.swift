import Foundation
import Testing
import LayoutModel
import VFLEngine
@testable import VFLPreview
@testable import VFLGenCLI

/// The gallery in a real browser (headless Chromium): the views of a bundled example are
/// drawn where `vflgen frames` puts them (pixel colours inside and outside their
/// rectangles in a screenshot), and the page logs nothing to the console, static or live.
/// Skipped only where Chromium is not installed, and never on CI (`CI` set: `.ci/run` installs
/// it, so a missing browser there fails the suite instead of hiding it).
@Suite(
    .enabled(if: Chromium.path != nil || ProcessInfo.processInfo.environment["CI"] != nil, "needs headless Chromium (Debian package 'chromium')"),
    .serialized)
struct GalleryBrowserTests {
    @Test func viewsAreDrawnWhereFramesPutsThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let example = packageRoot.appendingPathComponent("Examples/Layouts/Onboarding.vfl").path
        let preview = runTool(["preview", example, "--output", "out", "--devices", "iPhone 16 Pro (portrait)"], in: folder)
        #expect(preview.status == .success, "\(preview.stderr)")
        let preset = try #require(DevicePresets.named("iPhone 16 Pro (portrait)", in: DevicePresets.uikit).first)
        let page = folder.url.appendingPathComponent("out/index.html")
        let png = folder.url.appendingPathComponent("shot.png")
        let console = try Chromium.screenshot(page, to: png, width: 760, height: 900)
        #expect(console == [])
        let shot = try Screenshot(png: png)

        // The two pictures (left to right, then right to left), found by their bezel.
        let pictures = shot.boxes(of: ViewColor.components(SVGPicture.bezelColor))
        try #require(pictures.count == 2, "bezels found: \(pictures)")
        for (picture, direction) in zip(pictures, ["", " --rtl"]) {
            var arguments = ["frames", example, "--size", preset.size.description]
            arguments += ["--margins", DeviceListing.insets(preset.marginsFromEdges), "--safe-area", DeviceListing.insets(preset.safeArea)]
            if !direction.isEmpty { arguments.append("--rtl") }
            let frames = runTool(arguments, in: folder)
            #expect(frames.status == .success)
            let bezel = SVGPicture.bezel
            let scale = Double(picture.maxX - picture.minX + 1) / (preset.size.width + 2 * bezel)
            #expect(abs(scale - GalleryPage.scale) < 0.01, "scale \(scale)")
            let originX = Double(picture.minX) + bezel * scale
            let originY = Double(picture.minY) + bezel * scale
            var views: [(name: String, frame: Rect)] = []
            for line in frames.stdout.split(separator: "\n") where !line.hasPrefix("#") {
                let parts = line.split(separator: " ")
                let numbers = parts.dropFirst().compactMap { Double($0) }
                views.append((String(parts[0]), Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
            }
            let declarations = try compile(String(contentsOfFile: example, encoding: .utf8)).layouts[0].views
            #expect(views.map(\.name) == declarations.map(\.name))
            // A view showing sample text may have text at any point inside it (SampleTextBrowserTests
            // looks at those); the others are filled with their colour.
            let showingText = Set(declarations.filter { $0.content?.texts.isEmpty == false }.map(\.name))
            var checked = 0
            for (name, frame) in views where frame.width * scale >= 20 && frame.height * scale >= 20 && !showingText.contains(name) {
                let colour = ViewColor(viewName: name).fillComponents
                let left = originX + frame.x * scale, right = originX + frame.maxX * scale
                let top = originY + frame.y * scale, bottom = originY + frame.maxY * scale
                // Inside, 3 pixels from the bottom corners and the right edge (labels are top-left).
                let inside = [(left + 3, bottom - 3), (right - 3, bottom - 3), (right - 3, (top + bottom) / 2)]
                for (x, y) in inside {
                    let drawn = shot.matches(Int(x), Int(y), colour)
                    #expect(drawn, "\(name) inside at \(Int(x)),\(Int(y)): \(shot.pixel(Int(x), Int(y)))")
                }
                // Outside, 3 pixels beyond each edge.
                let outside = [(left - 3, (top + bottom) / 2), (right + 3, (top + bottom) / 2), ((left + right) / 2, top - 3), ((left + right) / 2, bottom + 3)]
                for (x, y) in outside {
                    let drawn = shot.matches(Int(x), Int(y), colour)
                    #expect(!drawn, "\(name) outside at \(Int(x)),\(Int(y))")
                }
                checked += 1
            }
            #expect(checked >= 3)  // the images and the page control (the labels and button show sample text)
        }
    }

    /// Issue 18: a layout on the keyboard guide is drawn with the keyboard hidden and shown
    /// (the keyboard's area shaded), and a layout that does not mirror gets no right-to-left
    /// duplicate: two pictures, not four.
    @Test func keyboardShownIsDrawnAndUnmirroredLayoutsOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let fixture = packageRoot.appendingPathComponent("Tests/VFLGenCLITests/Fixtures/Check/KeyboardShown.vfl").path
        let preview = runTool(["preview", fixture, "--output", "out", "--devices", "iPhone 16 Pro (portrait)"], in: folder)
        #expect(preview.status == .success, "\(preview.stderr)")
        let page = try String(contentsOf: folder.url.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(page.contains("keyboard shown"))
        let png = folder.url.appendingPathComponent("shot.png")
        let console = try Chromium.screenshot(folder.url.appendingPathComponent("out/index.html"), to: png, width: 760, height: 1800)
        #expect(console == [])
        let shot = try Screenshot(png: png)
        // The pictures are one above the other: split the bezels' column by rows.
        let column = try #require(shot.boxes(of: ViewColor.components(SVGPicture.bezelColor)).first)
        var pictures: [(minX: Int, minY: Int, maxX: Int, maxY: Int)] = []
        for y in column.minY...column.maxY where shot.matches(column.minX + 4, y, ViewColor.components(SVGPicture.bezelColor), tolerance: 0) {
            if let last = pictures.last, last.maxY == y - 1 {
                pictures[pictures.count - 1].maxY = y
            } else {
                pictures.append((column.minX, y, column.maxX, y))
            }
        }
        try #require(pictures.count == 2, "bezels found: \(pictures)")
        let preset = try #require(DevicePresets.named("iPhone 16 Pro (portrait)", in: DevicePresets.uikit).first)
        // 30 points below the keyboard's top, mid-width: shaded only where the keyboard is shown.
        let y = preset.size.height - preset.keyboardHeight! + 30
        let pixels = pictures.map { picture -> [Int] in
            let scale = Double(picture.maxX - picture.minX + 1) / (preset.size.width + 2 * SVGPicture.bezel)
            let x = Double(picture.minX) + (SVGPicture.bezel + preset.size.width / 2) * scale
            let pixel = shot.pixel(Int(x), Int(Double(picture.minY) + (SVGPicture.bezel + y) * scale))
            return [pixel.0, pixel.1, pixel.2]
        }
        #expect(pixels[0] != pixels[1], "\(pixels)")
    }

    /// The `--watch` page polls `version.js` with a script: it must run without errors.
    @Test func livePageRunsWithoutConsoleErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let session = try liveSession(in: folder)
        _ = session.generate()
        let console = try Chromium.screenshot(
            folder.url.appendingPathComponent("out/index.html"), to: folder.url.appendingPathComponent("live.png"),
            width: 600, height: 400, scriptMilliseconds: 1500)
        #expect(console == [])
    }

    /// Issue 18 §4 in the browser: under `--watch`, a broken save keeps the last good picture
    /// below the error (the error's red border is above the picture's bezel), and a 320 × 46
    /// cell is drawn enlarged to about 500 pixels wide, not at phone scale.
    @Test func brokenWatchPageKeepsPicturesUnderTheErrorAndCellsAreLarge() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("layout Cell {\n    view badge\n    view title\n    H:|-[badge(24)]-[title]-|\n    V:|-[badge(20)]\n    V:|-[title]-|\n    container 320x46\n}\n", to: "Cell.vfl")
        let (context, _) = ToolContext.capturing(currentDirectory: folder.url)
        let session = PreviewSession(
            paths: ["Cell.vfl"], output: folder.url.appendingPathComponent("out"), platform: .uikit, layout: nil,
            presets: DevicePresets.uikit, live: true, context: context)
        _ = session.generate()
        try folder.write("layout Cell {\n    view badge\n    H:|-[badge(24)]-[title]-|\n    container 320x46\n}\n", to: "Cell.vfl")
        #expect(session.generate().hasErrors)
        let png = folder.url.appendingPathComponent("broken.png")
        let console = try Chromium.screenshot(folder.url.appendingPathComponent("out/index.html"), to: png, width: 760, height: 700)
        #expect(console == [])
        let shot = try Screenshot(png: png)
        let bezels = shot.boxes(of: ViewColor.components(SVGPicture.bezelColor))
        try #require(bezels.count == 1, "bezels found: \(bezels)")
        let bezel = bezels[0]
        let expectedWidth = (320 + 2 * SVGPicture.bezel) * 500 / 320
        #expect(abs(Double(bezel.maxX - bezel.minX + 1) - expectedWidth) <= 2, "\(bezel)")
        let red = ViewColor.components("#d62828")
        let errorRows = (0..<bezel.minY).filter { y in (16...20).contains { shot.matches($0, y, red, tolerance: 8) } }
        #expect(!errorRows.isEmpty, "no error box above the picture")
    }
}
