import Foundation
import Testing
import LayoutModel
import VFLEngine
@testable import VFLPreview
@testable import VFLGenCLI

/// Sample text in a real browser (headless Chromium): `preview --content-sizes L,AX5` draws a
/// card at the default size and at AX5 (each in both directions), side by side; each label
/// shows its text inside the
/// frame `vflgen frames --content-size` gives it (text-coloured pixels there, none in the
/// empty space below), and the wrapped summary is taller at AX5.
@Suite(
    .enabled(if: Chromium.path != nil || ProcessInfo.processInfo.environment["CI"] != nil, "needs headless Chromium (Debian package 'chromium')"),
    .serialized)
struct SampleTextBrowserTests {
    static let card = """
    layout Card {
        view title: UILabel text "Welcome to Grapevine" style title1
        view summary: UILabel text "Photos, stories and messages from the people you follow." style body lines 0
        view skip: UIButton title "Skip" style body
        H:|-[title]-|
        H:|-[summary]-|
        H:|-[skip]
        V:|-[title]-[summary]-[skip]
        container 320x400
    }

    """

    /// Whether a pixel is (anti-aliased) sample text: dark, unlike the views' light fills.
    static func isText(_ pixel: (Int, Int, Int)) -> Bool { pixel.0 < 110 && pixel.1 < 110 && pixel.2 < 110 }

    @Test func labelsShowTheirTextAtEachContentSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(Self.card, to: "Card.vfl")
        let preview = runTool(["preview", "Card.vfl", "--output", "out", "--content-sizes", "L,AX5"], in: folder)
        #expect(preview.status == .success, "\(preview.stderr)")
        // Left-to-right and right-to-left (`|-[title]-|` follows the direction), at L and at AX5.
        #expect(try folder.files(under: "out") == [
            "Card--320x400--ltr--ax5.svg", "Card--320x400--ltr.svg", "Card--320x400--rtl--ax5.svg", "Card--320x400--rtl.svg", "index.html",
        ])
        let svg = try folder.read("out/Card--320x400--ltr--ax5.svg")
        #expect(svg.contains("data-text=\"Welcome to Grapevine\""))
        let png = folder.url.appendingPathComponent("shot.png")
        let console = try Chromium.screenshot(folder.url.appendingPathComponent("out/index.html"), to: png, width: 1400, height: 1200)
        #expect(console == [])
        // For a look at the page: VFLGEN_KEEP_SHOT=/path/shot.png keeps the screenshot.
        if let keep = ProcessInfo.processInfo.environment["VFLGEN_KEEP_SHOT"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: png, to: URL(fileURLWithPath: keep))
        }
        let shot = try Screenshot(png: png)
        // In page order: L left-to-right, L right-to-left, AX5 left-to-right, AX5 right-to-left.
        let pictures = shot.boxes(of: ViewColor.components(SVGPicture.bezelColor))
        try #require(pictures.count == 4, "bezels found: \(pictures)")
        var summaryHeights: [Double] = []
        for (picture, (category, direction)) in zip(pictures, [("L", ""), ("L", "--rtl"), ("AX5", ""), ("AX5", "--rtl")]) {
            let frames = runTool(["frames", "Card.vfl", "--size", "320x400", "--content-size", category] + (direction.isEmpty ? [] : [direction]), in: folder)
            #expect(frames.status == .success, "\(frames.stderr)")
            var views: [String: Rect] = [:]
            for line in frames.stdout.split(separator: "\n") where !line.hasPrefix("#") {
                let parts = line.split(separator: " ")
                let numbers = parts.dropFirst().compactMap { Double($0) }
                views[String(parts[0])] = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
            let bezel = SVGPicture.bezel
            let scale = Double(picture.maxX - picture.minX + 1) / (320 + 2 * bezel)
            let originX = Double(picture.minX) + bezel * scale
            let originY = Double(picture.minY) + bezel * scale
            func textPixels(in frame: Rect) -> Int {
                var count = 0
                for y in Int(originY + frame.y * scale)..<Int(originY + frame.maxY * scale) {
                    for x in Int(originX + frame.x * scale)..<Int(originX + frame.maxX * scale) where Self.isText(shot.pixel(x, y)) { count += 1 }
                }
                return count
            }
            for name in ["title", "summary"] {
                let frame = try #require(views[name])
                #expect(textPixels(in: frame) > 50, "\(name) at \(category): no text drawn in \(frame)")
            }
            // The container below the button is empty: no text leaks out of the views.
            let skip = try #require(views["skip"])
            let below = Rect(x: 8, y: skip.maxY + 4, width: 304, height: max(0, 392 - skip.maxY - 4))
            #expect(textPixels(in: below) == 0, "text below the views at \(category)")
            summaryHeights.append(try #require(views["summary"]).height)
        }
        #expect(summaryHeights[2] > summaryHeights[0] * 1.5, "\(summaryHeights)")
    }
}
